; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 230, fitness 4009.5456838391133, size 8, depth 3, solved 47/50 per N [10, 10, 8, 9, 10], nodes 4213
(If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) Recurse)
