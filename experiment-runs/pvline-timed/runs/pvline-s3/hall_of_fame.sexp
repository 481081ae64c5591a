; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 69, fitness 3556.431524912424, size 26, depth 10, solved 48/50 per N [10, 10, 9, 9, 10], nodes 8701
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse))))))))))

; #2 generation 69, fitness 3551.7344217444447, size 31, depth 11, solved 48/50 per N [10, 10, 9, 9, 10], nodes 8389
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))))))))))

; #3 generation 69, fitness 3549.5997651121056, size 13, depth 5, solved 48/50 per N [10, 10, 9, 9, 10], nodes 8697
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))))

; #4 generation 69, fitness 3549.5997651121056, size 16, depth 6, solved 48/50 per N [10, 10, 9, 9, 10], nodes 8697
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse))))))

; #5 generation 69, fitness 3549.5997651121056, size 16, depth 6, solved 48/50 per N [10, 10, 9, 9, 10], nodes 8697
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse))))))

; #6 generation 69, fitness 3549.5997651121056, size 22, depth 8, solved 48/50 per N [10, 10, 9, 9, 10], nodes 8697
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse))))))))

; #7 generation 69, fitness 3549.5997651121056, size 22, depth 8, solved 48/50 per N [10, 10, 9, 9, 10], nodes 8697
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse))))))))

; #8 generation 69, fitness 3549.5997651121056, size 25, depth 9, solved 48/50 per N [10, 10, 9, 9, 10], nodes 8697
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))))))))

; #9 generation 69, fitness 3549.5997651121056, size 28, depth 10, solved 48/50 per N [10, 10, 9, 9, 10], nodes 8697
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse))))))))))

; #10 generation 69, fitness 3549.5997651121056, size 46, depth 13, solved 48/50 per N [10, 10, 9, 9, 10], nodes 8697
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))))))) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))))))))
