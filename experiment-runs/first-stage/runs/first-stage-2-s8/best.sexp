; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 76, fitness 2774.6599853496355, size 23, depth 6, solved 39/50 per N [10, 5, 9, 7, 8], nodes 1444
(IfKingMustMove (If3 (And2 IsNextMoveForced (Or3 IsCheck (And3 (And2 IsNextMoveForced IsPinCloseToKing) IsPinCloseToKing DidNumAttackingKingIncrease) IsOppPiecePinned)) EvaluateMaterial Recurse) (IfPinCloseToKingMove OppKingProximityToEdges (If3 (And2 IsNextMoveForced IsNextMoveForced) EvaluateMaterial Recurse)))
