; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 54, fitness 2623.678891469642, size 20, depth 5, solved 48/50 per N [10, 10, 9, 10, 9], nodes 15900
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or2 DidNumAttackingKingIncrease (Or2 IsMaterialChange NumNotMovesOppBigger)) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) Recurse)))

; #2 generation 54, fitness 2623.678891469642, size 22, depth 5, solved 48/50 per N [10, 10, 9, 10, 9], nodes 15900
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or2 DidNumAttackingKingIncrease (Or2 IsMaterialChange NumNotMovesOppBigger)) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) NumOppPiecesAttacked Recurse) Recurse)))

; #3 generation 54, fitness 2623.678891469642, size 23, depth 5, solved 48/50 per N [10, 10, 9, 10, 9], nodes 15900
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or2 DidNumAttackingKingIncrease (Or2 IsMaterialChange NumNotMovesOppBigger)) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse))))

; #4 generation 54, fitness 2623.678891469642, size 28, depth 6, solved 48/50 per N [10, 10, 9, 10, 9], nodes 15900
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredProtectedCheck) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or2 DidNumAttackingKingIncrease (Or2 IsMaterialChange NumNotMovesOppBigger)) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) Recurse))))

; #5 generation 54, fitness 2468.6253195634717, size 15, depth 4, solved 48/50 per N [10, 10, 9, 10, 9], nodes 15806
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse Recurse)))

; #6 generation 54, fitness 2468.6253195634717, size 15, depth 4, solved 48/50 per N [10, 10, 9, 10, 9], nodes 15806
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) (IfMyMoveExistsSuchThat IsDiscoveredCheck OppKingProximityToEdges Recurse) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse Recurse)))

; #7 generation 54, fitness 2468.6253195634717, size 15, depth 4, solved 48/50 per N [10, 10, 9, 10, 9], nodes 15806
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) (MakeAnyOrAllMovesSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse Recurse)))

; #8 generation 54, fitness 2468.6253195634717, size 18, depth 4, solved 48/50 per N [10, 10, 9, 10, 9], nodes 15806
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) (IfMyMoveExistsSuchThat IsMateInOneOrLess NumOppPiecesAttacked Recurse) Recurse)))

; #9 generation 54, fitness 2468.6253195634717, size 18, depth 4, solved 48/50 per N [10, 10, 9, 10, 9], nodes 15806
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) Recurse)))

; #10 generation 54, fitness 2468.6253195634717, size 18, depth 4, solved 48/50 per N [10, 10, 9, 10, 9], nodes 15806
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsForcingMove) (IfMyMoveExistsSuchThat IsMateInOneOrLess NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) (IfMyMoveExistsSuchThat IsMateInOneOrLess NumOppPiecesAttacked Recurse) Recurse)))
