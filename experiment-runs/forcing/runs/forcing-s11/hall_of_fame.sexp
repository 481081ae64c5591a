; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 186, fitness 2618.990071689202, size 7, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 7772
(IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))

; #2 generation 186, fitness 2618.990071689202, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 7772
(IfAttackingKingMove Recurse (IfCaptureCloseToKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))

; #3 generation 186, fitness 2618.990071689202, size 11, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 7772
(IfAttackingKingMove Recurse (IfCaptureCloseToKingMove OppKingProximityToEdges (IfCaptureCloseToKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))

; #4 generation 186, fitness 2618.990071689202, size 15, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 7772
(IfCaptureCloseToKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse (IfCaptureCloseToKingMove OppKingProximityToEdges (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))))))

; #5 generation 186, fitness 2302.336529357592, size 11, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 10815
(IfCaptureCloseToKingMove (MakeBestMove (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse Recurse)) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))

; #6 generation 186, fitness 2302.247419179942, size 7, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 10816
(IfCaptureCloseToKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))

; #7 generation 186, fitness 2302.247419179942, size 7, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 10816
(IfCaptureCloseToKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse)))

; #8 generation 186, fitness 2302.247419179942, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 10816
(IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))

; #9 generation 186, fitness 2302.247419179942, size 10, depth 3, solved 50/50 per N [10, 10, 10, 10, 10], nodes 10816
(IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)))

; #10 generation 186, fitness 2302.247419179942, size 10, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 10816
(IfCaptureCloseToKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse))))
