; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 54, fitness 4468.996615357334, size 34, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4216
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfSuicideCheck IsCheckFork (MyMoveIter IsOppKingProtectingPiece IsOppKingStuck NumNotMovesOppKing (IfAttackingKingMove 964.6 NumNotMovesOppKing)) (IfSuicideCheck IsOppKingStuck (If3 DidNumAttackingKingIncrease OppKingProximityToEdges NumNotMovesOppKing) (IfExistsCheckingMove NumNotMovesOppKing Recurse))) (MyMoveIter (Smaller EvaluateMaterial NumOppPiecesAttacked) (Smaller EvaluateMaterial NumOppPiecesAttacked) (IfExistsCheckingMove NumNotMovesOppKing Recurse) (IfExistsCheckingMove NumNotMovesOppKing Recurse))))

; #2 generation 54, fitness 4447.700780137267, size 23, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4226
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfPinCloseToKingMove NumMyPiecesCanCheck Recurse) (IfPinCloseToKingMove (IfPinCloseToKingMove EvaluateMaterial Recurse) (MyMoveIter (Smaller EvaluateMaterial NumOppPiecesAttacked) (Smaller EvaluateMaterial NumOppPiecesAttacked) (IfExistsCheckingMove NumNotMovesOppKing Recurse) (IfExistsCheckingMove EvaluateMaterial Recurse)))))

; #3 generation 54, fitness 4447.700780137267, size 23, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4226
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfExistsCheckingMove NumNotMovesOppKing Recurse) (IfPinCloseToKingMove (IfPinCloseToKingMove EvaluateMaterial Recurse) (MyMoveIter (Smaller EvaluateMaterial NumOppPiecesAttacked) (Smaller EvaluateMaterial NumOppPiecesAttacked) (IfExistsCheckingMove NumNotMovesOppKing Recurse) (IfExistsCheckingMove EvaluateMaterial Recurse)))))

; #4 generation 54, fitness 4447.700780137267, size 23, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4226
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfPinCloseToKingMove EvaluateMaterial Recurse) (IfPinCloseToKingMove (IfPinCloseToKingMove EvaluateMaterial Recurse) (MyMoveIter (Smaller EvaluateMaterial NumOppPiecesAttacked) (Smaller EvaluateMaterial NumOppPiecesAttacked) (IfExistsCheckingMove NumNotMovesOppKing Recurse) (IfPinCloseToKingMove NumOppPiecesAttacked Recurse)))))

; #5 generation 54, fitness 4447.700780137267, size 23, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4226
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfExistsCheckingMove EvaluateMaterial Recurse) (IfPinCloseToKingMove (IfPinCloseToKingMove EvaluateMaterial Recurse) (MyMoveIter (Smaller EvaluateMaterial NumOppPiecesAttacked) (Smaller EvaluateMaterial NumOppPiecesAttacked) (IfExistsCheckingMove NumNotMovesOppKing Recurse) (IfExistsCheckingMove NumNotMovesOppKing Recurse)))))

; #6 generation 54, fitness 4447.700780137267, size 23, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4226
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfPinCloseToKingMove NumMyPiecesCanCheck Recurse) (IfPinCloseToKingMove (IfPinCloseToKingMove EvaluateMaterial Recurse) (MyMoveIter (Smaller EvaluateMaterial NumOppPiecesAttacked) (Smaller EvaluateMaterial NumOppPiecesAttacked) (IfExistsCheckingMove OppKingProximityToEdges Recurse) (IfExistsCheckingMove EvaluateMaterial Recurse)))))

; #7 generation 54, fitness 4447.700780137267, size 23, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4226
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfPinCloseToKingMove NumMyPiecesCanCheck Recurse) (IfPinCloseToKingMove (IfPinCloseToKingMove EvaluateMaterial Recurse) (MyMoveIter (Smaller EvaluateMaterial NumOppPiecesAttacked) (Smaller EvaluateMaterial NumOppPiecesAttacked) (IfExistsCheckingMove NumNotMovesOppKing Recurse) (IfPinCloseToKingMove NumMyPiecesCanCheck Recurse)))))

; #8 generation 54, fitness 4447.700780137267, size 23, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4226
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfExistsCheckingMove NumNotMovesOppKing Recurse) (IfPinCloseToKingMove (IfPinCloseToKingMove EvaluateMaterial Recurse) (MyMoveIter (Smaller EvaluateMaterial NumOppPiecesAttacked) (Smaller EvaluateMaterial NumOppPiecesAttacked) (IfExistsCheckingMove NumNotMovesOppKing Recurse) (IfExistsCheckingMove NumNotMovesOppKing Recurse)))))

; #9 generation 54, fitness 4447.700780137267, size 24, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4226
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfSuicideCheck IsMaterialChange Recurse (IfPinCloseToKingMove NumMyPiecesCanCheck Recurse)) (IfPinCloseToKingMove (IfPinCloseToKingMove EvaluateMaterial Recurse) (MyMoveIter (Smaller EvaluateMaterial NumOppPiecesAttacked) (Smaller EvaluateMaterial NumOppPiecesAttacked) (IfExistsCheckingMove NumNotMovesOppKing Recurse) Recurse))))

; #10 generation 54, fitness 4447.700780137267, size 25, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4226
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfPinCloseToKingMove NumMyPiecesCanCheck Recurse) (IfPinCloseToKingMove (IfPinCloseToKingMove (IfExistsCheckingMove NumNotMovesOppKing Recurse) Recurse) (MyMoveIter (Smaller EvaluateMaterial NumOppPiecesAttacked) (Smaller EvaluateMaterial NumOppPiecesAttacked) (IfExistsCheckingMove NumNotMovesOppKing Recurse) (IfExistsCheckingMove NumNotMovesOppKing Recurse)))))
