; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 46, fitness 4677.1172978751265, size 45, depth 11, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3744
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredProtectedCheck) Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredCheck) Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove (Or2 (And2 IsOppKingStuck IsForcingMove) DidNumAttackingKingIncrease)) Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredProtectedCheck) Recurse (IfMyMoveExistsSuchThat IsMaterialChange (MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredProtectedCheck) Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove (Or2 IsMaterialChange DidNumAttackingKingIncrease)) Recurse (IfMyMoveExistsSuchThat IsMaterialChange NumOppPiecesAttacked Recurse)))) Recurse))))))

; #2 generation 46, fitness 4672.159831775149, size 35, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3980
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredProtectedCheck) Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredProtectedCheck) Recurse (IfMyMoveExistsSuchThat (Or2 IsPinCloseToKing IsDiscoveredProtectedCheck) Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove (Or2 IsMaterialChange DidNumAttackingKingIncrease)) Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredProtectedCheck) Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) Recurse)))))))

; #3 generation 46, fitness 4641.711672406347, size 17, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4940
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredProtectedCheck) Recurse (MakeAnyOrAllMovesSuchThat (Or2 IsForcingMove (Or2 IsMaterialChange DidNumAttackingKingIncrease)) Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse Recurse))))

; #4 generation 46, fitness 4641.711672406347, size 17, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4084
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredProtectedCheck) Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove (Or2 IsMaterialChange DidNumAttackingKingIncrease)) Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse Recurse))))

; #5 generation 46, fitness 4641.711672406347, size 19, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4940
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredProtectedCheck) Recurse (MakeAnyOrAllMovesSuchThat (Or2 IsForcingMove (Or2 IsForcingMove (Or2 IsMaterialChange DidNumAttackingKingIncrease))) Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse Recurse))))

; #6 generation 46, fitness 4641.711672406347, size 20, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4084
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredProtectedCheck) Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove (Or2 IsMaterialChange DidNumAttackingKingIncrease)) Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) Recurse))))

; #7 generation 46, fitness 4641.711672406347, size 20, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4084
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredProtectedCheck) Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove (Or2 IsMaterialChange DidNumAttackingKingIncrease)) Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfMyMoveExistsSuchThat IsDiscoveredCheck NumNotMovesOppKing Recurse) Recurse))))

; #8 generation 46, fitness 4641.711672406347, size 22, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4084
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredProtectedCheck) Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove (Or2 IsForcingMove (Or2 IsMaterialChange DidNumAttackingKingIncrease))) Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) Recurse))))

; #9 generation 46, fitness 4641.711672406347, size 22, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4084
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredProtectedCheck) Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove (Or2 IsMaterialChange DidNumAttackingKingIncrease)) Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredProtectedCheck) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) Recurse))))

; #10 generation 46, fitness 4641.711672406347, size 23, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 4084
(MakeBestMove (IfMyMoveExistsSuchThat (Or2 IsForcingMove IsDiscoveredProtectedCheck) Recurse (IfMyMoveExistsSuchThat (Or2 IsForcingMove (Or2 IsMaterialChange DidNumAttackingKingIncrease)) Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfMyMoveExistsSuchThat IsMaterialChange (IfMyMoveExistsSuchThat IsDiscoveredCheck NumOppPiecesAttacked Recurse) Recurse) Recurse))))
