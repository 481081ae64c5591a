; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 168, fitness 3721.945744389157, size 9, depth 4, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13494
(IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))

; #2 generation 168, fitness 3721.945744389157, size 12, depth 5, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13494
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfForAllOpponentMoves IsForcingMove Recurse Recurse)))))

; #3 generation 168, fitness 3721.945744389157, size 15, depth 6, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13494
(IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (IfCaptureCloseToKingMove (MakeBestMove EvaluateMaterial) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)) Recurse))))

; #4 generation 168, fitness 3721.945744389157, size 17, depth 8, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13494
(IfClearingWayMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfForAllOpponentMoves IsForcingMove Recurse Recurse))))))))

; #5 generation 168, fitness 3721.945744389157, size 17, depth 8, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13494
(IfPinCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfForAllOpponentMoves IsForcingMove Recurse Recurse))))))))

; #6 generation 168, fitness 3721.945744389157, size 20, depth 7, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13494
(IfCaptureCloseToKingMove Recurse (IfAttackingKingMove (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfExistsCheckingMove Recurse Recurse))))) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))

; #7 generation 168, fitness 3721.945744389157, size 31, depth 10, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13494
(IfClearingWayMove Recurse (IfAttackingKingMove (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))) (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfForAllOpponentMoves IsForcingMove Recurse Recurse))))))))))

; #8 generation 168, fitness 3721.945744389157, size 34, depth 10, solved 49/50 per N [10, 10, 9, 10, 10], nodes 13494
(IfClearingWayMove Recurse (IfAttackingKingMove (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfCaptureCloseToKingMove (MakeBestMove EvaluateMaterial) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))) (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfForAllOpponentMoves IsForcingMove Recurse Recurse))))))))))

; #9 generation 168, fitness 3604.4153399587626, size 32, depth 9, solved 49/50 per N [10, 10, 9, 10, 10], nodes 14659
(IfClearingWayMove Recurse (IfAttackingKingMove (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfExistsCheckingMove Recurse (IfExistsCheckingMove Recurse Recurse))))))) (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfCaptureCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))))))

; #10 generation 168, fitness 3124.069257386745, size 18, depth 8, solved 49/50 per N [10, 10, 9, 10, 10], nodes 18394
(IfCaptureCloseToKingMove NumMyPiecesCanCheck (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfExistsCheckingMove Recurse (IfExistsCheckingMove Recurse Recurse))))))))
