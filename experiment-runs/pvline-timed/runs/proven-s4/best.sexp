; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 101, fitness 5107.936234290031, size 13, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4307
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (MyMoveIter (Smaller EvaluateMaterial NumOppPiecesAttacked) (Smaller EvaluateMaterial 370.4) Recurse Recurse)))
