; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 86, fitness 2627.2772033606298, size 27, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2867
(MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange IsMaterialChange IsPinCloseToKing) (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) Recurse)) Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck NumNotMovesOppKing NumMyPiecesCanCheck) Recurse) Recurse)))

; #2 generation 86, fitness 2625.854192121044, size 29, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2878
(MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange IsMaterialChange IsOppPiecePinned) (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) Recurse) Recurse)) Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) Recurse) Recurse)))

; #3 generation 86, fitness 2625.854192121044, size 33, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2878
(MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange IsMaterialChange IsOppPiecePinned) (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck (IfForAllOpponentMoves IsCheck Recurse NumMyPiecesCanCheck) Recurse) Recurse) Recurse)) Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) Recurse) Recurse)))

; #4 generation 86, fitness 2492.5615815041724, size 11, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3823
(MakeAnyOrAllMovesSuchThat IsMaterialChange (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)))

; #5 generation 86, fitness 2492.5615815041724, size 14, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3823
(MakeAnyOrAllMovesSuchThat IsMaterialChange (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse))))

; #6 generation 86, fitness 2492.5615815041724, size 17, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3823
(MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange IsMaterialChange IsCheck) (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)))

; #7 generation 86, fitness 2492.5615815041724, size 20, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3823
(MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange IsMaterialChange IsCheck) (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) Recurse)))

; #8 generation 86, fitness 2492.5615815041724, size 20, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3823
(MakeAnyOrAllMovesSuchThat IsMaterialChange (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) (MakeAnyOrAllMovesSuchThat IsMaterialChange (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) Recurse))))

; #9 generation 86, fitness 2492.5615815041724, size 20, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3823
(MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange IsMaterialChange IsCheck) (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) Recurse)) Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)))

; #10 generation 86, fitness 2492.5615815041724, size 21, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3823
(MakeAnyOrAllMovesSuchThat (Or3 (Or3 IsMaterialChange IsMaterialChange IsCheck) IsMaterialChange IsCheck) (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)) Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)))
