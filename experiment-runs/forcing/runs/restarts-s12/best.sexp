; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 319, fitness 3675.975740074463, size 9, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3479
(MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) (IfForAllOpponentMoves (Not IsDiscoveredProtectedCheck) Recurse Recurse))
