; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 145, fitness 3233.7616997958767, size 3, depth 1, solved 44/50 per N [10, 7, 8, 9, 10], nodes 1531
(IfKingMustMove NumNotMovesOppKing Recurse)

; #2 generation 145, fitness 3069.7433336770973, size 40, depth 7, solved 45/50 per N [10, 7, 9, 9, 10], nodes 2640
(IfKingMustMove (IfExistsCheckingMove (IfForAllOpponentMoves (Or3 IsOppKingProtectingPiece IsMateInOneOrLess (Or3 IsDiscoveredCheck IsCheck NumNotMovesOppBigger)) NumNotMovesOppKing (IfForAllOpponentMoves IsOppKingStuck (If3 IsOppPiecePinned (IfMyMoveExistsSuchThat (Or3 IsOppPiecePinned NumNotMovesOppBigger IsNextMoveForcedWithKing) (If3 DidNumAttackingKingIncrease NumOppPiecesAttacked NumNotMovesOppKing) (MakeBestMove Recurse)) OppKingProximityToEdges) (IfAttackingKingMove (If3 (And3 IsNextMoveForcedWithKing IsNextMoveForcedWithKing IsOppKingStuck) EvaluateMaterial EvaluateMaterial) NumMyPiecesCanCheck))) (IfExistsCheckingMove EvaluateMaterial Recurse)) Recurse)

; #3 generation 145, fitness 3069.7433336770973, size 43, depth 7, solved 45/50 per N [10, 7, 9, 9, 10], nodes 2640
(IfKingMustMove (IfExistsCheckingMove (IfForAllOpponentMoves (Or3 IsOppKingProtectingPiece IsMateInOneOrLess (Or3 IsDiscoveredCheck IsCheck NumNotMovesOppBigger)) NumNotMovesOppKing (IfForAllOpponentMoves IsOppKingStuck (If3 IsOppPiecePinned (IfMyMoveExistsSuchThat (Or3 IsOppPiecePinned NumNotMovesOppBigger IsNextMoveForcedWithKing) (If3 DidNumAttackingKingIncrease NumOppPiecesAttacked NumNotMovesOppKing) (MakeBestMove Recurse)) OppKingProximityToEdges) (IfAttackingKingMove (If3 (And3 IsNextMoveForcedWithKing IsNextMoveForcedWithKing IsOppKingStuck) (If3 IsOppKingStuck OppKingProximityToEdges Recurse) EvaluateMaterial) NumMyPiecesCanCheck))) (IfExistsCheckingMove OppKingProximityToEdges Recurse)) Recurse)

; #4 generation 145, fitness 3069.7433336770973, size 43, depth 7, solved 45/50 per N [10, 7, 9, 9, 10], nodes 2640
(IfKingMustMove (IfExistsCheckingMove (IfForAllOpponentMoves (Or3 IsOppKingProtectingPiece IsMateInOneOrLess (Or3 IsDiscoveredCheck IsCheck NumNotMovesOppBigger)) NumNotMovesOppKing (IfForAllOpponentMoves IsOppKingStuck (If3 IsOppPiecePinned (IfMyMoveExistsSuchThat (Or3 IsOppPiecePinned NumNotMovesOppBigger IsNextMoveForcedWithKing) (If3 DidNumAttackingKingIncrease NumOppPiecesAttacked NumNotMovesOppKing) (MakeBestMove Recurse)) OppKingProximityToEdges) (IfAttackingKingMove (If3 (And3 IsNextMoveForcedWithKing IsNextMoveForcedWithKing IsOppKingStuck) (If3 IsOppKingStuck OppKingProximityToEdges Recurse) EvaluateMaterial) NumMyPiecesCanCheck))) (IfExistsCheckingMove EvaluateMaterial Recurse)) Recurse)

