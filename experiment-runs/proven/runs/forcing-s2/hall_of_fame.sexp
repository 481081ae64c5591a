; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 354, fitness 3544.2915610925397, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6432
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfAttackingKingMove Recurse Recurse))))

; #2 generation 354, fitness 3544.2915610925397, size 11, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6432
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove (IfAttackingKingMove Recurse Recurse) (IfAttackingKingMove Recurse Recurse))))

; #3 generation 354, fitness 3544.2915610925397, size 11, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6432
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfPinCloseToKingMove Recurse (IfAttackingKingMove Recurse Recurse)))))

; #4 generation 354, fitness 3544.2915610925397, size 11, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6432
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse Recurse)))))

; #5 generation 354, fitness 3544.2915610925397, size 11, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6432
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfAttackingKingMove (IfAttackingKingMove Recurse Recurse) Recurse))))

; #6 generation 354, fitness 3544.2915610925397, size 12, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6432
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))))

; #7 generation 354, fitness 3544.2915610925397, size 12, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6432
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfAttackingKingMove Recurse Recurse)))))

; #8 generation 354, fitness 3544.2915610925397, size 13, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6432
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse Recurse)) (IfAttackingKingMove Recurse Recurse))))

; #9 generation 354, fitness 3544.2915610925397, size 13, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6432
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfPinCloseToKingMove (IfAttackingKingMove Recurse Recurse) (IfAttackingKingMove Recurse Recurse)))))

; #10 generation 354, fitness 3544.2915610925397, size 14, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6432
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove NumOppPiecesAttacked (IfAttackingKingMove Recurse Recurse))))))
