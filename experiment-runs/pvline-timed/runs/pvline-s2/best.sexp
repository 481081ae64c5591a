; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 168, fitness 3740.75493147436, size 11, depth 5, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13116
(IfCaptureCloseToKingMove Recurse (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))
