; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 168, fitness 3740.75493147436, size 11, depth 5, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13116
(IfCaptureCloseToKingMove Recurse (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))

; #2 generation 168, fitness 3740.75493147436, size 13, depth 6, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13116
(IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))))

; #3 generation 168, fitness 3740.75493147436, size 15, depth 7, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13116
(IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))))

; #4 generation 168, fitness 3740.75493147436, size 34, depth 10, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13116
(IfCaptureCloseToKingMove Recurse (IfExistsCheckingMove Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove Recurse (IfClearingWayMove Recurse (IfAttackingKingMove (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsOppKingStuck Recurse Recurse))) (MakeBestMove (IfPinCloseToKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))))) (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))))

; #5 generation 168, fitness 3736.8686341278963, size 27, depth 7, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13457
(IfCaptureCloseToKingMove (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))) (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))

; #6 generation 168, fitness 3721.945744389157, size 9, depth 4, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13494
(IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))

; #7 generation 168, fitness 3721.945744389157, size 9, depth 4, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13494
(IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse))))

; #8 generation 168, fitness 3721.945744389157, size 11, depth 5, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13344
(IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (IfClearingWayMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))

; #9 generation 168, fitness 3721.945744389157, size 11, depth 5, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13494
(IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))

; #10 generation 168, fitness 3721.945744389157, size 11, depth 5, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13494
(IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))
