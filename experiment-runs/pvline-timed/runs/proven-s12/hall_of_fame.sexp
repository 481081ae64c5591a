; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 133, fitness 5096.859131939792, size 32, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5325
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredProtectedCheck IsMaterialChange) Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsMaterialChange) Recurse (IfMyMoveExistsSuchThat (Or2 DidNumAttackingKingIncrease IsMaterialChange) Recurse (IfAttackingKingMove Recurse Recurse))))))))))

; #2 generation 133, fitness 5044.439572029027, size 27, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5399
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsCheck IsMaterialChange) Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsMaterialChange) Recurse (IfAttackingKingMove Recurse Recurse)))))))))

; #3 generation 133, fitness 5020.036569240435, size 49, depth 15, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5438
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (And2 NumNotMovesOppBigger IsMaterialChange) Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsMaterialChange) Recurse (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsCheck IsMaterialChange) Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsCheck IsMaterialChange) Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger DidNumAttackingKingIncrease) Recurse (IfAttackingKingMove Recurse Recurse)))))))) Recurse)))))))

; #4 generation 133, fitness 4799.4034489154765, size 48, depth 13, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5796
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsMaterialChange) Recurse (IfAttackingKingMove Recurse Recurse)) (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredProtectedCheck IsMaterialChange) Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsMaterialChange) Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredProtectedCheck IsMaterialChange) Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsMaterialChange) Recurse (IfAttackingKingMove Recurse Recurse)))))))))))))

; #5 generation 115, fitness 4786.142336078642, size 25, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6633
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove (IfMyMoveExistsSuchThat (Or2 (Not IsCheck) IsMaterialChange) Recurse (IfClearingWayMove Recurse Recurse)) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsMaterialChange) Recurse (IfAttackingKingMove Recurse Recurse))))))

; #6 generation 115, fitness 4778.075548755042, size 19, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6430
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsCheck IsMaterialChange) Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsMaterialChange) Recurse (IfAttackingKingMove Recurse Recurse))))))

; #7 generation 115, fitness 4778.075548755042, size 19, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6435
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsCheck IsMaterialChange) Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsOppPiecePinned) Recurse (IfAttackingKingMove Recurse Recurse))))))

; #8 generation 115, fitness 4778.075548755042, size 21, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6430
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 (Or2 IsCheck IsMaterialChange) IsMaterialChange) Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsMaterialChange) Recurse (IfAttackingKingMove Recurse Recurse))))))

; #9 generation 115, fitness 4778.075548755042, size 21, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6430
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsCheck IsMaterialChange) Recurse (IfMyMoveExistsSuchThat (Or2 (Or2 NumNotMovesOppBigger IsMaterialChange) IsMaterialChange) Recurse (IfAttackingKingMove Recurse Recurse))))))

; #10 generation 115, fitness 4778.075548755042, size 21, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6430
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsCheck IsMaterialChange) Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsMaterialChange) Recurse (IfAttackingKingMove Recurse Recurse)))))))
