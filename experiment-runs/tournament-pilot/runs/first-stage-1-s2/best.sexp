; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 138, fitness 1889.5041608985168, size 22, depth 4, solved 41/50 per N [10, 7, 7, 8, 9], nodes 1489
(IfForAllOpponentMoves IsMaterialChange (IfMyMoveExistsSuchThat IsCheck (If3 IsNextMoveForced NumMyPiecesCanCheck (MakeAnyOrAllMovesSuchThat IsCheck NumOppPiecesAttacked -148.1)) -768.2) (If3 IsNextMoveForced 270.8 (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck NumOppPiecesAttacked -148.1) -148.1)))
