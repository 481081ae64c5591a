; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 149, fitness 2716.024753074262, size 38, depth 12, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3384
(IfPinCloseToKingMove (IfMyMoveExistsSuchThat (Or2 (Or2 NumNotMovesOppBigger IsDiscoveredProtectedCheck) IsDiscoveredProtectedCheck) Recurse Recurse) (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfKingMustMove Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsCheck OppKingProximityToEdges (IfKingMustMove (IfCaptureCloseToKingMove Recurse NumMyPiecesCanCheck) (IfClearingWayMove (IfCaptureCloseToKingMove Recurse NumMyPiecesCanCheck) (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsDiscoveredProtectedCheck) Recurse Recurse)))))))))))

; #2 generation 149, fitness 2716.024753074262, size 38, depth 12, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3384
(IfPinCloseToKingMove (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove NumMyPiecesCanCheck (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse))) (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfKingMustMove Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsCheck OppKingProximityToEdges (IfKingMustMove (IfCaptureCloseToKingMove Recurse NumMyPiecesCanCheck) (IfClearingWayMove (IfCaptureCloseToKingMove Recurse NumMyPiecesCanCheck) (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsDiscoveredProtectedCheck) Recurse Recurse)))))))))))

; #3 generation 149, fitness 2715.4846965755914, size 41, depth 12, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3387
(IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsCheckFork (If3 IsCheckFork (IfExistsCheckingMove OppKingProximityToEdges (IfCaptureCloseToKingMove Recurse NumOppPiecesAttacked)) NumOppPiecesAttacked) NumOppPiecesAttacked) (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfKingMustMove Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsCheck OppKingProximityToEdges (IfKingMustMove (IfCaptureCloseToKingMove Recurse NumMyPiecesCanCheck) (IfClearingWayMove (IfCaptureCloseToKingMove Recurse NumMyPiecesCanCheck) (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsDiscoveredProtectedCheck) Recurse Recurse)))))))))))

; #4 generation 149, fitness 2713.040921497267, size 18, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3401
(IfPinCloseToKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfKingMustMove Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsDiscoveredProtectedCheck) Recurse Recurse)))))))

; #5 generation 149, fitness 2713.040921497267, size 25, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3401
(IfPinCloseToKingMove (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsDiscoveredProtectedCheck) Recurse Recurse) (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfKingMustMove Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsDiscoveredProtectedCheck) Recurse Recurse))))))))

; #6 generation 149, fitness 2713.040921497267, size 25, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3401
(IfPinCloseToKingMove (IfMyMoveExistsSuchThat (Or2 IsCheck IsDiscoveredProtectedCheck) Recurse Recurse) (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfKingMustMove Recurse (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsDiscoveredProtectedCheck) Recurse Recurse))))))))

; #7 generation 149, fitness 2713.040921497267, size 25, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3401
(IfPinCloseToKingMove (IfMyMoveExistsSuchThat (Or2 IsCheck IsDiscoveredProtectedCheck) Recurse Recurse) (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfKingMustMove Recurse (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove NumMyPiecesCanCheck (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsDiscoveredProtectedCheck) Recurse Recurse))))))))

; #8 generation 149, fitness 2713.040921497267, size 25, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3401
(IfPinCloseToKingMove (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove NumMyPiecesCanCheck (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse))) (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfKingMustMove Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsDiscoveredProtectedCheck) Recurse Recurse)))))))

; #9 generation 149, fitness 2713.040921497267, size 26, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3401
(IfPinCloseToKingMove (MakeBestMove (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsDiscoveredProtectedCheck) Recurse Recurse)) (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfKingMustMove Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsDiscoveredProtectedCheck) Recurse Recurse))))))))

; #10 generation 149, fitness 2713.040921497267, size 27, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3401
(IfPinCloseToKingMove (IfCaptureCloseToKingMove NumMyPiecesCanCheck (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsDiscoveredProtectedCheck) Recurse Recurse)) (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfKingMustMove Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat (Or2 NumNotMovesOppBigger IsDiscoveredProtectedCheck) Recurse Recurse))))))))
