; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 83, fitness 2686.7796543746895, size 7, depth 2, solved 42/50 per N [10, 6, 7, 9, 10], nodes 1436
(IfKingMustMove (IfExistsCheckingMove EvaluateMaterial Recurse) (IfKingMustMove Recurse Recurse))

; #2 generation 83, fitness 2686.7796543746895, size 10, depth 3, solved 42/50 per N [10, 6, 7, 9, 10], nodes 1436
(IfKingMustMove (IfExistsCheckingMove EvaluateMaterial Recurse) (IfKingMustMove (If3 IsPinCloseToKing -0.9 Recurse) Recurse))

; #3 generation 83, fitness 2686.7796543746895, size 36, depth 7, solved 42/50 per N [10, 6, 7, 9, 10], nodes 1436
(IfKingMustMove (IfExistsCheckingMove EvaluateMaterial Recurse) (IfKingMustMove (If3 IsPinCloseToKing -0.9 (IfForAllOpponentMoves (Or2 IsMaterialChange (Not IsOppKingProtectingPiece)) (IfPinCloseToKingMove (MyMoveIter (Smaller NumOppPiecesAttacked NumOppPiecesAttacked) IsOppKingProtectingPiece EvaluateMaterial (IfCaptureCloseToKingMove Recurse EvaluateMaterial)) (IfSuicideCheck IsMaterialChange -222.8 440.9)) (IfCaptureCloseToKingMove (IfAttackingKingMove NumOppPiecesAttacked (IfMyMoveExistsSuchThat IsOppPiecePinned EvaluateMaterial EvaluateMaterial)) -818.2))) Recurse))

; #4 generation 83, fitness 2518.9476044407497, size 25, depth 6, solved 42/50 per N [10, 6, 7, 9, 10], nodes 2732
(IfKingMustMove (IfExistsCheckingMove (MakeBestMove EvaluateMaterial) (IfPinCloseToKingMove EvaluateMaterial Recurse)) (MyMoveIter IsCheckFork IsDiscoveredProtectedCheck (IfSuicideCheck IsNextMoveForced (IfKingMustMove (IfAttackingKingMove (IfKingMustMove 698.6 Recurse) Recurse) (IfKingMustMove OppKingProximityToEdges Recurse)) NumMyPiecesCanCheck) (IfKingMustMove 698.6 Recurse)))

; #5 generation 83, fitness 2518.9476044407497, size 36, depth 9, solved 42/50 per N [10, 6, 7, 9, 10], nodes 2732
(IfKingMustMove (IfExistsCheckingMove (MakeBestMove EvaluateMaterial) (IfPinCloseToKingMove EvaluateMaterial Recurse)) (MyMoveIter IsCheckFork IsDiscoveredProtectedCheck (IfSuicideCheck IsNextMoveForced (IfKingMustMove (IfKingMustMove 698.6 (IfKingMustMove (IfAttackingKingMove (IfKingMustMove 553.7 Recurse) Recurse) (IfKingMustMove (IfMyMoveExistsSuchThat IsNextMoveForced NumOppPiecesAttacked (IfKingMustMove OppKingProximityToEdges NumMyPiecesCanCheck)) Recurse))) (IfKingMustMove OppKingProximityToEdges Recurse)) NumMyPiecesCanCheck) (IfKingMustMove 698.6 Recurse)))

; #6 generation 83, fitness 2518.9476044407497, size 44, depth 9, solved 42/50 per N [10, 6, 7, 9, 10], nodes 2732
(IfKingMustMove (IfExistsCheckingMove (MakeBestMove EvaluateMaterial) (IfPinCloseToKingMove EvaluateMaterial Recurse)) (MyMoveIter IsCheckFork IsDiscoveredProtectedCheck (IfSuicideCheck IsNextMoveForced (IfKingMustMove (IfAttackingKingMove (IfClearingWayMove (IfExistsCheckingMove OppKingProximityToEdges (IfPinCloseToKingMove (IfKingMustMove NumMyPiecesCanCheck Recurse) OppKingProximityToEdges)) (MyMoveIter IsOppKingStuck IsCheckFork (If3 (Not IsOppPiecePinned) (IfPinCloseToKingMove 796.9 NumMyPiecesCanCheck) (IfForAllOpponentMoves IsPinCloseToKing NumNotMovesOppKing Recurse)) Recurse)) Recurse) (IfKingMustMove OppKingProximityToEdges Recurse)) NumMyPiecesCanCheck) (IfKingMustMove 698.6 Recurse)))

; #7 generation 110, fitness 2333.3574818715833, size 5, depth 2, solved 41/50 per N [10, 7, 6, 9, 9], nodes 1479
(IfKingMustMove (IfExistsCheckingMove NumMyPiecesCanCheck Recurse) Recurse)

; #8 generation 110, fitness 2333.3574818715833, size 7, depth 3, solved 41/50 per N [10, 7, 6, 9, 9], nodes 1479
(IfKingMustMove (IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove Recurse Recurse)) Recurse)

; #9 generation 110, fitness 2333.3574818715833, size 7, depth 2, solved 41/50 per N [10, 7, 6, 9, 9], nodes 1479
(IfKingMustMove (IfExistsCheckingMove NumMyPiecesCanCheck Recurse) (IfKingMustMove NumOppPiecesAttacked Recurse))

; #10 generation 110, fitness 2333.3574818715833, size 7, depth 3, solved 41/50 per N [10, 7, 6, 9, 9], nodes 1479
(IfKingMustMove (IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove 726.3 Recurse)) Recurse)
