; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 81, fitness 5253.702920679665, size 22, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3240
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfPinCloseToKingMove Recurse Recurse) (IfMyMoveExistsSuchThat (Or2 (Or2 IsMaterialChange NumNotMovesOppBigger) NumNotMovesOppBigger) Recurse (IfAttackingKingMove Recurse (IfSuicideCheck IsNextMoveForced OppKingProximityToEdges Recurse))))))

; #2 generation 81, fitness 5253.702920679665, size 22, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3240
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfPinCloseToKingMove Recurse Recurse) (IfMyMoveExistsSuchThat (Or2 (Or2 IsMaterialChange NumNotMovesOppBigger) IsMaterialChange) Recurse (IfAttackingKingMove Recurse (IfSuicideCheck IsNextMoveForced OppKingProximityToEdges Recurse))))))

; #3 generation 81, fitness 5253.702920679665, size 24, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3240
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfPinCloseToKingMove Recurse Recurse) (IfMyMoveExistsSuchThat (Or2 (Or2 IsMaterialChange NumNotMovesOppBigger) NumNotMovesOppBigger) Recurse (IfAttackingKingMove Recurse (IfSuicideCheck IsPinCloseToKing NumOppPiecesAttacked (IfPinCloseToKingMove Recurse Recurse)))))))

; #4 generation 81, fitness 5253.702920679665, size 24, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3240
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfPinCloseToKingMove Recurse Recurse) (IfMyMoveExistsSuchThat (Or2 (Or2 IsMaterialChange NumNotMovesOppBigger) NumNotMovesOppBigger) Recurse (IfAttackingKingMove Recurse (IfSuicideCheck (Or2 IsMaterialChange NumNotMovesOppBigger) OppKingProximityToEdges Recurse))))))

; #5 generation 81, fitness 5253.702920679665, size 25, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3240
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfPinCloseToKingMove Recurse Recurse) (IfMyMoveExistsSuchThat (Or2 (Or2 IsMaterialChange NumNotMovesOppBigger) NumNotMovesOppBigger) Recurse (IfAttackingKingMove Recurse (IfSuicideCheck IsNextMoveForced OppKingProximityToEdges (IfSuicideCheck IsNextMoveForced OppKingProximityToEdges Recurse)))))))

; #6 generation 81, fitness 5253.702920679665, size 26, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3240
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfPinCloseToKingMove Recurse Recurse) (IfMyMoveExistsSuchThat (Or2 (Or2 IsMaterialChange NumNotMovesOppBigger) NumNotMovesOppBigger) Recurse (IfAttackingKingMove Recurse (IfAttackingKingMove (IfPinCloseToKingMove Recurse Recurse) (IfSuicideCheck IsNextMoveForced OppKingProximityToEdges Recurse)))))))

; #7 generation 81, fitness 5253.702920679665, size 29, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3240
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse (IfPinCloseToKingMove (IfPinCloseToKingMove Recurse Recurse) Recurse)) (IfMyMoveExistsSuchThat (Or2 (Or2 IsMaterialChange NumNotMovesOppBigger) NumNotMovesOppBigger) Recurse (IfAttackingKingMove Recurse (IfSuicideCheck IsNextMoveForced OppKingProximityToEdges Recurse))))))

; #8 generation 81, fitness 5253.702920679665, size 30, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3240
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse (IfPinCloseToKingMove (IfSuicideCheck IsNextMoveForced OppKingProximityToEdges Recurse) Recurse)) (IfMyMoveExistsSuchThat (Or2 (Or2 IsMaterialChange NumNotMovesOppBigger) NumNotMovesOppBigger) Recurse (IfAttackingKingMove Recurse (IfSuicideCheck IsNextMoveForced OppKingProximityToEdges Recurse))))))

; #9 generation 81, fitness 5253.702920679665, size 32, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3240
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse (IfPinCloseToKingMove (IfSuicideCheck IsPinCloseToKing NumOppPiecesAttacked (IfPinCloseToKingMove Recurse Recurse)) Recurse)) (IfMyMoveExistsSuchThat (Or2 (Or2 IsMaterialChange NumNotMovesOppBigger) NumNotMovesOppBigger) Recurse (IfAttackingKingMove Recurse (IfSuicideCheck IsNextMoveForced OppKingProximityToEdges Recurse))))))

; #10 generation 81, fitness 5253.702920679665, size 32, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3240
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse (IfPinCloseToKingMove (IfSuicideCheck IsPinCloseToKing NumOppPiecesAttacked (IfClearingWayMove EvaluateMaterial NumOppPiecesAttacked)) Recurse)) (IfMyMoveExistsSuchThat (Or2 (Or2 IsMaterialChange NumNotMovesOppBigger) NumNotMovesOppBigger) Recurse (IfAttackingKingMove Recurse (IfSuicideCheck IsNextMoveForced OppKingProximityToEdges Recurse))))))
