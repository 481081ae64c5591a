; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 145, fitness 1959.9884861281687, size 4, depth 1, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1426
(MakeAnyOrAllMovesSuchThat IsCheckFork NumOppPiecesAttacked Recurse)
