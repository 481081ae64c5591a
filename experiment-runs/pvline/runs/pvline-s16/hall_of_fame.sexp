; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 271, fitness 4000.3631118275957, size 20, depth 6, solved 49/50 per N [10, 10, 9, 10, 10], nodes 7341
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfCaptureCloseToKingMove 361.4 Recurse) (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfCaptureCloseToKingMove Recurse Recurse) (IfCaptureCloseToKingMove NumNotMovesOppKing Recurse))))))

; #2 generation 271, fitness 4000.3631118275957, size 20, depth 6, solved 49/50 per N [10, 10, 9, 10, 10], nodes 7341
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfCaptureCloseToKingMove 361.4 Recurse) (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfCaptureCloseToKingMove Recurse Recurse) (IfCaptureCloseToKingMove Recurse Recurse))))))

; #3 generation 271, fitness 4000.3631118275957, size 20, depth 6, solved 49/50 per N [10, 10, 9, 10, 10], nodes 7341
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfCaptureCloseToKingMove 361.4 Recurse) (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfCaptureCloseToKingMove Recurse Recurse) (IfKingMustMove Recurse Recurse))))))

; #4 generation 271, fitness 4000.3631118275957, size 20, depth 6, solved 49/50 per N [10, 10, 9, 10, 10], nodes 7341
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfCaptureCloseToKingMove 842.6 Recurse) (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfCaptureCloseToKingMove Recurse Recurse) (IfCaptureCloseToKingMove Recurse Recurse))))))

; #5 generation 271, fitness 4000.3631118275957, size 26, depth 6, solved 49/50 per N [10, 10, 9, 10, 10], nodes 7341
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove Recurse Recurse))) (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfCaptureCloseToKingMove Recurse Recurse) (IfCaptureCloseToKingMove Recurse Recurse))))))

; #6 generation 271, fitness 3980.3260112195185, size 20, depth 6, solved 49/50 per N [10, 10, 9, 10, 10], nodes 7421
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfCaptureCloseToKingMove Recurse Recurse) (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfCaptureCloseToKingMove Recurse Recurse) (IfCaptureCloseToKingMove Recurse Recurse))))))

; #7 generation 271, fitness 3980.3260112195185, size 23, depth 7, solved 49/50 per N [10, 10, 9, 10, 10], nodes 7421
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfCaptureCloseToKingMove Recurse Recurse) (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfCaptureCloseToKingMove 361.4 Recurse) (IfCaptureCloseToKingMove Recurse Recurse)))))))

; #8 generation 271, fitness 3980.3260112195185, size 24, depth 8, solved 49/50 per N [10, 10, 9, 10, 10], nodes 7421
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove Recurse Recurse))) (IfCaptureCloseToKingMove Recurse Recurse))))))

; #9 generation 271, fitness 3980.3260112195185, size 27, depth 8, solved 49/50 per N [10, 10, 9, 10, 10], nodes 7421
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfCaptureCloseToKingMove Recurse Recurse) (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfCaptureCloseToKingMove 361.4 Recurse) (IfCaptureCloseToKingMove (IfMyMoveExistsSuchThat IsMaterialChange (IfCaptureCloseToKingMove 361.4 Recurse) (IfCaptureCloseToKingMove Recurse Recurse)) Recurse))))))

; #10 generation 271, fitness 3980.3260112195185, size 29, depth 10, solved 49/50 per N [10, 10, 9, 10, 10], nodes 7421
(MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger (IfCaptureCloseToKingMove Recurse Recurse) (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfCaptureCloseToKingMove 361.4 Recurse) (IfCaptureCloseToKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfCaptureCloseToKingMove Recurse Recurse))))))))))
