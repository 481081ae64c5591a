; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 136, fitness 4329.482115907558, size 29, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4176
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 (Or3 IsCheck IsCheck IsMaterialChange) IsDiscoveredProtectedCheck) Recurse (IfMyMoveExistsSuchThat (Or2 DidNumAttackingKingIncrease IsDiscoveredProtectedCheck) Recurse Recurse))))))))
