; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 141, fitness 3826.9412167138157, size 18, depth 6, solved 49/50 per N [10, 9, 10, 10, 10], nodes 1300
(IfMyMoveExistsSuchThat IsCheck Recurse (If3 (Not IsCheck) Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece Recurse (MakeBestMove Recurse))))))
