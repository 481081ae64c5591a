; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 124, fitness 2452.6240187814683, size 16, depth 7, solved 49/50 per N [10, 10, 10, 10, 9], nodes 5342
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove (MakeBestMove Recurse) (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (IfCaptureCloseToKingMove Recurse (MakeBestMove Recurse)))))))
