; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 167, fitness 2865.275856971837, size 27, depth 6, solved 38/50 per N [10, 5, 8, 5, 10], nodes 1548
(IfKingMustMove (IfClearingWayMove (IfKingMustMove (IfPinCloseToKingMove (If3 IsForcingMove NumMyPiecesCanCheck NumNotMovesOppKing) (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove EvaluateMaterial Recurse) NumNotMovesOppKing)) (If3 (And3 IsMaterialChange IsOppKingStuck IsOppKingProtectingPiece) (IfMyMoveExistsSuchThat IsDiscoveredCheck EvaluateMaterial NumOppPiecesAttacked) NumMyPiecesCanCheck)) NumNotMovesOppKing) (IfCaptureCloseToKingMove EvaluateMaterial Recurse))
