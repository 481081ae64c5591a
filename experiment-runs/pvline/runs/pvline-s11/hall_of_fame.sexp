; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 406, fitness 3389.5531237976757, size 15, depth 6, solved 47/50 per N [10, 10, 8, 9, 10], nodes 14278
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfAttackingKingMove Recurse Recurse))))))

; #2 generation 406, fitness 3389.5531237976757, size 17, depth 7, solved 47/50 per N [10, 10, 8, 9, 10], nodes 14278
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfAttackingKingMove Recurse (IfKingMustMove Recurse Recurse)))))))

; #3 generation 406, fitness 3389.5531237976757, size 17, depth 7, solved 47/50 per N [10, 10, 8, 9, 10], nodes 14278
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfAttackingKingMove Recurse (IfKingMustMove OppKingProximityToEdges Recurse)))))))

; #4 generation 406, fitness 3389.5531237976757, size 19, depth 8, solved 47/50 per N [10, 10, 8, 9, 10], nodes 14278
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfAttackingKingMove Recurse (IfExistsCheckingMove NumOppPiecesAttacked Recurse))))))))

; #5 generation 406, fitness 3389.5531237976757, size 19, depth 8, solved 47/50 per N [10, 10, 8, 9, 10], nodes 14278
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse Recurse))))))))

; #6 generation 406, fitness 3389.5531237976757, size 20, depth 8, solved 47/50 per N [10, 10, 8, 9, 10], nodes 14278
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfAttackingKingMove Recurse Recurse))))))))

; #7 generation 406, fitness 3389.5531237976757, size 21, depth 8, solved 47/50 per N [10, 10, 8, 9, 10], nodes 14278
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfAttackingKingMove Recurse (IfKingMustMove Recurse Recurse))))))))

; #8 generation 406, fitness 3389.5531237976757, size 21, depth 9, solved 47/50 per N [10, 10, 8, 9, 10], nodes 14278
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfAttackingKingMove Recurse (IfClearingWayMove (IfAttackingKingMove Recurse (IfExistsCheckingMove NumOppPiecesAttacked Recurse)) Recurse)))))))

; #9 generation 406, fitness 3389.5531237976757, size 22, depth 8, solved 47/50 per N [10, 10, 8, 9, 10], nodes 14278
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove (IfClearingWayMove NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfAttackingKingMove Recurse (IfCaptureCloseToKingMove Recurse Recurse))))))))

; #10 generation 406, fitness 3389.5531237976757, size 25, depth 9, solved 47/50 per N [10, 10, 8, 9, 10], nodes 14278
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove (IfClearingWayMove NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfAttackingKingMove Recurse (IfCaptureCloseToKingMove Recurse Recurse)))))))))
