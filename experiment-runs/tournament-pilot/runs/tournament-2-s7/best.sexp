; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 136, fitness 1923.8456088859398, size 5, depth 2, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1517
(IfKingMustMove (IfKingMustMove NumNotMovesOppKing NumMyPiecesCanCheck) Recurse)
