; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 148, fitness 1870.0929075886247, size 14, depth 4, solved 38/50 per N [10, 5, 5, 8, 10], nodes 1695
(IfKingMustMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfCaptureCloseToKingMove (If3 IsDiscoveredCheck -189.8 EvaluateMaterial) (IfMyMoveExistsSuchThat IsPinCloseToKing OppKingProximityToEdges OppKingProximityToEdges)) NumMyPiecesCanCheck) -502.2)
