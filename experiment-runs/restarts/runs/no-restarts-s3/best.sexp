; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 77, fitness 2594.241512360306, size 7, depth 3, solved 39/50 per N [10, 7, 7, 5, 10], nodes 1496
(IfKingMustMove (IfClearingWayMove (IfCaptureCloseToKingMove Recurse -681.8) NumNotMovesOppKing) Recurse)
