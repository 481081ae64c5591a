; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 145, fitness 2567.687813205378, size 11, depth 2, solved 43/50 per N [10, 7, 8, 9, 9], nodes 1531
(IfMyMoveExistsSuchThat (And3 IsMaterialChange IsNextMoveForced IsMateInOneOrLess) (IfClearingWayMove 32.4 EvaluateMaterial) (IfKingMustMove NumMyPiecesCanCheck Recurse))
