; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 63, fitness 1971.2304471204943, size 11, depth 2, solved 39/50 per N [10, 6, 6, 8, 9], nodes 1369
(MakeAnyOrAllMovesSuchThat (And2 IsCheckFork IsMaterialChange) (IfClearingWayMove Recurse NumNotMovesOppKing) (If3 IsOppPiecePinned NumOppPiecesAttacked 844.7))
