; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 265, fitness 2542.886738461071, size 13, depth 4, solved 49/50 per N [10, 10, 10, 10, 9], nodes 1964
(IfForAllOpponentMoves (Not (Smaller (IfExistsCheckingMove NumMyPiecesCanCheck Recurse) NumMyPiecesCanCheck)) Recurse (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) Recurse))

; #2 generation 265, fitness 2542.886738461071, size 15, depth 5, solved 49/50 per N [10, 10, 10, 10, 9], nodes 1964
(IfForAllOpponentMoves (Not (Smaller (IfExistsCheckingMove (IfClearingWayMove NumMyPiecesCanCheck NumMyPiecesCanCheck) Recurse) NumMyPiecesCanCheck)) Recurse (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) Recurse))

; #3 generation 265, fitness 2542.886738461071, size 15, depth 5, solved 49/50 per N [10, 10, 10, 10, 9], nodes 1964
(IfForAllOpponentMoves (Not (Smaller (IfExistsCheckingMove (IfClearingWayMove NumMyPiecesCanCheck NumMyPiecesCanCheck) EvaluateMaterial) NumMyPiecesCanCheck)) Recurse (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) Recurse))

; #4 generation 265, fitness 2542.886738461071, size 17, depth 6, solved 49/50 per N [10, 10, 10, 10, 9], nodes 1964
(IfForAllOpponentMoves (Not (Smaller (IfExistsCheckingMove NumMyPiecesCanCheck (IfMyMoveExistsSuchThat IsCheck (MakeBestMove Recurse) EvaluateMaterial)) NumMyPiecesCanCheck)) Recurse (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) Recurse))

; #5 generation 265, fitness 2542.886738461071, size 19, depth 6, solved 49/50 per N [10, 10, 10, 10, 9], nodes 1964
(IfForAllOpponentMoves (Not (Smaller (IfExistsCheckingMove (IfExistsCheckingMove (IfClearingWayMove NumMyPiecesCanCheck NumMyPiecesCanCheck) (IfKingMustMove OppKingProximityToEdges EvaluateMaterial)) EvaluateMaterial) NumMyPiecesCanCheck)) Recurse (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) Recurse))

; #6 generation 265, fitness 2542.886738461071, size 19, depth 6, solved 49/50 per N [10, 10, 10, 10, 9], nodes 1964
(IfForAllOpponentMoves (Not (Smaller (IfExistsCheckingMove (IfClearingWayMove NumMyPiecesCanCheck NumMyPiecesCanCheck) (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) Recurse)) NumMyPiecesCanCheck)) Recurse (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) Recurse))

; #7 generation 265, fitness 2542.886738461071, size 20, depth 7, solved 49/50 per N [10, 10, 10, 10, 9], nodes 1964
(IfForAllOpponentMoves (Not (Smaller (IfExistsCheckingMove (IfExistsCheckingMove (IfClearingWayMove NumMyPiecesCanCheck NumMyPiecesCanCheck) (IfKingMustMove OppKingProximityToEdges (MakeBestMove NumNotMovesOppKing))) EvaluateMaterial) NumMyPiecesCanCheck)) Recurse (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) Recurse))

; #8 generation 265, fitness 2542.886738461071, size 21, depth 6, solved 49/50 per N [10, 10, 10, 10, 9], nodes 1964
(IfForAllOpponentMoves (Not (Smaller (IfExistsCheckingMove (IfExistsCheckingMove (IfClearingWayMove NumMyPiecesCanCheck NumMyPiecesCanCheck) EvaluateMaterial) (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) Recurse)) NumMyPiecesCanCheck)) Recurse (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) Recurse))

; #9 generation 265, fitness 2542.886738461071, size 21, depth 6, solved 49/50 per N [10, 10, 10, 10, 9], nodes 1964
(IfForAllOpponentMoves (Not (Smaller (IfExistsCheckingMove (IfExistsCheckingMove (IfClearingWayMove NumMyPiecesCanCheck NumMyPiecesCanCheck) EvaluateMaterial) (IfMyMoveExistsSuchThat IsCheck (MakeBestMove Recurse) EvaluateMaterial)) NumMyPiecesCanCheck)) Recurse (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) Recurse))

; #10 generation 265, fitness 2542.886738461071, size 22, depth 6, solved 49/50 per N [10, 10, 10, 10, 9], nodes 1964
(IfForAllOpponentMoves (Not (Smaller (IfExistsCheckingMove (IfExistsCheckingMove (IfClearingWayMove NumMyPiecesCanCheck NumMyPiecesCanCheck) (MakeBestMove Recurse)) EvaluateMaterial) NumMyPiecesCanCheck)) (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) Recurse) (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) Recurse))
