; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 49, fitness 2681.3329490464853, size 3, depth 1, solved 41/50 per N [10, 7, 7, 7, 10], nodes 1475
(IfKingMustMove 619 NumNotMovesOppKing)

; #2 generation 49, fitness 2681.3329490464853, size 3, depth 1, solved 41/50 per N [10, 7, 7, 7, 10], nodes 1475
(IfKingMustMove 485.9 NumNotMovesOppKing)

; #3 generation 49, fitness 2681.3329490464853, size 3, depth 1, solved 41/50 per N [10, 7, 7, 7, 10], nodes 1475
(IfKingMustMove 311.6 NumNotMovesOppKing)

; #4 generation 49, fitness 2681.3329490464853, size 3, depth 1, solved 41/50 per N [10, 7, 7, 7, 10], nodes 1475
(IfKingMustMove 460.2 NumNotMovesOppKing)

; #5 generation 49, fitness 2681.3329490464853, size 5, depth 2, solved 41/50 per N [10, 7, 7, 7, 10], nodes 1475
(IfKingMustMove 619 (IfKingMustMove 311.6 NumNotMovesOppKing))

; #6 generation 49, fitness 2681.3329490464853, size 5, depth 2, solved 41/50 per N [10, 7, 7, 7, 10], nodes 1475
(IfKingMustMove 619 (IfKingMustMove OppKingProximityToEdges NumNotMovesOppKing))

; #7 generation 49, fitness 2681.3329490464853, size 5, depth 2, solved 41/50 per N [10, 7, 7, 7, 10], nodes 1475
(IfCaptureCloseToKingMove EvaluateMaterial (IfKingMustMove 460.2 NumNotMovesOppKing))

; #8 generation 49, fitness 2681.3329490464853, size 5, depth 2, solved 41/50 per N [10, 7, 7, 7, 10], nodes 1475
(IfKingMustMove 596.4 (IfKingMustMove NumNotMovesOppKing NumNotMovesOppKing))

; #9 generation 49, fitness 2681.3329490464853, size 5, depth 2, solved 41/50 per N [10, 7, 7, 7, 10], nodes 1475
(IfKingMustMove 596.4 (IfKingMustMove NumMyPiecesCanCheck NumNotMovesOppKing))

; #10 generation 49, fitness 2681.3329490464853, size 7, depth 3, solved 41/50 per N [10, 7, 7, 7, 10], nodes 1475
(IfKingMustMove 619 (IfKingMustMove (IfKingMustMove Recurse NumNotMovesOppKing) NumNotMovesOppKing))
