; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 53, fitness 1593.2209131445898, size 23, depth 7, solved 41/50 per N [10, 7, 8, 6, 10], nodes 7595
(IfKingMustMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat (Or2 (Smaller EvaluateMaterial NumOppPiecesAttacked) IsCheckFork) (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (IfForAllOpponentMoves IsDiscoveredCheck 800.7 (IfAttackingKingMove NumOppPiecesAttacked (IfKingMustMove EvaluateMaterial Recurse))) Recurse) Recurse) Recurse))
