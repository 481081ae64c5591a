; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 47, fitness 1177.941806133329, size 3, depth 1, solved 38/50 per N [10, 4, 6, 10, 8], nodes 1437
(IfKingMustMove NumMyPiecesCanCheck Recurse)
