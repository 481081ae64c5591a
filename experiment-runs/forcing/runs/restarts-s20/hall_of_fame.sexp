; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 63, fitness 3905.7776047774555, size 19, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 1509
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) (Smaller EvaluateMaterial NumMyPiecesCanCheck) Recurse (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) IsCheck Recurse (MakeBestMove Recurse))))

; #2 generation 63, fitness 3904.7421248309047, size 13, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 1497
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) (Smaller EvaluateMaterial OppKingProximityToEdges) Recurse (MakeBestMove Recurse)))

; #3 generation 63, fitness 3904.7421248309047, size 16, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 1497
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) (Smaller EvaluateMaterial OppKingProximityToEdges) Recurse (MakeBestMove Recurse))))

; #4 generation 63, fitness 3904.7421248309047, size 22, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 1497
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) (Smaller EvaluateMaterial OppKingProximityToEdges) (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) (Smaller EvaluateMaterial OppKingProximityToEdges) Recurse (MakeBestMove Recurse)) (MakeBestMove Recurse)))

; #5 generation 63, fitness 3904.7421248309047, size 25, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 1497
(MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) (Smaller EvaluateMaterial OppKingProximityToEdges) Recurse (MakeBestMove Recurse))) (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) (Smaller EvaluateMaterial OppKingProximityToEdges) Recurse (MakeBestMove Recurse)))

; #6 generation 63, fitness 3904.5660021420485, size 13, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 1502
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MyMoveIter (Smaller NumOppPiecesAttacked OppKingProximityToEdges) (Smaller EvaluateMaterial OppKingProximityToEdges) Recurse (MakeBestMove Recurse)))

; #7 generation 63, fitness 3904.5225164038966, size 13, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 1502
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial NumNotMovesOppKing) (Smaller EvaluateMaterial OppKingProximityToEdges) Recurse (MakeBestMove Recurse)))

; #8 generation 63, fitness 3904.224041300912, size 21, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 1509
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) (Smaller EvaluateMaterial OppKingProximityToEdges) Recurse (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) (Smaller EvaluateMaterial OppKingProximityToEdges) Recurse (MakeBestMove Recurse))))

; #9 generation 63, fitness 3904.224041300912, size 24, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 1509
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) (Smaller EvaluateMaterial OppKingProximityToEdges) Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) (Smaller EvaluateMaterial OppKingProximityToEdges) Recurse (MakeBestMove Recurse)))))

; #10 generation 63, fitness 3904.0580048925044, size 22, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 1513
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) (Smaller EvaluateMaterial OppKingProximityToEdges) Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MyMoveIter IsMateInOneOrLess (Smaller EvaluateMaterial OppKingProximityToEdges) Recurse (MakeBestMove Recurse)))))
