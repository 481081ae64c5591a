; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 124, fitness 2802.3479585750915, size 5, depth 2, solved 43/50 per N [10, 8, 8, 8, 9], nodes 1329
(IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove Recurse Recurse))
