; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 486, fitness 5141.449535789158, size 20, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2758
(IfExistsCheckingMove (MakeBestMove (MakeBestMove Recurse)) (IfClearingWayMove Recurse (IfAttackingKingMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)))))))
