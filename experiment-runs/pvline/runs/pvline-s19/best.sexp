; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 267, fitness 4894.955632528402, size 20, depth 6, solved 47/50 per N [10, 9, 8, 10, 10], nodes 5111
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease DidNumAttackingKingIncrease) Recurse Recurse)))))
