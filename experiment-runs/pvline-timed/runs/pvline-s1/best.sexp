; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 230, fitness 4080.845959487019, size 17, depth 4, solved 49/50 per N [10, 10, 9, 10, 10], nodes 5419
(If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove IsCheck) Recurse Recurse)) (If3 IsCheck -959.8 Recurse))
