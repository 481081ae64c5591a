; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 45, fitness 1431.2962491973046, size 4, depth 1, solved 35/50 per N [10, 7, 6, 4, 8], nodes 1343
(MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck NumOppPiecesAttacked Recurse)

; #2 generation 45, fitness 1429.2134801176335, size 10, depth 2, solved 34/50 per N [10, 6, 6, 4, 8], nodes 1346
(IfForAllOpponentMoves IsOppKingStuck (If3 IsDiscoveredCheck OppKingProximityToEdges EvaluateMaterial) (IfMyMoveExistsSuchThat IsPinCloseToKing NumNotMovesOppKing OppKingProximityToEdges))

; #3 generation 45, fitness 1426.4872482116198, size 8, depth 3, solved 35/50 per N [10, 7, 6, 4, 8], nodes 1420
(IfKingMustMove (IfForAllOpponentMoves IsPinCloseToKing (IfKingMustMove -56.2 EvaluateMaterial) Recurse) -869.6)

; #4 generation 45, fitness 1426.1852722704198, size 34, depth 3, solved 35/50 per N [10, 7, 6, 4, 8], nodes 1407
(IfForAllOpponentMoves (And3 (Or3 IsDiscoveredProtectedCheck IsMaterialChange IsDiscoveredProtectedCheck) (Not IsPinCloseToKing) (Or2 IsMaterialChange IsMaterialChange)) (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsOppKingStuck EvaluateMaterial NumOppPiecesAttacked) (MakeAnyOrAllMovesSuchThat IsOppKingStuck NumMyPiecesCanCheck OppKingProximityToEdges)) (MyMoveIter (Or2 IsOppPiecePinned IsMaterialChange) (Smaller Recurse OppKingProximityToEdges) (IfCaptureCloseToKingMove -304.6 NumMyPiecesCanCheck) (IfSuicideCheck IsDiscoveredProtectedCheck NumNotMovesOppKing OppKingProximityToEdges)))

; #5 generation 45, fitness 1422.380034610204, size 5, depth 2, solved 31/50 per N [6, 7, 6, 4, 8], nodes 1692
(IfCaptureCloseToKingMove (IfClearingWayMove -249.5 Recurse) OppKingProximityToEdges)

; #6 generation 45, fitness 1422.380034610204, size 7, depth 2, solved 31/50 per N [6, 7, 6, 4, 8], nodes 1692
(IfPinCloseToKingMove (IfExistsCheckingMove Recurse Recurse) (IfClearingWayMove OppKingProximityToEdges OppKingProximityToEdges))

; #7 generation 45, fitness 1422.380034610204, size 8, depth 2, solved 31/50 per N [6, 7, 6, 4, 8], nodes 1692
(MyMoveIter (Not IsDiscoveredCheck) IsCheckFork OppKingProximityToEdges (IfClearingWayMove NumNotMovesOppKing 955.3))

; #8 generation 45, fitness 1422.380034610204, size 9, depth 2, solved 31/50 per N [6, 7, 6, 4, 8], nodes 1692
(IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsMateInOneOrLess EvaluateMaterial NumOppPiecesAttacked) (IfSuicideCheck IsMaterialChange NumMyPiecesCanCheck 687.8))

; #9 generation 45, fitness 1422.380034610204, size 10, depth 3, solved 31/50 per N [6, 7, 6, 4, 8], nodes 1692
(MyMoveIter IsPinCloseToKing (And2 IsNextMoveForcedWithKing (And3 IsNextMoveForcedWithKing IsDiscoveredCheck IsMaterialChange)) Recurse -34.5)

; #10 generation 45, fitness 1422.380034610204, size 12, depth 3, solved 31/50 per N [6, 7, 6, 4, 8], nodes 1692
(IfExistsCheckingMove (IfCaptureCloseToKingMove (IfMyMoveExistsSuchThat IsOppKingProtectingPiece NumMyPiecesCanCheck NumOppPiecesAttacked) (MyMoveIter IsOppPiecePinned IsDiscoveredCheck NumOppPiecesAttacked NumMyPiecesCanCheck)) -594.4)
