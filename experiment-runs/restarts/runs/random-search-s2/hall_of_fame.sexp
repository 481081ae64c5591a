; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 32, fitness 383.0789327040237, size 28, depth 3, solved 36/40 per N [10, 8, 9, 9, 0], nodes 1061
(IfSuicideCheck (And2 (And2 IsOppKingStuck IsMaterialChange) (Or3 NumNotMovesOppBigger IsDiscoveredProtectedCheck IsNextMoveForced)) (IfClearingWayMove (IfClearingWayMove Recurse Recurse) (IfKingMustMove NumOppPiecesAttacked NumMyPiecesCanCheck)) (If3 (Or3 IsOppPiecePinned IsOppKingProtectingPiece IsNextMoveForcedWithKing) (IfKingMustMove NumMyPiecesCanCheck Recurse) (IfMyMoveExistsSuchThat IsCheckFork NumMyPiecesCanCheck EvaluateMaterial)))

; #2 generation 31, fitness 297.1462578556483, size 5, depth 2, solved 23/40 per N [6, 3, 6, 8, 0], nodes 1486
(IfPinCloseToKingMove OppKingProximityToEdges (IfExistsCheckingMove NumOppPiecesAttacked NumNotMovesOppKing))

; #3 generation 31, fitness 297.1462578556483, size 7, depth 2, solved 23/40 per N [6, 3, 6, 8, 0], nodes 1486
(IfPinCloseToKingMove (MyMoveIter IsDiscoveredCheck IsOppKingStuck EvaluateMaterial EvaluateMaterial) NumNotMovesOppKing)

; #4 generation 31, fitness 297.1462578556483, size 7, depth 2, solved 23/40 per N [6, 3, 6, 8, 0], nodes 1486
(IfPinCloseToKingMove (IfCaptureCloseToKingMove NumNotMovesOppKing EvaluateMaterial) (IfPinCloseToKingMove OppKingProximityToEdges NumNotMovesOppKing))

; #5 generation 31, fitness 297.1462578556483, size 9, depth 2, solved 23/40 per N [6, 3, 6, 8, 0], nodes 1486
(IfSuicideCheck (Or3 IsDiscoveredProtectedCheck IsPinCloseToKing IsNextMoveForcedWithKing) (IfClearingWayMove OppKingProximityToEdges Recurse) NumNotMovesOppKing)

; #6 generation 31, fitness 297.1462578556483, size 23, depth 3, solved 23/40 per N [6, 3, 6, 8, 0], nodes 1486
(IfCaptureCloseToKingMove (IfForAllOpponentMoves (Or3 IsCheck IsCheckFork IsOppPiecePinned) (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck NumNotMovesOppKing NumNotMovesOppKing) (IfAttackingKingMove EvaluateMaterial NumOppPiecesAttacked)) (MyMoveIter (Or2 IsMateInOneOrLess IsOppPiecePinned) IsMateInOneOrLess (IfSuicideCheck IsOppPiecePinned -681.7 Recurse) NumNotMovesOppKing))

; #7 generation 31, fitness 289.84369511074215, size 35, depth 6, solved 30/40 per N [10, 5, 7, 8, 0], nodes 1251
(IfKingMustMove Recurse (MakeAnyOrAllMovesSuchThat IsCheckFork (If3 IsNextMoveForcedWithKing NumNotMovesOppKing OppKingProximityToEdges) (IfKingMustMove (If3 NumNotMovesOppBigger EvaluateMaterial (IfClearingWayMove NumMyPiecesCanCheck (MakeBestMove EvaluateMaterial))) (MyMoveIter IsDiscoveredCheck NumNotMovesOppBigger (IfExistsCheckingMove (If3 IsOppPiecePinned NumMyPiecesCanCheck NumMyPiecesCanCheck) (IfExistsCheckingMove Recurse NumOppPiecesAttacked)) (IfExistsCheckingMove (IfKingMustMove NumOppPiecesAttacked EvaluateMaterial) (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing NumMyPiecesCanCheck Recurse))))))

; #8 generation 32, fitness 289.10968245590385, size 40, depth 4, solved 32/40 per N [10, 6, 8, 8, 0], nodes 1025
(IfClearingWayMove (IfClearingWayMove (IfSuicideCheck (Or3 DidNumAttackingKingIncrease IsOppKingStuck IsCheck) (IfCaptureCloseToKingMove 694.6 NumNotMovesOppKing) (IfAttackingKingMove EvaluateMaterial 177.3)) (IfAttackingKingMove (IfForAllOpponentMoves IsMateInOneOrLess NumNotMovesOppKing Recurse) (IfMyMoveExistsSuchThat IsOppKingStuck EvaluateMaterial NumOppPiecesAttacked))) (IfKingMustMove (IfKingMustMove (If3 IsMaterialChange NumNotMovesOppKing NumMyPiecesCanCheck) (IfForAllOpponentMoves IsMaterialChange NumNotMovesOppKing EvaluateMaterial)) (IfClearingWayMove (MakeAnyOrAllMovesSuchThat IsOppPiecePinned NumOppPiecesAttacked NumOppPiecesAttacked) (IfPinCloseToKingMove NumNotMovesOppKing Recurse))))

; #9 generation 31, fitness 280.0555033415889, size 36, depth 6, solved 28/40 per N [10, 4, 6, 8, 0], nodes 1208
(IfPinCloseToKingMove (MakeBestMove (IfForAllOpponentMoves IsMateInOneOrLess 265.8 (IfPinCloseToKingMove NumOppPiecesAttacked EvaluateMaterial))) (IfKingMustMove (IfClearingWayMove (IfPinCloseToKingMove EvaluateMaterial (IfPinCloseToKingMove OppKingProximityToEdges NumMyPiecesCanCheck)) (IfCaptureCloseToKingMove (IfAttackingKingMove (IfMyMoveExistsSuchThat IsOppPiecePinned NumNotMovesOppKing EvaluateMaterial) (If3 IsMaterialChange NumOppPiecesAttacked NumNotMovesOppKing)) (IfForAllOpponentMoves (And2 IsOppPiecePinned IsNextMoveForced) (MakeBestMove NumNotMovesOppKing) NumMyPiecesCanCheck))) (IfMyMoveExistsSuchThat NumNotMovesOppBigger OppKingProximityToEdges Recurse)))

; #10 generation 32, fitness 277.9824315682663, size 7, depth 2, solved 32/40 per N [9, 8, 7, 8, 0], nodes 1314
(If3 IsCheckFork NumNotMovesOppKing (If3 DidNumAttackingKingIncrease NumNotMovesOppKing NumNotMovesOppKing))
