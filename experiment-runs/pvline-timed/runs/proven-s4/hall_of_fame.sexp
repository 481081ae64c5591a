; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 101, fitness 5107.936234290031, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4307
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial NumOppPiecesAttacked) (Smaller EvaluateMaterial 370.4) Recurse Recurse)))

; #2 generation 101, fitness 5107.936234290031, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4307
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial NumOppPiecesAttacked) (Smaller EvaluateMaterial 481.2) Recurse Recurse)))

; #3 generation 101, fitness 5107.936234290031, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4306
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) (Smaller EvaluateMaterial 370.4) Recurse Recurse)))

; #4 generation 101, fitness 5107.936234290031, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4309
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial 481.2) (Smaller EvaluateMaterial 370.4) Recurse Recurse)))

; #5 generation 101, fitness 5107.936234290031, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4307
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial NumOppPiecesAttacked) (Smaller EvaluateMaterial 173.9) Recurse Recurse)))

; #6 generation 101, fitness 5107.936234290031, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4307
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial NumOppPiecesAttacked) (Smaller EvaluateMaterial OppKingProximityToEdges) Recurse Recurse)))

; #7 generation 101, fitness 5107.936234290031, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4307
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial NumNotMovesOppKing) (Smaller EvaluateMaterial OppKingProximityToEdges) Recurse Recurse)))

; #8 generation 101, fitness 5107.936234290031, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4306
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) (Smaller EvaluateMaterial 481.2) Recurse Recurse)))

; #9 generation 101, fitness 5107.936234290031, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4306
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial NumNotMovesOppKing) (Smaller EvaluateMaterial 370.4) Recurse Recurse)))

; #10 generation 101, fitness 5107.936234290031, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4309
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial 370.4) (Smaller EvaluateMaterial 481.2) Recurse Recurse)))
