; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 107, fitness 2995.8886478638487, size 35, depth 3, solved 38/50 per N [10, 5, 7, 6, 10], nodes 1562
(MyMoveIter (And2 (Or3 DidNumAttackingKingIncrease IsNextMoveForcedWithKing IsOppKingProtectingPiece) (And2 IsNextMoveForced IsMaterialChange)) (Or2 (Smaller OppKingProximityToEdges OppKingProximityToEdges) (And3 NumNotMovesOppBigger IsOppPiecePinned IsDiscoveredProtectedCheck)) (IfExistsCheckingMove (IfMyMoveExistsSuchThat IsCheckFork NumMyPiecesCanCheck OppKingProximityToEdges) (IfKingMustMove EvaluateMaterial -231.7)) (If3 (And2 IsMaterialChange IsCheck) (IfClearingWayMove -349.8 NumOppPiecesAttacked) (IfKingMustMove NumNotMovesOppKing -573.9)))

; #2 generation 145, fitness 2567.687813205378, size 11, depth 2, solved 43/50 per N [10, 7, 8, 9, 9], nodes 1531
(IfMyMoveExistsSuchThat (And3 IsMaterialChange IsNextMoveForced IsMaterialChange) (IfClearingWayMove 32.4 EvaluateMaterial) (IfKingMustMove NumMyPiecesCanCheck Recurse))

; #3 generation 145, fitness 2566.794444235033, size 11, depth 3, solved 42/50 per N [10, 6, 8, 9, 9], nodes 1531
(IfKingMustMove EvaluateMaterial (IfPinCloseToKingMove (If3 IsPinCloseToKing OppKingProximityToEdges -818.8) (IfSuicideCheck IsCheckFork NumNotMovesOppKing -751.2)))

; #4 generation 106, fitness 2468.5794782632497, size 138, depth 5, solved 38/50 per N [10, 8, 6, 4, 10], nodes 1564
(IfCaptureCloseToKingMove (IfCaptureCloseToKingMove (MyMoveIter (And3 (And3 IsNextMoveForcedWithKing IsMaterialChange IsNextMoveForcedWithKing) (Smaller NumMyPiecesCanCheck EvaluateMaterial) (And2 IsNextMoveForcedWithKing NumNotMovesOppBigger)) (Or3 (And3 IsPinCloseToKing IsCheck IsMaterialChange) (Smaller 560.2 NumMyPiecesCanCheck) (And3 IsDiscoveredCheck IsOppKingStuck IsDiscoveredProtectedCheck)) (IfMyMoveExistsSuchThat (Not IsOppKingProtectingPiece) (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse EvaluateMaterial) (IfMyMoveExistsSuchThat IsOppKingStuck NumOppPiecesAttacked 293.1)) (IfAttackingKingMove (MyMoveIter IsCheck NumNotMovesOppBigger NumNotMovesOppKing OppKingProximityToEdges) (IfClearingWayMove EvaluateMaterial EvaluateMaterial))) (MyMoveIter (Or3 (And2 DidNumAttackingKingIncrease IsOppPiecePinned) (Smaller OppKingProximityToEdges 153.8) (Not IsOppPiecePinned)) (Or3 (Or3 IsCheckFork IsDiscoveredProtectedCheck NumNotMovesOppBigger) (Or3 IsCheckFork IsMaterialChange IsOppKingStuck) (And2 IsOppPiecePinned IsNextMoveForcedWithKing)) (IfForAllOpponentMoves (Or3 DidNumAttackingKingIncrease IsOppKingStuck IsOppKingProtectingPiece) (IfForAllOpponentMoves IsMateInOneOrLess NumNotMovesOppKing EvaluateMaterial) (IfForAllOpponentMoves IsPinCloseToKing EvaluateMaterial -258.5)) (IfClearingWayMove (MyMoveIter IsCheck IsCheckFork NumOppPiecesAttacked -563.8) (IfAttackingKingMove OppKingProximityToEdges NumOppPiecesAttacked)))) (IfCaptureCloseToKingMove (MyMoveIter (Not (Smaller NumNotMovesOppKing Recurse)) (Not (And3 NumNotMovesOppBigger IsDiscoveredCheck IsOppKingProtectingPiece)) (IfSuicideCheck (Smaller OppKingProximityToEdges NumOppPiecesAttacked) (IfPinCloseToKingMove NumMyPiecesCanCheck OppKingProximityToEdges) (IfPinCloseToKingMove NumMyPiecesCanCheck NumMyPiecesCanCheck)) (IfMyMoveExistsSuchThat (Not IsOppPiecePinned) (MakeBestMove OppKingProximityToEdges) (IfKingMustMove NumMyPiecesCanCheck NumNotMovesOppKing))) (IfCaptureCloseToKingMove (IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsDiscoveredCheck Recurse Recurse) (IfKingMustMove NumOppPiecesAttacked -732.3)) (IfMyMoveExistsSuchThat (And2 IsOppKingProtectingPiece IsDiscoveredProtectedCheck) (IfCaptureCloseToKingMove Recurse NumMyPiecesCanCheck) (IfKingMustMove NumNotMovesOppKing -420.8)))))

