; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 94, fitness 2529.120366150658, size 5, depth 2, solved 38/50 per N [10, 5, 6, 7, 10], nodes 1438
(IfKingMustMove (IfKingMustMove NumMyPiecesCanCheck -520.6) -705.6)

; #2 generation 94, fitness 2526.9632873150777, size 3, depth 1, solved 39/50 per N [10, 6, 6, 7, 10], nodes 1438
(IfKingMustMove NumMyPiecesCanCheck -705.6)

; #3 generation 94, fitness 2526.9632873150777, size 3, depth 1, solved 39/50 per N [10, 6, 6, 7, 10], nodes 1438
(IfKingMustMove NumMyPiecesCanCheck Recurse)

; #4 generation 94, fitness 2526.9632873150777, size 3, depth 1, solved 39/50 per N [10, 6, 6, 7, 10], nodes 1438
(IfKingMustMove NumMyPiecesCanCheck -854.9)

; #5 generation 94, fitness 2526.9632873150777, size 3, depth 1, solved 39/50 per N [10, 6, 6, 7, 10], nodes 1438
(IfKingMustMove NumMyPiecesCanCheck -645.5)

; #6 generation 94, fitness 2526.9632873150777, size 3, depth 1, solved 39/50 per N [10, 6, 6, 7, 10], nodes 1438
(IfKingMustMove NumMyPiecesCanCheck -827.3)

; #7 generation 94, fitness 2526.9632873150777, size 3, depth 1, solved 39/50 per N [10, 6, 6, 7, 10], nodes 1438
(IfKingMustMove NumMyPiecesCanCheck -19.3)

; #8 generation 94, fitness 2526.9632873150777, size 3, depth 1, solved 39/50 per N [10, 6, 6, 7, 10], nodes 1438
(IfKingMustMove NumMyPiecesCanCheck -808.8)

; #9 generation 94, fitness 2526.9632873150777, size 3, depth 1, solved 39/50 per N [10, 6, 6, 7, 10], nodes 1438
(IfKingMustMove NumMyPiecesCanCheck -686.1)

; #10 generation 94, fitness 2526.9632873150777, size 3, depth 1, solved 39/50 per N [10, 6, 6, 7, 10], nodes 1438
(IfKingMustMove NumMyPiecesCanCheck -770.4)
