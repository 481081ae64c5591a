; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 148, fitness 1872.5133037351889, size 16, depth 5, solved 44/50 per N [10, 5, 10, 9, 10], nodes 3944
(IfKingMustMove (IfMyMoveExistsSuchThat IsNextMoveForced (If3 IsOppKingProtectingPiece 846.7 (IfKingMustMove EvaluateMaterial (MakeBestMove Recurse))) (IfKingMustMove (IfExistsCheckingMove OppKingProximityToEdges -626) -624)) -624)

; #2 generation 148, fitness 1872.5133037351889, size 18, depth 5, solved 44/50 per N [10, 5, 10, 9, 10], nodes 3944
(IfKingMustMove (IfMyMoveExistsSuchThat IsNextMoveForced (If3 IsOppKingProtectingPiece 846.7 (IfKingMustMove EvaluateMaterial (MakeBestMove Recurse))) (MakeAnyOrAllMovesSuchThat (And3 DidNumAttackingKingIncrease IsDiscoveredProtectedCheck IsNextMoveForced) -610.8 Recurse)) -624)

; #3 generation 148, fitness 1872.5133037351889, size 20, depth 5, solved 44/50 per N [10, 5, 10, 9, 10], nodes 3944
(IfKingMustMove (IfMyMoveExistsSuchThat IsNextMoveForced (If3 IsOppKingProtectingPiece 846.7 (IfKingMustMove EvaluateMaterial (MakeBestMove Recurse))) (MakeAnyOrAllMovesSuchThat (And3 DidNumAttackingKingIncrease IsDiscoveredProtectedCheck IsNextMoveForced) (IfKingMustMove NumMyPiecesCanCheck 24.1) Recurse)) -624)

; #4 generation 148, fitness 1872.5133037351889, size 24, depth 6, solved 44/50 per N [10, 5, 10, 9, 10], nodes 3944
(IfKingMustMove (IfMyMoveExistsSuchThat IsNextMoveForced (If3 IsOppKingProtectingPiece 846.7 (IfKingMustMove EvaluateMaterial (MakeBestMove Recurse))) (MakeAnyOrAllMovesSuchThat (And3 DidNumAttackingKingIncrease IsDiscoveredProtectedCheck IsNextMoveForced) (If3 IsOppKingProtectingPiece 846.7 (IfKingMustMove EvaluateMaterial (MakeBestMove Recurse))) Recurse)) -624)

; #5 generation 148, fitness 1792.4575152086222, size 7, depth 3, solved 42/50 per N [10, 5, 9, 9, 9], nodes 1538
(IfKingMustMove (IfPinCloseToKingMove NumMyPiecesCanCheck (IfKingMustMove EvaluateMaterial -624)) -624)

; #6 generation 131, fitness 1789.3479389098447, size 9, depth 4, solved 40/50 per N [10, 6, 8, 7, 9], nodes 2208
(IfKingMustMove (IfAttackingKingMove (IfKingMustMove (IfKingMustMove NumOppPiecesAttacked -554.3) -624) EvaluateMaterial) -624)

; #7 generation 131, fitness 1789.3479389098447, size 11, depth 4, solved 40/50 per N [10, 6, 8, 7, 9], nodes 2208
(IfKingMustMove (IfAttackingKingMove (IfKingMustMove (IfKingMustMove 292.3 -554.3) -624) EvaluateMaterial) (IfKingMustMove NumMyPiecesCanCheck -624))

; #8 generation 131, fitness 1741.7940885445555, size 8, depth 4, solved 41/50 per N [10, 6, 9, 7, 9], nodes 2748
(IfKingMustMove (MakeBestMove (IfKingMustMove NumMyPiecesCanCheck (IfKingMustMove NumMyPiecesCanCheck -624))) -624)

; #9 generation 148, fitness 1620.5704937462865, size 5, depth 2, solved 40/50 per N [10, 5, 8, 8, 9], nodes 1470
(IfKingMustMove (IfExistsCheckingMove OppKingProximityToEdges -626) -624)

; #10 generation 148, fitness 1620.5704937462865, size 7, depth 3, solved 40/50 per N [10, 5, 8, 8, 9], nodes 1470
(IfKingMustMove (IfExistsCheckingMove (IfKingMustMove NumMyPiecesCanCheck -568) -626) -624)
