; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 145, fitness 1956.916105281508, size 3, depth 1, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1468
(IfKingMustMove Recurse Recurse)
