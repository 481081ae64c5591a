; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 1, fitness 27.272727272727273, size 11, depth 2, solved 2/2 per N [1, 1], nodes 12
(IfForAllOpponentMoves (Smaller NumNotMovesOppKing -290.1) (If3 IsCheckFork NumMyPiecesCanCheck EvaluateMaterial) (IfClearingWayMove -85.6 EvaluateMaterial))

; #2 generation 1, fitness 27.272727272727273, size 11, depth 2, solved 2/2 per N [1, 1], nodes 12
(IfForAllOpponentMoves (Smaller NumNotMovesOppKing -290.1) (If3 IsDiscoveredCheck NumMyPiecesCanCheck EvaluateMaterial) (IfClearingWayMove -85.6 EvaluateMaterial))

; #3 generation 1, fitness 27.272727272727273, size 18, depth 3, solved 2/2 per N [1, 1], nodes 12
(IfForAllOpponentMoves (Smaller NumNotMovesOppKing -290.1) (IfForAllOpponentMoves (Smaller NumNotMovesOppKing -290.1) (If3 IsCheckFork NumMyPiecesCanCheck EvaluateMaterial) (IfClearingWayMove -85.6 EvaluateMaterial)) (IfClearingWayMove -85.6 EvaluateMaterial))

; #4 generation 2, fitness 25.157894736842106, size 22, depth 5, solved 2/2 per N [1, 1], nodes 40
(IfForAllOpponentMoves (Smaller NumNotMovesOppKing -290.1) (IfCaptureCloseToKingMove EvaluateMaterial (MyMoveIter DidNumAttackingKingIncrease IsCheckFork (IfExistsCheckingMove OppKingProximityToEdges (MakeBestMove EvaluateMaterial)) (IfClearingWayMove (IfAttackingKingMove NumNotMovesOppKing OppKingProximityToEdges) (MakeBestMove NumOppPiecesAttacked)))) (IfClearingWayMove -85.6 EvaluateMaterial))

; #5 generation 1, fitness 9.361616161616162, size 3, depth 1, solved 2/2 per N [1, 1], nodes 56
(IfClearingWayMove -85.6 EvaluateMaterial)

; #6 generation 0, fitness 2, size 9, depth 2, solved 1/2 per N [1, 0], nodes 55
(IfKingMustMove (IfSuicideCheck IsNextMoveForced OppKingProximityToEdges NumMyPiecesCanCheck) (MakeAnyOrAllMovesSuchThat IsMateInOneOrLess NumMyPiecesCanCheck OppKingProximityToEdges))

; #7 generation 0, fitness 0.0625, size 14, depth 3, solved 0/2 per N [0, 0], nodes 60
(MyMoveIter (And2 (Not IsNextMoveForcedWithKing) IsOppKingStuck) (Or3 DidNumAttackingKingIncrease IsDiscoveredProtectedCheck IsOppPiecePinned) (MakeBestMove (IfCaptureCloseToKingMove NumNotMovesOppKing EvaluateMaterial)) NumOppPiecesAttacked)

; #8 generation 0, fitness 0, size 21, depth 3, solved 0/2 per N [0, 0], nodes 60
(IfPinCloseToKingMove (MakeAnyOrAllMovesSuchThat (Or3 IsOppKingStuck IsOppPiecePinned NumNotMovesOppBigger) (IfPinCloseToKingMove NumNotMovesOppKing EvaluateMaterial) (IfKingMustMove OppKingProximityToEdges EvaluateMaterial)) (IfClearingWayMove (IfExistsCheckingMove NumOppPiecesAttacked NumOppPiecesAttacked) (MyMoveIter IsNextMoveForced IsDiscoveredProtectedCheck NumNotMovesOppKing 130.5)))
