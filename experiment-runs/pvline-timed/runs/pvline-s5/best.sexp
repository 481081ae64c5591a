; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 622, fitness 2428.1269115164537, size 16, depth 5, solved 37/50 per N [10, 7, 6, 5, 9], nodes 9611
(IfKingMustMove (IfAttackingKingMove (IfKingMustMove OppKingProximityToEdges Recurse) (IfPinCloseToKingMove EvaluateMaterial (If3 IsNextMoveForcedWithKing (IfExistsCheckingMove 774 OppKingProximityToEdges) (IfAttackingKingMove NumMyPiecesCanCheck NumOppPiecesAttacked)))) Recurse)
