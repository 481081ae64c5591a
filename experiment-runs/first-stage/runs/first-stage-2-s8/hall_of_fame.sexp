; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 76, fitness 2774.6599853496355, size 23, depth 6, solved 39/50 per N [10, 5, 9, 7, 8], nodes 1444
(IfKingMustMove (If3 (And2 IsNextMoveForced (Or3 IsCheck (And3 (And2 IsNextMoveForced IsPinCloseToKing) IsPinCloseToKing DidNumAttackingKingIncrease) IsOppPiecePinned)) EvaluateMaterial Recurse) (IfPinCloseToKingMove OppKingProximityToEdges (If3 (And2 IsNextMoveForced IsNextMoveForced) EvaluateMaterial Recurse)))

; #2 generation 76, fitness 2771.5228994352806, size 17, depth 4, solved 37/50 per N [10, 3, 9, 7, 8], nodes 1444
(IfKingMustMove (If3 (And2 IsNextMoveForced (Or2 IsDiscoveredProtectedCheck IsCheck)) EvaluateMaterial Recurse) (IfPinCloseToKingMove OppKingProximityToEdges (If3 (And2 IsNextMoveForced IsDiscoveredProtectedCheck) EvaluateMaterial Recurse)))

; #3 generation 76, fitness 2771.5228994352806, size 31, depth 7, solved 37/50 per N [10, 3, 9, 7, 8], nodes 1452
(IfKingMustMove (IfKingMustMove (IfMyMoveExistsSuchThat IsPinCloseToKing NumOppPiecesAttacked (IfPinCloseToKingMove (IfForAllOpponentMoves (Or3 (Smaller NumNotMovesOppKing OppKingProximityToEdges) IsNextMoveForced IsMateInOneOrLess) NumMyPiecesCanCheck NumMyPiecesCanCheck) NumNotMovesOppKing)) (IfPinCloseToKingMove OppKingProximityToEdges (If3 (And2 IsNextMoveForced IsNextMoveForced) EvaluateMaterial Recurse))) (IfClearingWayMove (MakeBestMove (IfMyMoveExistsSuchThat IsPinCloseToKing NumOppPiecesAttacked EvaluateMaterial)) Recurse))

; #4 generation 76, fitness 2771.3824443860426, size 10, depth 4, solved 37/50 per N [10, 3, 9, 7, 8], nodes 1463
(IfKingMustMove (IfPinCloseToKingMove OppKingProximityToEdges (If3 (And2 IsNextMoveForced IsNextMoveForced) EvaluateMaterial Recurse)) -218.9)

; #5 generation 76, fitness 2771.3824443860426, size 10, depth 4, solved 37/50 per N [10, 3, 9, 7, 8], nodes 1463
(IfKingMustMove (IfPinCloseToKingMove OppKingProximityToEdges (If3 (And2 IsNextMoveForced IsNextMoveForced) EvaluateMaterial Recurse)) -170.9)

; #6 generation 76, fitness 2771.3824443860426, size 12, depth 4, solved 37/50 per N [10, 3, 9, 7, 8], nodes 1463
(IfKingMustMove (IfKingMustMove (IfMyMoveExistsSuchThat IsPinCloseToKing NumOppPiecesAttacked EvaluateMaterial) (IfPinCloseToKingMove OppKingProximityToEdges (IfKingMustMove -503 -503))) -503)

; #7 generation 76, fitness 2771.3824443860426, size 15, depth 5, solved 37/50 per N [10, 3, 9, 7, 8], nodes 1463
(IfKingMustMove (IfKingMustMove (IfMyMoveExistsSuchThat IsPinCloseToKing -760.7 EvaluateMaterial) (IfPinCloseToKingMove OppKingProximityToEdges (If3 (And2 IsNextMoveForced IsNextMoveForced) EvaluateMaterial Recurse))) -503)

; #8 generation 76, fitness 2771.3824443860426, size 15, depth 5, solved 37/50 per N [10, 3, 9, 7, 8], nodes 1463
(IfKingMustMove (IfKingMustMove (IfMyMoveExistsSuchThat IsPinCloseToKing -760.7 EvaluateMaterial) (IfPinCloseToKingMove OppKingProximityToEdges (If3 (And2 IsNextMoveForced IsNextMoveForced) EvaluateMaterial Recurse))) -417.6)

; #9 generation 76, fitness 2771.3824443860426, size 16, depth 5, solved 37/50 per N [10, 3, 9, 7, 8], nodes 1463
(IfKingMustMove (IfKingMustMove (IfKingMustMove Recurse (IfKingMustMove NumOppPiecesAttacked Recurse)) (IfPinCloseToKingMove OppKingProximityToEdges (If3 (And2 IsNextMoveForced IsNextMoveForced) EvaluateMaterial Recurse))) -503)

; #10 generation 76, fitness 2771.3824443860426, size 36, depth 11, solved 37/50 per N [10, 3, 9, 7, 8], nodes 1463
(IfKingMustMove (IfKingMustMove (IfKingMustMove EvaluateMaterial -503) (IfKingMustMove (IfMyMoveExistsSuchThat IsPinCloseToKing NumOppPiecesAttacked EvaluateMaterial) (IfPinCloseToKingMove OppKingProximityToEdges (IfKingMustMove EvaluateMaterial (IfKingMustMove (IfKingMustMove NumOppPiecesAttacked Recurse) (IfPinCloseToKingMove OppKingProximityToEdges (IfKingMustMove (IfKingMustMove (IfMyMoveExistsSuchThat IsPinCloseToKing NumOppPiecesAttacked EvaluateMaterial) -503) (IfPinCloseToKingMove OppKingProximityToEdges (If3 (And2 IsNextMoveForced IsNextMoveForced) EvaluateMaterial Recurse))))))))) -503)
