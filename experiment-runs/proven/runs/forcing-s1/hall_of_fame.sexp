; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 65, fitness 3008.7067317822734, size 19, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3215
(IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse) (IfCaptureCloseToKingMove Recurse (IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse) (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse))))))

; #2 generation 65, fitness 3008.7067317822734, size 31, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3215
(IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse) (IfCaptureCloseToKingMove Recurse (IfPinCloseToKingMove (IfClearingWayMove (IfForAllOpponentMoves IsCheck OppKingProximityToEdges (IfSuicideCheck IsNextMoveForced (If3 IsNextMoveForced EvaluateMaterial OppKingProximityToEdges) (MyMoveIter IsCheckFork IsCheckFork EvaluateMaterial OppKingProximityToEdges))) Recurse) (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse))))))

; #3 generation 65, fitness 3007.30824573215, size 14, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3220
(IfCaptureCloseToKingMove Recurse (IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse) (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse)))))

; #4 generation 65, fitness 3007.30824573215, size 14, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3220
(IfCaptureCloseToKingMove Recurse (IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsForcingMove EvaluateMaterial Recurse) (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse)))))

; #5 generation 65, fitness 3007.30824573215, size 15, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3220
(IfCaptureCloseToKingMove Recurse (IfPinCloseToKingMove (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse)) (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse)))))

; #6 generation 65, fitness 3007.30824573215, size 16, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3220
(IfCaptureCloseToKingMove Recurse (IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse) (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse))))))

; #7 generation 65, fitness 3007.30824573215, size 16, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3220
(IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse) (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse))))))

; #8 generation 65, fitness 3007.30824573215, size 17, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3220
(IfCaptureCloseToKingMove Recurse (IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse) (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse))))))

; #9 generation 65, fitness 3007.30824573215, size 17, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3220
(IfCaptureCloseToKingMove Recurse (IfPinCloseToKingMove (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse))) (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse)))))

; #10 generation 65, fitness 3007.30824573215, size 17, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3220
(IfCaptureCloseToKingMove Recurse (IfPinCloseToKingMove (IfClearingWayMove (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse)) Recurse) (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse)))))