; #5 generation 145, fitness 3067.6305816761856, size 44, depth 8, solved 45/50 per N [10, 7, 9, 9, 10], nodes 2655
(IfKingMustMove (IfExistsCheckingMove (IfForAllOpponentMoves (Or3 IsOppKingProtectingPiece IsMateInOneOrLess (Or3 IsDiscoveredCheck IsCheck NumNotMovesOppBigger)) NumNotMovesOppKing (IfForAllOpponentMoves IsOppKingStuck (If3 IsOppPiecePinned (IfMyMoveExistsSuchThat (Or3 IsOppPiecePinned NumNotMovesOppBigger IsNextMoveForcedWithKing) (If3 DidNumAttackingKingIncrease NumOppPiecesAttacked NumNotMovesOppKing) (MakeBestMove Recurse)) OppKingProximityToEdges) (IfAttackingKingMove (If3 (And3 IsNextMoveForcedWithKing IsNextMoveForcedWithKing IsOppKingStuck) (IfKingMustMove (IfExistsCheckingMove OppKingProximityToEdges Recurse) Recurse) EvaluateMaterial) NumMyPiecesCanCheck))) (IfExistsCheckingMove EvaluateMaterial Recurse)) Recurse)

; #6 generation 145, fitness 2568.4926833088825, size 5, depth 2, solved 43/50 per N [10, 7, 8, 9, 9], nodes 1525
(IfKingMustMove (IfExistsCheckingMove EvaluateMaterial Recurse) Recurse)

; #7 generation 145, fitness 2568.4926833088825, size 16, depth 5, solved 43/50 per N [10, 7, 8, 9, 9], nodes 1525
(IfKingMustMove (IfExistsCheckingMove (IfForAllOpponentMoves (Or3 IsOppKingProtectingPiece IsMateInOneOrLess (Or3 IsDiscoveredCheck IsCheck NumNotMovesOppBigger)) NumNotMovesOppKing EvaluateMaterial) (IfExistsCheckingMove EvaluateMaterial Recurse)) Recurse)

; #8 generation 145, fitness 2566.794444235033, size 11, depth 3, solved 42/50 per N [10, 6, 8, 9, 9], nodes 1531
(IfKingMustMove EvaluateMaterial (IfPinCloseToKingMove (If3 IsPinCloseToKing OppKingProximityToEdges -818.8) (IfSuicideCheck IsCheckFork NumNotMovesOppKing -751.2)))

; #9 generation 145, fitness 2566.794444235033, size 14, depth 4, solved 42/50 per N [10, 6, 8, 9, 9], nodes 1531
(IfExistsCheckingMove (IfForAllOpponentMoves (Or3 IsOppKingProtectingPiece IsMateInOneOrLess (Or3 IsDiscoveredCheck IsCheck NumNotMovesOppBigger)) NumNotMovesOppKing OppKingProximityToEdges) (IfKingMustMove EvaluateMaterial Recurse))

; #10 generation 106, fitness 2518.932145202033, size 41, depth 9, solved 42/50 per N [10, 9, 6, 7, 10], nodes 2043
(IfKingMustMove (IfSuicideCheck IsDiscoveredProtectedCheck NumMyPiecesCanCheck (MyMoveIter IsCheck IsOppPiecePinned OppKingProximityToEdges Recurse)) (IfKingMustMove (IfKingMustMove (IfExistsCheckingMove EvaluateMaterial Recurse) (IfExistsCheckingMove (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger OppKingProximityToEdges Recurse) (IfKingMustMove (IfExistsCheckingMove (MakeAnyOrAllMovesSuchThat IsCheck (IfAttackingKingMove Recurse NumMyPiecesCanCheck) (IfSuicideCheck IsDiscoveredProtectedCheck NumMyPiecesCanCheck (MyMoveIter IsCheck IsNextMoveForcedWithKing OppKingProximityToEdges Recurse))) Recurse) Recurse))) (IfExistsCheckingMove EvaluateMaterial (IfExistsCheckingMove EvaluateMaterial Recurse))))
