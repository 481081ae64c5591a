; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 230, fitness 4009.5456838391133, size 8, depth 3, solved 47/50 per N [10, 10, 8, 9, 10], nodes 4213
(If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) Recurse)

; #2 generation 230, fitness 4009.5456838391133, size 8, depth 3, solved 47/50 per N [10, 10, 8, 9, 10], nodes 4213
(If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)) Recurse)

; #3 generation 230, fitness 4009.5456838391133, size 11, depth 3, solved 47/50 per N [10, 10, 8, 9, 10], nodes 4213
(If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) Recurse)

; #4 generation 230, fitness 4009.5456838391133, size 11, depth 3, solved 47/50 per N [10, 10, 8, 9, 10], nodes 4213
(If3 (Or3 IsForcingMove IsMateInOneOrLess IsMateInOneOrLess) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) Recurse)

; #5 generation 230, fitness 4009.5456838391133, size 11, depth 3, solved 47/50 per N [10, 10, 8, 9, 10], nodes 4213
(If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)) Recurse)

; #6 generation 230, fitness 4009.5456838391133, size 11, depth 4, solved 47/50 per N [10, 10, 8, 9, 10], nodes 4213
(If3 IsForcingMove (If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)) Recurse) Recurse)

; #7 generation 230, fitness 4009.5456838391133, size 11, depth 4, solved 47/50 per N [10, 10, 8, 9, 10], nodes 4213
(If3 IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))) Recurse)

; #8 generation 230, fitness 4009.5456838391133, size 11, depth 3, solved 47/50 per N [10, 10, 8, 9, 10], nodes 4213
(If3 (Or3 IsForcingMove IsCheck IsMateInOneOrLess) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) Recurse)

; #9 generation 230, fitness 4009.5456838391133, size 11, depth 3, solved 47/50 per N [10, 10, 8, 9, 10], nodes 4213
(If3 (Or3 IsForcingMove IsCheckFork IsMateInOneOrLess) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) Recurse)

; #10 generation 230, fitness 4009.5456838391133, size 11, depth 4, solved 47/50 per N [10, 10, 8, 9, 10], nodes 4213
(If3 IsForcingMove (If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) 339.1) Recurse)
