; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 86, fitness 2627.2772033606298, size 27, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2867
(MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange IsMaterialChange IsPinCloseToKing) (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) Recurse)) Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck NumNotMovesOppKing NumMyPiecesCanCheck) Recurse) Recurse)))
