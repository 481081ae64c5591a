; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 430, fitness 3452.868749148349, size 33, depth 6, solved 47/50 per N [10, 10, 9, 8, 10], nodes 9384
(IfMyMoveExistsSuchThat (Or3 IsDiscoveredProtectedCheck IsForcingMove IsCheckFork) (MakeBestMove Recurse) (IfMyMoveExistsSuchThat IsMaterialChange (IfAttackingKingMove Recurse Recurse) (IfMyMoveExistsSuchThat (Or2 (Or2 IsOppPiecePinned IsCheckFork) IsOppKingStuck) (MakeBestMove Recurse) (IfMyMoveExistsSuchThat (Or3 NumNotMovesOppBigger IsDiscoveredCheck DidNumAttackingKingIncrease) (IfAttackingKingMove OppKingProximityToEdges (MakeBestMove Recurse)) (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))
