; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 145, fitness 1956.916105281508, size 3, depth 1, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1468
(IfKingMustMove Recurse Recurse)

; #2 generation 145, fitness 1956.916105281508, size 5, depth 2, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1468
(IfExistsCheckingMove Recurse (IfKingMustMove Recurse Recurse))

; #3 generation 145, fitness 1956.916105281508, size 7, depth 2, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1468
(IfExistsCheckingMove (IfKingMustMove Recurse Recurse) (IfKingMustMove Recurse Recurse))

; #4 generation 145, fitness 1956.916105281508, size 9, depth 3, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1468
(IfExistsCheckingMove (IfExistsCheckingMove Recurse (IfKingMustMove Recurse Recurse)) (IfKingMustMove Recurse Recurse))

; #5 generation 145, fitness 1956.916105281508, size 11, depth 3, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1468
(IfExistsCheckingMove (IfExistsCheckingMove (IfKingMustMove Recurse Recurse) (IfKingMustMove Recurse Recurse)) (IfKingMustMove Recurse Recurse))

; #6 generation 145, fitness 1956.916105281508, size 15, depth 4, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1468
(IfExistsCheckingMove (IfExistsCheckingMove (IfExistsCheckingMove (IfKingMustMove Recurse Recurse) (IfKingMustMove Recurse Recurse)) (IfKingMustMove Recurse Recurse)) (IfKingMustMove Recurse Recurse))

; #7 generation 145, fitness 1956.916105281508, size 17, depth 5, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1468
(IfExistsCheckingMove (IfExistsCheckingMove (IfKingMustMove (IfExistsCheckingMove EvaluateMaterial (IfKingMustMove Recurse Recurse)) Recurse) (IfKingMustMove (IfKingMustMove NumMyPiecesCanCheck Recurse) Recurse)) (IfKingMustMove Recurse Recurse))

; #8 generation 145, fitness 1956.916105281508, size 20, depth 5, solved 36/50 per N [10, 2, 7, 8, 9], nodes 1468
(IfExistsCheckingMove (IfExistsCheckingMove (IfExistsCheckingMove (IfExistsCheckingMove Recurse (IfKingMustMove Recurse Recurse)) (IfKingMustMove Recurse (IfForAllOpponentMoves IsMaterialChange OppKingProximityToEdges 227.8))) (IfKingMustMove Recurse Recurse)) (IfKingMustMove Recurse Recurse))

; #9 generation 145, fitness 1951.5253920937905, size 1, depth 0, solved 28/50 per N [2, 2, 7, 8, 9], nodes 1716
Recurse

; #10 generation 145, fitness 1951.5253920937905, size 9, depth 2, solved 28/50 per N [2, 2, 7, 8, 9], nodes 1716
(IfSuicideCheck IsMateInOneOrLess (IfForAllOpponentMoves IsDiscoveredProtectedCheck EvaluateMaterial NumOppPiecesAttacked) (IfExistsCheckingMove EvaluateMaterial 836.1))
