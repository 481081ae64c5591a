; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 288, fitness 2064.868120897062, size 8, depth 2, solved 49/50 per N [10, 10, 10, 10, 9], nodes 4244
(IfForAllOpponentMoves (Not IsNextMoveForced) (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) Recurse)
