; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 171, fitness 3039.280574958892, size 3, depth 1, solved 40/50 per N [10, 8, 7, 6, 9], nodes 1447
(IfKingMustMove 340.9 OppKingProximityToEdges)

; #2 generation 374, fitness 2689.445581962681, size 33, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4022
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or2 IsOppPiecePinned (And2 NumNotMovesOppBigger IsCheck)) Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsOppPiecePinned NumNotMovesOppBigger) Recurse (IfMyMoveExistsSuchThat (Or2 (Or2 IsOppPiecePinned NumNotMovesOppBigger) DidNumAttackingKingIncrease) Recurse Recurse))))))))

; #3 generation 374, fitness 2689.445581962681, size 35, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4022
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or2 IsOppPiecePinned (And2 NumNotMovesOppBigger IsCheck)) Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsOppPiecePinned NumNotMovesOppBigger) Recurse (IfMyMoveExistsSuchThat (Or2 (Or2 (Or2 IsForcingMove NumNotMovesOppBigger) NumNotMovesOppBigger) DidNumAttackingKingIncrease) Recurse Recurse))))))))

; #4 generation 374, fitness 2688.4337057131556, size 27, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4027
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove NumNotMovesOppBigger) Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsOppPiecePinned DidNumAttackingKingIncrease) Recurse Recurse))))))))

; #5 generation 374, fitness 2688.4337057131556, size 28, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4027
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck NumNotMovesOppBigger) Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsOppPiecePinned NumNotMovesOppBigger) Recurse (IfMyMoveExistsSuchThat (Or2 (Or2 IsOppPiecePinned NumNotMovesOppBigger) DidNumAttackingKingIncrease) Recurse Recurse)))))))

; #6 generation 374, fitness 2688.4337057131556, size 28, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4027
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove NumNotMovesOppBigger) Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsOppPiecePinned NumNotMovesOppBigger) Recurse (IfMyMoveExistsSuchThat (Or2 (Or2 IsOppPiecePinned NumNotMovesOppBigger) DidNumAttackingKingIncrease) Recurse Recurse)))))))

; #7 generation 374, fitness 2688.4337057131556, size 29, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4027
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove NumNotMovesOppBigger) Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsOppPiecePinned NumNotMovesOppBigger) Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsOppPiecePinned DidNumAttackingKingIncrease) Recurse Recurse))))))))

; #8 generation 374, fitness 2688.4337057131556, size 29, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4027
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove NumNotMovesOppBigger) Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsOppPiecePinned IsOppKingStuck) Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsOppPiecePinned DidNumAttackingKingIncrease) Recurse Recurse))))))))

; #9 generation 374, fitness 2688.4337057131556, size 32, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4027
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove NumNotMovesOppBigger) Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove NumNotMovesOppBigger) Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsOppPiecePinned DidNumAttackingKingIncrease) Recurse Recurse)))))))))

; #10 generation 374, fitness 2688.4337057131556, size 34, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4027
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove NumNotMovesOppBigger) Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsOppPiecePinned NumNotMovesOppBigger) Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsOppPiecePinned DidNumAttackingKingIncrease) (IfMyMoveExistsSuchThat (Or2 IsOppPiecePinned NumNotMovesOppBigger) Recurse Recurse) Recurse))))))))
