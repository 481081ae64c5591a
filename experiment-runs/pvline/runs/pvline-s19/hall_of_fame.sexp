; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 267, fitness 4894.955632528402, size 20, depth 6, solved 47/50 per N [10, 9, 8, 10, 10], nodes 5111
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease DidNumAttackingKingIncrease) Recurse Recurse)))))

; #2 generation 267, fitness 4894.955632528402, size 20, depth 6, solved 47/50 per N [10, 9, 8, 10, 10], nodes 5111
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsForcingMove) Recurse Recurse)))))

; #3 generation 267, fitness 4894.955632528402, size 20, depth 6, solved 47/50 per N [10, 9, 8, 10, 10], nodes 5111
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsForcingMove IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsForcingMove) Recurse Recurse)))))

; #4 generation 267, fitness 4894.955632528402, size 21, depth 6, solved 47/50 per N [10, 9, 8, 10, 10], nodes 5111
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsForcingMove) Recurse (MakeBestMove Recurse))))))

; #5 generation 267, fitness 4894.955632528402, size 23, depth 7, solved 47/50 per N [10, 9, 8, 10, 10], nodes 5111
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsForcingMove) Recurse Recurse))))))

; #6 generation 267, fitness 4894.955632528402, size 23, depth 6, solved 47/50 per N [10, 9, 8, 10, 10], nodes 5111
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsForcingMove) Recurse (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse))))))

; #7 generation 267, fitness 4894.955632528402, size 23, depth 6, solved 47/50 per N [10, 9, 8, 10, 10], nodes 5111
(IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (MakeBestMove Recurse))))))

; #8 generation 267, fitness 4894.955632528402, size 24, depth 7, solved 47/50 per N [10, 9, 8, 10, 10], nodes 5111
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsForcingMove) Recurse (MakeBestMove Recurse)))))))

; #9 generation 267, fitness 4894.955632528402, size 24, depth 7, solved 47/50 per N [10, 9, 8, 10, 10], nodes 5111
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsForcingMove IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (MakeBestMove Recurse)))))))

; #10 generation 267, fitness 4894.955632528402, size 24, depth 7, solved 47/50 per N [10, 9, 8, 10, 10], nodes 5111
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange DidNumAttackingKingIncrease IsMaterialChange) Recurse (MakeBestMove Recurse)))))))
