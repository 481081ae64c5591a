; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 45, fitness 1098.297649493996, size 33, depth 9, solved 49/50 per N [10, 10, 10, 10, 9], nodes 8069
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (MakeAnyOrAllMovesSuchThat (Or3 IsOppPiecePinned IsMaterialChange DidNumAttackingKingIncrease) Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or3 NumNotMovesOppBigger IsMaterialChange IsCheck) Recurse Recurse))))))))

; #2 generation 45, fitness 1069.753135331272, size 11, depth 4, solved 49/50 per N [10, 10, 10, 10, 9], nodes 8701
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat (Or3 NumNotMovesOppBigger IsMaterialChange IsCheck) Recurse Recurse)))

; #3 generation 45, fitness 1065.5046172484224, size 15, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 14953
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (IfCaptureCloseToKingMove OppKingProximityToEdges (MakeAnyOrAllMovesSuchThat (Or3 IsOppPiecePinned IsMaterialChange DidNumAttackingKingIncrease) Recurse Recurse))))

; #4 generation 45, fitness 1059.2105450106146, size 53, depth 13, solved 49/50 per N [10, 10, 10, 10, 9], nodes 9387
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (MakeAnyOrAllMovesSuchThat (Or3 NumNotMovesOppBigger IsMaterialChange IsCheck) Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (Or3 IsOppPiecePinned IsMaterialChange DidNumAttackingKingIncrease) Recurse Recurse))) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat (Or3 IsOppPiecePinned IsMaterialChange DidNumAttackingKingIncrease) Recurse Recurse) (IfCaptureCloseToKingMove OppKingProximityToEdges (MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange (Or3 NumNotMovesOppBigger IsMaterialChange IsCheck) IsCheck) Recurse Recurse)))))))))))

; #5 generation 45, fitness 1059.1552737483835, size 49, depth 13, solved 49/50 per N [10, 10, 10, 10, 9], nodes 9389
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (MakeAnyOrAllMovesSuchThat (Or3 NumNotMovesOppBigger IsMaterialChange IsCheck) Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (Or3 IsOppPiecePinned IsMaterialChange DidNumAttackingKingIncrease) Recurse Recurse))) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (IfCaptureCloseToKingMove OppKingProximityToEdges (MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange (Or3 NumNotMovesOppBigger IsMaterialChange IsCheck) IsCheck) Recurse Recurse)))))))))))

; #6 generation 45, fitness 1045.646593896343, size 15, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 15550
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (IfCaptureCloseToKingMove OppKingProximityToEdges (MakeAnyOrAllMovesSuchThat (Or3 NumNotMovesOppBigger IsMaterialChange IsCheck) Recurse Recurse))))

; #7 generation 45, fitness 1045.646593896343, size 21, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 15550
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (IfCaptureCloseToKingMove OppKingProximityToEdges (MakeAnyOrAllMovesSuchThat (Or3 IsMaterialChange (Or3 IsMaterialChange (Or3 NumNotMovesOppBigger IsMaterialChange IsCheck) IsCheck) IsCheck) Recurse Recurse))))

; #8 generation 45, fitness 1026.6526462835511, size 33, depth 9, solved 49/50 per N [10, 10, 10, 10, 9], nodes 9001
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppKingProtectingPiece (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (MakeAnyOrAllMovesSuchThat (Or3 IsOppPiecePinned IsMaterialChange DidNumAttackingKingIncrease) Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (IfMyMoveExistsSuchThat (Or3 NumNotMovesOppBigger IsMaterialChange IsCheck) Recurse Recurse))))))))

; #9 generation 45, fitness 1003.6232082295121, size 16, depth 5, solved 49/50 per N [10, 10, 10, 10, 9], nodes 11624
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat (Or3 IsOppPiecePinned IsMaterialChange DidNumAttackingKingIncrease) Recurse Recurse))))

; #10 generation 45, fitness 1003.6232082295121, size 19, depth 6, solved 49/50 per N [10, 10, 10, 10, 9], nodes 11624
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked Recurse) (MakeAnyOrAllMovesSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat (Or3 IsOppPiecePinned IsMaterialChange DidNumAttackingKingIncrease) Recurse Recurse)))))
