; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 60, fitness 5073.511688904094, size 33, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3926
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppKingStuck Recurse (IfPinCloseToKingMove (IfForAllOpponentMoves IsDiscoveredCheck Recurse Recurse) (IfPinCloseToKingMove (IfForAllOpponentMoves IsMaterialChange Recurse Recurse) (IfMyMoveExistsSuchThat IsCheck Recurse (IfClearingWayMove EvaluateMaterial (IfAttackingKingMove Recurse Recurse))))))))))
