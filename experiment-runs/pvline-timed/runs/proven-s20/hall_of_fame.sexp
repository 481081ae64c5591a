; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 250, fitness 5103.835109682513, size 11, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4428
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))

; #2 generation 250, fitness 5103.835109682513, size 13, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4560
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))))

; #3 generation 250, fitness 5103.835109682513, size 13, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4428
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))

; #4 generation 250, fitness 5103.835109682513, size 14, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4428
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove NumOppPiecesAttacked (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))

; #5 generation 250, fitness 5103.835109682513, size 14, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4428
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))

; #6 generation 250, fitness 5103.835109682513, size 15, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4428
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove OppKingProximityToEdges (IfAttackingKingMove Recurse (MakeBestMove (MakeBestMove Recurse)))))))

; #7 generation 250, fitness 5103.835109682513, size 15, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4428
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeBestMove Recurse)))))))

; #8 generation 250, fitness 5103.835109682513, size 17, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4428
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsOppKingStuck Recurse Recurse)))))))

; #9 generation 250, fitness 5103.835109682513, size 17, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4428
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsDiscoveredCheck Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))))

; #10 generation 250, fitness 5103.835109682513, size 17, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4428
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))))
