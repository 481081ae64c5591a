; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 94, fitness 2529.120366150658, size 5, depth 2, solved 38/50 per N [10, 5, 6, 7, 10], nodes 1438
(IfKingMustMove (IfKingMustMove NumMyPiecesCanCheck -520.6) -705.6)
