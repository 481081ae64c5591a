; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 271, fitness 4000.3631118275957, size 20, depth 6, solved 49/50 per N [10, 10, 9, 10, 10], nodes 7341
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfCaptureCloseToKingMove 361.4 Recurse) (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfCaptureCloseToKingMove Recurse Recurse) (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse))))))
