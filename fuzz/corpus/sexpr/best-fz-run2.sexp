; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 1, fitness 7.721212121212121, size 10, depth 2, solved 2/2 per N [1, 1], nodes 58
(If3 (And2 NumNotMovesOppBigger DidNumAttackingKingIncrease) (IfExistsCheckingMove NumMyPiecesCanCheck OppKingProximityToEdges) (IfExistsCheckingMove NumNotMovesOppKing NumNotMovesOppKing))
