; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 191, fitness 3582.8130924974917, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3871
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse Recurse))))
