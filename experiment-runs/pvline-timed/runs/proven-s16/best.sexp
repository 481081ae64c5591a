; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 283, fitness 5152.827274371495, size 18, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9103
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse Recurse) (IfAttackingKingMove Recurse Recurse)))))))
