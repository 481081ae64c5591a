; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 243, fitness 2707.171204184482, size 19, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3877
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfPinCloseToKingMove Recurse (IfKingMustMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfAttackingKingMove Recurse Recurse) (IfAttackingKingMove Recurse Recurse)))))))
