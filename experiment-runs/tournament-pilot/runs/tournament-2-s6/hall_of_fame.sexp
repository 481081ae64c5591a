; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 124, fitness 2459.979582122178, size 70, depth 10, solved 41/50 per N [10, 7, 5, 9, 10], nodes 3626
(IfKingMustMove (IfAttackingKingMove (MyMoveIter IsCheck IsDiscoveredCheck (IfKingMustMove (IfCaptureCloseToKingMove NumNotMovesOppKing NumNotMovesOppKing) (MyMoveIter IsCheck IsDiscoveredCheck (If3 (And2 IsPinCloseToKing IsOppKingStuck) (IfClearingWayMove NumOppPiecesAttacked EvaluateMaterial) -931.6) (IfKingMustMove NumNotMovesOppKing Recurse))) (IfKingMustMove (IfAttackingKingMove (IfKingMustMove NumNotMovesOppKing Recurse) (MakeBestMove (MyMoveIter IsMaterialChange IsDiscoveredProtectedCheck (MyMoveIter IsNextMoveForcedWithKing IsMateInOneOrLess (IfForAllOpponentMoves IsCheck (IfClearingWayMove EvaluateMaterial NumOppPiecesAttacked) (If3 IsOppKingStuck -633.2 912.5)) (IfExistsCheckingMove EvaluateMaterial OppKingProximityToEdges)) (IfKingMustMove NumNotMovesOppKing Recurse)))) (IfKingMustMove NumNotMovesOppKing Recurse))) (MakeBestMove (IfKingMustMove NumNotMovesOppKing Recurse))) (IfKingMustMove (IfAttackingKingMove (IfForAllOpponentMoves (Not IsNextMoveForced) Recurse -671.8) (IfClearingWayMove NumOppPiecesAttacked OppKingProximityToEdges)) (IfKingMustMove NumNotMovesOppKing Recurse)))

; #2 generation 124, fitness 2255.1503919931147, size 42, depth 7, solved 40/50 per N [10, 7, 5, 8, 10], nodes 4310
(IfKingMustMove (IfAttackingKingMove (IfAttackingKingMove EvaluateMaterial (MyMoveIter IsOppKingStuck (And2 IsCheck IsDiscoveredProtectedCheck) (IfClearingWayMove NumNotMovesOppKing NumOppPiecesAttacked) (IfPinCloseToKingMove NumNotMovesOppKing Recurse))) (MakeBestMove (MyMoveIter IsMaterialChange IsDiscoveredProtectedCheck (MyMoveIter IsNextMoveForcedWithKing IsMateInOneOrLess (IfSuicideCheck IsCheck (IfClearingWayMove EvaluateMaterial NumOppPiecesAttacked) (If3 IsOppKingStuck -633.2 912.5)) (IfExistsCheckingMove EvaluateMaterial OppKingProximityToEdges)) (IfKingMustMove NumNotMovesOppKing Recurse)))) (IfClearingWayMove NumOppPiecesAttacked (IfKingMustMove NumNotMovesOppKing Recurse)))

; #3 generation 124, fitness 2255.1503919931147, size 43, depth 7, solved 40/50 per N [10, 7, 5, 8, 10], nodes 4310
(IfKingMustMove (IfAttackingKingMove (MyMoveIter IsCheck IsDiscoveredCheck (IfKingMustMove (IfCaptureCloseToKingMove NumNotMovesOppKing NumNotMovesOppKing) (MyMoveIter IsCheck IsDiscoveredCheck (If3 (And2 IsPinCloseToKing IsOppKingStuck) (IfClearingWayMove NumOppPiecesAttacked EvaluateMaterial) -931.6) (IfKingMustMove NumNotMovesOppKing Recurse))) (IfClearingWayMove NumNotMovesOppKing Recurse)) (MakeBestMove (IfKingMustMove NumNotMovesOppKing Recurse))) (IfKingMustMove (IfAttackingKingMove (IfForAllOpponentMoves (Not IsNextMoveForced) Recurse -671.8) (IfClearingWayMove NumOppPiecesAttacked OppKingProximityToEdges)) (IfKingMustMove NumNotMovesOppKing Recurse)))

