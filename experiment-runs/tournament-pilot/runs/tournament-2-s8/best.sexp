; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 76, fitness 2757.291032684011, size 7, depth 2, solved 36/50 per N [10, 3, 8, 7, 8], nodes 1364
(IfForAllOpponentMoves (And3 IsCheck IsCheckFork IsOppKingProtectingPiece) NumNotMovesOppKing Recurse)
