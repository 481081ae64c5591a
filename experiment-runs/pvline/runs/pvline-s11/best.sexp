; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 45, fitness 805.3300642783997, size 3, depth 1, solved 33/50 per N [10, 5, 4, 9, 5], nodes 1431
(IfKingMustMove OppKingProximityToEdges Recurse)
