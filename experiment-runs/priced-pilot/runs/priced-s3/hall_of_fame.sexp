; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 304, fitness 3616.1873600037975, size 8, depth 3, solved 47/50 per N [10, 9, 10, 9, 9], nodes 9606
(If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)) Recurse)

; #2 generation 304, fitness 3616.1873600037975, size 11, depth 4, solved 47/50 per N [10, 9, 10, 9, 9], nodes 9606
(If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfForAllOpponentMoves NumNotMovesOppBigger EvaluateMaterial Recurse))) Recurse)

; #3 generation 304, fitness 3616.1873600037975, size 11, depth 4, solved 47/50 per N [10, 9, 10, 9, 9], nodes 9606
(If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfForAllOpponentMoves NumNotMovesOppBigger -124.5 Recurse))) Recurse)

; #4 generation 304, fitness 3616.1873600037975, size 11, depth 4, solved 47/50 per N [10, 9, 10, 9, 9], nodes 9606
(If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse))) Recurse)

; #5 generation 304, fitness 3616.1873600037975, size 11, depth 4, solved 47/50 per N [10, 9, 10, 9, 9], nodes 9606
(If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfForAllOpponentMoves IsDiscoveredCheck Recurse Recurse))) Recurse)

; #6 generation 304, fitness 3616.1873600037975, size 17, depth 6, solved 47/50 per N [10, 9, 10, 9, 9], nodes 9606
(If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfForAllOpponentMoves NumNotMovesOppBigger (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfForAllOpponentMoves IsDiscoveredCheck 823.6 Recurse)) Recurse))) Recurse)

; #7 generation 304, fitness 3616.1873600037975, size 17, depth 6, solved 47/50 per N [10, 9, 10, 9, 9], nodes 9606
(If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfForAllOpponentMoves NumNotMovesOppBigger -124.5 (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck NumNotMovesOppKing Recurse))))) Recurse)

; #8 generation 304, fitness 3616.1873600037975, size 18, depth 7, solved 47/50 per N [10, 9, 10, 9, 9], nodes 9606
(If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfForAllOpponentMoves IsDiscoveredCheck -958.9 Recurse))) Recurse))) Recurse)

; #9 generation 304, fitness 3616.1873600037975, size 21, depth 8, solved 47/50 per N [10, 9, 10, 9, 9], nodes 9606
(If3 IsForcingMove (If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfForAllOpponentMoves IsDiscoveredCheck -958.9 Recurse))) Recurse))) Recurse) Recurse)

; #10 generation 304, fitness 3616.1873600037975, size 22, depth 9, solved 47/50 per N [10, 9, 10, 9, 9], nodes 9606
(If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (If3 IsForcingMove (MakeBestMove (If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfForAllOpponentMoves NumNotMovesOppBigger -1000 Recurse))) Recurse)) Recurse))) Recurse)
