; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 201, fitness 2895.4700075899214, size 5, depth 2, solved 49/50 per N [10, 10, 10, 9, 10], nodes 2401
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse -1000))

; #2 generation 201, fitness 2895.4700075899214, size 5, depth 2, solved 49/50 per N [10, 10, 10, 9, 10], nodes 2401
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse -1000))

; #3 generation 201, fitness 2895.4700075899214, size 9, depth 4, solved 49/50 per N [10, 10, 10, 9, 10], nodes 2401
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse -1000)) -1000))

; #4 generation 201, fitness 2895.4700075899214, size 11, depth 4, solved 49/50 per N [10, 10, 10, 9, 10], nodes 2401
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsCheck (IfMyMoveExistsSuchThat IsCheck Recurse -1000) -1000)))

; #5 generation 201, fitness 2536.172375135452, size 12, depth 5, solved 49/50 per N [10, 10, 10, 9, 10], nodes 3976
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse -1000)))))

; #6 generation 116, fitness 2419.6517117766916, size 7, depth 3, solved 49/50 per N [10, 10, 10, 9, 10], nodes 3376
(IfCaptureCloseToKingMove NumMyPiecesCanCheck (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse -1000)))

; #7 generation 116, fitness 2419.6517117766916, size 7, depth 3, solved 49/50 per N [10, 10, 10, 9, 10], nodes 3376
(IfExistsCheckingMove OppKingProximityToEdges (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse -1000)))

; #8 generation 116, fitness 2419.6517117766916, size 7, depth 3, solved 49/50 per N [10, 10, 10, 9, 10], nodes 3376
(IfCaptureCloseToKingMove OppKingProximityToEdges (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse -1000)))

; #9 generation 116, fitness 2419.6517117766916, size 7, depth 3, solved 49/50 per N [10, 10, 10, 9, 10], nodes 3376
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfKingMustMove NumNotMovesOppKing -1000)))

; #10 generation 116, fitness 2419.6517117766916, size 7, depth 3, solved 49/50 per N [10, 10, 10, 9, 10], nodes 3376
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfKingMustMove Recurse -1000)))
