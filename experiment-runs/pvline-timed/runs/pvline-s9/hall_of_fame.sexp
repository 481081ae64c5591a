; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 380, fitness 3578.75153592617, size 13, depth 6, solved 46/50 per N [10, 9, 10, 7, 10], nodes 11782
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))

; #2 generation 380, fitness 3578.75153592617, size 13, depth 6, solved 46/50 per N [10, 9, 10, 7, 10], nodes 11782
(IfMyMoveExistsSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))

; #3 generation 380, fitness 3578.75153592617, size 15, depth 7, solved 46/50 per N [10, 9, 10, 7, 10], nodes 11782
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))))

; #4 generation 380, fitness 3578.75153592617, size 15, depth 7, solved 46/50 per N [10, 9, 10, 7, 10], nodes 11782
(IfMyMoveExistsSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))))

; #5 generation 380, fitness 3578.75153592617, size 15, depth 7, solved 46/50 per N [10, 9, 10, 7, 10], nodes 11782
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))))

; #6 generation 380, fitness 3578.75153592617, size 17, depth 8, solved 46/50 per N [10, 9, 10, 7, 10], nodes 11782
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))))

; #7 generation 380, fitness 3578.75153592617, size 17, depth 8, solved 46/50 per N [10, 9, 10, 7, 10], nodes 11782
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))))

; #8 generation 380, fitness 3578.75153592617, size 17, depth 8, solved 46/50 per N [10, 9, 10, 7, 10], nodes 11782
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))))

; #9 generation 380, fitness 3578.75153592617, size 18, depth 8, solved 46/50 per N [10, 9, 10, 7, 10], nodes 11782
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))))

; #10 generation 380, fitness 3578.75153592617, size 19, depth 9, solved 46/50 per N [10, 9, 10, 7, 10], nodes 11782
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))))))
