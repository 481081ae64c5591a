; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 186, fitness 2618.990071689202, size 7, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 7772
(IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))
