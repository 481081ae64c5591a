; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 670, fitness 719.694963838445, size 25, depth 9, solved 42/50 per N [10, 8, 8, 7, 9], nodes 41634
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsOppKingStuck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse Recurse)))))))))
