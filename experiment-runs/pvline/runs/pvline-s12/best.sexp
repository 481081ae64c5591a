; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 107, fitness 3475.1406604524686, size 24, depth 8, solved 49/50 per N [10, 10, 10, 9, 10], nodes 14763
(MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove Recurse) (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (MakeBestMove Recurse))))))))
