; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 649, fitness 840.5208844901553, size 28, depth 6, solved 28/50 per N [10, 5, 3, 2, 8], nodes 2872
(IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck (IfSuicideCheck IsCheck OppKingProximityToEdges (IfCaptureCloseToKingMove -37.9 (MakeBestMove NumNotMovesOppKing))) -608) (IfExistsCheckingMove EvaluateMaterial (MakeAnyOrAllMovesSuchThat IsCheck -759.9 (If3 IsDiscoveredCheck (IfClearingWayMove (IfSuicideCheck IsOppKingStuck OppKingProximityToEdges NumOppPiecesAttacked) NumNotMovesOppKing) (IfForAllOpponentMoves DidNumAttackingKingIncrease NumNotMovesOppKing -149.6)))))
