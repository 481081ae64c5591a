; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 107, fitness 3475.1406604524686, size 24, depth 8, solved 49/50 per N [10, 10, 10, 9, 10], nodes 14763
(MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove Recurse) (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (MakeBestMove Recurse))))))))

; #2 generation 107, fitness 3475.1406604524686, size 24, depth 8, solved 49/50 per N [10, 10, 10, 9, 10], nodes 14763
(MakeAnyOrAllMovesSuchThat IsForcingMove (MakeBestMove Recurse) (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat IsMaterialChange 782.7 (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (MakeBestMove Recurse))))))))

; #3 generation 107, fitness 3475.1353593624963, size 14, depth 5, solved 49/50 per N [10, 10, 10, 9, 10], nodes 15119
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (MakeBestMove Recurse)))))

; #4 generation 107, fitness 3475.1353593624963, size 17, depth 6, solved 49/50 per N [10, 10, 10, 9, 10], nodes 15119
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeBestMove Recurse))))))

; #5 generation 107, fitness 3475.1353593624963, size 17, depth 6, solved 49/50 per N [10, 10, 10, 9, 10], nodes 15119
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (MakeBestMove Recurse))))))

; #6 generation 107, fitness 3475.1353593624963, size 17, depth 6, solved 49/50 per N [10, 10, 10, 9, 10], nodes 15119
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (MakeBestMove Recurse))))))

; #7 generation 107, fitness 3475.1353593624963, size 20, depth 7, solved 49/50 per N [10, 10, 10, 9, 10], nodes 15119
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (MakeBestMove Recurse)))))))

; #8 generation 107, fitness 3475.1353593624963, size 20, depth 7, solved 49/50 per N [10, 10, 10, 9, 10], nodes 15119
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeBestMove Recurse)))))))

; #9 generation 107, fitness 3475.1353593624963, size 20, depth 7, solved 49/50 per N [10, 10, 10, 9, 10], nodes 15119
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeBestMove Recurse)))))))

; #10 generation 107, fitness 3475.1353593624963, size 20, depth 7, solved 49/50 per N [10, 10, 10, 9, 10], nodes 15119
(MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeBestMove Recurse)))))))
