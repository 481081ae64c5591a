; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 104, fitness 2565.2850960637047, size 16, depth 4, solved 44/50 per N [10, 9, 7, 8, 10], nodes 1423
(IfKingMustMove (IfForAllOpponentMoves IsMateInOneOrLess EvaluateMaterial NumOppPiecesAttacked) (If3 (Not (And2 IsCheck IsNextMoveForced)) (IfKingMustMove NumOppPiecesAttacked (IfCaptureCloseToKingMove 436.9 Recurse)) -904))
