; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 76, fitness 2770.394587415015, size 17, depth 6, solved 37/50 per N [10, 3, 9, 7, 8], nodes 1482
(IfKingMustMove (IfMyMoveExistsSuchThat IsPinCloseToKing NumOppPiecesAttacked Recurse) (IfClearingWayMove (IfClearingWayMove (IfAttackingKingMove (IfClearingWayMove (IfSuicideCheck IsOppPiecePinned NumNotMovesOppKing NumOppPiecesAttacked) EvaluateMaterial) Recurse) Recurse) Recurse))

; #2 generation 76, fitness 2757.291032684011, size 15, depth 3, solved 36/50 per N [10, 3, 8, 7, 8], nodes 1364
(IfSuicideCheck IsNextMoveForcedWithKing (IfClearingWayMove (IfMyMoveExistsSuchThat IsMaterialChange NumMyPiecesCanCheck NumNotMovesOppKing) (MakeBestMove Recurse)) (IfForAllOpponentMoves IsDiscoveredCheck NumMyPiecesCanCheck (IfClearingWayMove NumMyPiecesCanCheck -258.8)))

; #3 generation 76, fitness 2750.273488824362, size 1, depth 0, solved 26/50 per N [0, 3, 8, 7, 8], nodes 1729
Recurse

; #4 generation 76, fitness 2750.273488824362, size 3, depth 1, solved 26/50 per N [0, 3, 8, 7, 8], nodes 1729
(IfExistsCheckingMove OppKingProximityToEdges OppKingProximityToEdges)

; #5 generation 76, fitness 2750.273488824362, size 9, depth 2, solved 26/50 per N [0, 3, 8, 7, 8], nodes 1729
(MyMoveIter (Smaller NumOppPiecesAttacked OppKingProximityToEdges) NumNotMovesOppBigger NumNotMovesOppKing (IfCaptureCloseToKingMove Recurse OppKingProximityToEdges))

; #6 generation 76, fitness 2744.114230673769, size 47, depth 8, solved 35/50 per N [10, 3, 7, 7, 8], nodes 1425
(IfKingMustMove (IfClearingWayMove (IfMyMoveExistsSuchThat (And3 (And2 IsNextMoveForced IsPinCloseToKing) (And2 IsDiscoveredProtectedCheck IsNextMoveForced) (And3 IsCheckFork IsOppKingStuck IsOppPiecePinned)) (IfPinCloseToKingMove (MakeBestMove Recurse) (If3 IsDiscoveredProtectedCheck (IfExistsCheckingMove (IfKingMustMove NumMyPiecesCanCheck (IfCaptureCloseToKingMove NumNotMovesOppKing -770.9)) NumNotMovesOppKing) Recurse)) (IfKingMustMove Recurse (IfMyMoveExistsSuchThat IsPinCloseToKing NumOppPiecesAttacked NumOppPiecesAttacked))) Recurse) (IfClearingWayMove (IfClearingWayMove (IfForAllOpponentMoves IsMateInOneOrLess OppKingProximityToEdges (IfCaptureCloseToKingMove (If3 IsNextMoveForcedWithKing OppKingProximityToEdges NumNotMovesOppKing) Recurse)) Recurse) Recurse))

; #7 generation 76, fitness 2744.114230673769, size 54, depth 8, solved 35/50 per N [10, 3, 7, 7, 8], nodes 1425
(IfKingMustMove (IfClearingWayMove (IfMyMoveExistsSuchThat (And3 (And2 IsNextMoveForced IsPinCloseToKing) (And2 IsDiscoveredProtectedCheck IsNextMoveForced) (And3 IsCheckFork IsOppKingStuck IsOppPiecePinned)) (IfPinCloseToKingMove (MakeBestMove Recurse) (If3 IsDiscoveredProtectedCheck (IfExistsCheckingMove (IfKingMustMove NumMyPiecesCanCheck (IfCaptureCloseToKingMove NumNotMovesOppKing -770.9)) NumNotMovesOppKing) Recurse)) (IfKingMustMove Recurse (IfMyMoveExistsSuchThat IsPinCloseToKing NumOppPiecesAttacked NumOppPiecesAttacked))) Recurse) (IfClearingWayMove (IfClearingWayMove (IfAttackingKingMove (IfSuicideCheck IsOppPiecePinned (IfAttackingKingMove (IfMyMoveExistsSuchThat (Not IsOppKingStuck) (IfExistsCheckingMove OppKingProximityToEdges OppKingProximityToEdges) (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse)) Recurse) NumOppPiecesAttacked) Recurse) Recurse) Recurse))

; #8 generation 96, fitness 1375.093766971495, size 3, depth 1, solved 41/50 per N [10, 5, 9, 7, 10], nodes 1540
(IfKingMustMove NumOppPiecesAttacked -648)

; #9 generation 63, fitness 1369.089695038299, size 7, depth 3, solved 41/50 per N [10, 7, 7, 7, 10], nodes 1450
(IfKingMustMove NumNotMovesOppKing (IfKingMustMove NumMyPiecesCanCheck (IfClearingWayMove NumNotMovesOppKing Recurse)))

; #10 generation 63, fitness 1369.089695038299, size 18, depth 7, solved 41/50 per N [10, 7, 7, 7, 10], nodes 1450
(IfKingMustMove NumNotMovesOppKing (IfKingMustMove (IfClearingWayMove (IfClearingWayMove (If3 IsOppKingProtectingPiece OppKingProximityToEdges (IfKingMustMove NumMyPiecesCanCheck (IfPinCloseToKingMove OppKingProximityToEdges 970.3))) (IfClearingWayMove OppKingProximityToEdges NumNotMovesOppKing)) Recurse) Recurse))
