; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 65, fitness 2232.6997185436826, size 21, depth 5, solved 37/50 per N [10, 6, 7, 4, 10], nodes 1591
(IfKingMustMove (IfExistsCheckingMove (IfPinCloseToKingMove (IfSuicideCheck NumNotMovesOppBigger EvaluateMaterial NumNotMovesOppKing) (IfForAllOpponentMoves NumNotMovesOppBigger EvaluateMaterial (IfKingMustMove 882.6 Recurse))) (IfKingMustMove (IfPinCloseToKingMove (IfKingMustMove OppKingProximityToEdges Recurse) Recurse) Recurse)) Recurse)
