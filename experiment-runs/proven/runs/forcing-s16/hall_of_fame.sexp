; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 141, fitness 3826.9412167138157, size 18, depth 6, solved 49/50 per N [10, 9, 10, 10, 10], nodes 1300
(IfMyMoveExistsSuchThat IsCheck Recurse (If3 (Not IsCheck) Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece Recurse (MakeBestMove Recurse))))))

; #2 generation 141, fitness 3826.9412167138157, size 21, depth 7, solved 49/50 per N [10, 9, 10, 10, 10], nodes 1300
(IfMyMoveExistsSuchThat IsCheck Recurse (If3 (Not IsCheck) Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfSuicideCheck IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece Recurse (MakeBestMove Recurse)))))))

; #3 generation 141, fitness 3826.9412167138157, size 22, depth 7, solved 49/50 per N [10, 9, 10, 10, 10], nodes 1300
(IfMyMoveExistsSuchThat IsCheck Recurse (If3 (Not IsCheck) Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfSuicideCheck (Not IsCheck) -502.9 (MakeAnyOrAllMovesSuchThat IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece Recurse (MakeBestMove Recurse)))))))

; #4 generation 141, fitness 3826.9412167138157, size 22, depth 7, solved 49/50 per N [10, 9, 10, 10, 10], nodes 1300
(IfMyMoveExistsSuchThat IsCheck Recurse (If3 (Not IsCheck) Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfSuicideCheck (Not IsCheck) -712.7 (MakeAnyOrAllMovesSuchThat IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece Recurse (MakeBestMove Recurse)))))))

; #5 generation 141, fitness 3826.9412167138157, size 22, depth 7, solved 49/50 per N [10, 9, 10, 10, 10], nodes 1300
(IfMyMoveExistsSuchThat IsCheck Recurse (If3 (Not IsCheck) Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfSuicideCheck (Not IsCheck) -449.7 (MakeAnyOrAllMovesSuchThat IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece Recurse (MakeBestMove Recurse)))))))

; #6 generation 141, fitness 3826.9412167138157, size 22, depth 7, solved 49/50 per N [10, 9, 10, 10, 10], nodes 1300
(IfMyMoveExistsSuchThat IsCheck Recurse (If3 (Not IsCheck) Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfSuicideCheck (Not IsCheck) -559.5 (MakeAnyOrAllMovesSuchThat IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece Recurse (MakeBestMove Recurse)))))))

; #7 generation 141, fitness 3826.9412167138157, size 22, depth 7, solved 49/50 per N [10, 9, 10, 10, 10], nodes 1300
(IfMyMoveExistsSuchThat IsCheck Recurse (If3 (Not IsCheck) Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfSuicideCheck (Not IsCheck) 156.7 (MakeAnyOrAllMovesSuchThat IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece Recurse (MakeBestMove Recurse)))))))

; #8 generation 141, fitness 3826.9412167138157, size 24, depth 8, solved 49/50 per N [10, 9, 10, 10, 10], nodes 1300
(IfMyMoveExistsSuchThat IsCheck Recurse (If3 (Not IsCheck) Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece Recurse (MakeBestMove Recurse))))))))

; #9 generation 141, fitness 3826.9412167138157, size 24, depth 8, solved 49/50 per N [10, 9, 10, 10, 10], nodes 1300
(IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (If3 (Not IsCheck) Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfSuicideCheck IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece Recurse (MakeBestMove Recurse))))))))

; #10 generation 141, fitness 3826.9412167138157, size 25, depth 8, solved 49/50 per N [10, 9, 10, 10, 10], nodes 1300
(IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (If3 (Not IsCheck) Recurse (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (IfSuicideCheck (Not IsCheck) -559.5 (MakeAnyOrAllMovesSuchThat IsOppPiecePinned Recurse (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece Recurse (MakeBestMove Recurse))))))))
