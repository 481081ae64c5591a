; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 63, fitness 1548.3712542858661, size 27, depth 8, solved 41/50 per N [10, 7, 7, 8, 9], nodes 1941
(IfMyMoveExistsSuchThat IsCheck (IfMyMoveExistsSuchThat IsCheck (IfKingMustMove NumNotMovesOppKing (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse)) (IfKingMustMove NumNotMovesOppKing Recurse)) (IfKingMustMove Recurse (IfCaptureCloseToKingMove (IfClearingWayMove (IfKingMustMove Recurse (IfCaptureCloseToKingMove (IfKingMustMove EvaluateMaterial (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse)) Recurse)) Recurse) Recurse)))

; #2 generation 63, fitness 1299.1770119036519, size 22, depth 6, solved 39/50 per N [10, 7, 6, 7, 9], nodes 1974
(IfMyMoveExistsSuchThat IsCheck (IfKingMustMove EvaluateMaterial (If3 (Not IsDiscoveredCheck) (IfKingMustMove OppKingProximityToEdges 655.7) NumOppPiecesAttacked)) (IfKingMustMove Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove (IfKingMustMove EvaluateMaterial (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse)) Recurse) Recurse)))

; #3 generation 63, fitness 1299.1770119036519, size 24, depth 6, solved 39/50 per N [10, 7, 6, 7, 9], nodes 1974
(IfMyMoveExistsSuchThat IsCheck (IfKingMustMove EvaluateMaterial (If3 (Not IsDiscoveredCheck) (IfKingMustMove (IfKingMustMove Recurse (IfKingMustMove EvaluateMaterial Recurse)) 655.7) NumOppPiecesAttacked)) (IfKingMustMove Recurse (IfCaptureCloseToKingMove (IfKingMustMove Recurse (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse)) Recurse)))

; #4 generation 52, fitness 1280.413871137921, size 15, depth 5, solved 39/50 per N [10, 7, 9, 5, 8], nodes 1549
(IfMyMoveExistsSuchThat (Smaller OppKingProximityToEdges -438.6) (MakeBestMove NumMyPiecesCanCheck) (IfKingMustMove Recurse (IfCaptureCloseToKingMove (IfKingMustMove EvaluateMaterial (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse)) Recurse)))

; #5 generation 52, fitness 1280.413871137921, size 33, depth 7, solved 39/50 per N [10, 7, 9, 5, 8], nodes 1549
(IfMyMoveExistsSuchThat (And3 IsOppPiecePinned (And2 IsMaterialChange IsCheck) (And3 IsDiscoveredProtectedCheck (Smaller (IfForAllOpponentMoves IsPinCloseToKing NumOppPiecesAttacked Recurse) (IfAttackingKingMove NumNotMovesOppKing (IfKingMustMove Recurse (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse)))) IsCheck)) (IfKingMustMove OppKingProximityToEdges Recurse) (IfKingMustMove Recurse (IfCaptureCloseToKingMove (IfKingMustMove EvaluateMaterial (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse)) Recurse)))

; #6 generation 52, fitness 1275.2292788001344, size 13, depth 3, solved 42/50 per N [10, 9, 9, 6, 8], nodes 2057
(IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck -717.2 (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse)) (IfKingMustMove Recurse (IfKingMustMove EvaluateMaterial Recurse)))

; #7 generation 52, fitness 1275.2292788001344, size 30, depth 8, solved 42/50 per N [10, 9, 9, 6, 8], nodes 2057
(IfMyMoveExistsSuchThat IsCheck (IfCaptureCloseToKingMove (IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat (And3 IsPinCloseToKing IsOppKingStuck IsDiscoveredProtectedCheck) -717.2 (MakeAnyOrAllMovesSuchThat (And3 IsNextMoveForcedWithKing IsDiscoveredProtectedCheck DidNumAttackingKingIncrease) -717.2 (IfKingMustMove Recurse (IfKingMustMove (MakeBestMove EvaluateMaterial) Recurse)))) NumNotMovesOppKing) Recurse) (IfKingMustMove Recurse (IfKingMustMove EvaluateMaterial Recurse)))

; #8 generation 52, fitness 1274.7860756262855, size 14, depth 5, solved 42/50 per N [10, 9, 9, 6, 8], nodes 2064
(IfMyMoveExistsSuchThat IsCheck (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse) (IfKingMustMove Recurse (IfCaptureCloseToKingMove (IfKingMustMove Recurse (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse)) Recurse)))

; #9 generation 52, fitness 1274.7860756262855, size 49, depth 7, solved 42/50 per N [10, 9, 9, 6, 8], nodes 2064
(IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck -717.2 (IfKingMustMove Recurse (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse))) (IfMyMoveExistsSuchThat IsCheck (IfMyMoveExistsSuchThat IsCheck (IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck -717.2 (IfMyMoveExistsSuchThat IsMaterialChange OppKingProximityToEdges 429.1)) (IfKingMustMove Recurse (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse))) (IfKingMustMove Recurse (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse))) (IfKingMustMove Recurse (IfCaptureCloseToKingMove (IfMyMoveExistsSuchThat IsCheck (IfKingMustMove Recurse (IfAttackingKingMove NumOppPiecesAttacked NumNotMovesOppKing)) (IfKingMustMove Recurse (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse))) Recurse))))

; #10 generation 52, fitness 1274.7860756262855, size 50, depth 7, solved 42/50 per N [10, 9, 9, 6, 8], nodes 2064
(IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck -717.2 (IfKingMustMove Recurse (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse))) (IfMyMoveExistsSuchThat IsCheck (IfMyMoveExistsSuchThat IsCheck (IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat (And3 IsDiscoveredCheck IsDiscoveredProtectedCheck IsDiscoveredProtectedCheck) -717.2 (IfMyMoveExistsSuchThat IsMaterialChange OppKingProximityToEdges 429.1)) (IfKingMustMove Recurse (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse))) (IfKingMustMove Recurse (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse))) (IfKingMustMove Recurse (IfCaptureCloseToKingMove (IfMyMoveExistsSuchThat IsCheck (IfKingMustMove Recurse (IfAttackingKingMove NumOppPiecesAttacked NumNotMovesOppKing)) (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse)) Recurse))))
