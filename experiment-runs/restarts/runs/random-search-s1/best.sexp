; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 148, fitness 1722.3785123516623, size 16, depth 3, solved 41/50 per N [10, 7, 7, 8, 9], nodes 1604
(IfKingMustMove (IfClearingWayMove (MakeAnyOrAllMovesSuchThat IsOppKingStuck OppKingProximityToEdges EvaluateMaterial) (IfClearingWayMove NumNotMovesOppKing NumOppPiecesAttacked)) (IfExistsCheckingMove (IfExistsCheckingMove NumMyPiecesCanCheck 803.8) (IfCaptureCloseToKingMove Recurse Recurse)))
