; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 131, fitness 3484.440602216046, size 29, depth 10, solved 49/50 per N [10, 9, 10, 10, 10], nodes 3084
(IfMyMoveExistsSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (MakeAnyOrAllMovesSuchThat IsPinCloseToKing Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheckFork Recurse (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove Recurse))))))))))
