; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 65, fitness 2770.241967183886, size 24, depth 9, solved 49/50 per N [10, 10, 10, 10, 9], nodes 5290
(IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfPinCloseToKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove NumNotMovesOppKing Recurse) (IfPinCloseToKingMove Recurse Recurse)))))))))
