; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 47, fitness 1177.941806133329, size 3, depth 1, solved 38/50 per N [10, 4, 6, 10, 8], nodes 1437
(IfKingMustMove NumMyPiecesCanCheck Recurse)

; #2 generation 47, fitness 1177.941806133329, size 24, depth 6, solved 38/50 per N [10, 4, 6, 10, 8], nodes 1437
(IfExistsCheckingMove (IfAttackingKingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat (And3 (Or2 IsMateInOneOrLess IsDiscoveredCheck) IsMaterialChange (And3 IsNextMoveForcedWithKing DidNumAttackingKingIncrease IsOppPiecePinned)) NumNotMovesOppKing NumOppPiecesAttacked) (IfMyMoveExistsSuchThat NumNotMovesOppBigger EvaluateMaterial Recurse))) (IfKingMustMove NumMyPiecesCanCheck Recurse))

; #3 generation 47, fitness 1177.941806133329, size 27, depth 5, solved 38/50 per N [10, 4, 6, 10, 8], nodes 1437
(IfExistsCheckingMove (IfClearingWayMove (IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing OppKingProximityToEdges (IfClearingWayMove 188.7 612.8)) Recurse) (If3 IsCheckFork (IfClearingWayMove OppKingProximityToEdges (MakeAnyOrAllMovesSuchThat IsNextMoveForcedWithKing OppKingProximityToEdges -876.1)) (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsMaterialChange NumMyPiecesCanCheck NumNotMovesOppKing) NumOppPiecesAttacked))) (IfKingMustMove NumMyPiecesCanCheck Recurse))

; #4 generation 47, fitness 1177.941806133329, size 28, depth 6, solved 38/50 per N [10, 4, 6, 10, 8], nodes 1437
(IfExistsCheckingMove (IfAttackingKingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat (And3 (Or2 IsMateInOneOrLess IsDiscoveredCheck) IsMaterialChange (And3 IsNextMoveForcedWithKing DidNumAttackingKingIncrease IsOppPiecePinned)) NumNotMovesOppKing NumOppPiecesAttacked) (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfKingMustMove (IfCaptureCloseToKingMove EvaluateMaterial OppKingProximityToEdges) Recurse) Recurse))) (IfKingMustMove NumMyPiecesCanCheck Recurse))

; #5 generation 47, fitness 1086.5310027645182, size 41, depth 12, solved 37/50 per N [10, 4, 6, 8, 9], nodes 1591
(IfKingMustMove (MakeAnyOrAllMovesSuchThat IsMaterialChange (MyMoveIter IsOppKingProtectingPiece (Not NumNotMovesOppBigger) (IfExistsCheckingMove (MakeBestMove (MakeBestMove NumOppPiecesAttacked)) (IfMyMoveExistsSuchThat IsMateInOneOrLess EvaluateMaterial (IfClearingWayMove (IfCaptureCloseToKingMove NumMyPiecesCanCheck NumMyPiecesCanCheck) (IfKingMustMove (IfKingMustMove NumMyPiecesCanCheck (IfExistsCheckingMove 225.5 (If3 DidNumAttackingKingIncrease EvaluateMaterial (IfExistsCheckingMove (If3 IsNextMoveForced Recurse -182) (IfKingMustMove NumMyPiecesCanCheck Recurse))))) Recurse)))) EvaluateMaterial) (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck NumMyPiecesCanCheck NumOppPiecesAttacked)) Recurse)

; #6 generation 47, fitness 1034.057317175346, size 14, depth 5, solved 36/50 per N [10, 4, 6, 7, 9], nodes 1572
(IfExistsCheckingMove Recurse (IfClearingWayMove (IfCaptureCloseToKingMove NumMyPiecesCanCheck NumMyPiecesCanCheck) (IfKingMustMove (IfKingMustMove NumMyPiecesCanCheck (MakeAnyOrAllMovesSuchThat IsCheckFork OppKingProximityToEdges OppKingProximityToEdges)) Recurse)))

; #7 generation 47, fitness 1033.8120947902337, size 11, depth 3, solved 36/50 per N [10, 4, 6, 7, 9], nodes 1591
(IfKingMustMove (MakeAnyOrAllMovesSuchThat IsMaterialChange (IfCaptureCloseToKingMove EvaluateMaterial OppKingProximityToEdges) (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck NumMyPiecesCanCheck NumOppPiecesAttacked)) Recurse)

; #8 generation 47, fitness 917.4203501324448, size 12, depth 5, solved 37/50 per N [10, 4, 7, 8, 8], nodes 1432
(IfKingMustMove (IfExistsCheckingMove 225.5 (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (MakeBestMove (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece EvaluateMaterial NumNotMovesOppKing)) Recurse)) Recurse)

; #9 generation 47, fitness 917.4203501324448, size 16, depth 5, solved 37/50 per N [10, 4, 7, 8, 8], nodes 1432
(IfKingMustMove (IfExistsCheckingMove 225.5 (If3 DidNumAttackingKingIncrease (IfKingMustMove NumNotMovesOppKing Recurse) (IfExistsCheckingMove (IfAttackingKingMove Recurse NumNotMovesOppKing) (IfKingMustMove NumMyPiecesCanCheck Recurse)))) Recurse)

; #10 generation 47, fitness 917.4203501324448, size 25, depth 7, solved 37/50 per N [10, 4, 7, 8, 8], nodes 1432
(IfKingMustMove (IfExistsCheckingMove 225.5 (IfForAllOpponentMoves IsCheck 596.5 (IfClearingWayMove (IfExistsCheckingMove -547.2 (If3 DidNumAttackingKingIncrease EvaluateMaterial (IfKingMustMove NumNotMovesOppKing Recurse))) (MakeAnyOrAllMovesSuchThat (And3 IsDiscoveredCheck DidNumAttackingKingIncrease IsCheckFork) -948 (IfKingMustMove NumOppPiecesAttacked Recurse))))) Recurse)
