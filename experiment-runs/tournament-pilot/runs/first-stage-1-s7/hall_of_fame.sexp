; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 136, fitness 1923.8456088859398, size 3, depth 1, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1517
(IfKingMustMove NumMyPiecesCanCheck Recurse)

; #2 generation 136, fitness 1923.8456088859398, size 5, depth 2, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1517
(IfKingMustMove (IfExistsCheckingMove NumMyPiecesCanCheck -43.4) Recurse)

; #3 generation 136, fitness 1893.636361495005, size 5, depth 2, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1516
(IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove Recurse Recurse))

; #4 generation 136, fitness 1893.636361495005, size 5, depth 2, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1516
(IfKingMustMove (IfExistsCheckingMove NumMyPiecesCanCheck Recurse) Recurse)

; #5 generation 136, fitness 1893.636361495005, size 7, depth 3, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1516
(IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove (IfKingMustMove Recurse Recurse) Recurse))

; #6 generation 136, fitness 1893.636361495005, size 7, depth 3, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1516
(IfExistsCheckingMove NumMyPiecesCanCheck (IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove Recurse Recurse)))

; #7 generation 136, fitness 1893.636361495005, size 7, depth 3, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1516
(IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove Recurse (IfKingMustMove Recurse Recurse)))

; #8 generation 136, fitness 1893.636361495005, size 9, depth 3, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1516
(IfExistsCheckingMove (IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove Recurse Recurse)) (IfKingMustMove Recurse Recurse))

; #9 generation 136, fitness 1893.636361495005, size 9, depth 3, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1516
(IfKingMustMove (IfKingMustMove Recurse Recurse) (IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove Recurse Recurse)))

; #10 generation 136, fitness 1893.636361495005, size 11, depth 5, solved 42/50 per N [10, 6, 9, 9, 8], nodes 1516
(IfExistsCheckingMove NumMyPiecesCanCheck (IfExistsCheckingMove -922.6 (IfKingMustMove (IfKingMustMove (IfKingMustMove Recurse Recurse) Recurse) Recurse)))
