; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 133, fitness 5023.518611418671, size 8, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3660
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (MakeBestMove Recurse) Recurse))

; #2 generation 133, fitness 5023.518611418671, size 11, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3660
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (If3 IsForcingMove (MakeBestMove Recurse) Recurse) Recurse))

; #3 generation 133, fitness 5023.518611418671, size 11, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3660
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (MakeBestMove Recurse) Recurse)))

; #4 generation 133, fitness 5023.518611418671, size 11, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3660
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove NumMyPiecesCanCheck (MakeBestMove Recurse)) Recurse))

; #5 generation 133, fitness 5023.518611418671, size 12, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3660
(MakeAnyOrAllMovesSuchThat IsForcingMove (If3 IsForcingMove (MakeBestMove Recurse) Recurse) (If3 IsForcingMove (MakeBestMove Recurse) Recurse))

; #6 generation 133, fitness 5023.518611418671, size 12, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3660
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (MakeBestMove Recurse) (If3 IsForcingMove (MakeBestMove Recurse) Recurse)))

; #7 generation 133, fitness 5023.518611418671, size 14, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3660
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (MakeBestMove Recurse) Recurse)) Recurse))

; #8 generation 133, fitness 5023.518611418671, size 14, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3660
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (MakeBestMove Recurse) Recurse))))

; #9 generation 133, fitness 5023.518611418671, size 15, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3660
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (MakeBestMove Recurse) Recurse))))

; #10 generation 133, fitness 5023.518611418671, size 15, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3660
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (MakeBestMove Recurse) (If3 IsForcingMove (MakeBestMove Recurse) Recurse))))
