; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 62, fitness 2776.8902381500557, size 12, depth 4, solved 47/50 per N [10, 10, 9, 9, 9], nodes 17221
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse Recurse)))
