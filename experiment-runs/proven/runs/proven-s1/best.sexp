; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 54, fitness 3680.0170006307967, size 14, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9045
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse)))))
