; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 98, fitness 1256.2308637464162, size 4, depth 1, solved 35/50 per N [10, 5, 6, 7, 7], nodes 1378
(MakeAnyOrAllMovesSuchThat IsDiscoveredCheck 320.1 Recurse)

; #2 generation 98, fitness 1256.2308637464162, size 4, depth 1, solved 35/50 per N [10, 5, 6, 7, 7], nodes 1378
(MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck 320.1 Recurse)

; #3 generation 98, fitness 1256.2308637464162, size 4, depth 1, solved 35/50 per N [10, 5, 6, 7, 7], nodes 1378
(MakeAnyOrAllMovesSuchThat IsDiscoveredCheck 556.6 Recurse)

; #4 generation 98, fitness 1256.2308637464162, size 4, depth 1, solved 35/50 per N [10, 5, 6, 7, 7], nodes 1378
(MakeAnyOrAllMovesSuchThat IsDiscoveredCheck 320.1 320.1)

; #5 generation 98, fitness 1256.2308637464162, size 4, depth 1, solved 35/50 per N [10, 5, 6, 7, 7], nodes 1378
(MakeAnyOrAllMovesSuchThat IsCheck 320.1 Recurse)

; #6 generation 98, fitness 1256.2308637464162, size 4, depth 1, solved 35/50 per N [10, 5, 6, 7, 7], nodes 1378
(MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck NumOppPiecesAttacked Recurse)

; #7 generation 98, fitness 1256.2308637464162, size 4, depth 1, solved 35/50 per N [10, 5, 6, 7, 7], nodes 1378
(MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck 664.2 Recurse)

; #8 generation 98, fitness 1256.2308637464162, size 4, depth 1, solved 35/50 per N [10, 5, 6, 7, 7], nodes 1378
(MakeAnyOrAllMovesSuchThat IsCheck NumNotMovesOppKing Recurse)

; #9 generation 98, fitness 1256.2308637464162, size 4, depth 1, solved 35/50 per N [10, 5, 6, 7, 7], nodes 1378
(MakeAnyOrAllMovesSuchThat IsDiscoveredCheck NumMyPiecesCanCheck Recurse)

; #10 generation 98, fitness 1256.2308637464162, size 6, depth 2, solved 35/50 per N [10, 5, 6, 7, 7], nodes 1378
(MakeAnyOrAllMovesSuchThat IsDiscoveredCheck (IfExistsCheckingMove OppKingProximityToEdges NumOppPiecesAttacked) Recurse)
