; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 65, fitness 2020.6095405998888, size 24, depth 4, solved 39/50 per N [10, 5, 7, 8, 9], nodes 1580
(IfAttackingKingMove (MakeAnyOrAllMovesSuchThat (Smaller Recurse (MakeBestMove OppKingProximityToEdges)) (IfCaptureCloseToKingMove (IfKingMustMove EvaluateMaterial NumMyPiecesCanCheck) (MakeBestMove EvaluateMaterial)) 913.2) (IfForAllOpponentMoves DidNumAttackingKingIncrease (MakeBestMove (IfKingMustMove EvaluateMaterial EvaluateMaterial)) (IfExistsCheckingMove EvaluateMaterial (IfAttackingKingMove NumMyPiecesCanCheck Recurse))))
