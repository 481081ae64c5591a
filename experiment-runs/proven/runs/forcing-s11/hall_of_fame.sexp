; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 248, fitness 2653.1466493813323, size 23, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 13311
(IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove NumOppPiecesAttacked (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))))))))

; #2 generation 248, fitness 2652.643263662837, size 13, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 13316
(IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))))

; #3 generation 248, fitness 2652.643263662837, size 15, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 13316
(IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))))

; #4 generation 248, fitness 2652.643263662837, size 17, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 13316
(IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))))))

; #5 generation 248, fitness 2652.643263662837, size 17, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 13316
(IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))))))

; #6 generation 248, fitness 2652.643263662837, size 19, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 13316
(IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (IfClearingWayMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))))))

; #7 generation 248, fitness 2652.643263662837, size 21, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 13316
(IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove NumOppPiecesAttacked (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))))))))

; #8 generation 248, fitness 2652.643263662837, size 21, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 13316
(IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfClearingWayMove NumMyPiecesCanCheck (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))))))))

; #9 generation 248, fitness 2652.643263662837, size 21, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 13316
(IfClearingWayMove Recurse (IfPinCloseToKingMove (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))) (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))))

; #10 generation 248, fitness 2652.643263662837, size 21, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 13316
(IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse Recurse)) Recurse))))))))
