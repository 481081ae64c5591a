; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 599, fitness 3694.110884023282, size 23, depth 7, solved 47/50 per N [10, 10, 10, 7, 10], nodes 7325
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfSuicideCheck IsOppPiecePinned 204.2 (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse Recurse)))))))
