; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 145, fitness 3233.7616997958767, size 3, depth 1, solved 44/50 per N [10, 7, 8, 9, 10], nodes 1531
(IfKingMustMove NumNotMovesOppKing Recurse)
