; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 305, fitness 4992.1343274534765, size 8, depth 2, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5121
(If3 IsForcingMove (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))

; #2 generation 305, fitness 4992.1343274534765, size 9, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5121
(If3 IsForcingMove (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove Recurse) Recurse))

; #3 generation 305, fitness 4992.1343274534765, size 10, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5121
(If3 IsForcingMove (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove (IfPinCloseToKingMove Recurse Recurse) Recurse))

; #4 generation 305, fitness 4992.1343274534765, size 11, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5121
(If3 IsForcingMove (If3 IsForcingMove (MakeBestMove Recurse) Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))

; #5 generation 305, fitness 4992.1343274534765, size 11, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5121
(If3 IsForcingMove (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))

; #6 generation 305, fitness 4992.1343274534765, size 11, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5121
(If3 IsForcingMove (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) Recurse))

; #7 generation 305, fitness 4992.1343274534765, size 12, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5121
(If3 IsForcingMove (If3 IsForcingMove (MakeBestMove Recurse) (MakeBestMove -240.5)) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))

; #8 generation 305, fitness 4992.1343274534765, size 12, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5121
(If3 IsForcingMove (MakeBestMove Recurse) (If3 IsForcingMove (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))

; #9 generation 305, fitness 4992.1343274534765, size 12, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5121
(If3 IsForcingMove (If3 IsForcingMove (MakeBestMove Recurse) (MakeBestMove -415.9)) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))

; #10 generation 305, fitness 4992.1343274534765, size 12, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5121
(If3 IsForcingMove (If3 IsForcingMove (MakeBestMove Recurse) (MakeBestMove Recurse)) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))
