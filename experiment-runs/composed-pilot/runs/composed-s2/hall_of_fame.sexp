; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 649, fitness 840.5208844901553, size 28, depth 6, solved 28/50 per N [10, 5, 3, 2, 8], nodes 2872
(IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck (IfSuicideCheck IsCheck OppKingProximityToEdges (IfCaptureCloseToKingMove -37.9 (MakeBestMove NumNotMovesOppKing))) -608) (IfExistsCheckingMove EvaluateMaterial (MakeAnyOrAllMovesSuchThat IsCheck -759.9 (If3 IsDiscoveredCheck (IfClearingWayMove (IfSuicideCheck IsOppKingStuck OppKingProximityToEdges NumOppPiecesAttacked) NumNotMovesOppKing) (IfForAllOpponentMoves DidNumAttackingKingIncrease NumNotMovesOppKing -149.6)))))

; #2 generation 649, fitness 840.4247422407122, size 38, depth 8, solved 28/50 per N [10, 5, 3, 2, 8], nodes 2925
(IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck (IfSuicideCheck IsCheck OppKingProximityToEdges (IfCaptureCloseToKingMove -37.9 (MakeBestMove NumNotMovesOppKing))) -608) (IfExistsCheckingMove EvaluateMaterial (MakeAnyOrAllMovesSuchThat IsCheck -759.9 (If3 IsDiscoveredCheck (IfClearingWayMove (IfSuicideCheck IsOppKingStuck OppKingProximityToEdges NumOppPiecesAttacked) (MakeAnyOrAllMovesSuchThat IsOppPiecePinned (IfForAllOpponentMoves IsOppKingStuck (IfClearingWayMove NumOppPiecesAttacked NumOppPiecesAttacked) (IfAttackingKingMove EvaluateMaterial NumNotMovesOppKing)) NumOppPiecesAttacked)) (IfForAllOpponentMoves DidNumAttackingKingIncrease NumNotMovesOppKing -149.6)))))

; #3 generation 649, fitness 840.4247422407122, size 52, depth 9, solved 28/50 per N [10, 5, 3, 2, 8], nodes 2925
(IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck (IfSuicideCheck IsCheck (IfCaptureCloseToKingMove -37.9 (MakeBestMove NumNotMovesOppKing)) (IfCaptureCloseToKingMove -37.9 (MakeBestMove NumNotMovesOppKing))) -608) (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck (IfSuicideCheck IsCheck OppKingProximityToEdges (IfCaptureCloseToKingMove -37.9 (MakeBestMove NumNotMovesOppKing))) -608) (IfExistsCheckingMove EvaluateMaterial (MakeAnyOrAllMovesSuchThat IsCheck -759.9 (If3 IsDiscoveredCheck (IfClearingWayMove (IfSuicideCheck IsOppKingStuck OppKingProximityToEdges NumOppPiecesAttacked) (MakeAnyOrAllMovesSuchThat IsOppPiecePinned (IfForAllOpponentMoves IsOppKingStuck (IfClearingWayMove NumOppPiecesAttacked NumOppPiecesAttacked) (IfAttackingKingMove EvaluateMaterial NumNotMovesOppKing)) NumOppPiecesAttacked)) (IfForAllOpponentMoves DidNumAttackingKingIncrease NumNotMovesOppKing -149.6))))))

; #4 generation 649, fitness 840.4247422407122, size 57, depth 9, solved 28/50 per N [10, 5, 3, 2, 8], nodes 2925
(IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck (IfSuicideCheck IsCheck (IfCaptureCloseToKingMove -37.9 (MakeBestMove NumNotMovesOppKing)) (IfCaptureCloseToKingMove -37.9 (MakeBestMove NumNotMovesOppKing))) -608) (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck (IfSuicideCheck IsCheck OppKingProximityToEdges (IfCaptureCloseToKingMove -37.9 (IfSuicideCheck IsCheck 157 (IfCaptureCloseToKingMove 105.3 (MakeBestMove NumNotMovesOppKing))))) -608) (IfExistsCheckingMove EvaluateMaterial (MakeAnyOrAllMovesSuchThat IsCheck -759.9 (If3 IsDiscoveredCheck (IfClearingWayMove (IfSuicideCheck IsOppKingStuck OppKingProximityToEdges NumOppPiecesAttacked) (MakeAnyOrAllMovesSuchThat IsOppPiecePinned (IfForAllOpponentMoves IsOppKingStuck (IfClearingWayMove NumOppPiecesAttacked NumOppPiecesAttacked) (IfAttackingKingMove EvaluateMaterial NumNotMovesOppKing)) NumOppPiecesAttacked)) (IfForAllOpponentMoves DidNumAttackingKingIncrease NumNotMovesOppKing -149.6))))))

; #5 generation 649, fitness 840.1360135283198, size 12, depth 4, solved 28/50 per N [10, 5, 3, 2, 8], nodes 2872
(IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck (IfCaptureCloseToKingMove -37.9 (MakeBestMove NumNotMovesOppKing)) -608) (IfKingMustMove (MakeBestMove NumNotMovesOppKing) -403.5))

; #6 generation 649, fitness 840.1360135283198, size 15, depth 5, solved 28/50 per N [10, 5, 3, 2, 8], nodes 2872
(IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck (IfSuicideCheck IsCheck NumNotMovesOppKing (IfCaptureCloseToKingMove -37.9 (MakeBestMove NumNotMovesOppKing))) -608) (IfKingMustMove (MakeBestMove NumNotMovesOppKing) -403.5))

; #7 generation 649, fitness 840.1360135283198, size 16, depth 5, solved 28/50 per N [10, 5, 3, 2, 8], nodes 2872
(IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck (IfSuicideCheck IsCheck NumNotMovesOppKing (IfCaptureCloseToKingMove NumOppPiecesAttacked (MakeBestMove NumNotMovesOppKing))) -608) (IfKingMustMove (IfPinCloseToKingMove -37.9 NumMyPiecesCanCheck) -403.5))

; #8 generation 649, fitness 840.1360135283198, size 16, depth 5, solved 28/50 per N [10, 5, 3, 2, 8], nodes 2872
(IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck (IfSuicideCheck DidNumAttackingKingIncrease (MakeBestMove NumNotMovesOppKing) (IfCaptureCloseToKingMove 105.3 (MakeBestMove NumNotMovesOppKing))) -608) (IfKingMustMove (MakeBestMove NumNotMovesOppKing) -403.5))

; #9 generation 649, fitness 840.1360135283198, size 19, depth 7, solved 28/50 per N [10, 5, 3, 2, 8], nodes 2872
(IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck (IfCaptureCloseToKingMove -37.9 (MakeBestMove NumNotMovesOppKing)) -608) (IfKingMustMove (IfKingMustMove (MakeBestMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove NumNotMovesOppKing) -608))) 826.8) -403.5))

; #10 generation 649, fitness 840.1360135283198, size 20, depth 5, solved 28/50 per N [10, 5, 3, 2, 8], nodes 2872
(IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck (IfCaptureCloseToKingMove -37.9 (IfCaptureCloseToKingMove -37.9 (MakeBestMove NumNotMovesOppKing))) -608) (IfKingMustMove (MyMoveIter IsCheckFork IsCheck (MakeAnyOrAllMovesSuchThat IsCheck -403.5 -608) NumMyPiecesCanCheck) -403.5))
