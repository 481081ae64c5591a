; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 319, fitness 3675.975740074463, size 9, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3479
(MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) (IfForAllOpponentMoves (Not IsDiscoveredProtectedCheck) Recurse Recurse))

; #2 generation 319, fitness 3675.975740074463, size 9, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3479
(MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) (IfForAllOpponentMoves (Not IsNextMoveForcedWithKing) Recurse Recurse))

; #3 generation 319, fitness 3675.975740074463, size 9, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3479
(MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) (IfForAllOpponentMoves (Not IsDiscoveredCheck) Recurse Recurse))

; #4 generation 319, fitness 3675.975740074463, size 9, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3479
(IfMyMoveExistsSuchThat IsCheck (MakeBestMove Recurse) (IfForAllOpponentMoves (Not IsNextMoveForcedWithKing) Recurse Recurse))

; #5 generation 319, fitness 3675.975740074463, size 9, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3479
(IfMyMoveExistsSuchThat IsCheck (MakeBestMove Recurse) (IfForAllOpponentMoves (Not IsDiscoveredProtectedCheck) Recurse Recurse))

; #6 generation 319, fitness 3675.975740074463, size 9, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3479
(MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) (IfForAllOpponentMoves (Not IsNextMoveForced) Recurse Recurse))

; #7 generation 319, fitness 3675.975740074463, size 12, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3479
(MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) (IfForAllOpponentMoves (Not (And3 IsCheck IsNextMoveForcedWithKing IsNextMoveForced)) Recurse Recurse))

; #8 generation 319, fitness 3675.975740074463, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3479
(MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) (IfForAllOpponentMoves (Not IsNextMoveForcedWithKing) Recurse Recurse)))

; #9 generation 319, fitness 3675.975740074463, size 13, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3479
(MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) (MakeBestMove Recurse)) (IfForAllOpponentMoves (Not IsNextMoveForced) Recurse Recurse))

; #10 generation 319, fitness 3675.975740074463, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3479
(MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) (IfForAllOpponentMoves (Not IsDiscoveredProtectedCheck) (IfForAllOpponentMoves (Not IsDiscoveredProtectedCheck) Recurse Recurse) Recurse))
