; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 76, fitness 2757.291032684011, size 7, depth 2, solved 36/50 per N [10, 3, 8, 7, 8], nodes 1364
(IfForAllOpponentMoves (And3 IsCheck IsCheckFork IsOppKingProtectingPiece) NumNotMovesOppKing Recurse)

; #2 generation 76, fitness 2757.291032684011, size 15, depth 3, solved 36/50 per N [10, 3, 8, 7, 8], nodes 1364
(IfSuicideCheck IsNextMoveForcedWithKing (IfClearingWayMove (IfMyMoveExistsSuchThat IsMaterialChange NumMyPiecesCanCheck NumNotMovesOppKing) (MakeBestMove Recurse)) (IfForAllOpponentMoves IsDiscoveredCheck NumMyPiecesCanCheck (IfClearingWayMove NumMyPiecesCanCheck -258.8)))

; #3 generation 76, fitness 2750.273488824362, size 1, depth 0, solved 26/50 per N [0, 3, 8, 7, 8], nodes 1729
OppKingProximityToEdges

; #4 generation 76, fitness 2750.273488824362, size 1, depth 0, solved 26/50 per N [0, 3, 8, 7, 8], nodes 1729
Recurse

; #5 generation 76, fitness 2750.273488824362, size 7, depth 2, solved 26/50 per N [0, 3, 8, 7, 8], nodes 1729
(IfClearingWayMove (MyMoveIter IsDiscoveredProtectedCheck IsPinCloseToKing 105.5 -55.2) Recurse)

; #6 generation 76, fitness 2750.273488824362, size 7, depth 2, solved 26/50 per N [0, 3, 8, 7, 8], nodes 1729
(IfClearingWayMove (MyMoveIter IsDiscoveredProtectedCheck IsPinCloseToKing 105.5 -230.8) Recurse)

; #7 generation 76, fitness 2750.273488824362, size 9, depth 2, solved 26/50 per N [0, 3, 8, 7, 8], nodes 1729
(MyMoveIter (Smaller NumOppPiecesAttacked OppKingProximityToEdges) NumNotMovesOppBigger NumNotMovesOppKing (IfCaptureCloseToKingMove Recurse OppKingProximityToEdges))

; #8 generation 76, fitness 2750.273488824362, size 29, depth 5, solved 26/50 per N [0, 3, 8, 7, 8], nodes 1729
(IfClearingWayMove (IfAttackingKingMove (IfClearingWayMove (If3 IsOppKingStuck (IfMyMoveExistsSuchThat IsOppKingStuck EvaluateMaterial NumOppPiecesAttacked) (IfCaptureCloseToKingMove NumOppPiecesAttacked NumNotMovesOppKing)) (IfExistsCheckingMove EvaluateMaterial (IfKingMustMove NumNotMovesOppKing Recurse))) (IfPinCloseToKingMove (IfKingMustMove NumNotMovesOppKing Recurse) (IfCaptureCloseToKingMove (IfAttackingKingMove NumOppPiecesAttacked NumNotMovesOppKing) (IfPinCloseToKingMove Recurse NumNotMovesOppKing)))) Recurse)

; #9 generation 76, fitness 2688.943300891532, size 10, depth 3, solved 40/50 per N [10, 5, 10, 7, 8], nodes 1430
(IfForAllOpponentMoves IsMaterialChange (IfKingMustMove NumMyPiecesCanCheck (IfKingMustMove NumNotMovesOppKing Recurse)) (IfKingMustMove NumNotMovesOppKing Recurse))

; #10 generation 76, fitness 2669.4763482333433, size 25, depth 6, solved 39/50 per N [10, 5, 9, 7, 8], nodes 1430
(IfForAllOpponentMoves IsMaterialChange (IfClearingWayMove (IfForAllOpponentMoves IsPinCloseToKing (If3 IsNextMoveForcedWithKing NumMyPiecesCanCheck NumOppPiecesAttacked) 324.2) (IfForAllOpponentMoves IsMaterialChange EvaluateMaterial (IfKingMustMove NumNotMovesOppKing (IfClearingWayMove (MyMoveIter IsDiscoveredProtectedCheck IsPinCloseToKing 105.5 -230.8) Recurse)))) (IfKingMustMove NumNotMovesOppKing Recurse))
