; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 488, fitness 3658.0230414716902, size 28, depth 10, solved 48/50 per N [10, 10, 9, 9, 10], nodes 9950
(IfClearingWayMove (IfSuicideCheck IsForcingMove NumOppPiecesAttacked Recurse) (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (IfClearingWayMove OppKingProximityToEdges (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfPinCloseToKingMove OppKingProximityToEdges Recurse) (IfMyMoveExistsSuchThat IsMaterialChange (IfExistsCheckingMove OppKingProximityToEdges Recurse) Recurse)))))))))
