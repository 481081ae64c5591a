; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 45, fitness 2010.0267813929954, size 19, depth 4, solved 37/50 per N [10, 7, 7, 4, 9], nodes 1369
(IfForAllOpponentMoves DidNumAttackingKingIncrease (IfClearingWayMove (IfAttackingKingMove OppKingProximityToEdges (IfAttackingKingMove NumMyPiecesCanCheck NumOppPiecesAttacked)) Recurse) (IfCaptureCloseToKingMove (IfAttackingKingMove (IfSuicideCheck IsCheck NumOppPiecesAttacked Recurse) (IfExistsCheckingMove OppKingProximityToEdges NumMyPiecesCanCheck)) -850.4))
