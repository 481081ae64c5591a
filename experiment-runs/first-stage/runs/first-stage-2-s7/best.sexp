; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 46, fitness 1968.3917550260476, size 25, depth 8, solved 48/50 per N [10, 10, 10, 8, 10], nodes 3144
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (And2 DidNumAttackingKingIncrease NumNotMovesOppBigger) Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove Recurse))))))))
