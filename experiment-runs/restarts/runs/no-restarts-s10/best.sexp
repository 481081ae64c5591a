; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 83, fitness 2686.7796543746895, size 7, depth 2, solved 42/50 per N [10, 6, 7, 9, 10], nodes 1436
(IfKingMustMove (IfExistsCheckingMove EvaluateMaterial Recurse) (IfKingMustMove Recurse Recurse))
