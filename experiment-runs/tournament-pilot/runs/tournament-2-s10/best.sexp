; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 78, fitness 2400.2009908641703, size 27, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3775
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfForAllOpponentMoves IsNextMoveForcedWithKing (IfAttackingKingMove -452.9 OppKingProximityToEdges) (MakeAnyOrAllMovesSuchThat IsMaterialChange (IfForAllOpponentMoves IsOppPiecePinned 477.5 Recurse) (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger (IfForAllOpponentMoves IsOppPiecePinned (IfForAllOpponentMoves IsCheckFork (MakeBestMove EvaluateMaterial) Recurse) Recurse) (MakeBestMove Recurse))))))
