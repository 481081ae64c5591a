; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 81, fitness 5253.702920679665, size 22, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3240
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfPinCloseToKingMove Recurse Recurse) (IfMyMoveExistsSuchThat (Or2 (Or2 IsMaterialChange NumNotMovesOppBigger) NumNotMovesOppBigger) Recurse (IfAttackingKingMove Recurse (IfSuicideCheck IsNextMoveForced OppKingProximityToEdges Recurse))))))
