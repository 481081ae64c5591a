; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 196, fitness 2668.179841733637, size 10, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4364
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse))))

; #2 generation 196, fitness 2668.179841733637, size 12, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4364
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove (IfClearingWayMove NumOppPiecesAttacked Recurse) Recurse))))

; #3 generation 196, fitness 2668.179841733637, size 13, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4364
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse)))))

; #4 generation 196, fitness 2668.179841733637, size 14, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4364
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove NumOppPiecesAttacked Recurse) Recurse) (IfPinCloseToKingMove OppKingProximityToEdges Recurse))))

; #5 generation 196, fitness 2668.179841733637, size 14, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4364
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove NumOppPiecesAttacked Recurse) Recurse) (IfAttackingKingMove Recurse Recurse))))

; #6 generation 196, fitness 2668.179841733637, size 15, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4364
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove NumOppPiecesAttacked Recurse) Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove NumOppPiecesAttacked Recurse))))

; #7 generation 196, fitness 2668.179841733637, size 15, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4364
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove NumOppPiecesAttacked Recurse) Recurse) Recurse) Recurse)))

; #8 generation 196, fitness 2668.179841733637, size 15, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4364
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove NumOppPiecesAttacked Recurse))))

; #9 generation 196, fitness 2668.179841733637, size 16, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4364
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove (IfAttackingKingMove (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove NumOppPiecesAttacked Recurse) Recurse) Recurse) (IfPinCloseToKingMove OppKingProximityToEdges Recurse))))

; #10 generation 196, fitness 2668.179841733637, size 17, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4364
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove NumOppPiecesAttacked Recurse) Recurse) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse)))))
