; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 196, fitness 5188.166163901458, size 16, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4132
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat IsOppPiecePinned NumNotMovesOppKing Recurse) (IfMyMoveExistsSuchThat IsOppKingStuck Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))

; #2 generation 196, fitness 5188.166163901458, size 16, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4132
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) (IfMyMoveExistsSuchThat IsOppKingStuck Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))

; #3 generation 196, fitness 5188.166163901458, size 17, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4132
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)) (IfMyMoveExistsSuchThat IsOppKingStuck Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))

; #4 generation 196, fitness 5188.166163901458, size 18, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4132
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)) (IfMyMoveExistsSuchThat IsOppKingStuck Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))

; #5 generation 196, fitness 5188.166163901458, size 20, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 5455
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)) (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))))

; #6 generation 196, fitness 5188.166163901458, size 22, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4132
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck (MyMoveIter IsCheckFork IsNextMoveForcedWithKing Recurse OppKingProximityToEdges) Recurse)) (IfMyMoveExistsSuchThat IsOppKingStuck Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))

; #7 generation 196, fitness 5188.166163901458, size 22, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4132
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)) (IfMyMoveExistsSuchThat IsOppKingStuck Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse)))))))

; #8 generation 196, fitness 5188.166163901458, size 23, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4061
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfClearingWayMove NumOppPiecesAttacked (MakeAnyOrAllMovesSuchThat IsOppKingStuck Recurse (IfCaptureCloseToKingMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) (IfMyMoveExistsSuchThat IsOppKingStuck Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))))))

; #9 generation 196, fitness 5188.166163901458, size 24, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4774
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfClearingWayMove (IfAttackingKingMove Recurse (IfCaptureCloseToKingMove Recurse Recurse)) (MakeAnyOrAllMovesSuchThat IsOppKingStuck Recurse (IfCaptureCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsOppKingStuck Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse)))))))))

; #10 generation 196, fitness 5188.166163901458, size 24, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4306
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse (MakeAnyOrAllMovesSuchThat IsNextMoveForcedWithKing Recurse Recurse)) (IfClearingWayMove (IfClearingWayMove NumMyPiecesCanCheck NumOppPiecesAttacked) (MakeAnyOrAllMovesSuchThat IsOppKingStuck Recurse (IfClearingWayMove Recurse (IfAttackingKingMove Recurse (MakeBestMove Recurse))))))))
