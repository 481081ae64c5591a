; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 196, fitness 5188.166163901458, size 16, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4132
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat IsOppPiecePinned NumNotMovesOppKing Recurse) (IfMyMoveExistsSuchThat IsOppKingStuck Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))
