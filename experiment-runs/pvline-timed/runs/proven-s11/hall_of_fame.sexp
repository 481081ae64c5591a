; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 85, fitness 5084.113255864519, size 23, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3214
(IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsCheck NumMyPiecesCanCheck (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove Recurse))))))))

; #2 generation 85, fitness 5084.113255864519, size 23, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3214
(IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove Recurse))))))))

; #3 generation 85, fitness 5084.113255864519, size 23, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3214
(IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsCheck EvaluateMaterial (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove Recurse))))))))

; #4 generation 85, fitness 5084.113255864519, size 23, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3214
(IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsCheck NumMyPiecesCanCheck (IfMyMoveExistsSuchThat IsCheck -1000 (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove Recurse))))))))

; #5 generation 85, fitness 5084.113255864519, size 26, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3214
(IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsCheck EvaluateMaterial (IfMyMoveExistsSuchThat IsCheck -1000 (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove Recurse)))))))))

; #6 generation 85, fitness 5084.113255864519, size 26, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3214
(IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsCheck NumMyPiecesCanCheck (IfMyMoveExistsSuchThat IsCheck -1000 (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove Recurse)))))))))

; #7 generation 85, fitness 5084.113255864519, size 29, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3214
(IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsCheck NumMyPiecesCanCheck (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove Recurse))))))))))

; #8 generation 85, fitness 5084.113255864519, size 33, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3214
(IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsCheck NumMyPiecesCanCheck (IfMyMoveExistsSuchThat IsCheck -1000 (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove Recurse))) (MakeBestMove Recurse)))))))))

; #9 generation 85, fitness 5084.113255864519, size 33, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3214
(IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsCheck OppKingProximityToEdges (IfMyMoveExistsSuchThat IsCheck -1000 (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove Recurse))) (MakeBestMove Recurse)))))))))

; #10 generation 85, fitness 5084.113255864519, size 34, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3214
(IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsCheck NumMyPiecesCanCheck (IfMyMoveExistsSuchThat IsCheck -1000 (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (MakeBestMove EvaluateMaterial) (MakeBestMove Recurse))) (MakeBestMove Recurse)))))))))
