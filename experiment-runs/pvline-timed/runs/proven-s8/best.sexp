; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 305, fitness 4992.1343274534765, size 8, depth 2, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5121
(If3 IsForcingMove (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))
