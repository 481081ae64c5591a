; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 124, fitness 1817.1517517337702, size 1, depth 0, solved 29/50 per N [5, 4, 4, 8, 8], nodes 50
1000
