; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 46, fitness 797.9873102835056, size 23, depth 8, solved 40/40 per N [10, 10, 10, 10, 0], nodes 1863
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsCheck) (IfAttackingKingMove NumNotMovesOppKing (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsCheck) Recurse Recurse)))) Recurse)))

; #2 generation 46, fitness 792.6888237482304, size 23, depth 8, solved 40/40 per N [10, 10, 10, 10, 0], nodes 1885
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (Or3 (And2 (Smaller Recurse (MyMoveIter IsNextMoveForced NumNotMovesOppBigger (MyMoveIter IsMaterialChange NumNotMovesOppBigger NumOppPiecesAttacked NumMyPiecesCanCheck) EvaluateMaterial)) IsOppKingStuck) DidNumAttackingKingIncrease IsCheck) Recurse Recurse)))

; #3 generation 46, fitness 789.3659060722026, size 11, depth 4, solved 40/40 per N [10, 10, 10, 10, 0], nodes 1899
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (Or3 DidNumAttackingKingIncrease DidNumAttackingKingIncrease IsCheck) Recurse Recurse)))

; #4 generation 46, fitness 788.4233669483475, size 13, depth 6, solved 40/40 per N [10, 10, 10, 10, 0], nodes 1903
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (Or3 (Not (Not IsPinCloseToKing)) DidNumAttackingKingIncrease IsCheck) Recurse Recurse)))

; #5 generation 45, fitness 787.4933516639422, size 11, depth 4, solved 40/40 per N [10, 10, 10, 10, 0], nodes 1359
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsCheck) Recurse Recurse)))

; #6 generation 45, fitness 787.4933516639422, size 14, depth 5, solved 40/40 per N [10, 10, 10, 10, 0], nodes 1359
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsCheck) Recurse Recurse))))

; #7 generation 45, fitness 787.4933516639422, size 14, depth 5, solved 40/40 per N [10, 10, 10, 10, 0], nodes 1359
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease (Or3 IsMaterialChange IsMaterialChange IsCheck)) Recurse Recurse)))

; #8 generation 45, fitness 787.4933516639422, size 17, depth 6, solved 40/40 per N [10, 10, 10, 10, 0], nodes 1359
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsCheck) Recurse Recurse)))))

; #9 generation 45, fitness 787.4933516639422, size 17, depth 6, solved 40/40 per N [10, 10, 10, 10, 0], nodes 1359
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (Or3 (Or3 IsMaterialChange DidNumAttackingKingIncrease IsCheck) IsMaterialChange IsCheck) Recurse Recurse))))

; #10 generation 45, fitness 787.4933516639422, size 21, depth 6, solved 40/40 per N [10, 10, 10, 10, 0], nodes 1359
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsCheck) Recurse Recurse))) (MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsCheck) Recurse Recurse)))
