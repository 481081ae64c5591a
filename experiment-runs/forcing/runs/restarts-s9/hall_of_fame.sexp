; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 66, fitness 2277.279591252072, size 7, depth 3, solved 47/50 per N [10, 9, 9, 9, 10], nodes 6659
(If3 IsCheck (MakeBestMove (IfAttackingKingMove Recurse Recurse)) Recurse)

; #2 generation 66, fitness 2277.279591252072, size 9, depth 3, solved 47/50 per N [10, 9, 9, 9, 10], nodes 6659
(If3 IsCheck (MakeBestMove (IfAttackingKingMove Recurse Recurse)) (IfAttackingKingMove Recurse Recurse))

; #3 generation 66, fitness 2277.279591252072, size 9, depth 3, solved 47/50 per N [10, 9, 9, 9, 10], nodes 6659
(If3 IsCheck (MakeBestMove (IfAttackingKingMove Recurse Recurse)) (IfPinCloseToKingMove NumNotMovesOppKing Recurse))

; #4 generation 66, fitness 2277.279591252072, size 9, depth 4, solved 47/50 per N [10, 9, 9, 9, 10], nodes 6659
(If3 IsCheck (MakeBestMove (IfAttackingKingMove (IfAttackingKingMove Recurse Recurse) Recurse)) Recurse)

; #5 generation 66, fitness 2277.279591252072, size 10, depth 4, solved 47/50 per N [10, 9, 9, 9, 10], nodes 6659
(If3 IsCheck (If3 IsCheck (MakeBestMove (IfAttackingKingMove Recurse Recurse)) Recurse) Recurse)

; #6 generation 66, fitness 2277.279591252072, size 12, depth 4, solved 47/50 per N [10, 9, 9, 9, 10], nodes 6659
(If3 IsCheck (If3 IsCheck (MakeBestMove (IfAttackingKingMove Recurse Recurse)) Recurse) (IfAttackingKingMove Recurse Recurse))

; #7 generation 66, fitness 2277.279591252072, size 12, depth 4, solved 47/50 per N [10, 9, 9, 9, 10], nodes 6659
(If3 IsCheck (If3 IsCheck (MakeBestMove (IfAttackingKingMove Recurse Recurse)) (IfAttackingKingMove Recurse Recurse)) Recurse)

; #8 generation 66, fitness 2277.279591252072, size 13, depth 5, solved 47/50 per N [10, 9, 9, 9, 10], nodes 6659
(If3 IsCheck (MakeBestMove (If3 IsCheck (MakeBestMove (IfAttackingKingMove Recurse Recurse)) (IfAttackingKingMove Recurse Recurse))) Recurse)

; #9 generation 66, fitness 2277.279591252072, size 13, depth 6, solved 47/50 per N [10, 9, 9, 9, 10], nodes 6659
(If3 IsCheck (MakeBestMove (IfAttackingKingMove (If3 IsCheck (MakeBestMove (IfAttackingKingMove Recurse Recurse)) Recurse) Recurse)) Recurse)

; #10 generation 66, fitness 2277.279591252072, size 15, depth 7, solved 47/50 per N [10, 9, 9, 9, 10], nodes 6659
(If3 IsCheck (MakeBestMove (IfAttackingKingMove (IfExistsCheckingMove (IfExistsCheckingMove (IfExistsCheckingMove (IfAttackingKingMove NumMyPiecesCanCheck EvaluateMaterial) OppKingProximityToEdges) NumNotMovesOppKing) Recurse) Recurse)) Recurse)
