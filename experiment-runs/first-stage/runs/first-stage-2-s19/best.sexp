; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 111, fitness 2657.508949150472, size 34, depth 6, solved 35/50 per N [2, 7, 8, 8, 10], nodes 533
(IfAttackingKingMove (If3 IsNextMoveForcedWithKing (If3 IsNextMoveForcedWithKing 1000 (IfAttackingKingMove (If3 IsNextMoveForcedWithKing 1000 Recurse) (IfForAllOpponentMoves NumNotMovesOppBigger (IfKingMustMove NumMyPiecesCanCheck Recurse) (If3 IsNextMoveForcedWithKing 1000 Recurse)))) (If3 IsCheckFork 1000 (If3 IsNextMoveForced 1000 Recurse))) (If3 IsNextMoveForcedWithKing 1000 (If3 IsNextMoveForced 1000 Recurse)))
