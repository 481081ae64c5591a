; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 130, fitness 3715.9209064568727, size 31, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6501
(MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (IfCaptureCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck 811.5 (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfKingMustMove NumNotMovesOppKing (MakeAnyOrAllMovesSuchThat IsMateInOneOrLess (IfKingMustMove NumNotMovesOppKing (If3 IsPinCloseToKing OppKingProximityToEdges NumMyPiecesCanCheck)) Recurse)))) (MakeBestMove Recurse)))))
