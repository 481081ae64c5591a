; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 87, fitness 5030.029718708964, size 11, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5845
(IfCaptureCloseToKingMove (MakeBestMove Recurse) (IfAttackingKingMove (MakeBestMove Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))
