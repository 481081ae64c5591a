; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 125, fitness 2340.6243270723435, size 16, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2151
(IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat (Smaller NumMyPiecesCanCheck 110) Recurse Recurse) (IfKingMustMove Recurse (IfForAllOpponentMoves (Smaller NumMyPiecesCanCheck 110) Recurse Recurse)))

; #2 generation 125, fitness 2340.6243270723435, size 16, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2151
(IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat (Smaller OppKingProximityToEdges 110) Recurse Recurse) (IfKingMustMove Recurse (IfForAllOpponentMoves (Smaller NumMyPiecesCanCheck 110) Recurse Recurse)))

; #3 generation 125, fitness 2340.6243270723435, size 16, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2151
(IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat (Smaller NumMyPiecesCanCheck 284) Recurse Recurse) (IfKingMustMove Recurse (IfForAllOpponentMoves (Smaller NumMyPiecesCanCheck 110) Recurse Recurse)))

; #4 generation 125, fitness 2340.6243270723435, size 16, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2151
(IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat (Smaller NumMyPiecesCanCheck 191.4) Recurse Recurse) (IfKingMustMove Recurse (IfForAllOpponentMoves (Smaller NumMyPiecesCanCheck 110) Recurse Recurse)))

; #5 generation 125, fitness 2340.6243270723435, size 16, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2151
(IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat (Smaller NumMyPiecesCanCheck 80.4) Recurse Recurse) (IfKingMustMove Recurse (IfForAllOpponentMoves (Smaller NumMyPiecesCanCheck 110) Recurse Recurse)))

; #6 generation 125, fitness 2340.6243270723435, size 16, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2151
(IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat (Smaller NumMyPiecesCanCheck 110) Recurse Recurse) (IfKingMustMove Recurse (IfForAllOpponentMoves (Smaller -554.4 110) Recurse Recurse)))

; #7 generation 125, fitness 2340.6243270723435, size 18, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2151
(IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat (Smaller NumMyPiecesCanCheck 110) Recurse (IfKingMustMove NumNotMovesOppKing Recurse)) (IfKingMustMove Recurse (IfForAllOpponentMoves (Smaller NumMyPiecesCanCheck 110) Recurse Recurse)))

; #8 generation 125, fitness 2340.6243270723435, size 18, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2151
(IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat (Smaller NumMyPiecesCanCheck 110) Recurse Recurse) (IfKingMustMove Recurse (IfKingMustMove Recurse (IfForAllOpponentMoves (Smaller OppKingProximityToEdges 110) Recurse Recurse))))

; #9 generation 125, fitness 2340.6243270723435, size 18, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2151
(IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat (Smaller -554.4 110) (IfKingMustMove NumNotMovesOppKing Recurse) Recurse) (IfKingMustMove Recurse (IfForAllOpponentMoves (Smaller NumMyPiecesCanCheck 110) Recurse Recurse)))

; #10 generation 125, fitness 2340.6243270723435, size 18, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2151
(IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat (Smaller NumMyPiecesCanCheck 110) Recurse Recurse) (IfKingMustMove Recurse (IfKingMustMove EvaluateMaterial (IfForAllOpponentMoves (Smaller OppKingProximityToEdges 110) Recurse Recurse))))
