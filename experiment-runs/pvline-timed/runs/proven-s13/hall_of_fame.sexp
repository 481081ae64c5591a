; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 148, fitness 4652.519113234177, size 28, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4554
(IfMyMoveExistsSuchThat IsPinCloseToKing Recurse (IfCaptureCloseToKingMove EvaluateMaterial (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsDiscoveredCheck IsForcingMove IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or3 NumNotMovesOppBigger IsForcingMove IsForcingMove) Recurse Recurse)))))))

; #2 generation 148, fitness 4652.519113234177, size 34, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4554
(IfMyMoveExistsSuchThat IsPinCloseToKing Recurse (IfCaptureCloseToKingMove EvaluateMaterial (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsDiscoveredCheck IsForcingMove IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or3 NumNotMovesOppBigger IsCheck IsForcingMove) Recurse Recurse))))))))

; #3 generation 148, fitness 4649.8817125979385, size 20, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4557
(IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsDiscoveredCheck IsForcingMove IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)))))

; #4 generation 148, fitness 4649.8817125979385, size 20, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4557
(IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or3 NumNotMovesOppBigger IsForcingMove IsForcingMove) Recurse Recurse)))))

; #5 generation 148, fitness 4649.8817125979385, size 20, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4557
(IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsDiscoveredCheck IsForcingMove IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or3 IsDiscoveredCheck IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)))))

; #6 generation 148, fitness 4649.8817125979385, size 20, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4557
(IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or3 IsDiscoveredCheck IsForcingMove IsMaterialChange) Recurse (IfMyMoveExistsSuchThat (Or3 NumNotMovesOppBigger IsForcingMove IsForcingMove) Recurse Recurse)))))

; #7 generation 148, fitness 4649.8817125979385, size 22, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4557
(IfCaptureCloseToKingMove EvaluateMaterial (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsDiscoveredCheck IsForcingMove IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or3 IsDiscoveredCheck IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse))))))

; #8 generation 148, fitness 4649.8817125979385, size 23, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4557
(IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsDiscoveredCheck IsForcingMove IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or3 NumNotMovesOppBigger IsCheck IsForcingMove) Recurse Recurse)))))

; #9 generation 148, fitness 4649.8817125979385, size 23, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4557
(IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsDiscoveredCheck IsForcingMove IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse))))))

; #10 generation 148, fitness 4649.8817125979385, size 23, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4557
(IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or3 IsDiscoveredCheck IsForcingMove IsMaterialChange) Recurse (IfMyMoveExistsSuchThat (Or3 NumNotMovesOppBigger IsForcingMove IsOppKingStuck) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse))))))
