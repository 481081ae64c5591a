; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 45, fitness 805.3300642783997, size 3, depth 1, solved 33/50 per N [10, 5, 4, 9, 5], nodes 1431
(IfKingMustMove OppKingProximityToEdges Recurse)

; #2 generation 56, fitness 583.4664373542595, size 13, depth 3, solved 32/50 per N [10, 4, 5, 6, 7], nodes 1317
(IfForAllOpponentMoves DidNumAttackingKingIncrease (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger (MakeAnyOrAllMovesSuchThat IsCheckFork NumMyPiecesCanCheck 307.8) (MakeAnyOrAllMovesSuchThat IsMateInOneOrLess Recurse EvaluateMaterial)) Recurse)

; #3 generation 56, fitness 578.1648256675493, size 13, depth 3, solved 35/50 per N [10, 10, 4, 4, 7], nodes 2022
(IfForAllOpponentMoves IsMateInOneOrLess (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger (MakeAnyOrAllMovesSuchThat IsCheckFork NumMyPiecesCanCheck 147.4) (MakeAnyOrAllMovesSuchThat IsMateInOneOrLess Recurse EvaluateMaterial)) NumNotMovesOppKing)

; #4 generation 49, fitness 558.4049128643248, size 16, depth 4, solved 26/50 per N [10, 3, 5, 4, 4], nodes 2040
(IfForAllOpponentMoves IsMaterialChange (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger (MakeAnyOrAllMovesSuchThat IsOppKingStuck NumMyPiecesCanCheck OppKingProximityToEdges) (MakeAnyOrAllMovesSuchThat IsMateInOneOrLess (MakeAnyOrAllMovesSuchThat IsOppKingStuck NumMyPiecesCanCheck OppKingProximityToEdges) EvaluateMaterial)) Recurse)

; #5 generation 56, fitness 552.2885128508796, size 13, depth 3, solved 32/50 per N [10, 5, 4, 6, 7], nodes 1317
(IfForAllOpponentMoves DidNumAttackingKingIncrease (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger (MakeAnyOrAllMovesSuchThat IsCheckFork NumMyPiecesCanCheck 147.4) (MakeAnyOrAllMovesSuchThat IsMateInOneOrLess Recurse EvaluateMaterial)) 430)

; #6 generation 56, fitness 536.8953077977892, size 13, depth 3, solved 31/50 per N [10, 6, 4, 4, 7], nodes 2220
(IfForAllOpponentMoves IsMateInOneOrLess (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger (MakeAnyOrAllMovesSuchThat IsCheckFork NumMyPiecesCanCheck 147.4) (IfForAllOpponentMoves IsMateInOneOrLess Recurse EvaluateMaterial)) NumNotMovesOppKing)

; #7 generation 56, fitness 529.3230743436648, size 42, depth 4, solved 30/50 per N [10, 5, 3, 5, 7], nodes 1329
(IfMyMoveExistsSuchThat (And2 IsMateInOneOrLess IsMateInOneOrLess) (IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat (Or2 IsNextMoveForced IsOppKingStuck) (IfForAllOpponentMoves IsMateInOneOrLess NumMyPiecesCanCheck Recurse) (MyMoveIter IsMaterialChange IsMaterialChange 343 OppKingProximityToEdges)) (MakeAnyOrAllMovesSuchThat (And3 IsCheck NumNotMovesOppBigger IsDiscoveredProtectedCheck) (IfAttackingKingMove Recurse NumNotMovesOppKing) (IfClearingWayMove NumMyPiecesCanCheck -463.1))) (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat IsMateInOneOrLess Recurse EvaluateMaterial) (IfKingMustMove (IfForAllOpponentMoves NumNotMovesOppBigger NumOppPiecesAttacked NumMyPiecesCanCheck) (IfClearingWayMove -793.1 Recurse))))

