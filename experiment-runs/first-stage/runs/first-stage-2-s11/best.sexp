; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 138, fitness 2743.8153079022104, size 27, depth 5, solved 30/50 per N [2, 4, 8, 7, 9], nodes 210
(IfKingMustMove (IfAttackingKingMove (IfKingMustMove (IfAttackingKingMove (IfClearingWayMove EvaluateMaterial 1000) Recurse) (IfAttackingKingMove OppKingProximityToEdges Recurse)) NumOppPiecesAttacked) (IfKingMustMove (IfAttackingKingMove (IfKingMustMove Recurse (IfAttackingKingMove OppKingProximityToEdges Recurse)) (IfPinCloseToKingMove (IfClearingWayMove EvaluateMaterial 1000) Recurse)) (IfClearingWayMove EvaluateMaterial 1000)))
