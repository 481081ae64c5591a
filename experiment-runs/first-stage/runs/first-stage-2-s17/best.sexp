; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 113, fitness 2944.3451858508706, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3542
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))
