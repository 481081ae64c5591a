; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 98, fitness 2677.319454154082, size 21, depth 4, solved 43/50 per N [10, 8, 9, 6, 10], nodes 1421
(IfForAllOpponentMoves IsMaterialChange (IfClearingWayMove NumOppPiecesAttacked (If3 IsCheck NumNotMovesOppKing (IfPinCloseToKingMove EvaluateMaterial NumNotMovesOppKing))) (If3 IsCheck (If3 IsCheck NumNotMovesOppKing (IfClearingWayMove NumMyPiecesCanCheck Recurse)) (IfClearingWayMove NumMyPiecesCanCheck Recurse)))

; #2 generation 98, fitness 2669.915657197344, size 13, depth 4, solved 43/50 per N [10, 8, 9, 6, 10], nodes 1426
(IfForAllOpponentMoves IsMaterialChange (IfPinCloseToKingMove EvaluateMaterial NumNotMovesOppKing) (If3 IsCheck NumNotMovesOppKing (IfClearingWayMove NumMyPiecesCanCheck (IfClearingWayMove NumMyPiecesCanCheck Recurse))))

; #3 generation 98, fitness 2669.915657197344, size 21, depth 5, solved 43/50 per N [10, 8, 9, 6, 10], nodes 1426
(IfForAllOpponentMoves IsMaterialChange (IfPinCloseToKingMove EvaluateMaterial NumNotMovesOppKing) (If3 IsCheck (IfForAllOpponentMoves IsMaterialChange (IfAttackingKingMove NumMyPiecesCanCheck Recurse) (If3 IsCheck NumNotMovesOppKing (IfClearingWayMove NumMyPiecesCanCheck Recurse))) (IfClearingWayMove NumMyPiecesCanCheck Recurse)))

; #4 generation 98, fitness 2669.915657197344, size 21, depth 5, solved 43/50 per N [10, 8, 9, 6, 10], nodes 1426
(IfForAllOpponentMoves IsMaterialChange (IfPinCloseToKingMove EvaluateMaterial NumNotMovesOppKing) (If3 IsCheck (IfForAllOpponentMoves IsMaterialChange (IfAttackingKingMove NumMyPiecesCanCheck Recurse) (If3 IsCheck NumNotMovesOppKing (IfClearingWayMove NumMyPiecesCanCheck Recurse))) (IfClearingWayMove Recurse Recurse)))

; #5 generation 98, fitness 2669.915657197344, size 29, depth 6, solved 43/50 per N [10, 8, 9, 6, 10], nodes 1426
(IfForAllOpponentMoves IsMaterialChange (IfForAllOpponentMoves IsMaterialChange (IfAttackingKingMove (IfPinCloseToKingMove NumNotMovesOppKing EvaluateMaterial) Recurse) (IfPinCloseToKingMove EvaluateMaterial NumNotMovesOppKing)) (IfExistsCheckingMove (IfClearingWayMove NumMyPiecesCanCheck Recurse) (If3 IsCheck (IfPinCloseToKingMove EvaluateMaterial NumNotMovesOppKing) (IfMyMoveExistsSuchThat IsCheck EvaluateMaterial (IfClearingWayMove Recurse (IfKingMustMove -452.8 -834.5))))))

; #6 generation 98, fitness 2669.915657197344, size 32, depth 6, solved 43/50 per N [10, 8, 9, 6, 10], nodes 1426
(IfForAllOpponentMoves IsMaterialChange (IfForAllOpponentMoves IsMaterialChange (IfClearingWayMove NumMyPiecesCanCheck Recurse) (IfPinCloseToKingMove EvaluateMaterial NumNotMovesOppKing)) (IfExistsCheckingMove (IfClearingWayMove NumMyPiecesCanCheck Recurse) (If3 IsCheck (IfPinCloseToKingMove EvaluateMaterial NumNotMovesOppKing) (IfMyMoveExistsSuchThat (And2 IsPinCloseToKing (And3 IsNextMoveForcedWithKing NumNotMovesOppBigger IsOppKingStuck)) EvaluateMaterial (IfClearingWayMove Recurse (IfKingMustMove -452.8 -834.5))))))