; #4 generation 102, fitness 2038.1901626504366, size 13, depth 3, solved 42/50 per N [10, 8, 8, 7, 9], nodes 1363
(IfAttackingKingMove (MakeAnyOrAllMovesSuchThat IsDiscoveredCheck NumNotMovesOppKing (If3 IsMateInOneOrLess Recurse -919.7)) (IfKingMustMove NumMyPiecesCanCheck (IfCaptureCloseToKingMove NumNotMovesOppKing -820.2)))

; #5 generation 102, fitness 2038.1901626504366, size 18, depth 5, solved 42/50 per N [10, 8, 8, 7, 9], nodes 1363
(IfAttackingKingMove (IfAttackingKingMove 1000 186.9) (IfPinCloseToKingMove (IfClearingWayMove (MakeBestMove NumOppPiecesAttacked) NumNotMovesOppKing) (MyMoveIter IsOppPiecePinned IsDiscoveredCheck NumMyPiecesCanCheck (IfKingMustMove NumMyPiecesCanCheck (IfCaptureCloseToKingMove NumNotMovesOppKing -820.2)))))

; #6 generation 102, fitness 2038.1901626504366, size 18, depth 5, solved 42/50 per N [10, 8, 8, 7, 9], nodes 1363
(IfAttackingKingMove (IfAttackingKingMove 1000 186.9) (IfPinCloseToKingMove (IfClearingWayMove (MakeBestMove NumOppPiecesAttacked) NumNotMovesOppKing) (MyMoveIter IsCheck IsDiscoveredCheck NumMyPiecesCanCheck (IfKingMustMove NumMyPiecesCanCheck (IfCaptureCloseToKingMove NumNotMovesOppKing -673.1)))))

; #7 generation 102, fitness 2038.1901626504366, size 18, depth 5, solved 42/50 per N [10, 8, 8, 7, 9], nodes 1363
(IfAttackingKingMove (IfAttackingKingMove 1000 186.9) (IfPinCloseToKingMove (IfClearingWayMove (MakeBestMove NumOppPiecesAttacked) NumOppPiecesAttacked) (MyMoveIter IsCheck IsDiscoveredCheck NumMyPiecesCanCheck (IfKingMustMove NumMyPiecesCanCheck (IfCaptureCloseToKingMove NumNotMovesOppKing -820.2)))))

; #8 generation 102, fitness 2038.1901626504366, size 28, depth 7, solved 42/50 per N [10, 8, 8, 7, 9], nodes 1363
(IfAttackingKingMove (IfAttackingKingMove 1000 186.9) (IfPinCloseToKingMove (IfClearingWayMove (MakeBestMove NumOppPiecesAttacked) NumNotMovesOppKing) (MyMoveIter IsCheck IsDiscoveredCheck (IfMyMoveExistsSuchThat IsOppKingProtectingPiece (IfPinCloseToKingMove NumOppPiecesAttacked (MakeBestMove (IfCaptureCloseToKingMove OppKingProximityToEdges NumMyPiecesCanCheck))) (IfPinCloseToKingMove Recurse EvaluateMaterial)) (IfKingMustMove NumMyPiecesCanCheck (IfCaptureCloseToKingMove NumNotMovesOppKing -820.2)))))

; #9 generation 102, fitness 2038.1901626504366, size 33, depth 5, solved 42/50 per N [10, 8, 8, 7, 9], nodes 1363
(IfKingMustMove NumMyPiecesCanCheck (IfKingMustMove (IfAttackingKingMove (MyMoveIter IsCheck IsCheck (If3 IsMateInOneOrLess Recurse -919.7) (IfClearingWayMove Recurse OppKingProximityToEdges)) (IfClearingWayMove NumMyPiecesCanCheck OppKingProximityToEdges)) (IfAttackingKingMove (MyMoveIter IsCheck IsDiscoveredCheck (If3 IsMateInOneOrLess Recurse -901.3) (IfKingMustMove NumNotMovesOppKing Recurse)) (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove NumOppPiecesAttacked Recurse)))))

; #10 generation 102, fitness 1989.902439527859, size 5, depth 2, solved 39/50 per N [10, 7, 7, 6, 9], nodes 1363
(IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove NumOppPiecesAttacked Recurse))
