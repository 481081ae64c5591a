; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 124, fitness 1817.1517517337702, size 1, depth 0, solved 29/50 per N [5, 4, 4, 8, 8], nodes 50
1000

; #2 generation 148, fitness 1801.4747012916614, size 35, depth 7, solved 28/50 per N [2, 6, 6, 6, 8], nodes 119
(IfKingMustMove (IfKingMustMove 1000 (IfMyMoveExistsSuchThat (Or3 IsDiscoveredProtectedCheck DidNumAttackingKingIncrease IsOppPiecePinned) 1000 (If3 IsNextMoveForcedWithKing 148.5 (IfSuicideCheck IsCheck 957.5 Recurse)))) (If3 IsNextMoveForcedWithKing 148.5 (IfSuicideCheck IsOppKingProtectingPiece 1000 (IfKingMustMove 1000 (IfKingMustMove (IfKingMustMove (IfAttackingKingMove 49 NumOppPiecesAttacked) 1000) (IfKingMustMove (IfAttackingKingMove 49 NumOppPiecesAttacked) 1000))))))

; #3 generation 124, fitness 1728.8937705419207, size 1, depth 0, solved 29/50 per N [5, 4, 4, 8, 8], nodes 1641
Recurse

; #4 generation 124, fitness 1728.8937705419207, size 1, depth 0, solved 29/50 per N [5, 4, 4, 8, 8], nodes 1641
262

; #5 generation 124, fitness 1728.8937705419207, size 1, depth 0, solved 29/50 per N [5, 4, 4, 8, 8], nodes 1641
-705.9

; #6 generation 124, fitness 1728.8937705419207, size 1, depth 0, solved 29/50 per N [5, 4, 4, 8, 8], nodes 1641
869.6

; #7 generation 124, fitness 1728.8937705419207, size 4, depth 1, solved 29/50 per N [5, 4, 4, 8, 8], nodes 1641
(IfSuicideCheck IsDiscoveredProtectedCheck OppKingProximityToEdges Recurse)

; #8 generation 124, fitness 1728.8937705419207, size 6, depth 2, solved 29/50 per N [5, 4, 4, 8, 8], nodes 1641
(MyMoveIter (Not IsMaterialChange) IsDiscoveredCheck NumMyPiecesCanCheck OppKingProximityToEdges)

; #9 generation 124, fitness 1728.8937705419207, size 12, depth 5, solved 29/50 per N [5, 4, 4, 8, 8], nodes 1641
(MyMoveIter IsCheck IsDiscoveredProtectedCheck (MakeBestMove (IfKingMustMove NumMyPiecesCanCheck (IfAttackingKingMove NumMyPiecesCanCheck (IfClearingWayMove NumMyPiecesCanCheck NumMyPiecesCanCheck)))) 63.2)

; #10 generation 148, fitness 1681.530248551364, size 17, depth 5, solved 31/50 per N [3, 6, 6, 8, 8], nodes 93
(If3 IsOppKingProtectingPiece 1000 (IfKingMustMove (IfKingMustMove 303.9 1000) (IfKingMustMove 1000 (IfMyMoveExistsSuchThat (And2 IsOppPiecePinned IsCheck) Recurse (IfKingMustMove EvaluateMaterial Recurse)))))
