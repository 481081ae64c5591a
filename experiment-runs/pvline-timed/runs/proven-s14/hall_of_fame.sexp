; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 93, fitness 5271.30611867074, size 8, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2214
(If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) Recurse)

; #2 generation 93, fitness 5271.30611867074, size 11, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2214
(If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))

; #3 generation 93, fitness 5271.30611867074, size 11, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2214
(If3 IsForcingMove (If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) Recurse) Recurse)

; #4 generation 93, fitness 5271.30611867074, size 12, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2214
(If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) Recurse)) Recurse)

; #5 generation 93, fitness 5271.30611867074, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2214
(If3 IsForcingMove (If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) (IfAttackingKingMove Recurse Recurse)) Recurse)

; #6 generation 93, fitness 5271.30611867074, size 15, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2214
(If3 IsForcingMove (If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))) Recurse)

; #7 generation 93, fitness 5271.30611867074, size 18, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2214
(If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck (If3 IsCheck (If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) Recurse) Recurse) Recurse)) Recurse)

; #8 generation 93, fitness 5271.30611867074, size 19, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2214
(If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck (If3 IsForcingMove (IfAttackingKingMove (MakeBestMove (IfAttackingKingMove Recurse Recurse)) Recurse) Recurse) Recurse) Recurse)) Recurse)

; #9 generation 93, fitness 5271.30611867074, size 29, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2214
(If3 IsForcingMove (IfAttackingKingMove (MakeBestMove (IfClearingWayMove (IfPinCloseToKingMove NumOppPiecesAttacked NumNotMovesOppKing) NumNotMovesOppKing)) (IfClearingWayMove (IfExistsCheckingMove (IfKingMustMove Recurse NumNotMovesOppKing) EvaluateMaterial) (IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsPinCloseToKing -804.7 NumNotMovesOppKing) (If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) Recurse)))) Recurse)

; #10 generation 93, fitness 5271.30611867074, size 32, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2214
(If3 IsForcingMove (IfAttackingKingMove (MakeBestMove (IfClearingWayMove (IfPinCloseToKingMove NumOppPiecesAttacked NumNotMovesOppKing) NumNotMovesOppKing)) (IfClearingWayMove (IfExistsCheckingMove (IfKingMustMove Recurse NumNotMovesOppKing) EvaluateMaterial) (IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsPinCloseToKing -804.7 (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) (If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) Recurse)))) Recurse)
