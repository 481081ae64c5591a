; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 89, fitness 2714.022729898624, size 20, depth 4, solved 32/50 per N [10, 4, 6, 3, 9], nodes 1434
(MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove NumNotMovesOppKing (IfSuicideCheck IsCheckFork Recurse EvaluateMaterial))) (MakeAnyOrAllMovesSuchThat IsCheck (IfCaptureCloseToKingMove Recurse (IfExistsCheckingMove OppKingProximityToEdges NumNotMovesOppKing)) (IfKingMustMove EvaluateMaterial Recurse)))
