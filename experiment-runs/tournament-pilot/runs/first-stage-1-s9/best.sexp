; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 98, fitness 1256.2308637464162, size 4, depth 1, solved 35/50 per N [10, 5, 6, 7, 7], nodes 1378
(MakeAnyOrAllMovesSuchThat IsDiscoveredCheck 320.1 Recurse)
