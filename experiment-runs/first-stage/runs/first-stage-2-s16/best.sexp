; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 69, fitness 2391.7638200821975, size 19, depth 4, solved 42/50 per N [10, 8, 8, 7, 9], nodes 1456
(IfKingMustMove (If3 DidNumAttackingKingIncrease (IfForAllOpponentMoves IsMateInOneOrLess (IfKingMustMove NumNotMovesOppKing Recurse) NumNotMovesOppKing) (IfKingMustMove (IfKingMustMove NumNotMovesOppKing Recurse) (IfKingMustMove NumNotMovesOppKing Recurse))) (IfKingMustMove NumNotMovesOppKing Recurse))
