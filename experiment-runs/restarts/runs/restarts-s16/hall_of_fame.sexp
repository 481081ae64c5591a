; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 49, fitness 2297.294525489804, size 9, depth 3, solved 45/50 per N [10, 8, 8, 9, 10], nodes 1410
(IfKingMustMove (IfClearingWayMove Recurse (IfKingMustMove NumMyPiecesCanCheck Recurse)) (IfExistsCheckingMove OppKingProximityToEdges Recurse))

; #2 generation 49, fitness 2297.240447464994, size 3, depth 1, solved 45/50 per N [10, 8, 8, 9, 10], nodes 1413
(IfKingMustMove OppKingProximityToEdges Recurse)

; #3 generation 49, fitness 2000.2752200447499, size 11, depth 4, solved 43/50 per N [10, 6, 9, 8, 10], nodes 1434
(IfClearingWayMove Recurse (IfKingMustMove (IfKingMustMove Recurse (IfPinCloseToKingMove OppKingProximityToEdges Recurse)) (IfKingMustMove Recurse Recurse)))

; #4 generation 49, fitness 2000.2752200447499, size 17, depth 5, solved 43/50 per N [10, 6, 9, 8, 10], nodes 1434
(IfClearingWayMove Recurse (IfKingMustMove (IfKingMustMove Recurse (IfPinCloseToKingMove OppKingProximityToEdges Recurse)) (IfKingMustMove (IfKingMustMove (IfKingMustMove Recurse Recurse) Recurse) (IfClearingWayMove Recurse Recurse))))

; #5 generation 49, fitness 2000.2752200447499, size 31, depth 6, solved 43/50 per N [10, 6, 9, 8, 10], nodes 1434
(IfKingMustMove (IfKingMustMove (MyMoveIter IsCheckFork IsOppKingProtectingPiece (IfKingMustMove NumNotMovesOppKing Recurse) (IfSuicideCheck IsDiscoveredProtectedCheck EvaluateMaterial (IfMyMoveExistsSuchThat IsDiscoveredProtectedCheck (MakeBestMove Recurse) (IfExistsCheckingMove NumNotMovesOppKing EvaluateMaterial)))) (IfPinCloseToKingMove (IfAttackingKingMove (MyMoveIter NumNotMovesOppBigger IsMaterialChange -85.1 739.4) (IfForAllOpponentMoves IsOppKingStuck NumOppPiecesAttacked -702.8)) Recurse)) Recurse)

; #6 generation 49, fitness 1996.552063057151, size 9, depth 3, solved 42/50 per N [10, 5, 9, 8, 10], nodes 1460
(IfKingMustMove (IfKingMustMove Recurse (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse)) (IfPinCloseToKingMove OppKingProximityToEdges Recurse))

; #7 generation 49, fitness 1982.1165113065579, size 9, depth 4, solved 41/50 per N [10, 5, 8, 8, 10], nodes 1421
(IfKingMustMove Recurse (IfClearingWayMove Recurse (IfKingMustMove Recurse (IfPinCloseToKingMove OppKingProximityToEdges Recurse))))

; #8 generation 49, fitness 1955.8993649045244, size 10, depth 3, solved 41/50 per N [10, 7, 7, 7, 10], nodes 1460
(IfKingMustMove (IfPinCloseToKingMove (If3 IsMaterialChange 58.3 NumNotMovesOppKing) (IfExistsCheckingMove NumMyPiecesCanCheck OppKingProximityToEdges)) Recurse)

; #9 generation 49, fitness 1923.496603221762, size 58, depth 7, solved 46/50 per N [10, 9, 9, 8, 10], nodes 1953
(IfKingMustMove (IfClearingWayMove (IfMyMoveExistsSuchThat IsPinCloseToKing (IfExistsCheckingMove (IfExistsCheckingMove (IfKingMustMove EvaluateMaterial NumNotMovesOppKing) (IfExistsCheckingMove NumMyPiecesCanCheck NumMyPiecesCanCheck)) 380.9) (MakeAnyOrAllMovesSuchThat (And3 DidNumAttackingKingIncrease (Or2 IsOppKingProtectingPiece IsCheck) IsCheckFork) OppKingProximityToEdges (IfKingMustMove Recurse (IfPinCloseToKingMove NumNotMovesOppKing Recurse)))) (IfExistsCheckingMove (IfAttackingKingMove (IfSuicideCheck IsCheck NumMyPiecesCanCheck (IfKingMustMove NumNotMovesOppKing Recurse)) (MakeAnyOrAllMovesSuchThat (Or3 (Smaller NumNotMovesOppKing NumMyPiecesCanCheck) (Or2 IsPinCloseToKing IsMaterialChange) IsDiscoveredProtectedCheck) (IfPinCloseToKingMove (If3 IsMaterialChange 58.3 NumNotMovesOppKing) (IfExistsCheckingMove NumMyPiecesCanCheck OppKingProximityToEdges)) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsPinCloseToKing Recurse OppKingProximityToEdges)))) Recurse)) Recurse)

; #10 generation 49, fitness 1915.3647196809643, size 28, depth 5, solved 44/50 per N [10, 8, 8, 8, 10], nodes 2031
(IfKingMustMove (IfPinCloseToKingMove OppKingProximityToEdges (IfAttackingKingMove (IfMyMoveExistsSuchThat (And3 IsOppPiecePinned IsOppPiecePinned IsPinCloseToKing) (IfAttackingKingMove Recurse Recurse) (IfClearingWayMove 794.1 -811.9)) (IfClearingWayMove (IfSuicideCheck IsNextMoveForcedWithKing NumNotMovesOppKing NumMyPiecesCanCheck) (MyMoveIter IsMaterialChange IsDiscoveredProtectedCheck EvaluateMaterial NumNotMovesOppKing)))) (IfExistsCheckingMove NumNotMovesOppKing Recurse))
