; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 190, fitness 2250.705808231702, size 6, depth 2, solved 37/50 per N [10, 5, 6, 7, 9], nodes 1398
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse))

; #2 generation 190, fitness 2250.705808231702, size 19, depth 5, solved 37/50 per N [10, 5, 6, 7, 9], nodes 1398
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck (IfAttackingKingMove Recurse Recurse) (IfMyMoveExistsSuchThat (Not (Not IsOppKingStuck)) (MakeBestMove (IfAttackingKingMove Recurse Recurse)) (IfAttackingKingMove Recurse Recurse))))

; #3 generation 190, fitness 2242.6134387537904, size 1, depth 0, solved 29/50 per N [2, 5, 6, 7, 9], nodes 1674
Recurse

; #4 generation 190, fitness 2242.6134387537904, size 3, depth 1, solved 29/50 per N [2, 5, 6, 7, 9], nodes 1674
(IfAttackingKingMove Recurse Recurse)

; #5 generation 190, fitness 2242.6134387537904, size 6, depth 2, solved 29/50 per N [2, 5, 6, 7, 9], nodes 1674
(IfPinCloseToKingMove (MakeBestMove Recurse) (IfAttackingKingMove NumOppPiecesAttacked OppKingProximityToEdges))

; #6 generation 190, fitness 2242.6134387537904, size 14, depth 4, solved 29/50 per N [2, 5, 6, 7, 9], nodes 1674
(IfMyMoveExistsSuchThat (Not (Not IsOppKingStuck)) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse))) (IfAttackingKingMove Recurse Recurse))

; #7 generation 249, fitness 1978.362015771097, size 62, depth 12, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4440
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat (And2 IsMaterialChange (Or3 IsPinCloseToKing IsPinCloseToKing DidNumAttackingKingIncrease)) (IfMyMoveExistsSuchThat IsCheckFork Recurse Recurse) (IfMyMoveExistsSuchThat (Not (Not IsDiscoveredProtectedCheck)) (IfAttackingKingMove Recurse Recurse) (IfMyMoveExistsSuchThat IsOppPiecePinned (IfAttackingKingMove Recurse Recurse) (IfMyMoveExistsSuchThat (And2 IsMaterialChange IsMaterialChange) (IfMyMoveExistsSuchThat IsCheckFork NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Not (Not NumNotMovesOppBigger)) (IfMyMoveExistsSuchThat (And2 IsDiscoveredCheck IsPinCloseToKing) Recurse Recurse) (IfMyMoveExistsSuchThat (And2 IsMaterialChange IsMaterialChange) (MakeBestMove NumNotMovesOppKing) (IfMyMoveExistsSuchThat (Not (Not (Or3 IsPinCloseToKing IsPinCloseToKing DidNumAttackingKingIncrease))) Recurse (IfAttackingKingMove Recurse Recurse))))))))))

; #8 generation 249, fitness 1978.362015771097, size 63, depth 12, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4440
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat (And2 IsMaterialChange (Or3 IsPinCloseToKing IsPinCloseToKing DidNumAttackingKingIncrease)) (IfMyMoveExistsSuchThat IsCheckFork Recurse Recurse) (IfMyMoveExistsSuchThat (Not (Not IsDiscoveredProtectedCheck)) (If3 IsPinCloseToKing EvaluateMaterial NumNotMovesOppKing) (IfMyMoveExistsSuchThat IsOppPiecePinned (IfPinCloseToKingMove Recurse Recurse) (IfMyMoveExistsSuchThat (And2 IsMaterialChange IsMaterialChange) (IfMyMoveExistsSuchThat IsCheckFork NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Not (Not NumNotMovesOppBigger)) (IfMyMoveExistsSuchThat (And2 IsDiscoveredCheck IsPinCloseToKing) Recurse Recurse) (IfMyMoveExistsSuchThat (And2 IsMaterialChange IsMaterialChange) (MakeBestMove NumNotMovesOppKing) (IfMyMoveExistsSuchThat (Not (Not (Or3 IsPinCloseToKing IsPinCloseToKing DidNumAttackingKingIncrease))) Recurse (IfAttackingKingMove Recurse Recurse))))))))))

; #9 generation 249, fitness 1978.362015771097, size 63, depth 12, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4440
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat (And2 IsMaterialChange (Or3 IsPinCloseToKing IsPinCloseToKing DidNumAttackingKingIncrease)) (IfMyMoveExistsSuchThat IsCheckFork Recurse Recurse) (IfMyMoveExistsSuchThat (Not (Not IsDiscoveredProtectedCheck)) (If3 IsPinCloseToKing EvaluateMaterial NumNotMovesOppKing) (IfMyMoveExistsSuchThat IsOppPiecePinned (IfAttackingKingMove Recurse Recurse) (IfMyMoveExistsSuchThat (And2 IsMaterialChange IsMaterialChange) (IfMyMoveExistsSuchThat IsCheckFork NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Not (Not NumNotMovesOppBigger)) (IfMyMoveExistsSuchThat (And2 IsDiscoveredCheck IsPinCloseToKing) Recurse Recurse) (IfMyMoveExistsSuchThat (And2 IsMaterialChange IsMaterialChange) (MakeBestMove NumNotMovesOppKing) (IfMyMoveExistsSuchThat (Not (Not (Or3 IsPinCloseToKing IsPinCloseToKing DidNumAttackingKingIncrease))) Recurse (IfAttackingKingMove Recurse Recurse))))))))))

; #10 generation 249, fitness 1978.362015771097, size 68, depth 12, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4440
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat (And2 IsMaterialChange (Or3 IsPinCloseToKing IsPinCloseToKing (Or3 IsPinCloseToKing IsDiscoveredProtectedCheck DidNumAttackingKingIncrease))) (IfMyMoveExistsSuchThat IsCheckFork Recurse Recurse) (IfMyMoveExistsSuchThat (Not (Not IsDiscoveredProtectedCheck)) (IfAttackingKingMove Recurse Recurse) (IfMyMoveExistsSuchThat IsOppPiecePinned (IfMyMoveExistsSuchThat IsCheckFork Recurse Recurse) (IfMyMoveExistsSuchThat (And2 IsMaterialChange IsMaterialChange) (IfMyMoveExistsSuchThat IsCheckFork NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Not (Not NumNotMovesOppBigger)) (IfMyMoveExistsSuchThat (And2 IsDiscoveredCheck IsPinCloseToKing) Recurse Recurse) (IfMyMoveExistsSuchThat (And2 IsMaterialChange IsMaterialChange) (IfMyMoveExistsSuchThat IsCheckFork Recurse Recurse) (IfMyMoveExistsSuchThat (Not (Not (Or3 IsPinCloseToKing IsPinCloseToKing DidNumAttackingKingIncrease))) Recurse (IfAttackingKingMove Recurse Recurse))))))))))
