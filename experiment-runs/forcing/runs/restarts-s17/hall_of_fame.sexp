; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 415, fitness 2455.631609980273, size 3, depth 1, solved 41/50 per N [10, 8, 7, 7, 9], nodes 1546
(IfKingMustMove NumMyPiecesCanCheck Recurse)

; #2 generation 415, fitness 2455.631609980273, size 5, depth 2, solved 41/50 per N [10, 8, 7, 7, 9], nodes 1546
(IfKingMustMove NumMyPiecesCanCheck (IfKingMustMove NumMyPiecesCanCheck Recurse))

; #3 generation 415, fitness 2455.631609980273, size 8, depth 2, solved 41/50 per N [10, 8, 7, 7, 9], nodes 1546
(IfSuicideCheck (Or2 IsDiscoveredCheck IsNextMoveForced) NumMyPiecesCanCheck (IfKingMustMove NumMyPiecesCanCheck Recurse))

; #4 generation 415, fitness 2455.631609980273, size 8, depth 2, solved 41/50 per N [10, 8, 7, 7, 9], nodes 1546
(IfSuicideCheck (Or2 IsDiscoveredCheck IsNextMoveForced) NumNotMovesOppKing (IfKingMustMove NumMyPiecesCanCheck Recurse))

; #5 generation 415, fitness 2455.631609980273, size 10, depth 2, solved 41/50 per N [10, 8, 7, 7, 9], nodes 1546
(IfSuicideCheck (Or2 IsDiscoveredCheck IsNextMoveForced) (IfKingMustMove NumMyPiecesCanCheck Recurse) (IfKingMustMove NumMyPiecesCanCheck Recurse))

; #6 generation 415, fitness 2455.631609980273, size 12, depth 3, solved 41/50 per N [10, 8, 7, 7, 9], nodes 1546
(IfPinCloseToKingMove EvaluateMaterial (IfSuicideCheck (Or2 IsDiscoveredCheck IsNextMoveForced) (IfKingMustMove NumMyPiecesCanCheck Recurse) (IfKingMustMove NumMyPiecesCanCheck Recurse)))

; #7 generation 538, fitness 2436.3533566877263, size 5, depth 2, solved 36/50 per N [10, 6, 5, 5, 10], nodes 434
(IfExistsCheckingMove 1000 (IfKingMustMove Recurse NumNotMovesOppKing))

; #8 generation 538, fitness 2436.3533566877263, size 7, depth 3, solved 36/50 per N [10, 6, 5, 5, 10], nodes 434
(IfExistsCheckingMove 1000 (IfExistsCheckingMove 1000 (IfKingMustMove Recurse NumNotMovesOppKing)))

; #9 generation 538, fitness 2436.3533566877263, size 7, depth 3, solved 36/50 per N [10, 6, 5, 5, 10], nodes 434
(IfExistsCheckingMove 1000 (IfKingMustMove Recurse (IfExistsCheckingMove 1000 NumNotMovesOppKing)))

; #10 generation 538, fitness 2436.3533566877263, size 9, depth 4, solved 36/50 per N [10, 6, 5, 5, 10], nodes 434
(IfExistsCheckingMove 1000 (IfKingMustMove Recurse (IfPinCloseToKingMove (IfKingMustMove Recurse Recurse) NumNotMovesOppKing)))
