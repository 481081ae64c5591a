; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 535, fitness 3024.068387619321, size 15, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6511
(MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove NumNotMovesOppKing (IfPinCloseToKingMove (If3 IsNextMoveForced 581.1 Recurse) NumNotMovesOppKing))) Recurse)
