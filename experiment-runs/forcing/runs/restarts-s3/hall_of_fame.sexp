; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 375, fitness 3688.8400686460745, size 7, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5189
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse)))

; #2 generation 375, fitness 3688.8400686460745, size 7, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5189
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse)))

; #3 generation 375, fitness 3688.8400686460745, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5189
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse))))

; #4 generation 375, fitness 3688.8400686460745, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5189
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse Recurse))))

; #5 generation 375, fitness 3688.8400686460745, size 10, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5189
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse))))

; #6 generation 375, fitness 3688.8400686460745, size 10, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5189
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsCheck EvaluateMaterial (IfAttackingKingMove Recurse Recurse))))

; #7 generation 375, fitness 3688.8400686460745, size 12, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5189
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfAttackingKingMove Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse)))))

; #8 generation 375, fitness 3688.8400686460745, size 13, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5189
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfAttackingKingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse))) Recurse)))

; #9 generation 375, fitness 3688.8400686460745, size 15, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5189
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsCheck (IfMyMoveExistsSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse)) (IfAttackingKingMove Recurse Recurse))))

; #10 generation 375, fitness 3688.8400686460745, size 16, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5189
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse)))))))
