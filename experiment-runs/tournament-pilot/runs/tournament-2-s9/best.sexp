; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 123, fitness 2185.3370657715313, size 6, depth 2, solved 39/50 per N [10, 4, 8, 8, 9], nodes 1536
(IfKingMustMove NumOppPiecesAttacked (IfForAllOpponentMoves DidNumAttackingKingIncrease OppKingProximityToEdges -398.9))
