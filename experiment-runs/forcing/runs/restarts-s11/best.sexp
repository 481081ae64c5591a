; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 265, fitness 2542.886738461071, size 13, depth 4, solved 49/50 per N [10, 10, 10, 10, 9], nodes 1964
(IfForAllOpponentMoves (Not (Smaller (IfExistsCheckingMove NumMyPiecesCanCheck Recurse) NumMyPiecesCanCheck)) Recurse (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) Recurse))
