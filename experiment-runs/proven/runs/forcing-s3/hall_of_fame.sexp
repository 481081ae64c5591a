; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 375, fitness 3742.112807347304, size 31, depth 14, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3560
(IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfPinCloseToKingMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck (Or2 IsOppKingStuck IsMaterialChange)) Recurse Recurse))))))))))))

; #2 generation 375, fitness 3739.02427570784, size 22, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3661
(IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsMaterialChange) Recurse Recurse)))))))))

; #3 generation 375, fitness 3739.02427570784, size 24, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3661
(IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsMaterialChange) Recurse Recurse))))))))))

; #4 generation 375, fitness 3739.02427570784, size 24, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3661
(IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfClearingWayMove Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsMaterialChange) Recurse Recurse))))))))))

; #5 generation 375, fitness 3739.02427570784, size 24, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3661
(IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfClearingWayMove -544.2 (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsMaterialChange) Recurse Recurse))))))))))

; #6 generation 375, fitness 3739.02427570784, size 25, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3661
(IfClearingWayMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfClearingWayMove Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsMaterialChange) Recurse Recurse))))))))))

; #7 generation 375, fitness 3739.02427570784, size 26, depth 12, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3661
(IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfClearingWayMove Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck (Or2 IsDiscoveredCheck IsMaterialChange)) Recurse Recurse))))))))))

; #8 generation 375, fitness 3739.02427570784, size 26, depth 12, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3661
(IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck (Or2 IsDiscoveredCheck IsMaterialChange)) Recurse Recurse))))))))))

; #9 generation 375, fitness 3739.02427570784, size 28, depth 13, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3661
(IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck (Or2 IsDiscoveredCheck IsMaterialChange)) Recurse Recurse)))))))))))

; #10 generation 375, fitness 3739.02427570784, size 39, depth 16, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3661
(IfClearingWayMove Recurse (IfCaptureCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfClearingWayMove (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfClearingWayMove Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck (Or2 IsDiscoveredCheck IsMaterialChange)) Recurse Recurse))))) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsMaterialChange) Recurse Recurse))))))))))
