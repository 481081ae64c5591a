; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 148, fitness 1870.0929075886247, size 14, depth 4, solved 38/50 per N [10, 5, 5, 8, 10], nodes 1695
(IfKingMustMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfCaptureCloseToKingMove (If3 IsDiscoveredCheck -189.8 EvaluateMaterial) (IfMyMoveExistsSuchThat IsPinCloseToKing OppKingProximityToEdges OppKingProximityToEdges)) NumMyPiecesCanCheck) -502.2)

; #2 generation 148, fitness 1870.0929075886247, size 26, depth 6, solved 38/50 per N [10, 5, 5, 8, 10], nodes 1695
(IfKingMustMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfCaptureCloseToKingMove (If3 IsDiscoveredCheck -189.8 EvaluateMaterial) (IfMyMoveExistsSuchThat IsPinCloseToKing OppKingProximityToEdges OppKingProximityToEdges)) (IfKingMustMove NumMyPiecesCanCheck (IfForAllOpponentMoves IsDiscoveredCheck (IfClearingWayMove (IfClearingWayMove NumNotMovesOppKing NumMyPiecesCanCheck) (MakeAnyOrAllMovesSuchThat IsOppPiecePinned NumOppPiecesAttacked NumMyPiecesCanCheck)) NumMyPiecesCanCheck))) -502.2)

; #3 generation 148, fitness 1844.8443649462786, size 3, depth 1, solved 40/50 per N [10, 6, 7, 7, 10], nodes 1470
(IfKingMustMove NumNotMovesOppKing Recurse)

; #4 generation 148, fitness 1816.6194103584467, size 7, depth 3, solved 40/50 per N [10, 5, 7, 8, 10], nodes 3011
(IfKingMustMove (IfAttackingKingMove (IfKingMustMove OppKingProximityToEdges -415.9) Recurse) -502.2)

; #5 generation 148, fitness 1679.3670598245656, size 5, depth 2, solved 39/50 per N [10, 5, 7, 8, 9], nodes 1470
(IfKingMustMove (IfClearingWayMove NumNotMovesOppKing Recurse) -502.2)

; #6 generation 148, fitness 1620.5881587619656, size 13, depth 6, solved 40/50 per N [10, 5, 8, 8, 9], nodes 1469
(IfKingMustMove (IfKingMustMove EvaluateMaterial (IfExistsCheckingMove OppKingProximityToEdges (IfCaptureCloseToKingMove (IfKingMustMove NumMyPiecesCanCheck (IfKingMustMove NumMyPiecesCanCheck Recurse)) Recurse))) Recurse)

; #7 generation 148, fitness 1617.4254826494077, size 11, depth 5, solved 40/50 per N [10, 5, 8, 8, 9], nodes 1533
(IfKingMustMove (IfKingMustMove EvaluateMaterial (IfExistsCheckingMove OppKingProximityToEdges (IfAttackingKingMove Recurse (IfKingMustMove NumMyPiecesCanCheck NumOppPiecesAttacked)))) Recurse)

; #8 generation 148, fitness 1617.4254826494077, size 44, depth 10, solved 40/50 per N [10, 5, 8, 8, 9], nodes 1533
(IfKingMustMove (IfKingMustMove EvaluateMaterial (IfExistsCheckingMove OppKingProximityToEdges (IfAttackingKingMove Recurse (MyMoveIter IsOppKingProtectingPiece (Or3 IsOppPiecePinned DidNumAttackingKingIncrease IsDiscoveredProtectedCheck) EvaluateMaterial (MyMoveIter IsOppPiecePinned IsCheck OppKingProximityToEdges (IfClearingWayMove (MyMoveIter NumNotMovesOppBigger IsCheck (MakeAnyOrAllMovesSuchThat IsOppPiecePinned (MyMoveIter IsOppPiecePinned IsCheck NumOppPiecesAttacked NumOppPiecesAttacked) (IfAttackingKingMove NumOppPiecesAttacked NumNotMovesOppKing)) NumMyPiecesCanCheck) (If3 NumNotMovesOppBigger (IfPinCloseToKingMove EvaluateMaterial (MyMoveIter IsOppPiecePinned IsOppKingStuck NumMyPiecesCanCheck OppKingProximityToEdges)) OppKingProximityToEdges))))))) Recurse)

; #9 generation 148, fitness 1610.4945364189423, size 16, depth 7, solved 39/50 per N [10, 5, 7, 8, 9], nodes 1470
(IfKingMustMove (IfKingMustMove EvaluateMaterial (IfExistsCheckingMove OppKingProximityToEdges (IfKingMustMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfCaptureCloseToKingMove (IfKingMustMove NumMyPiecesCanCheck -502.2) Recurse) NumMyPiecesCanCheck) -502.2))) Recurse)

; #10 generation 148, fitness 1602.9634445122847, size 3, depth 1, solved 38/50 per N [10, 5, 7, 7, 9], nodes 1470
(IfKingMustMove NumOppPiecesAttacked Recurse)
