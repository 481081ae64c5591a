; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 113, fitness 2977.992410157504, size 35, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3575
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned (MakeAnyOrAllMovesSuchThat IsOppKingStuck NumNotMovesOppKing (IfCaptureCloseToKingMove NumOppPiecesAttacked (IfExistsCheckingMove NumNotMovesOppKing (IfSuicideCheck IsOppKingProtectingPiece Recurse OppKingProximityToEdges)))) (MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange NumNotMovesOppBigger NumNotMovesOppBigger) Recurse Recurse))))))))

; #2 generation 113, fitness 2968.6288046085047, size 16, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3598
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse))))))

; #3 generation 113, fitness 2968.6288046085047, size 18, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3598
(MakeAnyOrAllMovesSuchThat IsCheck (IfClearingWayMove EvaluateMaterial NumOppPiecesAttacked) (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse))))))

; #4 generation 113, fitness 2968.6288046085047, size 19, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3598
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange NumNotMovesOppBigger IsCheck) Recurse Recurse))))))

; #5 generation 113, fitness 2968.6288046085047, size 19, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3598
(IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange NumNotMovesOppBigger IsCheck) Recurse Recurse))))))

; #6 generation 113, fitness 2968.6288046085047, size 22, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3598
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or3 NumNotMovesOppBigger NumNotMovesOppBigger IsCheck) Recurse Recurse)))))))

; #7 generation 113, fitness 2968.6288046085047, size 22, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3598
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse))))))))

; #8 generation 113, fitness 2968.6288046085047, size 25, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3598
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat (Or3 IsMaterialChange NumNotMovesOppBigger IsCheck) Recurse Recurse))))))))

; #9 generation 113, fitness 2968.6288046085047, size 25, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3598
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)))))))))

; #10 generation 113, fitness 2968.6288046085047, size 28, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3598
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange (MyMoveIter IsCheckFork IsDiscoveredProtectedCheck (IfPinCloseToKingMove NumNotMovesOppKing (MakeAnyOrAllMovesSuchThat IsOppKingStuck Recurse (IfSuicideCheck IsMaterialChange EvaluateMaterial NumMyPiecesCanCheck))) Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse))))))