; #8 generation 56, fitness 529.3230743436648, size 43, depth 4, solved 30/50 per N [10, 5, 3, 5, 7], nodes 1329
(IfMyMoveExistsSuchThat IsMateInOneOrLess (IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat (Or2 IsNextMoveForced IsOppKingStuck) (IfPinCloseToKingMove OppKingProximityToEdges OppKingProximityToEdges) (MyMoveIter IsMaterialChange IsMaterialChange 343 OppKingProximityToEdges)) (MakeAnyOrAllMovesSuchThat (And3 IsCheck NumNotMovesOppBigger IsDiscoveredProtectedCheck) (IfAttackingKingMove Recurse NumNotMovesOppKing) (IfClearingWayMove NumMyPiecesCanCheck -463.1))) (IfAttackingKingMove (IfPinCloseToKingMove (IfClearingWayMove EvaluateMaterial NumOppPiecesAttacked) (MakeAnyOrAllMovesSuchThat IsCheckFork Recurse NumMyPiecesCanCheck)) (IfKingMustMove (IfForAllOpponentMoves NumNotMovesOppBigger NumOppPiecesAttacked NumMyPiecesCanCheck) (IfClearingWayMove -793.1 Recurse))))

; #9 generation 56, fitness 529.3230743436648, size 52, depth 6, solved 30/50 per N [10, 5, 3, 5, 7], nodes 1329
(IfMyMoveExistsSuchThat IsCheckFork (IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat (Or2 IsNextMoveForced IsOppKingStuck) (IfPinCloseToKingMove OppKingProximityToEdges OppKingProximityToEdges) (MyMoveIter IsMaterialChange IsMaterialChange 343 OppKingProximityToEdges)) (MakeAnyOrAllMovesSuchThat (And3 IsCheck NumNotMovesOppBigger IsDiscoveredProtectedCheck) (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger (MakeAnyOrAllMovesSuchThat IsCheckFork NumMyPiecesCanCheck 147.4) (MakeAnyOrAllMovesSuchThat IsMateInOneOrLess Recurse EvaluateMaterial)) NumNotMovesOppKing) (IfClearingWayMove NumMyPiecesCanCheck -463.1))) (IfAttackingKingMove (IfPinCloseToKingMove (IfClearingWayMove EvaluateMaterial NumOppPiecesAttacked) (MakeAnyOrAllMovesSuchThat IsCheckFork Recurse NumMyPiecesCanCheck)) (IfKingMustMove (IfForAllOpponentMoves NumNotMovesOppBigger NumOppPiecesAttacked NumMyPiecesCanCheck) (IfClearingWayMove -793.1 Recurse))))

; #10 generation 56, fitness 529.3230743436648, size 62, depth 4, solved 30/50 per N [10, 5, 3, 5, 7], nodes 1329
(IfMyMoveExistsSuchThat (And2 (Or3 (And3 IsOppKingProtectingPiece IsMateInOneOrLess IsPinCloseToKing) (And2 IsForcingMove DidNumAttackingKingIncrease) (Or3 IsMateInOneOrLess IsCheckFork IsPinCloseToKing)) (And2 IsMateInOneOrLess (And3 IsMateInOneOrLess DidNumAttackingKingIncrease IsCheckFork))) (IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat (Or2 IsNextMoveForced IsOppKingStuck) (IfPinCloseToKingMove OppKingProximityToEdges OppKingProximityToEdges) (MyMoveIter IsMaterialChange IsMaterialChange 343 OppKingProximityToEdges)) (MakeAnyOrAllMovesSuchThat (And3 IsCheck NumNotMovesOppBigger IsDiscoveredProtectedCheck) (IfAttackingKingMove Recurse NumNotMovesOppKing) (IfForAllOpponentMoves IsForcingMove OppKingProximityToEdges OppKingProximityToEdges))) (IfAttackingKingMove (IfPinCloseToKingMove (IfClearingWayMove EvaluateMaterial NumOppPiecesAttacked) (MakeAnyOrAllMovesSuchThat IsCheckFork Recurse NumMyPiecesCanCheck)) (IfKingMustMove (IfForAllOpponentMoves NumNotMovesOppBigger NumOppPiecesAttacked NumMyPiecesCanCheck) (IfClearingWayMove -793.1 Recurse))))
