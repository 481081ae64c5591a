; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 179, fitness 1860.9333522287502, size 3, depth 1, solved 30/50 per N [10, 4, 5, 2, 9], nodes 1282
(IfKingMustMove NumNotMovesOppKing NumMyPiecesCanCheck)
