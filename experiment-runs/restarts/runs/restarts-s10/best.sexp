; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 274, fitness 2698.1397288165963, size 29, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2799
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfForAllOpponentMoves NumNotMovesOppBigger Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))))))))
