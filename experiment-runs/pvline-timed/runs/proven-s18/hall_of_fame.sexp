; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 486, fitness 5141.449535789158, size 20, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2758
(IfExistsCheckingMove (MakeBestMove (MakeBestMove Recurse)) (IfClearingWayMove Recurse (IfAttackingKingMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)))))))

; #2 generation 486, fitness 5141.449535789158, size 23, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2758
(IfExistsCheckingMove (MakeBestMove (MakeBestMove Recurse)) (IfClearingWayMove Recurse (IfAttackingKingMove (IfAttackingKingMove NumMyPiecesCanCheck (IfClearingWayMove Recurse (IfClearingWayMove Recurse Recurse))) (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)))))))

; #3 generation 486, fitness 5141.449535789158, size 25, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2758
(IfExistsCheckingMove (MakeBestMove (MakeBestMove Recurse)) (IfClearingWayMove Recurse (IfAttackingKingMove (IfAttackingKingMove NumMyPiecesCanCheck (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)))) (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)))))))

; #4 generation 486, fitness 5141.449535789158, size 25, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2828
(IfExistsCheckingMove (MakeBestMove (MakeBestMove Recurse)) (IfClearingWayMove Recurse (IfAttackingKingMove (IfAttackingKingMove NumMyPiecesCanCheck (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (MakeBestMove Recurse))))) (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)))))))

; #5 generation 486, fitness 5141.449535789158, size 26, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2758
(IfExistsCheckingMove (MakeBestMove (MakeBestMove Recurse)) (IfClearingWayMove Recurse (IfAttackingKingMove (IfAttackingKingMove NumMyPiecesCanCheck (IfClearingWayMove Recurse (IfClearingWayMove Recurse (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)))) (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)))))))

; #6 generation 486, fitness 5141.449535789158, size 27, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2758
(IfExistsCheckingMove (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) (IfClearingWayMove Recurse (IfAttackingKingMove (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)))) (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)))))))

; #7 generation 486, fitness 5141.449535789158, size 27, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2758
(IfExistsCheckingMove (MakeBestMove (MakeBestMove Recurse)) (IfClearingWayMove Recurse (IfAttackingKingMove (IfAttackingKingMove NumMyPiecesCanCheck (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck -27.1 Recurse))))) (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)))))))

; #8 generation 486, fitness 5141.449535789158, size 34, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2758
(IfExistsCheckingMove (MakeBestMove (MakeBestMove Recurse)) (IfClearingWayMove Recurse (IfAttackingKingMove (IfAttackingKingMove NumMyPiecesCanCheck (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfMyMoveExistsSuchThat IsDiscoveredProtectedCheck NumOppPiecesAttacked (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))) Recurse))))) (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)))))))

; #9 generation 486, fitness 5141.449535789158, size 37, depth 12, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2758
(IfExistsCheckingMove Recurse (IfClearingWayMove Recurse (IfAttackingKingMove (IfAttackingKingMove NumMyPiecesCanCheck (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfMyMoveExistsSuchThat IsDiscoveredProtectedCheck NumOppPiecesAttacked (If3 IsForcingMove (IfClearingWayMove (MyMoveIter IsCheck IsMaterialChange EvaluateMaterial NumMyPiecesCanCheck) Recurse) EvaluateMaterial)) Recurse))))) (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)))))))

; #10 generation 486, fitness 5141.449535789158, size 38, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 2758
(IfExistsCheckingMove (MakeBestMove (MakeBestMove Recurse)) (IfClearingWayMove Recurse (IfAttackingKingMove (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger 347.3 (IfMyMoveExistsSuchThat IsCheck Recurse -27.1)) (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfMyMoveExistsSuchThat IsDiscoveredProtectedCheck NumOppPiecesAttacked (IfAttackingKingMove NumOppPiecesAttacked Recurse)) Recurse))))) (IfClearingWayMove Recurse (IfClearingWayMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)))))))
