; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 70, fitness 1554.1687360799829, size 20, depth 7, solved 42/50 per N [10, 9, 9, 6, 8], nodes 1552
(IfKingMustMove (IfPinCloseToKingMove OppKingProximityToEdges (IfKingMustMove (If3 (Or3 IsPinCloseToKing IsCheck IsMaterialChange) (IfPinCloseToKingMove (IfExistsCheckingMove NumMyPiecesCanCheck (IfForAllOpponentMoves IsOppKingStuck NumMyPiecesCanCheck NumNotMovesOppKing)) EvaluateMaterial) NumMyPiecesCanCheck) Recurse)) Recurse)

; #2 generation 70, fitness 1553.03729280667, size 3, depth 1, solved 38/50 per N [10, 7, 7, 6, 8], nodes 1527
(IfKingMustMove NumMyPiecesCanCheck Recurse)

; #3 generation 70, fitness 1553.03729280667, size 6, depth 2, solved 38/50 per N [10, 7, 7, 6, 8], nodes 1527
(IfKingMustMove (If3 IsCheckFork NumOppPiecesAttacked NumMyPiecesCanCheck) Recurse)

; #4 generation 70, fitness 1553.03729280667, size 6, depth 2, solved 38/50 per N [10, 7, 7, 6, 8], nodes 1527
(IfKingMustMove (If3 IsCheckFork Recurse NumMyPiecesCanCheck) Recurse)

; #5 generation 70, fitness 1553.03729280667, size 6, depth 2, solved 38/50 per N [10, 7, 7, 6, 8], nodes 1527
(IfKingMustMove (If3 IsDiscoveredCheck Recurse NumMyPiecesCanCheck) Recurse)

; #6 generation 70, fitness 1553.03729280667, size 6, depth 2, solved 38/50 per N [10, 7, 7, 6, 8], nodes 1527
(IfKingMustMove (If3 IsDiscoveredCheck EvaluateMaterial NumMyPiecesCanCheck) Recurse)

; #7 generation 70, fitness 1553.03729280667, size 8, depth 3, solved 38/50 per N [10, 7, 7, 6, 8], nodes 1527
(IfKingMustMove (If3 IsCheckFork (IfKingMustMove EvaluateMaterial Recurse) NumMyPiecesCanCheck) Recurse)

; #8 generation 70, fitness 1553.03729280667, size 9, depth 3, solved 38/50 per N [10, 7, 7, 6, 8], nodes 1527
(IfKingMustMove (If3 IsDiscoveredCheck (IfForAllOpponentMoves IsOppKingStuck NumMyPiecesCanCheck EvaluateMaterial) NumMyPiecesCanCheck) Recurse)

; #9 generation 70, fitness 1553.03729280667, size 10, depth 4, solved 38/50 per N [10, 7, 7, 6, 8], nodes 1527
(IfKingMustMove (If3 IsDiscoveredCheck (IfPinCloseToKingMove (IfKingMustMove EvaluateMaterial Recurse) EvaluateMaterial) NumMyPiecesCanCheck) Recurse)

; #10 generation 70, fitness 1553.03729280667, size 11, depth 4, solved 38/50 per N [10, 7, 7, 6, 8], nodes 1527
(IfKingMustMove (If3 IsDiscoveredCheck (IfPinCloseToKingMove (If3 IsCheckFork NumOppPiecesAttacked NumMyPiecesCanCheck) EvaluateMaterial) NumMyPiecesCanCheck) Recurse)
