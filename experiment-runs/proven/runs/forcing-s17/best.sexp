; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 181, fitness 2601.652281315563, size 7, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4415
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))
