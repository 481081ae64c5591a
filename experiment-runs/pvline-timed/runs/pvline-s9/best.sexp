; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 380, fitness 3578.75153592617, size 13, depth 6, solved 46/50 per N [10, 9, 10, 7, 10], nodes 11782
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))
