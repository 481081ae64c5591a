; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 124, fitness 2452.6240187814683, size 16, depth 7, solved 49/50 per N [10, 10, 10, 10, 9], nodes 5342
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove (MakeBestMove Recurse) (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (IfCaptureCloseToKingMove Recurse (MakeBestMove Recurse)))))))

; #2 generation 124, fitness 2452.6240187814683, size 17, depth 7, solved 49/50 per N [10, 10, 10, 10, 9], nodes 5342
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove (MakeBestMove Recurse) (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))))

; #3 generation 124, fitness 2452.6240187814683, size 18, depth 8, solved 49/50 per N [10, 10, 10, 10, 9], nodes 5342
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove (MakeBestMove Recurse) (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (IfCaptureCloseToKingMove NumMyPiecesCanCheck (MakeBestMove Recurse))))))))

; #4 generation 124, fitness 2452.6240187814683, size 18, depth 8, solved 49/50 per N [10, 10, 10, 10, 9], nodes 5342
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove (MakeBestMove Recurse) (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (IfCaptureCloseToKingMove Recurse (MakeBestMove Recurse))))))))

; #5 generation 124, fitness 2452.6240187814683, size 18, depth 7, solved 49/50 per N [10, 10, 10, 10, 9], nodes 5342
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove Recurse (MakeBestMove Recurse)) (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))))

; #6 generation 124, fitness 2452.6240187814683, size 18, depth 8, solved 49/50 per N [10, 10, 10, 10, 9], nodes 5342
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove (MakeBestMove Recurse) (IfCaptureCloseToKingMove Recurse (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))))

; #7 generation 124, fitness 2452.6240187814683, size 18, depth 8, solved 49/50 per N [10, 10, 10, 10, 9], nodes 5342
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove (MakeBestMove Recurse) (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))))

; #8 generation 124, fitness 2452.6240187814683, size 19, depth 9, solved 49/50 per N [10, 10, 10, 10, 9], nodes 5342
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))))))

; #9 generation 124, fitness 2452.6240187814683, size 19, depth 8, solved 49/50 per N [10, 10, 10, 10, 9], nodes 5342
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove (MakeBestMove Recurse) (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))))

; #10 generation 124, fitness 2452.6240187814683, size 19, depth 8, solved 49/50 per N [10, 10, 10, 10, 9], nodes 5342
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove (MakeBestMove Recurse) (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (IfCaptureCloseToKingMove Recurse (MakeBestMove Recurse))))))))
