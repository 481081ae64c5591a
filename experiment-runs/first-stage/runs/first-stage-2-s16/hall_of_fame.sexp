; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 69, fitness 2391.7638200821975, size 19, depth 4, solved 42/50 per N [10, 8, 8, 7, 9], nodes 1456
(IfKingMustMove (If3 DidNumAttackingKingIncrease (IfForAllOpponentMoves IsMateInOneOrLess (IfKingMustMove NumNotMovesOppKing Recurse) NumNotMovesOppKing) (IfKingMustMove (IfKingMustMove NumNotMovesOppKing Recurse) (IfKingMustMove NumNotMovesOppKing Recurse))) (IfKingMustMove NumNotMovesOppKing Recurse))

; #2 generation 94, fitness 2096.2581068482805, size 22, depth 6, solved 43/50 per N [10, 7, 10, 7, 9], nodes 1424
(IfKingMustMove (If3 (Smaller (If3 IsMaterialChange NumOppPiecesAttacked (IfExistsCheckingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger 802 Recurse))) (IfExistsCheckingMove NumNotMovesOppKing Recurse)) OppKingProximityToEdges (IfKingMustMove (IfExistsCheckingMove NumNotMovesOppKing Recurse) Recurse)) Recurse)

; #3 generation 94, fitness 2095.6372713752494, size 50, depth 11, solved 42/50 per N [10, 6, 10, 7, 9], nodes 1422
(IfKingMustMove (If3 (Smaller (If3 IsMaterialChange (IfForAllOpponentMoves IsOppKingProtectingPiece -834.2 -801.4) (IfKingMustMove (IfKingMustMove (If3 (Smaller (If3 IsMaterialChange NumOppPiecesAttacked (IfKingMustMove (IfExistsCheckingMove NumOppPiecesAttacked Recurse) Recurse)) (IfExistsCheckingMove NumMyPiecesCanCheck Recurse)) NumMyPiecesCanCheck (IfForAllOpponentMoves IsMaterialChange -834.2 632.9)) Recurse) Recurse)) (IfExistsCheckingMove NumNotMovesOppKing Recurse)) OppKingProximityToEdges (If3 IsNextMoveForcedWithKing (IfPinCloseToKingMove (If3 (Not IsDiscoveredCheck) (IfAttackingKingMove 809 Recurse) -404) (IfAttackingKingMove 809 Recurse)) Recurse)) Recurse)

; #4 generation 94, fitness 2095.6372713752494, size 55, depth 10, solved 42/50 per N [10, 6, 10, 7, 9], nodes 1422
(IfKingMustMove (If3 (Smaller (If3 IsMaterialChange (IfKingMustMove (If3 (Smaller (If3 IsMaterialChange (IfForAllOpponentMoves (Not IsDiscoveredCheck) -834.2 -450.9) (IfKingMustMove (IfExistsCheckingMove NumOppPiecesAttacked Recurse) Recurse)) (IfExistsCheckingMove NumMyPiecesCanCheck Recurse)) NumMyPiecesCanCheck (IfExistsCheckingMove NumMyPiecesCanCheck Recurse)) Recurse) (IfKingMustMove (IfKingMustMove (IfClearingWayMove Recurse Recurse) Recurse) Recurse)) (IfExistsCheckingMove NumNotMovesOppKing Recurse)) OppKingProximityToEdges (If3 IsNextMoveForcedWithKing (IfPinCloseToKingMove (If3 NumNotMovesOppBigger (IfKingMustMove (MyMoveIter NumNotMovesOppBigger IsOppPiecePinned -750 -282.1) Recurse) -404) OppKingProximityToEdges) Recurse)) Recurse)

; #5 generation 94, fitness 2088.392305016732, size 44, depth 8, solved 43/50 per N [10, 7, 10, 7, 9], nodes 1474
(IfKingMustMove (If3 (Smaller (If3 IsMaterialChange (IfForAllOpponentMoves IsOppKingProtectingPiece -834.2 (IfCaptureCloseToKingMove (IfForAllOpponentMoves IsOppKingProtectingPiece -834.2 632.9) (IfSuicideCheck IsDiscoveredProtectedCheck (If3 IsNextMoveForcedWithKing EvaluateMaterial NumNotMovesOppKing) (If3 IsNextMoveForcedWithKing 405.1 Recurse)))) (IfKingMustMove (IfKingMustMove (IfClearingWayMove Recurse Recurse) Recurse) Recurse)) (IfExistsCheckingMove NumNotMovesOppKing Recurse)) OppKingProximityToEdges (If3 (And2 IsOppKingStuck IsPinCloseToKing) (IfSuicideCheck IsOppKingProtectingPiece OppKingProximityToEdges NumOppPiecesAttacked) Recurse)) Recurse)

; #6 generation 94, fitness 2088.3512540858956, size 14, depth 4, solved 42/50 per N [10, 6, 10, 7, 9], nodes 1505
(IfKingMustMove (If3 (Smaller (If3 IsNextMoveForcedWithKing 405.1 Recurse) (IfExistsCheckingMove NumNotMovesOppKing Recurse)) OppKingProximityToEdges (MakeBestMove Recurse)) Recurse)

; #7 generation 94, fitness 2074.394007922523, size 16, depth 5, solved 41/50 per N [10, 6, 9, 7, 9], nodes 1422
(IfKingMustMove (If3 (Smaller (If3 IsMaterialChange (IfForAllOpponentMoves IsOppKingProtectingPiece -834.2 761.3) Recurse) (IfExistsCheckingMove NumNotMovesOppKing Recurse)) OppKingProximityToEdges OppKingProximityToEdges) Recurse)

; #8 generation 94, fitness 2073.2926865797544, size 5, depth 2, solved 40/50 per N [10, 5, 9, 7, 9], nodes 1422
(IfKingMustMove (IfExistsCheckingMove NumOppPiecesAttacked Recurse) Recurse)

; #9 generation 94, fitness 2047.457521753729, size 15, depth 4, solved 39/50 per N [10, 5, 9, 6, 9], nodes 1464
(IfKingMustMove (If3 (Smaller (If3 IsNextMoveForcedWithKing 405.1 Recurse) (IfExistsCheckingMove NumNotMovesOppKing Recurse)) OppKingProximityToEdges (IfAttackingKingMove 809 Recurse)) Recurse)

; #10 generation 142, fitness 1974.6498292456174, size 24, depth 6, solved 43/50 per N [10, 5, 10, 9, 9], nodes 1488
(IfKingMustMove (If3 (Smaller (If3 IsMaterialChange NumMyPiecesCanCheck Recurse) (IfExistsCheckingMove NumNotMovesOppKing (IfExistsCheckingMove NumMyPiecesCanCheck (IfExistsCheckingMove NumNotMovesOppKing Recurse)))) OppKingProximityToEdges (IfKingMustMove (If3 IsMaterialChange (IfExistsCheckingMove NumNotMovesOppKing Recurse) Recurse) Recurse)) Recurse)
