; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 248, fitness 2653.1466493813323, size 23, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 13311
(IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove NumOppPiecesAttacked (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))))))))
