; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 148, fitness 1983.4219245123177, size 11, depth 3, solved 41/50 per N [10, 5, 7, 9, 10], nodes 1622
(IfKingMustMove (IfSuicideCheck (Or3 DidNumAttackingKingIncrease IsPinCloseToKing IsNextMoveForcedWithKing) 779.6 (IfKingMustMove NumNotMovesOppKing Recurse)) Recurse)
