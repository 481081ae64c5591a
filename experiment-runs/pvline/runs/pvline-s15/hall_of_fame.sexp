; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 53, fitness 1593.2209131445898, size 23, depth 7, solved 41/50 per N [10, 7, 8, 6, 10], nodes 7595
(IfKingMustMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat (Or2 (Smaller EvaluateMaterial NumOppPiecesAttacked) IsCheckFork) (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (IfForAllOpponentMoves IsDiscoveredCheck 800.7 (IfAttackingKingMove NumOppPiecesAttacked (IfKingMustMove EvaluateMaterial Recurse))) Recurse) Recurse) Recurse))

; #2 generation 53, fitness 1593.2209131445898, size 23, depth 7, solved 41/50 per N [10, 7, 8, 6, 10], nodes 7595
(IfKingMustMove Recurse (IfMyMoveExistsSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat (Or2 (Smaller EvaluateMaterial NumOppPiecesAttacked) IsCheckFork) (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (IfForAllOpponentMoves IsDiscoveredCheck 800.7 (IfAttackingKingMove NumOppPiecesAttacked (IfKingMustMove EvaluateMaterial Recurse))) Recurse) Recurse) Recurse))

; #3 generation 53, fitness 1593.2209131445898, size 27, depth 7, solved 41/50 per N [10, 7, 8, 6, 10], nodes 7595
(IfKingMustMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat (Or2 (Smaller EvaluateMaterial NumOppPiecesAttacked) (Or2 (Smaller EvaluateMaterial NumOppPiecesAttacked) IsCheckFork)) (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (IfForAllOpponentMoves IsDiscoveredCheck 800.7 (IfAttackingKingMove NumOppPiecesAttacked (IfKingMustMove EvaluateMaterial Recurse))) Recurse) Recurse) Recurse))

; #4 generation 53, fitness 1593.2209131445898, size 41, depth 12, solved 41/50 per N [10, 7, 8, 6, 10], nodes 7595
(IfKingMustMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat (Or2 (Smaller EvaluateMaterial NumOppPiecesAttacked) IsCheckFork) (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (IfForAllOpponentMoves IsDiscoveredCheck 426.7 (IfAttackingKingMove NumOppPiecesAttacked (IfKingMustMove OppKingProximityToEdges (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat (Or2 (Smaller EvaluateMaterial NumOppPiecesAttacked) IsCheckFork) (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (IfForAllOpponentMoves IsDiscoveredCheck 800.7 (IfAttackingKingMove NumOppPiecesAttacked Recurse)) Recurse) Recurse) Recurse)))) Recurse) Recurse) Recurse))

; #5 generation 53, fitness 1592.4858697505156, size 35, depth 8, solved 41/50 per N [10, 7, 8, 6, 10], nodes 7598
(IfKingMustMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat (Or2 (Smaller EvaluateMaterial NumOppPiecesAttacked) IsCheckFork) (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (MakeAnyOrAllMovesSuchThat (Or3 NumNotMovesOppBigger IsMaterialChange IsCheckFork) (IfKingMustMove (IfForAllOpponentMoves IsDiscoveredCheck 421.2 (MakeAnyOrAllMovesSuchThat IsMateInOneOrLess Recurse Recurse)) (MakeAnyOrAllMovesSuchThat IsForcingMove (IfCaptureCloseToKingMove EvaluateMaterial Recurse) Recurse)) Recurse) Recurse) Recurse) Recurse))

; #6 generation 53, fitness 1591.5069986077187, size 17, depth 5, solved 41/50 per N [10, 7, 8, 6, 10], nodes 7602
(IfKingMustMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat (Smaller EvaluateMaterial NumOppPiecesAttacked) (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (IfForAllOpponentMoves IsDiscoveredCheck 953.7 Recurse) Recurse) Recurse) Recurse))

; #7 generation 53, fitness 1591.5069986077187, size 19, depth 5, solved 41/50 per N [10, 7, 8, 6, 10], nodes 7602
(IfKingMustMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat (Or2 (Smaller EvaluateMaterial NumOppPiecesAttacked) IsCheckFork) (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (IfForAllOpponentMoves IsDiscoveredCheck 953.7 Recurse) Recurse) Recurse) Recurse))

; #8 generation 53, fitness 1591.5069986077187, size 19, depth 6, solved 41/50 per N [10, 7, 8, 6, 10], nodes 7602
(IfKingMustMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat (Smaller EvaluateMaterial NumOppPiecesAttacked) (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (IfForAllOpponentMoves IsDiscoveredCheck 800.7 (IfAttackingKingMove NumOppPiecesAttacked Recurse)) Recurse) Recurse) Recurse))

; #9 generation 53, fitness 1591.5069986077187, size 22, depth 6, solved 41/50 per N [10, 7, 8, 6, 10], nodes 7602
(IfKingMustMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat (Or2 (Smaller EvaluateMaterial NumOppPiecesAttacked) IsCheckFork) (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsMateInOneOrLess Recurse Recurse) Recurse) Recurse) Recurse) Recurse))

; #10 generation 53, fitness 1591.5069986077187, size 23, depth 7, solved 41/50 per N [10, 7, 8, 6, 10], nodes 7602
(IfKingMustMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat (Smaller EvaluateMaterial NumOppPiecesAttacked) (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (IfKingMustMove (IfKingMustMove -583 Recurse) (IfKingMustMove -583 Recurse)) Recurse) Recurse) Recurse) Recurse))
