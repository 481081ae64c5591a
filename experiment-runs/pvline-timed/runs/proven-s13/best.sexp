; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 148, fitness 4652.519113234177, size 28, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4554
(IfMyMoveExistsSuchThat IsPinCloseToKing Recurse (IfCaptureCloseToKingMove EvaluateMaterial (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsDiscoveredCheck IsForcingMove IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or3 NumNotMovesOppBigger IsForcingMove IsForcingMove) Recurse Recurse)))))))
