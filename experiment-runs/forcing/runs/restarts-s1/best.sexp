; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 130, fitness 2586.736073790647, size 5, depth 2, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2892
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse -1000))
