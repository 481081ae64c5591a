; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 46, fitness 797.9873102835056, size 23, depth 8, solved 40/40 per N [10, 10, 10, 10, 0], nodes 1863
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsCheck) (IfAttackingKingMove NumNotMovesOppKing (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsCheck) Recurse Recurse)))) Recurse)))
