; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 49, fitness 2681.3329490464853, size 3, depth 1, solved 41/50 per N [10, 7, 7, 7, 10], nodes 1475
(IfKingMustMove 619 NumNotMovesOppKing)
