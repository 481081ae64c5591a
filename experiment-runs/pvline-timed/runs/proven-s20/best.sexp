; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 250, fitness 5103.835109682513, size 11, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4428
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))
