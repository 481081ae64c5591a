; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 62, fitness 2776.8902381500557, size 12, depth 4, solved 47/50 per N [10, 10, 9, 9, 9], nodes 17221
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse Recurse)))

; #2 generation 62, fitness 2776.8902381500557, size 14, depth 5, solved 47/50 per N [10, 10, 9, 9, 9], nodes 17221
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or2 IsMaterialChange (Or2 IsMaterialChange NumNotMovesOppBigger)) Recurse Recurse)))

; #3 generation 62, fitness 2776.8902381500557, size 15, depth 4, solved 47/50 per N [10, 10, 9, 9, 9], nodes 17221
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) (IfMyMoveExistsSuchThat IsMaterialChange NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse Recurse)))

; #4 generation 62, fitness 2776.8902381500557, size 15, depth 4, solved 47/50 per N [10, 10, 9, 9, 9], nodes 17221
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse Recurse)))

; #5 generation 62, fitness 2776.8902381500557, size 15, depth 4, solved 47/50 per N [10, 10, 9, 9, 9], nodes 17221
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) (IfMyMoveExistsSuchThat IsDiscoveredCheck EvaluateMaterial Recurse) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse Recurse)))

; #6 generation 62, fitness 2776.8902381500557, size 15, depth 4, solved 47/50 per N [10, 10, 9, 9, 9], nodes 17221
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredCheck) (IfMyMoveExistsSuchThat IsDiscoveredCheck 739.5 Recurse) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse Recurse)))

; #7 generation 62, fitness 2776.8902381500557, size 17, depth 5, solved 47/50 per N [10, 10, 9, 9, 9], nodes 17221
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing Recurse Recurse) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck (Or2 IsMaterialChange NumNotMovesOppBigger)) Recurse Recurse)))

; #8 generation 62, fitness 2776.8902381500557, size 17, depth 4, solved 47/50 per N [10, 10, 9, 9, 9], nodes 17221
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove (Or2 IsForcingMove IsForcingMove)) (MakeAnyOrAllMovesSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse Recurse)))

; #9 generation 62, fitness 2776.8902381500557, size 18, depth 4, solved 47/50 per N [10, 10, 9, 9, 9], nodes 17221
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredCheck) (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing Recurse Recurse) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) (IfMyMoveExistsSuchThat IsMateInOneOrLess NumOppPiecesAttacked Recurse) Recurse)))

; #10 generation 62, fitness 2776.8902381500557, size 18, depth 4, solved 47/50 per N [10, 10, 9, 9, 9], nodes 17221
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) (IfMyMoveExistsSuchThat IsDiscoveredCheck EvaluateMaterial (IfMyMoveExistsSuchThat IsMateInOneOrLess NumOppPiecesAttacked Recurse)) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse Recurse)))
