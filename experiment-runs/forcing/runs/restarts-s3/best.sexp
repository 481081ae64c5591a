; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 375, fitness 3688.8400686460745, size 7, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5189
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse)))
