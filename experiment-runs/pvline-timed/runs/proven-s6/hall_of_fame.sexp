; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 124, fitness 4894.1916380205985, size 22, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3098
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove EvaluateMaterial Recurse) (If3 IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfExistsCheckingMove 394.3 (IfCaptureCloseToKingMove Recurse Recurse))))))))

; #2 generation 124, fitness 4894.1916380205985, size 22, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3098
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove Recurse Recurse) (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfExistsCheckingMove 394.3 (IfCaptureCloseToKingMove Recurse Recurse))))))))

; #3 generation 124, fitness 4894.1916380205985, size 23, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3108
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove (IfMyMoveExistsSuchThat IsCheck Recurse OppKingProximityToEdges) (If3 IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfExistsCheckingMove 394.3 (IfCaptureCloseToKingMove Recurse Recurse))))))))

; #4 generation 124, fitness 4894.1916380205985, size 24, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3098
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove Recurse Recurse) Recurse) (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfExistsCheckingMove 394.3 (IfCaptureCloseToKingMove Recurse Recurse))))))))

; #5 generation 124, fitness 4894.1916380205985, size 24, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3497
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove (MakeBestMove (MakeBestMove (IfKingMustMove NumOppPiecesAttacked OppKingProximityToEdges))) (If3 IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfExistsCheckingMove 394.3 (IfCaptureCloseToKingMove Recurse Recurse))))))))

; #6 generation 124, fitness 4894.1916380205985, size 24, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3098
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove Recurse Recurse) Recurse) (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfExistsCheckingMove 869.6 (IfCaptureCloseToKingMove Recurse Recurse))))))))

; #7 generation 124, fitness 4894.1916380205985, size 25, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3098
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove (IfExistsCheckingMove 394.3 (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse Recurse)) (If3 IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfExistsCheckingMove 394.3 (IfCaptureCloseToKingMove Recurse Recurse))))))))

; #8 generation 124, fitness 4894.1916380205985, size 28, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3098
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove Recurse Recurse) Recurse) (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfExistsCheckingMove (MyMoveIter IsDiscoveredCheck IsCheckFork NumOppPiecesAttacked NumMyPiecesCanCheck) (IfCaptureCloseToKingMove Recurse Recurse))))))))

; #9 generation 124, fitness 4894.1916380205985, size 28, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3098
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove (IfExistsCheckingMove (MakeBestMove NumOppPiecesAttacked) (MakeBestMove (IfKingMustMove EvaluateMaterial EvaluateMaterial))) Recurse) (If3 IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfExistsCheckingMove 394.3 (IfCaptureCloseToKingMove Recurse Recurse))))))))

; #10 generation 124, fitness 4894.1916380205985, size 28, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3098
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfExistsCheckingMove 394.3 (IfCaptureCloseToKingMove Recurse Recurse))) (If3 IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (IfExistsCheckingMove 394.3 (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse Recurse))))))))
