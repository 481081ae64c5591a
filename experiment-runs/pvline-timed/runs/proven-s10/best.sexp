; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 302, fitness 4965.45517170916, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3196
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (MyMoveIter (Smaller -202.6 EvaluateMaterial) (Smaller -519.3 NumNotMovesOppKing) Recurse Recurse)))
