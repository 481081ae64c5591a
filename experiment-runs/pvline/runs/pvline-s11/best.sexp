; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 406, fitness 3389.5531237976757, size 15, depth 6, solved 47/50 per N [10, 10, 8, 9, 10], nodes 14278
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfAttackingKingMove Recurse Recurse))))))
