; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 89, fitness 2714.022729898624, size 20, depth 4, solved 32/50 per N [10, 4, 6, 3, 9], nodes 1434
(MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove NumNotMovesOppKing (IfSuicideCheck IsCheckFork Recurse EvaluateMaterial))) (MakeAnyOrAllMovesSuchThat IsCheck (IfCaptureCloseToKingMove Recurse (IfExistsCheckingMove OppKingProximityToEdges NumNotMovesOppKing)) (IfKingMustMove EvaluateMaterial Recurse)))

; #2 generation 89, fitness 2714.022729898624, size 20, depth 4, solved 32/50 per N [10, 4, 6, 3, 9], nodes 1434
(MakeAnyOrAllMovesSuchThat IsCheck (IfKingMustMove NumOppPiecesAttacked (MakeAnyOrAllMovesSuchThat IsCheck (IfKingMustMove Recurse Recurse) (IfKingMustMove Recurse Recurse))) (MakeAnyOrAllMovesSuchThat IsCheck (IfCaptureCloseToKingMove Recurse EvaluateMaterial) (IfKingMustMove EvaluateMaterial Recurse)))

; #3 generation 89, fitness 2714.022729898624, size 30, depth 8, solved 32/50 per N [10, 4, 6, 3, 9], nodes 1434
(IfExistsCheckingMove (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove NumNotMovesOppKing (IfKingMustMove (IfSuicideCheck (And3 (And2 (Or3 IsNextMoveForced IsNextMoveForcedWithKing IsCheckFork) IsOppPiecePinned) IsDiscoveredCheck IsDiscoveredProtectedCheck) (IfAttackingKingMove (IfKingMustMove Recurse Recurse) (IfKingMustMove NumNotMovesOppKing EvaluateMaterial)) (IfClearingWayMove OppKingProximityToEdges 725.1)) NumMyPiecesCanCheck))) (IfKingMustMove EvaluateMaterial Recurse))

; #4 generation 89, fitness 2714.022729898624, size 35, depth 8, solved 32/50 per N [10, 4, 6, 3, 9], nodes 1434
(IfExistsCheckingMove (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove NumNotMovesOppKing (IfKingMustMove (IfSuicideCheck (And3 (And2 (Or3 IsNextMoveForced IsNextMoveForcedWithKing IsCheckFork) IsOppPiecePinned) IsDiscoveredCheck IsDiscoveredProtectedCheck) (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat IsCheck (IfKingMustMove NumNotMovesOppKing Recurse) (IfKingMustMove Recurse Recurse)) (IfKingMustMove NumNotMovesOppKing EvaluateMaterial)) (IfClearingWayMove OppKingProximityToEdges 725.1)) NumMyPiecesCanCheck))) (IfKingMustMove EvaluateMaterial Recurse))

; #5 generation 89, fitness 2714.022729898624, size 54, depth 8, solved 32/50 per N [10, 4, 6, 3, 9], nodes 1434
(MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove NumNotMovesOppKing (IfKingMustMove (IfSuicideCheck (And3 (And2 (Or3 IsNextMoveForced IsNextMoveForcedWithKing IsCheckFork) IsOppPiecePinned) IsDiscoveredCheck IsDiscoveredProtectedCheck) (IfAttackingKingMove (IfCaptureCloseToKingMove -559.1 (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease Recurse NumNotMovesOppKing)) (IfKingMustMove NumNotMovesOppKing EvaluateMaterial)) (IfClearingWayMove OppKingProximityToEdges -376)) NumMyPiecesCanCheck))) (MakeAnyOrAllMovesSuchThat IsCheck (IfKingMustMove NumNotMovesOppKing Recurse) (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove NumNotMovesOppKing (IfSuicideCheck IsCheckFork Recurse EvaluateMaterial))) (MakeAnyOrAllMovesSuchThat IsCheck (IfCaptureCloseToKingMove Recurse EvaluateMaterial) (IfKingMustMove EvaluateMaterial Recurse)))))

; #6 generation 89, fitness 2711.4695519737725, size 22, depth 6, solved 36/50 per N [10, 6, 6, 5, 9], nodes 1791
(MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove NumOppPiecesAttacked (IfAttackingKingMove (IfCaptureCloseToKingMove -673.2 (MakeAnyOrAllMovesSuchThat IsCheck Recurse NumNotMovesOppKing)) NumOppPiecesAttacked))) (MakeAnyOrAllMovesSuchThat IsCheck (IfKingMustMove NumNotMovesOppKing Recurse) (IfKingMustMove Recurse Recurse)))

; #7 generation 89, fitness 2710.5197529120182, size 19, depth 5, solved 36/50 per N [10, 6, 6, 5, 9], nodes 1791
(MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove NumNotMovesOppKing (IfAttackingKingMove (IfKingMustMove NumNotMovesOppKing Recurse) NumOppPiecesAttacked))) (MakeAnyOrAllMovesSuchThat IsCheck (IfKingMustMove NumNotMovesOppKing Recurse) (IfKingMustMove Recurse Recurse)))

; #8 generation 89, fitness 2701.9378203856086, size 22, depth 5, solved 33/50 per N [10, 4, 6, 4, 9], nodes 1751
(MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumNotMovesOppKing (IfSuicideCheck IsCheck (IfAttackingKingMove (IfCaptureCloseToKingMove -559.1 NumNotMovesOppKing) (IfKingMustMove NumNotMovesOppKing EvaluateMaterial)) 313.3)) (MakeAnyOrAllMovesSuchThat IsCheck (IfKingMustMove NumNotMovesOppKing Recurse) (IfKingMustMove Recurse Recurse)))

; #9 generation 89, fitness 2701.9378203856086, size 25, depth 6, solved 33/50 per N [10, 4, 6, 4, 9], nodes 1751
(MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumNotMovesOppKing (IfSuicideCheck IsCheck (IfAttackingKingMove (IfCaptureCloseToKingMove -559.1 (MakeAnyOrAllMovesSuchThat IsCheck Recurse NumNotMovesOppKing)) (IfKingMustMove NumNotMovesOppKing EvaluateMaterial)) 752.2)) (MakeAnyOrAllMovesSuchThat IsCheck (IfKingMustMove NumNotMovesOppKing Recurse) (IfKingMustMove Recurse Recurse)))

; #10 generation 89, fitness 2682.0578281368316, size 15, depth 3, solved 35/50 per N [10, 6, 6, 4, 9], nodes 1791
(MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove NumNotMovesOppKing EvaluateMaterial)) (MakeAnyOrAllMovesSuchThat IsCheck (IfKingMustMove NumNotMovesOppKing Recurse) (IfKingMustMove Recurse Recurse)))
