; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 70, fitness 1554.1687360799829, size 20, depth 7, solved 42/50 per N [10, 9, 9, 6, 8], nodes 1552
(IfKingMustMove (IfPinCloseToKingMove OppKingProximityToEdges (IfKingMustMove (If3 (Or3 IsPinCloseToKing IsCheck IsMaterialChange) (IfPinCloseToKingMove (IfExistsCheckingMove NumMyPiecesCanCheck (IfForAllOpponentMoves IsOppKingStuck NumMyPiecesCanCheck NumNotMovesOppKing)) EvaluateMaterial) NumMyPiecesCanCheck) Recurse)) Recurse)
