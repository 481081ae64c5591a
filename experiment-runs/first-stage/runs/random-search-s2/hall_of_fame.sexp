; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 104, fitness 1575.1751751450793, size 9, depth 3, solved 38/50 per N [10, 7, 6, 7, 8], nodes 2026
(IfKingMustMove Recurse (IfClearingWayMove OppKingProximityToEdges (MyMoveIter IsOppKingProtectingPiece IsDiscoveredCheck Recurse Recurse)))

; #2 generation 115, fitness 1306.3983945544169, size 3, depth 1, solved 42/50 per N [10, 7, 8, 9, 8], nodes 1460
(IfKingMustMove NumOppPiecesAttacked -857.3)

; #3 generation 52, fitness 1265.1665742455093, size 40, depth 5, solved 38/50 per N [10, 7, 8, 5, 8], nodes 1444
(MyMoveIter NumNotMovesOppBigger IsCheckFork OppKingProximityToEdges (MyMoveIter (Smaller (IfAttackingKingMove Recurse NumNotMovesOppKing) (IfSuicideCheck (And3 IsOppKingStuck IsMaterialChange IsOppKingStuck) (IfMyMoveExistsSuchThat IsCheckFork -751.9 NumOppPiecesAttacked) (If3 IsMateInOneOrLess Recurse EvaluateMaterial))) IsOppPiecePinned NumMyPiecesCanCheck (If3 (And2 IsCheckFork (And3 IsNextMoveForced IsNextMoveForcedWithKing IsNextMoveForced)) NumOppPiecesAttacked (IfForAllOpponentMoves IsCheckFork (IfExistsCheckingMove EvaluateMaterial EvaluateMaterial) (IfExistsCheckingMove EvaluateMaterial Recurse)))))

; #4 generation 52, fitness 1263.2549993845405, size 9, depth 2, solved 38/50 per N [10, 7, 8, 5, 8], nodes 1444
(IfAttackingKingMove (IfForAllOpponentMoves DidNumAttackingKingIncrease EvaluateMaterial OppKingProximityToEdges) (MakeAnyOrAllMovesSuchThat IsDiscoveredCheck NumNotMovesOppKing -157.4))

; #5 generation 52, fitness 1263.2549993845405, size 14, depth 3, solved 38/50 per N [10, 7, 8, 5, 8], nodes 1444
(IfForAllOpponentMoves (And2 IsCheckFork IsNextMoveForced) (IfClearingWayMove (MakeAnyOrAllMovesSuchThat IsMaterialChange NumMyPiecesCanCheck NumMyPiecesCanCheck) 70.6) (IfClearingWayMove (MakeBestMove EvaluateMaterial) OppKingProximityToEdges))

; #6 generation 52, fitness 1253.677162972931, size 3, depth 1, solved 32/50 per N [4, 7, 8, 5, 8], nodes 1777
(IfExistsCheckingMove NumMyPiecesCanCheck -392.6)

; #7 generation 52, fitness 1253.677162972931, size 3, depth 1, solved 32/50 per N [4, 7, 8, 5, 8], nodes 1777
(IfAttackingKingMove NumOppPiecesAttacked -760)

; #8 generation 52, fitness 1253.677162972931, size 3, depth 1, solved 32/50 per N [4, 7, 8, 5, 8], nodes 1777
(IfClearingWayMove NumNotMovesOppKing OppKingProximityToEdges)

; #9 generation 52, fitness 1253.677162972931, size 3, depth 1, solved 32/50 per N [4, 7, 8, 5, 8], nodes 1777
(IfPinCloseToKingMove Recurse -841.9)

; #10 generation 52, fitness 1253.677162972931, size 4, depth 1, solved 32/50 per N [4, 7, 8, 5, 8], nodes 1777
(IfSuicideCheck IsMateInOneOrLess EvaluateMaterial OppKingProximityToEdges)
