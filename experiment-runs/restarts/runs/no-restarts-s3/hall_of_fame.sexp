; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 77, fitness 2594.241512360306, size 7, depth 3, solved 39/50 per N [10, 7, 7, 5, 10], nodes 1496
(IfKingMustMove (IfClearingWayMove (IfCaptureCloseToKingMove Recurse -681.8) NumNotMovesOppKing) Recurse)

; #2 generation 111, fitness 2497.2869976227835, size 16, depth 5, solved 41/50 per N [10, 7, 9, 8, 7], nodes 3416
(IfKingMustMove (IfForAllOpponentMoves (And3 (And2 DidNumAttackingKingIncrease (And2 IsDiscoveredProtectedCheck IsMaterialChange)) DidNumAttackingKingIncrease IsNextMoveForcedWithKing) NumOppPiecesAttacked (IfMyMoveExistsSuchThat IsNextMoveForced 421.2 NumOppPiecesAttacked)) NumNotMovesOppKing)

; #3 generation 116, fitness 2337.5797395216405, size 7, depth 2, solved 39/50 per N [10, 5, 7, 8, 9], nodes 1359
(MakeAnyOrAllMovesSuchThat IsCheckFork (IfSuicideCheck IsDiscoveredCheck NumNotMovesOppKing NumNotMovesOppKing) Recurse)

; #4 generation 116, fitness 2331.9669451995046, size 3, depth 1, solved 39/50 per N [10, 5, 7, 8, 9], nodes 1399
(IfKingMustMove Recurse Recurse)

; #5 generation 116, fitness 2331.9669451995046, size 5, depth 2, solved 39/50 per N [10, 5, 7, 8, 9], nodes 1399
(IfKingMustMove (IfKingMustMove NumMyPiecesCanCheck Recurse) Recurse)

; #6 generation 116, fitness 2331.9669451995046, size 11, depth 4, solved 39/50 per N [10, 5, 7, 8, 9], nodes 1399
(IfKingMustMove (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheckFork (IfSuicideCheck IsDiscoveredCheck NumNotMovesOppKing NumNotMovesOppKing) Recurse) Recurse) Recurse)

; #7 generation 116, fitness 2331.9669451995046, size 15, depth 5, solved 39/50 per N [10, 5, 7, 8, 9], nodes 1399
(IfKingMustMove (IfKingMustMove NumNotMovesOppKing Recurse) (IfKingMustMove NumMyPiecesCanCheck (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheckFork (IfSuicideCheck IsCheckFork NumNotMovesOppKing NumNotMovesOppKing) NumOppPiecesAttacked) Recurse)))

; #8 generation 116, fitness 2331.9669451995046, size 20, depth 5, solved 39/50 per N [10, 5, 7, 8, 9], nodes 1399
(IfKingMustMove (IfKingMustMove (IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger OppKingProximityToEdges (IfKingMustMove NumNotMovesOppKing Recurse)) (IfKingMustMove NumNotMovesOppKing (IfCaptureCloseToKingMove Recurse -681.8))) Recurse) (IfKingMustMove (IfKingMustMove NumNotMovesOppKing Recurse) Recurse))

; #9 generation 116, fitness 2328.5843193110895, size 1, depth 0, solved 32/50 per N [3, 5, 7, 8, 9], nodes 1700
Recurse

; #10 generation 116, fitness 2328.5843193110895, size 1, depth 0, solved 32/50 per N [3, 5, 7, 8, 9], nodes 1700
-976.9
