; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 179, fitness 1860.9333522287502, size 3, depth 1, solved 30/50 per N [10, 4, 5, 2, 9], nodes 1282
(IfKingMustMove NumNotMovesOppKing NumMyPiecesCanCheck)

; #2 generation 179, fitness 1860.9333522287502, size 10, depth 3, solved 30/50 per N [10, 4, 5, 2, 9], nodes 1282
(IfKingMustMove NumNotMovesOppKing (IfExistsCheckingMove (IfForAllOpponentMoves IsOppKingStuck NumOppPiecesAttacked NumNotMovesOppKing) (IfClearingWayMove NumNotMovesOppKing NumMyPiecesCanCheck)))

; #3 generation 470, fitness 1653.554052873293, size 6, depth 2, solved 32/50 per N [10, 4, 4, 6, 8], nodes 1357
(IfKingMustMove (IfForAllOpponentMoves NumNotMovesOppBigger 884.5 NumOppPiecesAttacked) Recurse)

; #4 generation 603, fitness 1632.1425100709614, size 3, depth 1, solved 37/50 per N [10, 6, 5, 8, 8], nodes 1254
(IfKingMustMove EvaluateMaterial Recurse)

; #5 generation 622, fitness 1623.5437653834738, size 14, depth 5, solved 33/50 per N [10, 8, 4, 4, 7], nodes 1332
(If3 IsNextMoveForced OppKingProximityToEdges (IfKingMustMove (If3 IsNextMoveForced OppKingProximityToEdges (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsForcingMove 245.2 NumOppPiecesAttacked) Recurse)) Recurse))

; #6 generation 622, fitness 1623.5437653834738, size 16, depth 7, solved 33/50 per N [10, 8, 4, 4, 7], nodes 1332
(If3 IsNextMoveForced OppKingProximityToEdges (IfKingMustMove (IfKingMustMove (IfAttackingKingMove (IfKingMustMove (IfCaptureCloseToKingMove -925.8 (IfPinCloseToKingMove NumMyPiecesCanCheck NumOppPiecesAttacked)) NumOppPiecesAttacked) OppKingProximityToEdges) Recurse) Recurse))

; #7 generation 622, fitness 1623.5437653834738, size 19, depth 8, solved 33/50 per N [10, 8, 4, 4, 7], nodes 1332
(If3 IsNextMoveForced OppKingProximityToEdges (IfKingMustMove (IfKingMustMove (IfKingMustMove (IfKingMustMove OppKingProximityToEdges (MakeAnyOrAllMovesSuchThat IsNextMoveForced NumNotMovesOppKing (IfKingMustMove (IfExistsCheckingMove Recurse NumMyPiecesCanCheck) Recurse))) Recurse) Recurse) Recurse))

; #8 generation 622, fitness 1623.5437653834738, size 21, depth 8, solved 33/50 per N [10, 8, 4, 4, 7], nodes 1332
(If3 IsNextMoveForced OppKingProximityToEdges (IfKingMustMove (IfKingMustMove (IfCaptureCloseToKingMove (IfKingMustMove Recurse (IfForAllOpponentMoves DidNumAttackingKingIncrease (IfForAllOpponentMoves DidNumAttackingKingIncrease (IfForAllOpponentMoves IsPinCloseToKing NumOppPiecesAttacked NumOppPiecesAttacked) OppKingProximityToEdges) OppKingProximityToEdges)) NumNotMovesOppKing) Recurse) Recurse))

