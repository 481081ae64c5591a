; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 45, fitness 1098.297649493996, size 33, depth 9, solved 49/50 per N [10, 10, 10, 10, 9], nodes 8069
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (MakeAnyOrAllMovesSuchThat (Or3 IsOppPiecePinned IsMaterialChange DidNumAttackingKingIncrease) Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or3 NumNotMovesOppBigger IsMaterialChange IsCheck) Recurse Recurse))))))))
