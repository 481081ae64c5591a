; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 109, fitness 2674.918682836626, size 30, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3608
(IfMyMoveExistsSuchThat IsMaterialChange (MakeBestMove (IfSuicideCheck IsCheck Recurse Recurse)) (IfMyMoveExistsSuchThat (Or2 IsCheckFork IsOppKingStuck) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))))))
