; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 148, fitness 1872.5133037351889, size 16, depth 5, solved 44/50 per N [10, 5, 10, 9, 10], nodes 3944
(IfKingMustMove (IfMyMoveExistsSuchThat IsNextMoveForced (If3 IsOppKingProtectingPiece 846.7 (IfKingMustMove EvaluateMaterial (MakeBestMove Recurse))) (IfKingMustMove (IfExistsCheckingMove OppKingProximityToEdges -626) -624)) -624)