; #5 generation 106, fitness 2463.84127259949, size 5, depth 2, solved 35/50 per N [10, 6, 5, 4, 10], nodes 1564
(IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove 87.5 EvaluateMaterial))

; #6 generation 63, fitness 2371.775845740064, size 10, depth 2, solved 40/50 per N [10, 6, 6, 8, 10], nodes 1375
(If3 (And3 IsMaterialChange IsOppKingStuck IsCheckFork) EvaluateMaterial (IfForAllOpponentMoves IsOppKingStuck NumMyPiecesCanCheck Recurse))

; #7 generation 145, fitness 2334.65995019211, size 10, depth 2, solved 42/50 per N [10, 6, 8, 9, 9], nodes 3231
(IfKingMustMove (MyMoveIter IsMateInOneOrLess IsNextMoveForcedWithKing NumOppPiecesAttacked NumMyPiecesCanCheck) (MakeAnyOrAllMovesSuchThat IsDiscoveredCheck 328.7 Recurse))

; #8 generation 145, fitness 2047.9417116548477, size 12, depth 5, solved 43/50 per N [10, 6, 9, 9, 9], nodes 6756
(IfKingMustMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsOppKingStuck EvaluateMaterial (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing OppKingProximityToEdges (IfPinCloseToKingMove NumMyPiecesCanCheck EvaluateMaterial)))) Recurse)

; #9 generation 63, fitness 1971.2304471204943, size 11, depth 2, solved 39/50 per N [10, 6, 6, 8, 9], nodes 1369
(MakeAnyOrAllMovesSuchThat (And2 IsCheckFork IsMaterialChange) (IfClearingWayMove Recurse NumNotMovesOppKing) (If3 IsOppPiecePinned NumOppPiecesAttacked 844.7))

; #10 generation 63, fitness 1872.0519006756072, size 64, depth 4, solved 38/50 per N [9, 6, 5, 9, 9], nodes 1695
(IfExistsCheckingMove (MyMoveIter (And2 (Or2 IsDiscoveredCheck IsCheck) (And3 IsPinCloseToKing IsPinCloseToKing IsNextMoveForced)) (And2 (Not IsCheckFork) (Not IsNextMoveForced)) (IfKingMustMove (IfClearingWayMove NumMyPiecesCanCheck OppKingProximityToEdges) (IfClearingWayMove NumMyPiecesCanCheck OppKingProximityToEdges)) (IfMyMoveExistsSuchThat (And2 IsOppKingProtectingPiece IsDiscoveredCheck) (IfMyMoveExistsSuchThat IsOppKingStuck NumOppPiecesAttacked NumNotMovesOppKing) (IfAttackingKingMove -274.6 NumNotMovesOppKing))) (If3 (Or3 (Or2 IsOppPiecePinned IsOppKingStuck) (Not IsCheck) (And2 IsOppPiecePinned IsNextMoveForcedWithKing)) (IfPinCloseToKingMove (IfClearingWayMove OppKingProximityToEdges Recurse) (MyMoveIter DidNumAttackingKingIncrease IsCheckFork NumOppPiecesAttacked Recurse)) (If3 (And2 IsOppKingStuck NumNotMovesOppBigger) (If3 NumNotMovesOppBigger EvaluateMaterial NumOppPiecesAttacked) (If3 NumNotMovesOppBigger NumNotMovesOppKing EvaluateMaterial))))
