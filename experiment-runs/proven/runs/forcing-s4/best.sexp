; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 135, fitness 2841.2809571806906, size 15, depth 6, solved 49/50 per N [10, 10, 9, 10, 10], nodes 3895
(IfMyMoveExistsSuchThat IsCheck (MakeBestMove Recurse) (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (IfExistsCheckingMove Recurse (MakeBestMove Recurse))))))
