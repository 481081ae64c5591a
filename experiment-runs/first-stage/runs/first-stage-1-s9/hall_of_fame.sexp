; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 82, fitness 1051.195605034954, size 4, depth 1, solved 23/50 per N [5, 4, 2, 5, 7], nodes 1808
(If3 IsDiscoveredProtectedCheck OppKingProximityToEdges Recurse)

; #2 generation 93, fitness 1048.643446689743, size 17, depth 4, solved 38/50 per N [10, 9, 6, 4, 9], nodes 1429
(MakeAnyOrAllMovesSuchThat IsDiscoveredCheck 320.1 (If3 IsOppKingProtectingPiece (If3 IsNextMoveForced (IfExistsCheckingMove OppKingProximityToEdges NumNotMovesOppKing) -111) (If3 IsNextMoveForced (IfExistsCheckingMove OppKingProximityToEdges NumOppPiecesAttacked) -111)))

; #3 generation 93, fitness 1047.075904713812, size 15, depth 4, solved 38/50 per N [10, 9, 6, 4, 9], nodes 1429
(MakeAnyOrAllMovesSuchThat IsDiscoveredCheck 320.1 (If3 IsOppKingProtectingPiece (If3 IsNextMoveForced (IfExistsCheckingMove OppKingProximityToEdges NumNotMovesOppKing) -111) (MakeAnyOrAllMovesSuchThat IsDiscoveredCheck NumMyPiecesCanCheck Recurse)))

; #4 generation 93, fitness 1039.3040157954342, size 14, depth 3, solved 32/50 per N [4, 9, 6, 4, 9], nodes 1766
(If3 IsOppKingProtectingPiece (If3 IsNextMoveForced (IfExistsCheckingMove OppKingProximityToEdges NumNotMovesOppKing) -111) (If3 IsNextMoveForced (IfExistsCheckingMove OppKingProximityToEdges NumOppPiecesAttacked) -111))

; #5 generation 93, fitness 1021.4655839511177, size 9, depth 3, solved 35/50 per N [10, 7, 6, 3, 9], nodes 1429
(MakeAnyOrAllMovesSuchThat IsDiscoveredCheck 320.1 (If3 IsNextMoveForced (IfExistsCheckingMove OppKingProximityToEdges NumOppPiecesAttacked) -111))

; #6 generation 93, fitness 1021.4655839511177, size 17, depth 4, solved 35/50 per N [10, 7, 6, 3, 9], nodes 1429
(MakeAnyOrAllMovesSuchThat IsDiscoveredCheck 320.1 (If3 IsOppKingProtectingPiece (If3 IsNextMoveForced (IfExistsCheckingMove OppKingProximityToEdges NumOppPiecesAttacked) -111) (If3 IsNextMoveForced (IfExistsCheckingMove OppKingProximityToEdges NumOppPiecesAttacked) -321.4)))

; #7 generation 93, fitness 1021.4655839511177, size 17, depth 4, solved 35/50 per N [10, 7, 6, 3, 9], nodes 1429
(MakeAnyOrAllMovesSuchThat IsDiscoveredCheck 320.1 (If3 IsOppKingProtectingPiece (If3 IsNextMoveForced (IfExistsCheckingMove OppKingProximityToEdges NumOppPiecesAttacked) -111) (If3 IsNextMoveForced (IfExistsCheckingMove OppKingProximityToEdges NumOppPiecesAttacked) -111)))

; #8 generation 93, fitness 1021.4655839511177, size 17, depth 4, solved 35/50 per N [10, 7, 6, 3, 9], nodes 1429
(MakeAnyOrAllMovesSuchThat IsDiscoveredCheck 346.2 (If3 IsOppKingProtectingPiece (If3 IsNextMoveForced (IfExistsCheckingMove OppKingProximityToEdges NumOppPiecesAttacked) -111) (If3 IsNextMoveForced (IfExistsCheckingMove OppKingProximityToEdges NumOppPiecesAttacked) -111)))

; #9 generation 93, fitness 1021.4655839511177, size 17, depth 4, solved 35/50 per N [10, 7, 6, 3, 9], nodes 1429
(MakeAnyOrAllMovesSuchThat IsDiscoveredCheck 320.1 (If3 IsOppKingProtectingPiece (If3 IsNextMoveForced (IfExistsCheckingMove Recurse NumOppPiecesAttacked) -111) (If3 IsNextMoveForced (IfExistsCheckingMove OppKingProximityToEdges NumOppPiecesAttacked) -111)))

; #10 generation 93, fitness 1021.4655839511177, size 17, depth 4, solved 35/50 per N [10, 7, 6, 3, 9], nodes 1429
(MakeAnyOrAllMovesSuchThat IsDiscoveredCheck 320.1 (If3 IsOppKingProtectingPiece (If3 IsNextMoveForced (IfExistsCheckingMove OppKingProximityToEdges NumOppPiecesAttacked) -111) (If3 IsNextMoveForced (IfExistsCheckingMove OppKingProximityToEdges OppKingProximityToEdges) -111)))
