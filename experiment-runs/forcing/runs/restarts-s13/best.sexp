; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 213, fitness 2674.8839145221573, size 29, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3780
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse))))))))))