; #7 generation 98, fitness 2669.915657197344, size 34, depth 6, solved 43/50 per N [10, 8, 9, 6, 10], nodes 1426
(IfForAllOpponentMoves IsMaterialChange (IfForAllOpponentMoves IsMaterialChange (IfAttackingKingMove (IfPinCloseToKingMove NumNotMovesOppKing EvaluateMaterial) Recurse) (IfPinCloseToKingMove EvaluateMaterial NumNotMovesOppKing)) (IfExistsCheckingMove (IfClearingWayMove NumMyPiecesCanCheck Recurse) (If3 IsCheck (IfPinCloseToKingMove EvaluateMaterial NumNotMovesOppKing) (IfMyMoveExistsSuchThat (And2 IsPinCloseToKing (And3 IsNextMoveForcedWithKing NumNotMovesOppBigger IsOppKingStuck)) EvaluateMaterial (IfClearingWayMove Recurse (IfKingMustMove -452.8 -834.5))))))

; #8 generation 98, fitness 2669.915657197344, size 37, depth 7, solved 43/50 per N [10, 8, 9, 6, 10], nodes 1426
(IfForAllOpponentMoves IsMaterialChange (IfPinCloseToKingMove EvaluateMaterial NumNotMovesOppKing) (If3 IsCheck NumNotMovesOppKing (If3 (And3 IsNextMoveForced IsNextMoveForcedWithKing IsNextMoveForced) (MyMoveIter (And2 IsOppKingStuck IsDiscoveredProtectedCheck) IsPinCloseToKing EvaluateMaterial (MakeAnyOrAllMovesSuchThat (And3 IsCheck IsMaterialChange IsNextMoveForced) -890.9 (IfSuicideCheck IsCheck (MyMoveIter IsNextMoveForcedWithKing IsNextMoveForcedWithKing NumMyPiecesCanCheck -848.6) (IfForAllOpponentMoves IsOppKingStuck NumOppPiecesAttacked NumNotMovesOppKing)))) Recurse)))

; #9 generation 98, fitness 2669.915657197344, size 42, depth 6, solved 43/50 per N [10, 8, 9, 6, 10], nodes 1426
(IfForAllOpponentMoves IsMaterialChange (IfForAllOpponentMoves IsMaterialChange (IfAttackingKingMove (IfPinCloseToKingMove NumNotMovesOppKing EvaluateMaterial) Recurse) (IfPinCloseToKingMove EvaluateMaterial NumNotMovesOppKing)) (IfExistsCheckingMove (IfClearingWayMove NumMyPiecesCanCheck Recurse) (If3 IsCheck (IfForAllOpponentMoves IsMaterialChange (IfAttackingKingMove NumMyPiecesCanCheck Recurse) (If3 IsCheck NumNotMovesOppKing (IfClearingWayMove NumMyPiecesCanCheck Recurse))) (IfMyMoveExistsSuchThat (And2 IsPinCloseToKing (And3 IsNextMoveForcedWithKing NumNotMovesOppBigger IsOppKingStuck)) EvaluateMaterial (IfClearingWayMove Recurse (IfKingMustMove -452.8 -834.5))))))

; #10 generation 98, fitness 2648.613112059444, size 17, depth 4, solved 46/50 per N [10, 9, 10, 7, 10], nodes 2509
(IfForAllOpponentMoves IsMaterialChange (IfMyMoveExistsSuchThat (Or3 (Or2 IsDiscoveredCheck IsCheck) IsMateInOneOrLess IsOppKingStuck) Recurse Recurse) (If3 IsCheck NumNotMovesOppKing (IfClearingWayMove NumMyPiecesCanCheck Recurse)))
