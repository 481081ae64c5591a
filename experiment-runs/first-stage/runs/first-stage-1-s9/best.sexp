; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 82, fitness 1051.195605034954, size 4, depth 1, solved 23/50 per N [5, 4, 2, 5, 7], nodes 1808
(If3 IsDiscoveredProtectedCheck OppKingProximityToEdges Recurse)
