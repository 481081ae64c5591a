; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 525, fitness 3584.4648056922897, size 21, depth 5, solved 48/50 per N [10, 10, 9, 9, 10], nodes 13430
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove (If3 IsForcingMove Recurse Recurse)) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)))))
