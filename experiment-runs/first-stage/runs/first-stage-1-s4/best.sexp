; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 63, fitness 1427.21901351817, size 17, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5648
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) (IfClearingWayMove OppKingProximityToEdges (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse))))))
