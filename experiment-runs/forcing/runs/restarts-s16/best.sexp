; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 141, fitness 3737.250584618609, size 27, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2330
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MyMoveIter (Not IsNextMoveForcedWithKing) (Not (Or3 IsPinCloseToKing IsCheck IsPinCloseToKing)) (IfExistsCheckingMove (IfCaptureCloseToKingMove NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat IsOppKingProtectingPiece NumNotMovesOppKing (IfCaptureCloseToKingMove NumOppPiecesAttacked Recurse))) (MakeBestMove Recurse)))))
