; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 110, fitness 3854.791980426628, size 5, depth 2, solved 45/50 per N [10, 7, 8, 10, 10], nodes 1517
(IfKingMustMove Recurse (IfExistsCheckingMove NumMyPiecesCanCheck Recurse))

; #2 generation 110, fitness 3854.791980426628, size 7, depth 3, solved 45/50 per N [10, 7, 8, 10, 10], nodes 1517
(IfKingMustMove Recurse (IfKingMustMove Recurse (IfExistsCheckingMove NumMyPiecesCanCheck Recurse)))

; #3 generation 110, fitness 3854.791980426628, size 7, depth 2, solved 45/50 per N [10, 7, 8, 10, 10], nodes 1517
(IfKingMustMove (IfExistsCheckingMove NumMyPiecesCanCheck Recurse) (IfExistsCheckingMove NumMyPiecesCanCheck Recurse))

; #4 generation 110, fitness 3854.791980426628, size 7, depth 3, solved 45/50 per N [10, 7, 8, 10, 10], nodes 1517
(IfKingMustMove Recurse (IfExistsCheckingMove (IfExistsCheckingMove NumMyPiecesCanCheck Recurse) Recurse))

; #5 generation 110, fitness 3854.791980426628, size 9, depth 3, solved 45/50 per N [10, 7, 8, 10, 10], nodes 1517
(IfKingMustMove Recurse (IfKingMustMove (IfExistsCheckingMove NumMyPiecesCanCheck Recurse) (IfExistsCheckingMove NumMyPiecesCanCheck Recurse)))

; #6 generation 110, fitness 3854.791980426628, size 9, depth 4, solved 45/50 per N [10, 7, 8, 10, 10], nodes 1517
(IfKingMustMove Recurse (IfExistsCheckingMove NumMyPiecesCanCheck (IfKingMustMove Recurse (IfExistsCheckingMove NumMyPiecesCanCheck Recurse))))

; #7 generation 110, fitness 3854.791980426628, size 9, depth 4, solved 45/50 per N [10, 7, 8, 10, 10], nodes 1517
(IfKingMustMove Recurse (IfKingMustMove Recurse (IfKingMustMove Recurse (IfExistsCheckingMove NumMyPiecesCanCheck Recurse))))

; #8 generation 110, fitness 3854.791980426628, size 9, depth 4, solved 45/50 per N [10, 7, 8, 10, 10], nodes 1517
(IfKingMustMove (IfKingMustMove Recurse (IfKingMustMove Recurse (IfExistsCheckingMove NumMyPiecesCanCheck Recurse))) Recurse)

; #9 generation 110, fitness 3854.791980426628, size 11, depth 5, solved 45/50 per N [10, 7, 8, 10, 10], nodes 1517
(IfKingMustMove Recurse (IfKingMustMove Recurse (IfKingMustMove Recurse (IfKingMustMove Recurse (IfExistsCheckingMove NumMyPiecesCanCheck Recurse)))))

; #10 generation 110, fitness 3854.791980426628, size 13, depth 6, solved 45/50 per N [10, 7, 8, 10, 10], nodes 1517
(IfKingMustMove Recurse (IfKingMustMove Recurse (IfKingMustMove NumNotMovesOppKing (IfKingMustMove EvaluateMaterial (IfExistsCheckingMove (IfExistsCheckingMove NumMyPiecesCanCheck Recurse) Recurse)))))
