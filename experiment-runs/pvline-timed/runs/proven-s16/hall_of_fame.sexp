; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 283, fitness 5152.827274371495, size 18, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9103
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse Recurse) (IfAttackingKingMove Recurse Recurse)))))))

; #2 generation 283, fitness 5152.827274371495, size 29, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9103
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove OppKingProximityToEdges Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)) (IfAttackingKingMove Recurse Recurse)))))))))

; #3 generation 283, fitness 5152.827274371495, size 29, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9103
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove OppKingProximityToEdges Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse Recurse)))))))))))

; #4 generation 283, fitness 5152.827274371495, size 31, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9103
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove OppKingProximityToEdges Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse))) (IfAttackingKingMove Recurse Recurse)))))))))

; #5 generation 283, fitness 5152.827274371495, size 37, depth 12, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9103
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove OppKingProximityToEdges Recurse) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse))) (IfAttackingKingMove (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse Recurse) Recurse)) Recurse)))))))))

; #6 generation 283, fitness 5139.9925745566325, size 11, depth 4, solved 50/50 per N [10, 10, 10, 10, 10], nodes 10310
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse Recurse) (IfAttackingKingMove Recurse Recurse))))

; #7 generation 283, fitness 5139.9925745566325, size 14, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9048
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse Recurse))))))

; #8 generation 283, fitness 5139.9925745566325, size 15, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 10310
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse Recurse))))))

; #9 generation 283, fitness 5139.9925745566325, size 16, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9048
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse Recurse) (IfAttackingKingMove Recurse Recurse))))))

; #10 generation 283, fitness 5139.9925745566325, size 16, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 10305
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse 337.4) (IfAttackingKingMove Recurse Recurse))))))
