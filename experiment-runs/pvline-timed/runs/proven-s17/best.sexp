; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 164, fitness 5131.20404040404, size 26, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5865
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (And2 IsMateInOneOrLess IsCheckFork) Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfSuicideCheck (Or2 NumNotMovesOppBigger NumNotMovesOppBigger) Recurse Recurse))))))))
