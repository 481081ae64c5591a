; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 136, fitness 1923.8456088859398, size 5, depth 2, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1517
(IfKingMustMove (IfKingMustMove NumNotMovesOppKing NumMyPiecesCanCheck) Recurse)

; #2 generation 136, fitness 1923.8456088859398, size 7, depth 3, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1517
(IfKingMustMove (IfKingMustMove (IfKingMustMove OppKingProximityToEdges OppKingProximityToEdges) NumMyPiecesCanCheck) Recurse)

; #3 generation 136, fitness 1923.8456088859398, size 7, depth 3, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1517
(IfKingMustMove (IfKingMustMove (IfKingMustMove NumOppPiecesAttacked Recurse) NumMyPiecesCanCheck) Recurse)

; #4 generation 136, fitness 1923.8456088859398, size 8, depth 3, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1517
(IfKingMustMove (IfKingMustMove (IfForAllOpponentMoves IsDiscoveredCheck OppKingProximityToEdges NumOppPiecesAttacked) NumMyPiecesCanCheck) Recurse)

; #5 generation 136, fitness 1923.8456088859398, size 8, depth 3, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1517
(IfKingMustMove (IfKingMustMove (IfForAllOpponentMoves IsDiscoveredCheck OppKingProximityToEdges OppKingProximityToEdges) NumMyPiecesCanCheck) Recurse)

; #6 generation 136, fitness 1923.8456088859398, size 9, depth 4, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1517
(IfKingMustMove (IfKingMustMove (If3 (Not DidNumAttackingKingIncrease) EvaluateMaterial -882.5) NumMyPiecesCanCheck) Recurse)

; #7 generation 136, fitness 1923.8456088859398, size 11, depth 4, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1517
(IfKingMustMove (IfKingMustMove (IfKingMustMove (IfKingMustMove NumNotMovesOppKing NumMyPiecesCanCheck) (IfPinCloseToKingMove 289.5 Recurse)) NumMyPiecesCanCheck) Recurse)

; #8 generation 136, fitness 1923.8456088859398, size 11, depth 5, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1517
(IfKingMustMove (IfKingMustMove (IfCaptureCloseToKingMove OppKingProximityToEdges (IfClearingWayMove NumNotMovesOppKing (IfKingMustMove EvaluateMaterial Recurse))) NumMyPiecesCanCheck) -188.1)

; #9 generation 136, fitness 1923.8456088859398, size 15, depth 5, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1517
(IfKingMustMove (IfKingMustMove (If3 (Not DidNumAttackingKingIncrease) Recurse (IfKingMustMove (MyMoveIter IsDiscoveredProtectedCheck IsCheck -902 NumNotMovesOppKing) Recurse)) NumMyPiecesCanCheck) Recurse)

; #10 generation 136, fitness 1923.8456088859398, size 15, depth 4, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1517
(IfKingMustMove (IfKingMustMove (MyMoveIter (Not NumNotMovesOppBigger) (Smaller OppKingProximityToEdges EvaluateMaterial) (MakeBestMove NumMyPiecesCanCheck) (IfCaptureCloseToKingMove EvaluateMaterial NumNotMovesOppKing)) NumMyPiecesCanCheck) Recurse)
