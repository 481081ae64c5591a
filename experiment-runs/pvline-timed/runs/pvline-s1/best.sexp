; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 229, fitness 2765.118841859914, size 38, depth 7, solved 44/50 per N [10, 7, 8, 10, 9], nodes 2238
(If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) (If3 IsCheck (If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) (If3 IsForcingMove (If3 (Or3 IsForcingMove IsForcingMove IsNextMoveForcedWithKing) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) Recurse) Recurse) (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) (IfExistsCheckingMove (MakeBestMove -699.4) -292.5)) (If3 IsForcingMove NumMyPiecesCanCheck Recurse))
