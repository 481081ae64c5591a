; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 66, fitness 2277.279591252072, size 7, depth 3, solved 47/50 per N [10, 9, 9, 9, 10], nodes 6659
(If3 IsCheck (MakeBestMove (IfAttackingKingMove Recurse Recurse)) Recurse)
