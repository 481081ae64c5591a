; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 49, fitness 2297.294525489804, size 9, depth 3, solved 45/50 per N [10, 8, 8, 9, 10], nodes 1410
(IfKingMustMove (IfClearingWayMove Recurse (IfKingMustMove NumMyPiecesCanCheck Recurse)) (IfExistsCheckingMove OppKingProximityToEdges Recurse))
