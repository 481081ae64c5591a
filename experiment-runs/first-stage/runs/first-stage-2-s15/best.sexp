; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 110, fitness 3854.791980426628, size 5, depth 2, solved 45/50 per N [10, 7, 8, 10, 10], nodes 1517
(IfKingMustMove Recurse (IfExistsCheckingMove NumMyPiecesCanCheck Recurse))
