; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 45, fitness 1431.2962491973046, size 4, depth 1, solved 35/50 per N [10, 7, 6, 4, 8], nodes 1343
(MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck NumOppPiecesAttacked Recurse)
