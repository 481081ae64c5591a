; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 87, fitness 5030.029718708964, size 11, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5845
(IfCaptureCloseToKingMove (MakeBestMove Recurse) (IfAttackingKingMove (MakeBestMove Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))

; #2 generation 87, fitness 5030.029718708964, size 14, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5708
(IfCaptureCloseToKingMove (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove (MakeBestMove Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))

; #3 generation 87, fitness 5030.029718708964, size 14, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5711
(IfCaptureCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove Recurse) (IfAttackingKingMove (MakeBestMove Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))

; #4 generation 87, fitness 5030.029718708964, size 15, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5708
(IfCaptureCloseToKingMove (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove Recurse) (IfAttackingKingMove (MakeBestMove Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))

; #5 generation 87, fitness 5030.029718708964, size 17, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5717
(IfCaptureCloseToKingMove (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)) (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))

; #6 generation 87, fitness 5030.029718708964, size 17, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5711
(IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove Recurse) (IfAttackingKingMove (MakeBestMove Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))

; #7 generation 87, fitness 5030.029718708964, size 18, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5708
(IfCaptureCloseToKingMove (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove Recurse) (IfAttackingKingMove (MakeBestMove Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove NumMyPiecesCanCheck Recurse) Recurse)))))

; #8 generation 87, fitness 5030.029718708964, size 20, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5708
(IfCaptureCloseToKingMove (MakeBestMove Recurse) (IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove Recurse) (IfAttackingKingMove (MakeBestMove Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))))

; #9 generation 87, fitness 5030.029718708964, size 20, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5717
(IfCaptureCloseToKingMove (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove (IfAttackingKingMove (MakeBestMove Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))) (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))

; #10 generation 87, fitness 5030.029718708964, size 21, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5711
(IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove Recurse) (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove Recurse) (MakeBestMove Recurse)) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))
