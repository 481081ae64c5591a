; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 1, fitness 27.272727272727273, size 11, depth 2, solved 2/2 per N [1, 1], nodes 12
(IfForAllOpponentMoves (Smaller NumNotMovesOppKing -290.1) (If3 IsCheckFork NumMyPiecesCanCheck EvaluateMaterial) (IfClearingWayMove -85.6 EvaluateMaterial))
