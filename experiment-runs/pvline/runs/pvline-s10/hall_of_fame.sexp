; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 525, fitness 3584.4648056922897, size 21, depth 5, solved 48/50 per N [10, 10, 9, 9, 10], nodes 13430
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove (If3 IsForcingMove Recurse Recurse)) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)))))

; #2 generation 525, fitness 3584.4648056922897, size 24, depth 5, solved 48/50 per N [10, 10, 9, 9, 10], nodes 13430
(MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)) (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)))))

; #3 generation 526, fitness 3446.020199148389, size 22, depth 5, solved 49/50 per N [10, 10, 10, 9, 10], nodes 16893
(MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)) (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)))))

; #4 generation 526, fitness 3446.020199148389, size 24, depth 5, solved 49/50 per N [10, 10, 10, 9, 10], nodes 16893
(MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse NumMyPiecesCanCheck)) (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)))))

; #5 generation 526, fitness 3446.020199148389, size 27, depth 5, solved 49/50 per N [10, 10, 10, 9, 10], nodes 16893
(MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove Recurse) (MakeBestMove Recurse)))) (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)))))

; #6 generation 526, fitness 3446.020199148389, size 29, depth 5, solved 49/50 per N [10, 10, 10, 9, 10], nodes 16893
(MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (MakeBestMove Recurse)))) (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)))))

; #7 generation 526, fitness 3446.020199148389, size 33, depth 7, solved 49/50 per N [10, 10, 10, 9, 10], nodes 16893
(MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfSuicideCheck DidNumAttackingKingIncrease (IfMyMoveExistsSuchThat IsMaterialChange (MakeBestMove (IfCaptureCloseToKingMove NumMyPiecesCanCheck NumOppPiecesAttacked)) -928.1) NumMyPiecesCanCheck))) (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)))))

; #8 generation 526, fitness 3446.020199148389, size 40, depth 8, solved 49/50 per N [10, 10, 10, 9, 10], nodes 16893
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove (If3 IsForcingMove (IfForAllOpponentMoves IsPinCloseToKing (IfForAllOpponentMoves IsMateInOneOrLess NumOppPiecesAttacked (IfMyMoveExistsSuchThat IsForcingMove NumMyPiecesCanCheck NumMyPiecesCanCheck)) (IfMyMoveExistsSuchThat IsOppKingProtectingPiece (IfMyMoveExistsSuchThat IsPinCloseToKing (MakeBestMove Recurse) (If3 IsDiscoveredProtectedCheck EvaluateMaterial NumNotMovesOppKing)) Recurse)) Recurse)) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)))))

; #9 generation 530, fitness 3201.655947826473, size 11, depth 3, solved 48/50 per N [10, 10, 9, 9, 10], nodes 21011
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)))

; #10 generation 530, fitness 3201.655947826473, size 11, depth 3, solved 48/50 per N [10, 10, 9, 9, 10], nodes 21011
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)))
