; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 133, fitness 5023.518611418671, size 8, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3660
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (MakeBestMove Recurse) Recurse))
