; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 304, fitness 3616.1873600037975, size 8, depth 3, solved 47/50 per N [10, 9, 10, 9, 9], nodes 9606
(If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)) Recurse)
