; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 138, fitness 2743.8153079022104, size 27, depth 5, solved 30/50 per N [2, 4, 8, 7, 9], nodes 210
(IfKingMustMove (IfAttackingKingMove (IfKingMustMove (IfAttackingKingMove (IfClearingWayMove EvaluateMaterial 1000) Recurse) (IfAttackingKingMove OppKingProximityToEdges Recurse)) NumOppPiecesAttacked) (IfKingMustMove (IfAttackingKingMove (IfKingMustMove Recurse (IfAttackingKingMove OppKingProximityToEdges Recurse)) (IfPinCloseToKingMove (IfClearingWayMove EvaluateMaterial 1000) Recurse)) (IfClearingWayMove EvaluateMaterial 1000)))

; #2 generation 138, fitness 2742.5178117154455, size 29, depth 7, solved 30/50 per N [2, 4, 8, 7, 9], nodes 224
(IfKingMustMove (IfAttackingKingMove (IfKingMustMove (IfExistsCheckingMove OppKingProximityToEdges Recurse) (IfClearingWayMove (IfAttackingKingMove (IfKingMustMove (IfExistsCheckingMove OppKingProximityToEdges Recurse) (IfCaptureCloseToKingMove Recurse Recurse)) Recurse) (IfExistsCheckingMove OppKingProximityToEdges Recurse))) NumOppPiecesAttacked) (IfKingMustMove (IfClearingWayMove EvaluateMaterial 1000) (IfKingMustMove Recurse (IfClearingWayMove EvaluateMaterial 1000))))

; #3 generation 138, fitness 2595.926116040243, size 3, depth 1, solved 38/50 per N [10, 4, 8, 7, 9], nodes 1403
(IfKingMustMove Recurse Recurse)

; #4 generation 138, fitness 2593.58036475193, size 3, depth 1, solved 30/50 per N [2, 4, 8, 7, 9], nodes 1693
(IfCaptureCloseToKingMove Recurse Recurse)

; #5 generation 138, fitness 2593.58036475193, size 8, depth 3, solved 30/50 per N [2, 4, 8, 7, 9], nodes 1693
(IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsOppKingStuck NumNotMovesOppKing (IfCaptureCloseToKingMove Recurse NumMyPiecesCanCheck)) 481)

; #6 generation 106, fitness 2330.793964051292, size 46, depth 11, solved 44/50 per N [10, 8, 9, 7, 10], nodes 2389
(IfKingMustMove (IfAttackingKingMove (IfKingMustMove (IfExistsCheckingMove (IfExistsCheckingMove OppKingProximityToEdges Recurse) (IfClearingWayMove -637.8 1000)) (IfKingMustMove (IfAttackingKingMove (IfSuicideCheck IsOppPiecePinned NumOppPiecesAttacked (IfKingMustMove (IfMyMoveExistsSuchThat IsMateInOneOrLess (IfForAllOpponentMoves IsNextMoveForcedWithKing Recurse (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck NumOppPiecesAttacked NumOppPiecesAttacked) (IfMyMoveExistsSuchThat IsNextMoveForced EvaluateMaterial NumMyPiecesCanCheck))) (IfClearingWayMove NumMyPiecesCanCheck NumNotMovesOppKing)) (IfClearingWayMove -637.8 1000))) Recurse) (IfExistsCheckingMove OppKingProximityToEdges Recurse))) NumOppPiecesAttacked) (IfKingMustMove (IfExistsCheckingMove OppKingProximityToEdges Recurse) Recurse))

; #7 generation 106, fitness 2321.2070023343545, size 23, depth 5, solved 44/50 per N [10, 8, 9, 7, 10], nodes 2504
(IfKingMustMove (IfAttackingKingMove (IfKingMustMove (IfExistsCheckingMove (IfExistsCheckingMove OppKingProximityToEdges Recurse) (IfCaptureCloseToKingMove NumOppPiecesAttacked Recurse)) (IfKingMustMove (IfAttackingKingMove Recurse Recurse) (IfExistsCheckingMove OppKingProximityToEdges Recurse))) NumOppPiecesAttacked) (IfKingMustMove (IfExistsCheckingMove OppKingProximityToEdges Recurse) Recurse))

; #8 generation 106, fitness 2321.2070023343545, size 27, depth 7, solved 44/50 per N [10, 8, 9, 7, 10], nodes 2504
(IfKingMustMove (IfAttackingKingMove (IfKingMustMove (IfExistsCheckingMove (IfExistsCheckingMove OppKingProximityToEdges Recurse) (IfCaptureCloseToKingMove NumOppPiecesAttacked Recurse)) (IfKingMustMove (IfAttackingKingMove (IfAttackingKingMove (IfClearingWayMove EvaluateMaterial 1000) Recurse) Recurse) (IfExistsCheckingMove OppKingProximityToEdges Recurse))) NumOppPiecesAttacked) (IfKingMustMove (IfExistsCheckingMove OppKingProximityToEdges Recurse) Recurse))

; #9 generation 106, fitness 2321.2070023343545, size 27, depth 7, solved 44/50 per N [10, 8, 9, 7, 10], nodes 2504
(IfKingMustMove (IfAttackingKingMove (IfKingMustMove (IfExistsCheckingMove (IfExistsCheckingMove OppKingProximityToEdges Recurse) (IfCaptureCloseToKingMove NumOppPiecesAttacked Recurse)) (IfKingMustMove (IfAttackingKingMove (IfAttackingKingMove (IfClearingWayMove EvaluateMaterial 24.2) Recurse) Recurse) (IfExistsCheckingMove OppKingProximityToEdges Recurse))) NumOppPiecesAttacked) (IfKingMustMove (IfExistsCheckingMove OppKingProximityToEdges Recurse) Recurse))

; #10 generation 106, fitness 2321.2070023343545, size 36, depth 9, solved 44/50 per N [10, 8, 9, 7, 10], nodes 2504
(IfKingMustMove (IfAttackingKingMove (IfKingMustMove (IfExistsCheckingMove (IfExistsCheckingMove OppKingProximityToEdges Recurse) (IfCaptureCloseToKingMove NumOppPiecesAttacked Recurse)) (IfKingMustMove (IfAttackingKingMove (IfSuicideCheck DidNumAttackingKingIncrease NumNotMovesOppKing (IfKingMustMove (IfAttackingKingMove (IfClearingWayMove EvaluateMaterial 1000) (IfClearingWayMove EvaluateMaterial 1000)) (IfExistsCheckingMove OppKingProximityToEdges Recurse))) Recurse) (IfExistsCheckingMove OppKingProximityToEdges Recurse))) NumOppPiecesAttacked) (IfKingMustMove (IfExistsCheckingMove OppKingProximityToEdges Recurse) Recurse))
