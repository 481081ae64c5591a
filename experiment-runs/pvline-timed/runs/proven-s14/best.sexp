; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 93, fitness 5271.30611867074, size 8, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2214
(If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) Recurse)
