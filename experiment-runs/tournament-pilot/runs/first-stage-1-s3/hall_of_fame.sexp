; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 145, fitness 1959.9884861281687, size 4, depth 1, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1426
(MakeAnyOrAllMovesSuchThat IsCheckFork NumOppPiecesAttacked Recurse)

; #2 generation 145, fitness 1959.9884861281687, size 15, depth 3, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1426
(IfMyMoveExistsSuchThat (And2 (And2 IsDiscoveredProtectedCheck IsNextMoveForcedWithKing) (And2 IsMaterialChange IsNextMoveForced)) OppKingProximityToEdges (MakeAnyOrAllMovesSuchThat IsCheckFork NumMyPiecesCanCheck (IfExistsCheckingMove NumNotMovesOppKing Recurse)))

; #3 generation 145, fitness 1956.916105281508, size 5, depth 2, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1468
(IfKingMustMove (IfKingMustMove NumOppPiecesAttacked Recurse) Recurse)

; #4 generation 145, fitness 1956.916105281508, size 5, depth 2, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1468
(IfKingMustMove (IfKingMustMove NumNotMovesOppKing Recurse) Recurse)

; #5 generation 145, fitness 1956.916105281508, size 7, depth 3, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1468
(IfKingMustMove (IfKingMustMove (IfKingMustMove NumNotMovesOppKing Recurse) Recurse) Recurse)

; #6 generation 145, fitness 1956.916105281508, size 15, depth 5, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1468
(IfKingMustMove (IfKingMustMove (IfForAllOpponentMoves IsCheck OppKingProximityToEdges NumOppPiecesAttacked) (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheckFork NumOppPiecesAttacked (IfExistsCheckingMove NumNotMovesOppKing NumOppPiecesAttacked)) Recurse)) Recurse)

; #7 generation 145, fitness 1956.916105281508, size 29, depth 8, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1468
(IfKingMustMove (IfMyMoveExistsSuchThat (And2 IsDiscoveredProtectedCheck IsMaterialChange) (IfKingMustMove NumNotMovesOppKing (MakeAnyOrAllMovesSuchThat IsCheckFork NumOppPiecesAttacked Recurse)) (IfKingMustMove (IfKingMustMove (IfKingMustMove (MakeAnyOrAllMovesSuchThat (And2 IsDiscoveredProtectedCheck IsNextMoveForcedWithKing) NumOppPiecesAttacked (MakeAnyOrAllMovesSuchThat IsCheckFork NumOppPiecesAttacked (IfExistsCheckingMove NumNotMovesOppKing Recurse))) Recurse) OppKingProximityToEdges) Recurse)) Recurse)

; #8 generation 145, fitness 1951.5253920937905, size 1, depth 0, solved 28/50 per N [2, 2, 7, 8, 9], nodes 1716
Recurse

; #9 generation 145, fitness 1951.5253920937905, size 3, depth 1, solved 28/50 per N [2, 2, 7, 8, 9], nodes 1716
(IfExistsCheckingMove NumNotMovesOppKing Recurse)

; #10 generation 145, fitness 1951.5253920937905, size 3, depth 1, solved 28/50 per N [2, 2, 7, 8, 9], nodes 1716
(IfExistsCheckingMove NumMyPiecesCanCheck OppKingProximityToEdges)
