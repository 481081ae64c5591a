; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 65, fitness 3008.7067317822734, size 19, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3215
(IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse) (IfCaptureCloseToKingMove Recurse (IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse) (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse))))))
