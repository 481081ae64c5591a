; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 34, fitness 581.7478441287426, size 41, depth 4, solved 33/40 per N [10, 8, 5, 10, 0], nodes 1416
(IfPinCloseToKingMove (IfKingMustMove (MyMoveIter (And2 NumNotMovesOppBigger IsOppKingStuck) (Or2 IsOppKingStuck DidNumAttackingKingIncrease) (IfAttackingKingMove -60 EvaluateMaterial) (IfClearingWayMove NumMyPiecesCanCheck OppKingProximityToEdges)) (MakeBestMove (IfAttackingKingMove NumMyPiecesCanCheck 263.8))) (IfKingMustMove (MakeAnyOrAllMovesSuchThat (And2 IsPinCloseToKing IsNextMoveForcedWithKing) (IfKingMustMove NumOppPiecesAttacked NumOppPiecesAttacked) (MyMoveIter IsOppKingStuck IsCheck OppKingProximityToEdges NumMyPiecesCanCheck)) (IfClearingWayMove (MyMoveIter NumNotMovesOppBigger IsOppKingProtectingPiece NumMyPiecesCanCheck 439.7) (IfClearingWayMove NumNotMovesOppKing Recurse))))

; #2 generation 31, fitness 425.90936131566014, size 19, depth 3, solved 30/40 per N [10, 4, 7, 9, 0], nodes 1011
(IfAttackingKingMove (IfForAllOpponentMoves (Not IsOppKingStuck) (IfClearingWayMove NumMyPiecesCanCheck NumOppPiecesAttacked) (If3 IsNextMoveForced NumMyPiecesCanCheck NumNotMovesOppKing)) (IfExistsCheckingMove (IfAttackingKingMove NumOppPiecesAttacked 11.9) (IfForAllOpponentMoves IsDiscoveredCheck -370.4 -328.9)))

; #3 generation 31, fitness 425.90936131566014, size 21, depth 4, solved 30/40 per N [10, 4, 7, 9, 0], nodes 1011
(IfClearingWayMove (IfAttackingKingMove NumNotMovesOppKing NumMyPiecesCanCheck) (IfAttackingKingMove (IfClearingWayMove (IfCaptureCloseToKingMove 316.2 NumOppPiecesAttacked) (MyMoveIter IsDiscoveredProtectedCheck IsOppKingProtectingPiece -507.7 OppKingProximityToEdges)) (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (IfSuicideCheck IsOppPiecePinned Recurse NumNotMovesOppKing) Recurse)))

; #4 generation 31, fitness 425.90936131566014, size 39, depth 3, solved 30/40 per N [10, 4, 7, 9, 0], nodes 1011
(MyMoveIter (Smaller (IfPinCloseToKingMove NumOppPiecesAttacked NumOppPiecesAttacked) (IfAttackingKingMove NumMyPiecesCanCheck NumNotMovesOppKing)) (Or2 (Not IsPinCloseToKing) (Or3 IsDiscoveredCheck IsOppKingProtectingPiece DidNumAttackingKingIncrease)) (MakeAnyOrAllMovesSuchThat (And3 IsMateInOneOrLess IsCheck IsOppKingProtectingPiece) (IfCaptureCloseToKingMove OppKingProximityToEdges NumMyPiecesCanCheck) (IfKingMustMove OppKingProximityToEdges NumOppPiecesAttacked)) (IfMyMoveExistsSuchThat (And3 IsMaterialChange IsMateInOneOrLess IsOppKingStuck) (MakeAnyOrAllMovesSuchThat IsNextMoveForcedWithKing NumMyPiecesCanCheck 734.8) (IfForAllOpponentMoves IsDiscoveredCheck NumOppPiecesAttacked Recurse)))

; #5 generation 31, fitness 419.3019658685163, size 35, depth 6, solved 34/40 per N [10, 6, 9, 9, 0], nodes 1184
(IfKingMustMove Recurse (MakeAnyOrAllMovesSuchThat IsCheckFork (If3 IsNextMoveForcedWithKing NumNotMovesOppKing OppKingProximityToEdges) (IfKingMustMove (If3 NumNotMovesOppBigger EvaluateMaterial (IfClearingWayMove NumMyPiecesCanCheck (MakeBestMove EvaluateMaterial))) (MyMoveIter IsDiscoveredCheck NumNotMovesOppBigger (IfExistsCheckingMove (If3 IsOppPiecePinned NumMyPiecesCanCheck NumMyPiecesCanCheck) (IfExistsCheckingMove Recurse NumOppPiecesAttacked)) (IfExistsCheckingMove (IfKingMustMove NumOppPiecesAttacked EvaluateMaterial) (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing NumMyPiecesCanCheck Recurse))))))

; #6 generation 31, fitness 418.97371269461826, size 3, depth 1, solved 23/40 per N [3, 4, 7, 9, 0], nodes 1305
(IfExistsCheckingMove NumMyPiecesCanCheck Recurse)

; #7 generation 31, fitness 418.97371269461826, size 3, depth 1, solved 23/40 per N [3, 4, 7, 9, 0], nodes 1305
(IfAttackingKingMove NumOppPiecesAttacked Recurse)

; #8 generation 31, fitness 418.97371269461826, size 4, depth 1, solved 23/40 per N [3, 4, 7, 9, 0], nodes 1305
(IfMyMoveExistsSuchThat IsPinCloseToKing 211.5 -652.5)

; #9 generation 31, fitness 418.97371269461826, size 8, depth 2, solved 23/40 per N [3, 4, 7, 9, 0], nodes 1305
(IfExistsCheckingMove (IfSuicideCheck IsCheckFork -762.7 OppKingProximityToEdges) (IfClearingWayMove EvaluateMaterial -861.7))

; #10 generation 31, fitness 418.97371269461826, size 10, depth 3, solved 23/40 per N [3, 4, 7, 9, 0], nodes 1305
(IfMyMoveExistsSuchThat IsMateInOneOrLess (If3 IsOppPiecePinned NumMyPiecesCanCheck (IfMyMoveExistsSuchThat IsDiscoveredCheck NumMyPiecesCanCheck NumOppPiecesAttacked)) OppKingProximityToEdges)
