; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 130, fitness 2586.736073790647, size 5, depth 2, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2892
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse -1000))

; #2 generation 130, fitness 2586.736073790647, size 5, depth 2, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2892
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse -1000))

; #3 generation 130, fitness 2586.736073790647, size 8, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2892
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse -1000)))

; #4 generation 130, fitness 2586.736073790647, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2892
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse -1000)) -1000))

; #5 generation 125, fitness 2376.1024820757866, size 8, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3963
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsCheck Recurse -1000)))

; #6 generation 125, fitness 2376.1024820757866, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3963
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse -1000)) -1000))

; #7 generation 130, fitness 2343.422236930632, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4909
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse -1000))))

; #8 generation 136, fitness 2315.113084271953, size 54, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3603
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfSuicideCheck (Smaller EvaluateMaterial (IfSuicideCheck NumNotMovesOppBigger (IfMyMoveExistsSuchThat IsDiscoveredProtectedCheck 128.8 EvaluateMaterial) NumNotMovesOppKing)) (IfClearingWayMove (IfPinCloseToKingMove (MyMoveIter IsCheckFork DidNumAttackingKingIncrease (IfMyMoveExistsSuchThat (And2 IsOppPiecePinned IsMateInOneOrLess) (If3 IsCheckFork (IfCaptureCloseToKingMove Recurse NumMyPiecesCanCheck) NumNotMovesOppKing) (MakeBestMove (IfForAllOpponentMoves IsDiscoveredCheck OppKingProximityToEdges NumOppPiecesAttacked))) (IfClearingWayMove (IfAttackingKingMove (If3 DidNumAttackingKingIncrease EvaluateMaterial EvaluateMaterial) (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece EvaluateMaterial EvaluateMaterial)) (MakeAnyOrAllMovesSuchThat IsNextMoveForced (IfForAllOpponentMoves IsOppKingStuck NumMyPiecesCanCheck Recurse) NumMyPiecesCanCheck))) NumMyPiecesCanCheck) 795.2) Recurse) -1000))

; #9 generation 125, fitness 2061.0211189360944, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5556
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse -1000))))

; #10 generation 109, fitness 2041.7514778912546, size 9, depth 4, solved 49/50 per N [10, 10, 10, 10, 9], nodes 3512
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse -1000)) -1000))
