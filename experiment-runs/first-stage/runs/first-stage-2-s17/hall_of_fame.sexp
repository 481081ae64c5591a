; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 113, fitness 2944.3451858508706, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3542
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))

; #2 generation 113, fitness 2944.3451858508706, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3542
(IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))

; #3 generation 113, fitness 2944.3451858508706, size 10, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3542
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove (MakeBestMove Recurse) (MakeBestMove Recurse))))

; #4 generation 113, fitness 2944.3451858508706, size 11, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3542
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))

; #5 generation 113, fitness 2944.3451858508706, size 11, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3542
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))

; #6 generation 113, fitness 2944.3451858508706, size 12, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3542
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))

; #7 generation 113, fitness 2944.3451858508706, size 12, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3542
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove (IfAttackingKingMove Recurse (MakeBestMove Recurse)) (MakeBestMove Recurse))))

; #8 generation 113, fitness 2944.3451858508706, size 13, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3542
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))

; #9 generation 113, fitness 2944.3451858508706, size 14, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3542
(MakeAnyOrAllMovesSuchThat IsCheck (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))) (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))

; #10 generation 113, fitness 2944.3451858508706, size 14, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3542
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))
