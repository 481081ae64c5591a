; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 302, fitness 4965.45517170916, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3196
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (MyMoveIter (Smaller -202.6 EvaluateMaterial) (Smaller -519.3 NumNotMovesOppKing) Recurse Recurse)))

; #2 generation 302, fitness 4965.45517170916, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3196
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (MyMoveIter (Smaller -187.5 EvaluateMaterial) (Smaller -187.7 EvaluateMaterial) Recurse Recurse)))

; #3 generation 302, fitness 4965.45517170916, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3196
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (MyMoveIter (Smaller -187.5 EvaluateMaterial) (Smaller -202.6 EvaluateMaterial) Recurse Recurse)))

; #4 generation 302, fitness 4965.45517170916, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3196
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (MyMoveIter (Smaller -202.6 NumNotMovesOppKing) (Smaller -519.3 NumNotMovesOppKing) Recurse Recurse)))

; #5 generation 302, fitness 4965.45517170916, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3196
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (MyMoveIter (Smaller -519.3 NumNotMovesOppKing) (Smaller -202.6 EvaluateMaterial) Recurse Recurse)))

; #6 generation 302, fitness 4965.45517170916, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3196
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (MyMoveIter (Smaller -187.5 EvaluateMaterial) (Smaller -187.5 EvaluateMaterial) Recurse Recurse)))

; #7 generation 302, fitness 4965.45517170916, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3196
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (MyMoveIter (Smaller -187.5 EvaluateMaterial) (Smaller -519.3 -419.4) Recurse Recurse)))

; #8 generation 302, fitness 4965.45517170916, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3196
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (MyMoveIter (Smaller -202.6 EvaluateMaterial) (Smaller -187.5 EvaluateMaterial) Recurse Recurse)))

; #9 generation 302, fitness 4965.45517170916, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3196
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (MyMoveIter (Smaller -519.3 NumNotMovesOppKing) (Smaller -202.6 NumOppPiecesAttacked) Recurse Recurse)))

; #10 generation 302, fitness 4965.45517170916, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3196
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (MyMoveIter (Smaller -519.3 NumNotMovesOppKing) (Smaller -519.3 NumNotMovesOppKing) Recurse Recurse)))
