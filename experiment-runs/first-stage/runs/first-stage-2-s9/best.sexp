; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 98, fitness 2677.319454154082, size 21, depth 4, solved 43/50 per N [10, 8, 9, 6, 10], nodes 1421
(IfForAllOpponentMoves IsMaterialChange (IfClearingWayMove NumOppPiecesAttacked (If3 IsCheck NumNotMovesOppKing (IfPinCloseToKingMove EvaluateMaterial NumNotMovesOppKing))) (If3 IsCheck (If3 IsCheck NumNotMovesOppKing (IfClearingWayMove NumMyPiecesCanCheck Recurse)) (IfClearingWayMove NumMyPiecesCanCheck Recurse)))
