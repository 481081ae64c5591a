; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 65, fitness 1473.7163164762837, size 29, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 20674
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsOppKingStuck (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing (MakeBestMove (IfSuicideCheck IsNextMoveForcedWithKing (MakeBestMove Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger NumOppPiecesAttacked (If3 (Not IsMaterialChange) NumOppPiecesAttacked (IfExistsCheckingMove NumNotMovesOppKing Recurse))))) Recurse) (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse (MakeBestMove Recurse)))))
