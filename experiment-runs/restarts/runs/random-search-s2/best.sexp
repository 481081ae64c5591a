; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 32, fitness 383.0789327040237, size 28, depth 3, solved 36/40 per N [10, 8, 9, 9, 0], nodes 1061
(IfSuicideCheck (And2 (And2 IsOppKingStuck IsMaterialChange) (Or3 NumNotMovesOppBigger IsDiscoveredProtectedCheck IsNextMoveForced)) (IfClearingWayMove (IfClearingWayMove Recurse Recurse) (IfKingMustMove NumOppPiecesAttacked NumMyPiecesCanCheck)) (If3 (Or3 IsOppPiecePinned IsOppKingProtectingPiece IsNextMoveForcedWithKing) (IfKingMustMove NumMyPiecesCanCheck Recurse) (IfMyMoveExistsSuchThat IsCheckFork NumMyPiecesCanCheck EvaluateMaterial)))
