; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 171, fitness 3039.280574958892, size 3, depth 1, solved 40/50 per N [10, 8, 7, 6, 9], nodes 1447
(IfKingMustMove 340.9 OppKingProximityToEdges)