; #9 generation 622, fitness 1623.5437653834738, size 42, depth 9, solved 33/50 per N [10, 8, 4, 4, 7], nodes 1332
(If3 IsNextMoveForced OppKingProximityToEdges (IfKingMustMove (If3 IsNextMoveForced OppKingProximityToEdges (IfKingMustMove (MyMoveIter IsNextMoveForcedWithKing DidNumAttackingKingIncrease (IfKingMustMove OppKingProximityToEdges (IfMyMoveExistsSuchThat (And3 (Not IsDiscoveredCheck) (And3 IsNextMoveForced NumNotMovesOppBigger IsOppPiecePinned) (And3 IsOppPiecePinned NumNotMovesOppBigger IsMateInOneOrLess)) EvaluateMaterial (IfClearingWayMove (IfForAllOpponentMoves IsOppKingStuck EvaluateMaterial Recurse) (IfExistsCheckingMove Recurse NumMyPiecesCanCheck)))) (IfForAllOpponentMoves IsOppKingStuck (IfKingMustMove Recurse NumMyPiecesCanCheck) Recurse)) Recurse)) Recurse))

; #10 generation 622, fitness 1623.5437653834738, size 136, depth 17, solved 33/50 per N [10, 8, 4, 4, 7], nodes 1332
(If3 IsNextMoveForced OppKingProximityToEdges (IfKingMustMove (IfKingMustMove (IfKingMustMove (IfKingMustMove (If3 IsCheckFork (IfAttackingKingMove (If3 IsNextMoveForced Recurse -109.8) (IfMyMoveExistsSuchThat (And3 (Not IsDiscoveredCheck) (And3 IsNextMoveForced NumNotMovesOppBigger IsOppPiecePinned) (And3 IsOppPiecePinned NumNotMovesOppBigger IsMateInOneOrLess)) EvaluateMaterial (IfClearingWayMove (IfForAllOpponentMoves IsOppKingStuck EvaluateMaterial Recurse) (IfKingMustMove (IfAttackingKingMove -599.8 660.6) (IfForAllOpponentMoves IsNextMoveForced (IfClearingWayMove Recurse NumNotMovesOppKing) (IfCaptureCloseToKingMove (IfKingMustMove Recurse (IfForAllOpponentMoves DidNumAttackingKingIncrease (IfForAllOpponentMoves DidNumAttackingKingIncrease (IfForAllOpponentMoves IsCheck EvaluateMaterial EvaluateMaterial) OppKingProximityToEdges) OppKingProximityToEdges)) NumNotMovesOppKing)))))) (IfKingMustMove (IfCaptureCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove NumOppPiecesAttacked EvaluateMaterial) OppKingProximityToEdges) -206)) Recurse)) (IfForAllOpponentMoves IsNextMoveForced (IfClearingWayMove Recurse NumNotMovesOppKing) (IfPinCloseToKingMove (IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat IsNextMoveForced NumOppPiecesAttacked EvaluateMaterial) (IfAttackingKingMove OppKingProximityToEdges NumMyPiecesCanCheck)) NumNotMovesOppKing))) (IfKingMustMove (If3 IsNextMoveForced OppKingProximityToEdges (IfKingMustMove (IfKingMustMove Recurse (IfKingMustMove (IfKingMustMove (IfKingMustMove (If3 IsCheckFork (IfKingMustMove Recurse (IfForAllOpponentMoves IsNextMoveForced NumOppPiecesAttacked NumOppPiecesAttacked)) (IfKingMustMove EvaluateMaterial Recurse)) (MakeAnyOrAllMovesSuchThat IsCheckFork NumNotMovesOppKing (MakeAnyOrAllMovesSuchThat IsOppPiecePinned (MyMoveIter IsForcingMove DidNumAttackingKingIncrease (IfKingMustMove OppKingProximityToEdges (IfMyMoveExistsSuchThat IsNextMoveForced (IfKingMustMove NumOppPiecesAttacked Recurse) (MakeAnyOrAllMovesSuchThat IsOppKingStuck Recurse -418.5))) EvaluateMaterial) (IfKingMustMove Recurse (IfKingMustMove (IfKingMustMove Recurse NumMyPiecesCanCheck) Recurse))))) Recurse) Recurse)) Recurse)) Recurse)) Recurse) Recurse))
