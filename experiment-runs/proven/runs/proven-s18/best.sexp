; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 46, fitness 3282.285130779032, size 18, depth 3, solved 44/50 per N [10, 10, 6, 8, 10], nodes 2669
(IfForAllOpponentMoves (Not (Not IsMateInOneOrLess)) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse EvaluateMaterial)) (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsForcingMove NumMyPiecesCanCheck EvaluateMaterial) (If3 IsOppPiecePinned Recurse Recurse)))
