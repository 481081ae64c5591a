; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 63, fitness 3905.7776047774555, size 19, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 1509
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) (Smaller EvaluateMaterial NumMyPiecesCanCheck) Recurse (MyMoveIter (Smaller EvaluateMaterial OppKingProximityToEdges) IsCheck Recurse (MakeBestMove Recurse))))
