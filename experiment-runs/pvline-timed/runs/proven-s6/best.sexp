; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 124, fitness 4894.1916380205985, size 22, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3098
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove EvaluateMaterial Recurse) (If3 IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfExistsCheckingMove 394.3 (IfCaptureCloseToKingMove Recurse Recurse))))))))
