; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 85, fitness 5084.113255864519, size 23, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3214
(IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsCheck NumMyPiecesCanCheck (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove Recurse))))))))
