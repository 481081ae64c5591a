; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 136, fitness 5093.648024369673, size 15, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2290
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove DidNumAttackingKingIncrease) Recurse (IfAttackingKingMove Recurse Recurse)))))
