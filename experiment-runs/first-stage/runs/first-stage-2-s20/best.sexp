; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 139, fitness 2631.5308086484333, size 8, depth 2, solved 43/50 per N [10, 8, 7, 8, 10], nodes 1520
(IfKingMustMove (If3 IsOppPiecePinned Recurse NumOppPiecesAttacked) (IfKingMustMove 594.4 Recurse))
