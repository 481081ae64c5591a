; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 133, fitness 5096.859131939792, size 32, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5325
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredProtectedCheck IsMaterialChange) Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsMaterialChange) Recurse (IfMyMoveExistsSuchThat (Or2 DidNumAttackingKingIncrease IsMaterialChange) Recurse (IfAttackingKingMove Recurse Recurse))))))))))
