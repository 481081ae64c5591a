; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 375, fitness 3742.112807347304, size 31, depth 14, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3560
(IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfPinCloseToKingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck (Or2 IsOppKingStuck IsMaterialChange)) Recurse Recurse))))))))))))
