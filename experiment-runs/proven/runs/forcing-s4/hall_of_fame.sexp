; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 135, fitness 2841.2809571806906, size 15, depth 6, solved 49/50 per N [10, 10, 9, 10, 10], nodes 3895
(IfMyMoveExistsSuchThat IsCheck (MakeBestMove Recurse) (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (IfExistsCheckingMove Recurse (MakeBestMove Recurse))))))

; #2 generation 135, fitness 2841.2809571806906, size 18, depth 7, solved 49/50 per N [10, 10, 9, 10, 10], nodes 3895
(IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))))

; #3 generation 135, fitness 2841.2809571806906, size 22, depth 9, solved 49/50 per N [10, 10, 9, 10, 10], nodes 3895
(IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfAttackingKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))))))

; #4 generation 135, fitness 2841.2809571806906, size 49, depth 17, solved 49/50 per N [10, 10, 9, 10, 10], nodes 3895
(IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsCheck (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))) (IfPinCloseToKingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))))))))))))))

; #5 generation 135, fitness 2838.3357504226005, size 25, depth 10, solved 49/50 per N [10, 10, 9, 10, 10], nodes 3906
(IfMyMoveExistsSuchThat IsCheck (MakeBestMove Recurse) (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))))))

; #6 generation 135, fitness 2838.3357504226005, size 37, depth 15, solved 49/50 per N [10, 10, 9, 10, 10], nodes 3906
(IfMyMoveExistsSuchThat IsCheck (MakeBestMove Recurse) (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfCaptureCloseToKingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove -783.3 (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))))))))))))

; #7 generation 135, fitness 2838.3357504226005, size 39, depth 16, solved 49/50 per N [10, 10, 9, 10, 10], nodes 3906
(IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfExistsCheckingMove Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfAttackingKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))))))))))))

; #8 generation 135, fitness 2838.3357504226005, size 40, depth 10, solved 49/50 per N [10, 10, 9, 10, 10], nodes 3906
(IfMyMoveExistsSuchThat IsCheck (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))) (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))))))

; #9 generation 135, fitness 2838.192746409738, size 15, depth 6, solved 49/50 per N [10, 10, 9, 10, 10], nodes 3906
(IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfPinCloseToKingMove (MakeBestMove Recurse) (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))

; #10 generation 135, fitness 2838.192746409738, size 17, depth 7, solved 49/50 per N [10, 10, 9, 10, 10], nodes 3906
(IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))))
