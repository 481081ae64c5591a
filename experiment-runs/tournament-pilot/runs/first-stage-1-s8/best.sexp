; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 76, fitness 2770.394587415015, size 17, depth 6, solved 37/50 per N [10, 3, 9, 7, 8], nodes 1482
(IfKingMustMove (IfMyMoveExistsSuchThat IsPinCloseToKing NumOppPiecesAttacked Recurse) (IfClearingWayMove (IfClearingWayMove (IfAttackingKingMove (IfClearingWayMove (IfSuicideCheck IsOppPiecePinned NumNotMovesOppKing NumOppPiecesAttacked) EvaluateMaterial) Recurse) Recurse) Recurse))
