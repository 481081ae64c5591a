; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 54, fitness 3680.0170006307967, size 14, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9045
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse)))))

; #2 generation 54, fitness 3680.0170006307967, size 24, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9045
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse))))) (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse)))))

; #3 generation 54, fitness 3680.0170006307967, size 24, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9045
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove NumMyPiecesCanCheck Recurse) (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse))))) (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse)))))

; #4 generation 54, fitness 3680.0170006307967, size 31, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9045
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse))))))) (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse)))))

; #5 generation 54, fitness 3680.0170006307967, size 34, depth 12, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9045
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) (IfMyMoveExistsSuchThat IsCheckFork NumNotMovesOppKing (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse))))) (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse))))))))

; #6 generation 54, fitness 3680.0170006307967, size 34, depth 12, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9045
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) (IfMyMoveExistsSuchThat IsCheckFork NumNotMovesOppKing (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) (IfCaptureCloseToKingMove NumMyPiecesCanCheck Recurse))))) (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse))))))))

; #7 generation 54, fitness 3679.7193327456625, size 17, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9086
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfAttackingKingMove Recurse (MakeBestMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse))) (IfMyMoveExistsSuchThat IsForcingMove Recurse Recurse)))))

; #8 generation 54, fitness 3672.419100833855, size 11, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9129
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove Recurse (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse)))))

; #9 generation 54, fitness 3672.419100833855, size 13, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9129
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse)))))

; #10 generation 54, fitness 3672.419100833855, size 13, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 9129
(IfAttackingKingMove Recurse (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfCaptureCloseToKingMove (IfCaptureCloseToKingMove OppKingProximityToEdges Recurse) (IfCaptureCloseToKingMove NumMyPiecesCanCheck Recurse)))))
