; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 61, fitness 2288.8543530646316, size 33, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5710
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfSuicideCheck IsOppKingStuck 269 (MakeAnyOrAllMovesSuchThat IsDiscoveredCheck (IfCaptureCloseToKingMove Recurse NumOppPiecesAttacked) Recurse)) (IfAttackingKingMove (IfExistsCheckingMove 727.3 (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck (If3 IsOppKingStuck 269 (IfCaptureCloseToKingMove -442.7 (IfKingMustMove Recurse Recurse))) (IfKingMustMove Recurse Recurse)) (IfClearingWayMove Recurse NumOppPiecesAttacked))) Recurse)))
