; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 125, fitness 2340.6243270723435, size 16, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2151
(IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat (Smaller NumMyPiecesCanCheck 110) Recurse Recurse) (IfKingMustMove Recurse (IfForAllOpponentMoves (Smaller NumMyPiecesCanCheck 110) Recurse Recurse)))
