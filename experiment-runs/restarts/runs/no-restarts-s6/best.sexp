; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 101, fitness 2438.683087006147, size 22, depth 6, solved 37/50 per N [10, 4, 8, 5, 10], nodes 1654
(IfKingMustMove (IfMyMoveExistsSuchThat IsMaterialChange NumNotMovesOppKing (MakeAnyOrAllMovesSuchThat IsNextMoveForcedWithKing (IfClearingWayMove (MakeBestMove (IfExistsCheckingMove NumNotMovesOppKing NumNotMovesOppKing)) (IfClearingWayMove 627.7 959.9)) (IfKingMustMove (IfKingMustMove NumOppPiecesAttacked 542) (IfCaptureCloseToKingMove EvaluateMaterial Recurse)))) -138.4)
