; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 415, fitness 2455.631609980273, size 3, depth 1, solved 41/50 per N [10, 8, 7, 7, 9], nodes 1546
(IfKingMustMove NumMyPiecesCanCheck Recurse)
