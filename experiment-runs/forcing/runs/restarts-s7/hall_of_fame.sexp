; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 621, fitness 2639.8967957211266, size 26, depth 6, solved 38/50 per N [10, 5, 8, 5, 10], nodes 1915
(IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove (IfSuicideCheck (And2 IsMateInOneOrLess IsCheck) (IfForAllOpponentMoves IsMaterialChange NumMyPiecesCanCheck Recurse) (IfPinCloseToKingMove NumNotMovesOppKing Recurse)) (IfExistsCheckingMove (IfExistsCheckingMove NumOppPiecesAttacked (IfClearingWayMove (IfForAllOpponentMoves IsNextMoveForced EvaluateMaterial OppKingProximityToEdges) NumOppPiecesAttacked)) (IfPinCloseToKingMove NumNotMovesOppKing Recurse))))

; #2 generation 621, fitness 2639.8301028785236, size 17, depth 4, solved 38/50 per N [10, 5, 8, 5, 10], nodes 1921
(IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove (IfSuicideCheck (And2 IsMateInOneOrLess IsCheck) (IfForAllOpponentMoves IsMaterialChange NumMyPiecesCanCheck Recurse) (IfPinCloseToKingMove NumNotMovesOppKing Recurse)) (IfKingMustMove NumMyPiecesCanCheck -80.7)))

; #3 generation 621, fitness 2639.8301028785236, size 19, depth 5, solved 38/50 per N [10, 5, 8, 5, 10], nodes 1921
(IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove (IfSuicideCheck (And2 IsMateInOneOrLess IsCheck) (IfForAllOpponentMoves IsMaterialChange (IfCaptureCloseToKingMove NumMyPiecesCanCheck OppKingProximityToEdges) Recurse) (IfPinCloseToKingMove NumNotMovesOppKing Recurse)) (IfKingMustMove NumMyPiecesCanCheck -80.7)))

; #4 generation 621, fitness 2639.8301028785236, size 42, depth 11, solved 38/50 per N [10, 5, 8, 5, 10], nodes 1921
(IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove (IfSuicideCheck (And2 IsMateInOneOrLess IsCheck) (IfForAllOpponentMoves IsMaterialChange NumMyPiecesCanCheck Recurse) (IfPinCloseToKingMove NumNotMovesOppKing Recurse)) (IfKingMustMove (IfExistsCheckingMove NumMyPiecesCanCheck (MyMoveIter IsMateInOneOrLess IsDiscoveredProtectedCheck (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece (MakeBestMove OppKingProximityToEdges) (IfClearingWayMove (IfKingMustMove (IfExistsCheckingMove (IfAttackingKingMove (IfKingMustMove OppKingProximityToEdges NumOppPiecesAttacked) (If3 IsCheck -582 NumMyPiecesCanCheck)) (IfCaptureCloseToKingMove NumMyPiecesCanCheck OppKingProximityToEdges)) -672.5) -27.9)) -834.9)) -80.7)))

; #5 generation 621, fitness 2639.8301028785236, size 42, depth 11, solved 38/50 per N [10, 5, 8, 5, 10], nodes 1921
(IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove (IfSuicideCheck (And2 IsMateInOneOrLess IsCheck) (IfForAllOpponentMoves IsMaterialChange NumMyPiecesCanCheck Recurse) (IfPinCloseToKingMove NumNotMovesOppKing Recurse)) (IfKingMustMove (IfExistsCheckingMove NumMyPiecesCanCheck (MyMoveIter IsMateInOneOrLess IsDiscoveredProtectedCheck (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece (MakeBestMove OppKingProximityToEdges) (IfClearingWayMove (IfKingMustMove (IfExistsCheckingMove (IfAttackingKingMove (IfKingMustMove OppKingProximityToEdges NumOppPiecesAttacked) (If3 IsCheck -582 NumMyPiecesCanCheck)) (IfCaptureCloseToKingMove NumMyPiecesCanCheck OppKingProximityToEdges)) -672.5) -27.9)) -651.4)) -80.7)))

; #6 generation 621, fitness 2639.8301028785236, size 51, depth 12, solved 38/50 per N [10, 5, 8, 5, 10], nodes 1921
(IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove (IfSuicideCheck (And2 IsMateInOneOrLess IsCheck) (IfForAllOpponentMoves IsMaterialChange NumMyPiecesCanCheck Recurse) (IfPinCloseToKingMove NumNotMovesOppKing Recurse)) (IfKingMustMove (IfExistsCheckingMove NumMyPiecesCanCheck (MyMoveIter IsMateInOneOrLess IsDiscoveredProtectedCheck (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece (MakeBestMove OppKingProximityToEdges) (IfClearingWayMove (IfKingMustMove (IfCaptureCloseToKingMove -150.6 (IfClearingWayMove (IfSuicideCheck IsCheck (IfSuicideCheck IsMaterialChange NumOppPiecesAttacked NumNotMovesOppKing) (IfForAllOpponentMoves IsMaterialChange NumOppPiecesAttacked NumOppPiecesAttacked)) (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease NumNotMovesOppKing Recurse) (IfClearingWayMove OppKingProximityToEdges NumOppPiecesAttacked)))) -853.1) -27.9)) -651.4)) -80.7)))

; #7 generation 621, fitness 2638.6730384759635, size 3, depth 1, solved 34/50 per N [10, 3, 8, 3, 10], nodes 1572
(IfKingMustMove NumNotMovesOppKing Recurse)

; #8 generation 621, fitness 2613.4500214010086, size 12, depth 3, solved 35/50 per N [10, 4, 7, 4, 10], nodes 1852
(IfKingMustMove (IfSuicideCheck IsCheck (IfSuicideCheck IsMaterialChange NumOppPiecesAttacked NumNotMovesOppKing) (IfForAllOpponentMoves IsMaterialChange NumOppPiecesAttacked NumOppPiecesAttacked)) -80.7)

; #9 generation 621, fitness 2497.689453744644, size 14, depth 4, solved 39/50 per N [10, 5, 8, 6, 10], nodes 3409
(IfKingMustMove (IfExistsCheckingMove (IfAttackingKingMove (IfKingMustMove OppKingProximityToEdges NumOppPiecesAttacked) (If3 IsCheck -644.3 NumNotMovesOppKing)) (IfKingMustMove NumMyPiecesCanCheck Recurse)) -672.5)

; #10 generation 621, fitness 2473.1536179422746, size 24, depth 5, solved 38/50 per N [10, 5, 8, 5, 10], nodes 3409
(IfKingMustMove (IfExistsCheckingMove (IfAttackingKingMove (IfKingMustMove OppKingProximityToEdges NumOppPiecesAttacked) (If3 IsCheck -644.3 NumMyPiecesCanCheck)) (MyMoveIter IsOppPiecePinned (Or2 IsNextMoveForcedWithKing IsCheckFork) (MakeBestMove NumMyPiecesCanCheck) (IfSuicideCheck IsOppKingStuck (IfClearingWayMove NumNotMovesOppKing NumMyPiecesCanCheck) NumOppPiecesAttacked))) -672.5)
