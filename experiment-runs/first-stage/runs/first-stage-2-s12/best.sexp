; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 129, fitness 3053.9201153306294, size 29, depth 10, solved 45/50 per N [10, 7, 8, 10, 10], nodes 2207
(IfKingMustMove (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger (If3 IsNextMoveForced OppKingProximityToEdges (MakeAnyOrAllMovesSuchThat IsMaterialChange (If3 IsNextMoveForced OppKingProximityToEdges (If3 IsNextMoveForced (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger (If3 IsNextMoveForced OppKingProximityToEdges (MakeBestMove (MakeBestMove -680.4))) -519.5) -680.4)) -519.5)) (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger -680.4 -519.5)) -680.4)
