; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 268, fitness 3507.1361925594506, size 18, depth 5, solved 46/50 per N [10, 10, 7, 9, 10], nodes 15260
(MakeAnyOrAllMovesSuchThat (Not IsNextMoveForcedWithKing) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat (Or2 IsMaterialChange IsForcingMove) Recurse OppKingProximityToEdges))) Recurse)
