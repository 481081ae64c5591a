; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 191, fitness 3582.8130924974917, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3871
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse Recurse))))

; #2 generation 191, fitness 3582.8130924974917, size 11, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3871
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove (IfCaptureCloseToKingMove Recurse Recurse) Recurse))))

; #3 generation 191, fitness 3582.8130924974917, size 14, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3871
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove (IfCaptureCloseToKingMove Recurse Recurse) Recurse)))))

; #4 generation 191, fitness 3571.12220047237, size 9, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4543
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfPinCloseToKingMove Recurse (IfAttackingKingMove Recurse Recurse))))

; #5 generation 191, fitness 3571.12220047237, size 11, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4543
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfPinCloseToKingMove Recurse (IfAttackingKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) Recurse))))

; #6 generation 191, fitness 3571.12220047237, size 11, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4543
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfPinCloseToKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) (IfAttackingKingMove Recurse Recurse))))

; #7 generation 191, fitness 3571.12220047237, size 13, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4543
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfPinCloseToKingMove (IfCaptureCloseToKingMove Recurse Recurse) (IfAttackingKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) Recurse))))

; #8 generation 191, fitness 3571.12220047237, size 13, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4543
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfPinCloseToKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) (IfAttackingKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) Recurse))))

; #9 generation 191, fitness 3571.12220047237, size 13, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4543
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfPinCloseToKingMove (IfKingMustMove Recurse Recurse) (IfAttackingKingMove (IfCaptureCloseToKingMove Recurse Recurse) Recurse))))

; #10 generation 191, fitness 3571.12220047237, size 13, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4543
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfPinCloseToKingMove Recurse (IfAttackingKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) (IfAttackingKingMove Recurse Recurse)))))
