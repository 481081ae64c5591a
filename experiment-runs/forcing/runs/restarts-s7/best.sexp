; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 621, fitness 2639.8967957211266, size 26, depth 6, solved 38/50 per N [10, 5, 8, 5, 10], nodes 1915
(IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove (IfSuicideCheck (And2 IsMateInOneOrLess IsCheck) (IfForAllOpponentMoves IsMaterialChange NumMyPiecesCanCheck Recurse) (IfPinCloseToKingMove NumNotMovesOppKing Recurse)) (IfExistsCheckingMove (IfExistsCheckingMove NumOppPiecesAttacked (IfClearingWayMove (IfForAllOpponentMoves IsNextMoveForced EvaluateMaterial OppKingProximityToEdges) NumOppPiecesAttacked)) (IfPinCloseToKingMove NumNotMovesOppKing Recurse))))
