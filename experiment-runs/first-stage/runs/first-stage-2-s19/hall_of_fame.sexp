; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 111, fitness 2657.508949150472, size 34, depth 6, solved 35/50 per N [2, 7, 8, 8, 10], nodes 533
(IfAttackingKingMove (If3 IsNextMoveForcedWithKing (If3 IsNextMoveForcedWithKing 1000 (IfAttackingKingMove (If3 IsNextMoveForcedWithKing 1000 Recurse) (IfForAllOpponentMoves NumNotMovesOppBigger (IfKingMustMove NumMyPiecesCanCheck Recurse) (If3 IsNextMoveForcedWithKing 1000 Recurse)))) (If3 IsCheckFork 1000 (If3 IsNextMoveForced 1000 Recurse))) (If3 IsNextMoveForcedWithKing 1000 (If3 IsNextMoveForced 1000 Recurse)))

; #2 generation 111, fitness 2657.508949150472, size 34, depth 6, solved 35/50 per N [2, 7, 8, 8, 10], nodes 533
(IfAttackingKingMove (If3 IsNextMoveForcedWithKing (If3 IsNextMoveForcedWithKing 1000 (IfAttackingKingMove (If3 IsNextMoveForcedWithKing 1000 1000) (IfForAllOpponentMoves NumNotMovesOppBigger (IfKingMustMove NumMyPiecesCanCheck Recurse) (If3 IsNextMoveForcedWithKing 1000 Recurse)))) (If3 IsCheckFork 1000 (If3 IsNextMoveForced 1000 Recurse))) (If3 IsNextMoveForcedWithKing 1000 (If3 IsNextMoveForced 1000 Recurse)))

; #3 generation 111, fitness 2643.2345069022654, size 36, depth 6, solved 43/50 per N [9, 8, 8, 8, 10], nodes 512
(IfAttackingKingMove (If3 IsNextMoveForcedWithKing 1000 (If3 IsCheckFork 1000 (If3 IsNextMoveForced 1000 Recurse))) (IfKingMustMove (IfKingMustMove (IfKingMustMove Recurse (IfClearingWayMove (If3 IsNextMoveForcedWithKing 1000 Recurse) OppKingProximityToEdges)) (IfKingMustMove (If3 IsNextMoveForcedWithKing 1000 Recurse) (If3 IsNextMoveForced 1000 Recurse))) (IfKingMustMove -147.6 (If3 IsNextMoveForced 1000 Recurse))))

; #4 generation 111, fitness 2643.2345069022654, size 39, depth 6, solved 43/50 per N [9, 8, 8, 8, 10], nodes 512
(IfAttackingKingMove (If3 IsNextMoveForcedWithKing 1000 (If3 IsCheckFork 1000 (If3 IsNextMoveForced 1000 Recurse))) (IfKingMustMove (IfKingMustMove (IfKingMustMove Recurse (IfClearingWayMove (If3 IsNextMoveForcedWithKing 1000 Recurse) OppKingProximityToEdges)) (IfKingMustMove (If3 IsNextMoveForcedWithKing 1000 Recurse) (If3 IsNextMoveForced 1000 Recurse))) (IfKingMustMove (If3 IsNextMoveForcedWithKing 1000 Recurse) (If3 IsNextMoveForced 1000 Recurse))))

; #5 generation 111, fitness 2643.2345069022654, size 49, depth 7, solved 43/50 per N [9, 8, 8, 8, 10], nodes 512
(IfAttackingKingMove (If3 IsNextMoveForcedWithKing 1000 (If3 IsCheckFork 1000 (If3 IsNextMoveForced 1000 Recurse))) (IfKingMustMove (IfKingMustMove (IfKingMustMove Recurse (IfClearingWayMove (If3 IsNextMoveForcedWithKing 1000 Recurse) OppKingProximityToEdges)) (IfKingMustMove (If3 IsNextMoveForcedWithKing 1000 Recurse) (If3 IsNextMoveForced 1000 Recurse))) (IfKingMustMove (If3 IsNextMoveForcedWithKing 1000 (IfAttackingKingMove (If3 IsNextMoveForcedWithKing 1000 (If3 IsNextMoveForced 1000 Recurse)) (IfClearingWayMove NumOppPiecesAttacked Recurse))) (If3 IsNextMoveForced 1000 Recurse))))

; #6 generation 111, fitness 2633.9900862036734, size 4, depth 1, solved 33/50 per N [2, 5, 8, 8, 10], nodes 723
(If3 IsNextMoveForcedWithKing 1000 Recurse)

; #7 generation 111, fitness 2633.9900862036734, size 7, depth 2, solved 33/50 per N [2, 5, 8, 8, 10], nodes 723
(If3 IsNextMoveForcedWithKing 1000 (If3 IsNextMoveForcedWithKing 1000 Recurse))

; #8 generation 111, fitness 2633.9900862036734, size 9, depth 2, solved 33/50 per N [2, 5, 8, 8, 10], nodes 723
(IfAttackingKingMove (If3 IsNextMoveForcedWithKing 1000 Recurse) (If3 IsNextMoveForcedWithKing 1000 Recurse))

; #9 generation 111, fitness 2628.9112606863364, size 31, depth 5, solved 41/50 per N [10, 5, 8, 8, 10], nodes 662
(IfAttackingKingMove (If3 IsNextMoveForcedWithKing 1000 (IfAttackingKingMove (IfForAllOpponentMoves NumNotMovesOppBigger (IfKingMustMove NumMyPiecesCanCheck Recurse) (If3 IsNextMoveForcedWithKing 1000 Recurse)) (IfForAllOpponentMoves NumNotMovesOppBigger NumMyPiecesCanCheck (If3 IsNextMoveForcedWithKing 1000 Recurse)))) (IfKingMustMove (IfAttackingKingMove (If3 IsNextMoveForcedWithKing 1000 1000) (IfKingMustMove Recurse Recurse)) Recurse))

; #10 generation 111, fitness 2620.3003705749643, size 42, depth 6, solved 39/50 per N [6, 7, 8, 8, 10], nodes 756
(IfAttackingKingMove (If3 IsNextMoveForcedWithKing 1000 (If3 IsCheckFork 1000 (If3 IsNextMoveForced 1000 Recurse))) (IfKingMustMove (IfKingMustMove (IfKingMustMove Recurse (IfClearingWayMove (If3 IsNextMoveForcedWithKing 1000 Recurse) OppKingProximityToEdges)) (IfKingMustMove (If3 IsNextMoveForcedWithKing 1000 Recurse) (If3 IsNextMoveForced 1000 Recurse))) (IfKingMustMove (If3 IsNextMoveForcedWithKing 1000 Recurse) (IfForAllOpponentMoves NumNotMovesOppBigger NumMyPiecesCanCheck (If3 IsNextMoveForcedWithKing 1000 Recurse)))))
