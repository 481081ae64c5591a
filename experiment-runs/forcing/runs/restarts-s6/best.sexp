; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 201, fitness 2895.4700075899214, size 5, depth 2, solved 49/50 per N [10, 10, 10, 9, 10], nodes 2401
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse -1000))
