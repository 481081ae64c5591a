; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 135, fitness 2888.4365741632346, size 26, depth 9, solved 49/50 per N [10, 10, 10, 9, 10], nodes 2497
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease Recurse (MakeAnyOrAllMovesSuchThat IsOppKingStuck Recurse (MakeAnyOrAllMovesSuchThat IsPinCloseToKing Recurse (MakeBestMove Recurse)))))))))
