; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 181, fitness 2601.652281315563, size 7, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4415
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))

; #2 generation 181, fitness 2601.652281315563, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4415
(IfClearingWayMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse))))

; #3 generation 181, fitness 2601.652281315563, size 10, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4415
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse))))

; #4 generation 181, fitness 2601.652281315563, size 11, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4415
(IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))))

; #5 generation 181, fitness 2601.652281315563, size 11, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4415
(IfClearingWayMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (IfAttackingKingMove Recurse Recurse) (IfAttackingKingMove Recurse Recurse))))

; #6 generation 181, fitness 2601.652281315563, size 12, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4415
(IfClearingWayMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))))

; #7 generation 181, fitness 2601.652281315563, size 13, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4415
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))))

; #8 generation 181, fitness 2601.652281315563, size 14, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4415
(IfClearingWayMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)) Recurse))))

; #9 generation 181, fitness 2601.652281315563, size 15, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4415
(IfClearingWayMove Recurse (IfClearingWayMove Recurse (IfClearingWayMove Recurse (IfClearingWayMove 212.2 (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))))))

; #10 generation 181, fitness 2601.652281315563, size 16, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4415
(IfClearingWayMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)) (IfClearingWayMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))))
