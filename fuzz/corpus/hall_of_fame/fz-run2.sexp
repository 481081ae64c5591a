; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 1, fitness 7.721212121212121, size 10, depth 2, solved 2/2 per N [1, 1], nodes 58
(If3 (And2 NumNotMovesOppBigger DidNumAttackingKingIncrease) (IfExistsCheckingMove NumMyPiecesCanCheck OppKingProximityToEdges) (IfExistsCheckingMove NumNotMovesOppKing NumNotMovesOppKing))

; #2 generation 0, fitness 6, size 11, depth 2, solved 2/2 per N [1, 1], nodes 85
(MyMoveIter IsNextMoveForcedWithKing DidNumAttackingKingIncrease (MyMoveIter IsNextMoveForcedWithKing IsPinCloseToKing NumMyPiecesCanCheck 337.4) (IfAttackingKingMove 935 NumNotMovesOppKing))

; #3 generation 1, fitness 2.121212121212121, size 10, depth 2, solved 1/2 per N [1, 0], nodes 58
(If3 (And2 NumNotMovesOppBigger DidNumAttackingKingIncrease) (IfClearingWayMove EvaluateMaterial EvaluateMaterial) (IfExistsCheckingMove NumNotMovesOppKing NumNotMovesOppKing))

; #4 generation 0, fitness 2, size 27, depth 3, solved 1/2 per N [1, 0], nodes 77
(MakeAnyOrAllMovesSuchThat (Smaller (MyMoveIter IsDiscoveredCheck IsOppKingProtectingPiece NumOppPiecesAttacked OppKingProximityToEdges) (IfClearingWayMove EvaluateMaterial EvaluateMaterial)) (IfKingMustMove (IfCaptureCloseToKingMove NumMyPiecesCanCheck NumMyPiecesCanCheck) (MyMoveIter IsPinCloseToKing IsMateInOneOrLess NumNotMovesOppKing NumOppPiecesAttacked)) (IfClearingWayMove (IfAttackingKingMove EvaluateMaterial NumNotMovesOppKing) (IfSuicideCheck IsOppKingStuck NumOppPiecesAttacked EvaluateMaterial)))

; #5 generation 0, fitness 0, size 19, depth 3, solved 0/2 per N [0, 0], nodes 85
(IfExistsCheckingMove (If3 (Or2 IsOppPiecePinned IsCheckFork) OppKingProximityToEdges (IfExistsCheckingMove OppKingProximityToEdges NumMyPiecesCanCheck)) (IfMyMoveExistsSuchThat (Not IsCheckFork) (MakeAnyOrAllMovesSuchThat IsCheckFork EvaluateMaterial NumMyPiecesCanCheck) (IfClearingWayMove NumOppPiecesAttacked -620.3)))
