; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 288, fitness 2064.868120897062, size 8, depth 2, solved 49/50 per N [10, 10, 10, 10, 9], nodes 4244
(IfForAllOpponentMoves (Not IsNextMoveForced) (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) Recurse)

; #2 generation 288, fitness 2064.868120897062, size 8, depth 2, solved 49/50 per N [10, 10, 10, 10, 9], nodes 4244
(IfForAllOpponentMoves (Not IsNextMoveForced) (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) Recurse)

; #3 generation 288, fitness 2064.868120897062, size 8, depth 2, solved 49/50 per N [10, 10, 10, 10, 9], nodes 4244
(IfForAllOpponentMoves (Not IsCheck) (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) Recurse)

; #4 generation 288, fitness 2064.868120897062, size 8, depth 2, solved 49/50 per N [10, 10, 10, 10, 9], nodes 4244
(IfForAllOpponentMoves (Not IsCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse Recurse) Recurse)

; #5 generation 288, fitness 2064.868120897062, size 11, depth 3, solved 49/50 per N [10, 10, 10, 10, 9], nodes 4244
(IfForAllOpponentMoves (Not IsNextMoveForced) (IfMyMoveExistsSuchThat IsCheck (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) Recurse) Recurse)

; #6 generation 288, fitness 2064.868120897062, size 15, depth 4, solved 49/50 per N [10, 10, 10, 10, 9], nodes 4244
(IfForAllOpponentMoves (Not IsNextMoveForced) (IfMyMoveExistsSuchThat IsCheck Recurse (IfForAllOpponentMoves (Not IsNextMoveForced) (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) Recurse)) Recurse)

; #7 generation 288, fitness 2064.868120897062, size 31, depth 6, solved 49/50 per N [10, 10, 10, 10, 9], nodes 4244
(IfForAllOpponentMoves (Not IsNextMoveForced) (IfMyMoveExistsSuchThat IsCheck (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (MyMoveIter IsMateInOneOrLess IsMateInOneOrLess (IfForAllOpponentMoves IsMateInOneOrLess -967.4 Recurse) (MyMoveIter IsCheck IsPinCloseToKing (IfSuicideCheck IsPinCloseToKing -846.4 NumMyPiecesCanCheck) EvaluateMaterial)) (IfSuicideCheck DidNumAttackingKingIncrease (MakeBestMove (IfPinCloseToKingMove NumNotMovesOppKing NumMyPiecesCanCheck)) Recurse)) Recurse) Recurse)

; #8 generation 288, fitness 2064.868120897062, size 61, depth 9, solved 49/50 per N [10, 10, 10, 10, 9], nodes 4244
(IfForAllOpponentMoves (Not IsNextMoveForced) (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) (IfForAllOpponentMoves (Not IsNextMoveForced) (IfForAllOpponentMoves (Not (Not IsDiscoveredProtectedCheck)) (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) (IfPinCloseToKingMove (IfAttackingKingMove (If3 (And2 IsNextMoveForced IsDiscoveredProtectedCheck) (IfCaptureCloseToKingMove OppKingProximityToEdges NumMyPiecesCanCheck) (IfKingMustMove Recurse OppKingProximityToEdges)) (IfAttackingKingMove (If3 IsMateInOneOrLess EvaluateMaterial NumNotMovesOppKing) (IfSuicideCheck IsDiscoveredProtectedCheck NumNotMovesOppKing (IfForAllOpponentMoves (Not IsNextMoveForced) (IfMyMoveExistsSuchThat IsCheck Recurse Recurse) Recurse)))) (IfExistsCheckingMove NumOppPiecesAttacked (MakeAnyOrAllMovesSuchThat NumNotMovesOppBigger Recurse (MakeAnyOrAllMovesSuchThat (And2 (Or3 IsDiscoveredCheck DidNumAttackingKingIncrease IsMateInOneOrLess) IsMateInOneOrLess) 543.1 Recurse))))) Recurse))

; #9 generation 267, fitness 1897.723007867229, size 8, depth 3, solved 46/50 per N [10, 9, 8, 10, 9], nodes 6623
(IfMyMoveExistsSuchThat IsCheck Recurse (IfForAllOpponentMoves (Not IsNextMoveForced) Recurse Recurse))

; #10 generation 267, fitness 1897.723007867229, size 11, depth 3, solved 46/50 per N [10, 9, 8, 10, 9], nodes 6623
(IfForAllOpponentMoves (Not IsNextMoveForced) (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) Recurse)
