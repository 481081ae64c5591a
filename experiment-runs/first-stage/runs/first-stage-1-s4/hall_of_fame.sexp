; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 63, fitness 1427.21901351817, size 17, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5648
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) (IfClearingWayMove OppKingProximityToEdges (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse))))))

; #2 generation 63, fitness 1414.670481655057, size 12, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5734
(IfPinCloseToKingMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) (IfClearingWayMove OppKingProximityToEdges (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse))))

; #3 generation 63, fitness 1382.01273387652, size 14, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6250
(IfClearingWayMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfPinCloseToKingMove OppKingProximityToEdges (IfClearingWayMove OppKingProximityToEdges (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse))))))

; #4 generation 61, fitness 1359.7362344903431, size 9, depth 4, solved 49/50 per N [10, 10, 10, 10, 9], nodes 12021
(IfPinCloseToKingMove OppKingProximityToEdges (IfClearingWayMove OppKingProximityToEdges (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse))))

; #5 generation 61, fitness 1359.7362344903431, size 12, depth 5, solved 49/50 per N [10, 10, 10, 10, 9], nodes 12021
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfPinCloseToKingMove OppKingProximityToEdges (IfClearingWayMove OppKingProximityToEdges (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)))))

; #6 generation 63, fitness 1354.340937279654, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6506
(IfPinCloseToKingMove OppKingProximityToEdges (IfClearingWayMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse))))

; #7 generation 63, fitness 1354.340937279654, size 12, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6506
(IfPinCloseToKingMove OppKingProximityToEdges (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)))))

; #8 generation 63, fitness 1347.1525732623115, size 11, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6567
(IfPinCloseToKingMove OppKingProximityToEdges (IfPinCloseToKingMove OppKingProximityToEdges (IfClearingWayMove OppKingProximityToEdges (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)))))

; #9 generation 63, fitness 1347.1525732623115, size 11, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6567
(IfPinCloseToKingMove OppKingProximityToEdges (IfClearingWayMove OppKingProximityToEdges (IfClearingWayMove OppKingProximityToEdges (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)))))

; #10 generation 63, fitness 1347.1525732623115, size 13, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6567
(IfPinCloseToKingMove OppKingProximityToEdges (IfClearingWayMove OppKingProximityToEdges (IfPinCloseToKingMove OppKingProximityToEdges (IfClearingWayMove OppKingProximityToEdges (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse))))))
