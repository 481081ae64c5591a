; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 148, fitness 1983.4219245123177, size 11, depth 3, solved 41/50 per N [10, 5, 7, 9, 10], nodes 1622
(IfKingMustMove (IfSuicideCheck (Or3 DidNumAttackingKingIncrease IsPinCloseToKing IsNextMoveForcedWithKing) 779.6 (IfKingMustMove NumNotMovesOppKing Recurse)) Recurse)

; #2 generation 148, fitness 1844.8443649462786, size 3, depth 1, solved 40/50 per N [10, 6, 7, 7, 10], nodes 1470
(IfKingMustMove NumNotMovesOppKing Recurse)

; #3 generation 148, fitness 1835.2769686019717, size 7, depth 3, solved 43/50 per N [10, 7, 8, 8, 10], nodes 2724
(IfKingMustMove (IfAttackingKingMove (IfKingMustMove NumNotMovesOppKing Recurse) Recurse) Recurse)

; #4 generation 148, fitness 1835.2769686019717, size 12, depth 4, solved 43/50 per N [10, 7, 8, 8, 10], nodes 2724
(IfKingMustMove (IfAttackingKingMove (IfMyMoveExistsSuchThat (Not IsOppKingStuck) (MakeBestMove Recurse) (IfKingMustMove NumNotMovesOppKing Recurse)) Recurse) Recurse)

; #5 generation 148, fitness 1835.2769686019717, size 29, depth 8, solved 43/50 per N [10, 7, 8, 8, 10], nodes 2724
(IfKingMustMove (IfAttackingKingMove (IfMyMoveExistsSuchThat (Or3 (Smaller (IfSuicideCheck (Or3 IsOppKingProtectingPiece IsOppPiecePinned (Not IsOppKingStuck)) 779.6 (IfCaptureCloseToKingMove -598.1 NumMyPiecesCanCheck)) OppKingProximityToEdges) (Not IsOppKingStuck) (Or3 IsOppPiecePinned IsPinCloseToKing IsNextMoveForced)) (MakeBestMove Recurse) (IfKingMustMove NumNotMovesOppKing Recurse)) Recurse) Recurse)

; #6 generation 148, fitness 1835.2769686019717, size 32, depth 7, solved 43/50 per N [10, 7, 8, 8, 10], nodes 2724
(IfKingMustMove (IfForAllOpponentMoves (Or3 (Smaller (IfSuicideCheck (Or3 IsOppKingProtectingPiece IsOppPiecePinned (Not IsOppKingStuck)) 779.6 (IfCaptureCloseToKingMove -598.1 NumMyPiecesCanCheck)) OppKingProximityToEdges) (Not IsOppKingStuck) (And2 IsPinCloseToKing IsOppKingStuck)) 779.6 (IfAttackingKingMove (IfMyMoveExistsSuchThat (Not IsOppKingStuck) (MakeBestMove Recurse) (IfKingMustMove NumNotMovesOppKing Recurse)) Recurse)) Recurse)

; #7 generation 148, fitness 1835.2769686019717, size 33, depth 7, solved 43/50 per N [10, 7, 8, 8, 10], nodes 2724
(IfKingMustMove (IfForAllOpponentMoves (Or3 (Smaller (IfSuicideCheck (Or3 IsOppKingProtectingPiece IsOppPiecePinned (Not IsOppKingStuck)) 779.6 (IfCaptureCloseToKingMove -598.1 NumMyPiecesCanCheck)) OppKingProximityToEdges) (Not IsOppKingStuck) (Or3 IsOppPiecePinned IsPinCloseToKing IsNextMoveForced)) 779.6 (IfAttackingKingMove (IfMyMoveExistsSuchThat (Not IsOppKingStuck) (MakeBestMove Recurse) (IfKingMustMove NumNotMovesOppKing Recurse)) Recurse)) Recurse)

; #8 generation 131, fitness 1812.3540141004257, size 10, depth 4, solved 41/50 per N [10, 6, 9, 7, 9], nodes 2104
(IfKingMustMove (IfAttackingKingMove (IfMyMoveExistsSuchThat IsDiscoveredProtectedCheck Recurse (IfKingMustMove NumNotMovesOppKing Recurse)) Recurse) Recurse)

; #9 generation 131, fitness 1812.3540141004257, size 16, depth 5, solved 41/50 per N [10, 6, 9, 7, 9], nodes 2104
(IfKingMustMove (IfAttackingKingMove (IfMyMoveExistsSuchThat IsDiscoveredProtectedCheck (IfSuicideCheck NumNotMovesOppBigger (IfKingMustMove EvaluateMaterial Recurse) (MakeBestMove Recurse)) (IfKingMustMove EvaluateMaterial Recurse)) OppKingProximityToEdges) Recurse)

; #10 generation 131, fitness 1812.3540141004257, size 22, depth 6, solved 41/50 per N [10, 6, 9, 7, 9], nodes 2104
(IfKingMustMove (IfAttackingKingMove (IfMyMoveExistsSuchThat IsDiscoveredProtectedCheck (IfSuicideCheck NumNotMovesOppBigger (IfMyMoveExistsSuchThat (And2 IsPinCloseToKing IsOppKingStuck) OppKingProximityToEdges (IfForAllOpponentMoves IsDiscoveredCheck NumOppPiecesAttacked Recurse)) (MakeBestMove Recurse)) (IfKingMustMove EvaluateMaterial Recurse)) OppKingProximityToEdges) Recurse)
