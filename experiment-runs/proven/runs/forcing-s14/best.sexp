; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 190, fitness 2250.705808231702, size 6, depth 2, solved 37/50 per N [10, 5, 6, 7, 9], nodes 1398
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse))
