; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 168, fitness 3721.945744389157, size 9, depth 4, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13494
(IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))
