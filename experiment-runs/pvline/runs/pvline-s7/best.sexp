; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 54, fitness 2623.678891469642, size 20, depth 5, solved 48/50 per N [10, 10, 9, 10, 9], nodes 15900
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or2 DidNumAttackingKingIncrease (Or2 IsMaterialChange NumNotMovesOppBigger)) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) Recurse)))
