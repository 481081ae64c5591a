; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 63, fitness 1548.3712542858661, size 27, depth 8, solved 41/50 per N [10, 7, 7, 8, 9], nodes 1941
(IfMyMoveExistsSuchThat IsCheck (IfMyMoveExistsSuchThat IsCheck (IfKingMustMove NumNotMovesOppKing (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse)) (IfKingMustMove NumNotMovesOppKing Recurse)) (IfKingMustMove Recurse (IfCaptureCloseToKingMove (IfClearingWayMove (IfKingMustMove Recurse (IfCaptureCloseToKingMove (IfKingMustMove EvaluateMaterial (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse)) Recurse)) Recurse) Recurse)))
