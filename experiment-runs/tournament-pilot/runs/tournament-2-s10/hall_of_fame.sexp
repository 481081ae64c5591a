; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 65, fitness 1473.7163164762837, size 29, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 20674
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsOppKingStuck (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing (MakeBestMove (IfSuicideCheck IsNextMoveForcedWithKing (MakeBestMove Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger NumOppPiecesAttacked (If3 (Not IsMaterialChange) NumOppPiecesAttacked (IfExistsCheckingMove NumNotMovesOppKing Recurse))))) Recurse) (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse (MakeBestMove Recurse)))))

; #2 generation 65, fitness 1473.7163164762837, size 31, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 20674
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsOppKingStuck (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing (MakeBestMove (IfSuicideCheck IsNextMoveForcedWithKing (MakeBestMove Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger NumOppPiecesAttacked (If3 (Not IsMaterialChange) NumOppPiecesAttacked (IfForAllOpponentMoves IsOppPiecePinned (MakeBestMove Recurse) Recurse))))) Recurse) (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse (MakeBestMove Recurse)))))

; #3 generation 65, fitness 1473.7163164762837, size 32, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 20674
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsOppKingStuck (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing (MakeBestMove (MakeBestMove Recurse)) Recurse) (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger (IfForAllOpponentMoves IsOppPiecePinned (MakeBestMove Recurse) Recurse) (MakeBestMove Recurse)))) Recurse) (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse (MakeBestMove Recurse)))))

; #4 generation 65, fitness 1460.9857412395233, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 20887
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse (MakeBestMove Recurse))))

; #5 generation 65, fitness 1460.9857412395233, size 13, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 20887
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse (MakeBestMove Recurse)))))

; #6 generation 65, fitness 1460.9857412395233, size 15, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 20887
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger (IfForAllOpponentMoves IsOppPiecePinned (MakeBestMove (MakeBestMove (MakeBestMove Recurse))) Recurse) (MakeBestMove Recurse))))

; #7 generation 65, fitness 1460.9857412395233, size 16, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 20887
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing -11.6 Recurse) (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger (IfForAllOpponentMoves IsOppPiecePinned (MakeBestMove Recurse) Recurse) (MakeBestMove Recurse))))

; #8 generation 65, fitness 1460.9857412395233, size 17, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 20887
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing (MakeBestMove Recurse) Recurse) (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger (IfForAllOpponentMoves IsOppPiecePinned (MakeBestMove Recurse) Recurse) (MakeBestMove Recurse))))

; #9 generation 65, fitness 1460.9857412395233, size 18, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 20887
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing (IfSuicideCheck IsOppKingProtectingPiece NumMyPiecesCanCheck EvaluateMaterial) Recurse) (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse (MakeBestMove Recurse)))))

; #10 generation 65, fitness 1460.9857412395233, size 18, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 20887
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing (MakeBestMove (MakeBestMove Recurse)) Recurse) (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger (IfForAllOpponentMoves IsOppPiecePinned (MakeBestMove Recurse) Recurse) (MakeBestMove Recurse))))
