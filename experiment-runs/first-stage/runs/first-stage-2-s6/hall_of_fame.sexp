; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 109, fitness 2674.918682836626, size 30, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3608
(IfMyMoveExistsSuchThat IsMaterialChange (MakeBestMove (IfSuicideCheck IsCheck Recurse Recurse)) (IfMyMoveExistsSuchThat (Or2 IsCheckFork IsOppKingStuck) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))))))

; #2 generation 109, fitness 2654.9425985548623, size 19, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3691
(IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsOppKingStuck) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))))))

; #3 generation 109, fitness 2654.9425985548623, size 22, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3691
(IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsOppKingStuck) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))))))

; #4 generation 109, fitness 2654.9425985548623, size 23, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3691
(IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsOppKingStuck) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))))))

; #5 generation 109, fitness 2654.9425985548623, size 25, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3691
(IfMyMoveExistsSuchThat IsMaterialChange (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsOppKingStuck) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))))))

; #6 generation 109, fitness 2654.9425985548623, size 25, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3691
(IfMyMoveExistsSuchThat IsMaterialChange (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse Recurse) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredProtectedCheck IsOppKingStuck) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))))))

; #7 generation 109, fitness 2654.9425985548623, size 25, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3691
(IfMyMoveExistsSuchThat IsMaterialChange (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredProtectedCheck IsOppKingStuck) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))))))

; #8 generation 109, fitness 2654.9425985548623, size 26, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3691
(IfMyMoveExistsSuchThat IsMaterialChange (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsOppKingStuck) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))))))

; #9 generation 109, fitness 2654.9425985548623, size 26, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3691
(IfMyMoveExistsSuchThat IsMaterialChange (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsOppKingStuck) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))))))

; #10 generation 109, fitness 2654.9425985548623, size 26, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3691
(IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsOppKingStuck) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))))))
