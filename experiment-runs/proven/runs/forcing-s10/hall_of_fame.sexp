; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 509, fitness 3675.1325882112383, size 9, depth 3, solved 43/50 per N [10, 7, 7, 9, 10], nodes 1534
(IfPinCloseToKingMove NumOppPiecesAttacked (MyMoveIter IsOppPiecePinned IsOppKingProtectingPiece OppKingProximityToEdges (IfKingMustMove Recurse -615.8)))

; #2 generation 509, fitness 3182.8538364817023, size 22, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3818
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsCheck (Or2 NumNotMovesOppBigger IsPinCloseToKing)) Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse Recurse)))))))

; #3 generation 509, fitness 3182.8538364817023, size 25, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3818
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsCheck (Or3 IsCheckFork NumNotMovesOppBigger IsForcingMove)) Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse Recurse))))))))

; #4 generation 509, fitness 3182.8538364817023, size 25, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3818
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsCheck (Or3 IsCheckFork NumNotMovesOppBigger IsForcingMove)) Recurse (IfPinCloseToKingMove Recurse Recurse))))))))

; #5 generation 509, fitness 3182.8538364817023, size 25, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3818
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsCheck (Or3 IsCheckFork NumNotMovesOppBigger IsCheckFork)) Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse Recurse))))))))

; #6 generation 509, fitness 3182.8538364817023, size 25, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3818
(IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfForAllOpponentMoves IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsForcingMove) Recurse Recurse)))))))))

; #7 generation 509, fitness 3182.8538364817023, size 25, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3818
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger (Or3 IsCheckFork NumNotMovesOppBigger (And2 IsMateInOneOrLess IsDiscoveredProtectedCheck))) Recurse Recurse)))))))

; #8 generation 509, fitness 3182.8538364817023, size 26, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3818
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or2 IsCheck (Or3 IsCheckFork NumNotMovesOppBigger IsForcingMove)) Recurse Recurse))))))))

; #9 generation 509, fitness 3182.8538364817023, size 27, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3818
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsCheck (Or3 IsCheckFork NumNotMovesOppBigger IsForcingMove)) Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse Recurse)))))))))

; #10 generation 509, fitness 3182.8538364817023, size 27, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3818
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsCheck (Or3 IsCheckFork NumNotMovesOppBigger IsForcingMove)) Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfKingMustMove Recurse Recurse)))))))))
