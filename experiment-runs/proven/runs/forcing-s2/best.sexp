; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 354, fitness 3544.2915610925397, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6432
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfAttackingKingMove Recurse Recurse))))
