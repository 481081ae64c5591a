; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 104, fitness 1575.1751751450793, size 9, depth 3, solved 38/50 per N [10, 7, 6, 7, 8], nodes 2026
(IfKingMustMove Recurse (IfClearingWayMove OppKingProximityToEdges (MyMoveIter IsOppKingProtectingPiece IsDiscoveredCheck Recurse Recurse)))
