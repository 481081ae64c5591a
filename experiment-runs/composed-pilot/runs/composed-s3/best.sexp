; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 651, fitness 643.7359309935449, size 13, depth 4, solved 26/50 per N [10, 5, 3, 2, 6], nodes 1115
(IfPinCloseToKingMove (IfExistsCheckingMove Recurse NumMyPiecesCanCheck) (IfKingMustMove NumNotMovesOppKing (IfCaptureCloseToKingMove (IfKingMustMove NumMyPiecesCanCheck OppKingProximityToEdges) (IfClearingWayMove EvaluateMaterial NumMyPiecesCanCheck))))
