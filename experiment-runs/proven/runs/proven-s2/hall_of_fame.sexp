; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 36, fitness 1983.8955168934626, size 39, depth 7, solved 40/40 per N [10, 10, 10, 10, 0], nodes 663
(MakeBestMove (IfMyMoveExistsSuchThat (And3 (Or3 IsForcingMove IsForcingMove (And2 IsForcingMove (Or2 IsMaterialChange NumNotMovesOppBigger))) (Or3 IsForcingMove IsForcingMove IsOppKingStuck) (Or2 IsCheck NumNotMovesOppBigger)) (IfPinCloseToKingMove (IfForAllOpponentMoves IsForcingMove Recurse (IfPinCloseToKingMove (IfForAllOpponentMoves IsForcingMove Recurse (MakeBestMove NumMyPiecesCanCheck)) Recurse)) Recurse) (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove (Or2 DidNumAttackingKingIncrease IsDiscoveredProtectedCheck)) Recurse Recurse)))

; #2 generation 36, fitness 1983.8955168934626, size 46, depth 6, solved 40/40 per N [10, 10, 10, 10, 0], nodes 663
(MakeBestMove (IfMyMoveExistsSuchThat (And3 (Or3 IsForcingMove IsForcingMove (And2 IsForcingMove (Or2 IsMaterialChange NumNotMovesOppBigger))) (Or3 IsForcingMove IsForcingMove IsOppKingStuck) (Or2 IsCheck NumNotMovesOppBigger)) (IfPinCloseToKingMove (IfForAllOpponentMoves IsForcingMove Recurse (MakeBestMove Recurse)) Recurse) (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove IsDiscoveredProtectedCheck) (IfPinCloseToKingMove (IfForAllOpponentMoves IsMaterialChange Recurse (MakeBestMove Recurse)) Recurse) (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove (Or2 DidNumAttackingKingIncrease IsDiscoveredProtectedCheck)) Recurse Recurse))))

; #3 generation 36, fitness 1913.4209912978313, size 18, depth 4, solved 40/40 per N [10, 10, 10, 10, 0], nodes 682
(MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove (Or3 IsForcingMove IsForcingMove IsDiscoveredProtectedCheck)) (IfPinCloseToKingMove OppKingProximityToEdges Recurse) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse Recurse)))

; #4 generation 36, fitness 1913.4209912978313, size 18, depth 5, solved 40/40 per N [10, 10, 10, 10, 0], nodes 682
(MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove IsDiscoveredProtectedCheck) (IfPinCloseToKingMove OppKingProximityToEdges Recurse) (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove (Or2 IsMaterialChange NumNotMovesOppBigger)) Recurse Recurse)))

; #5 generation 36, fitness 1913.4209912978313, size 20, depth 5, solved 40/40 per N [10, 10, 10, 10, 0], nodes 682
(MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove (And2 IsForcingMove IsNextMoveForced)) (IfPinCloseToKingMove OppKingProximityToEdges Recurse) (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove (Or2 IsMaterialChange NumNotMovesOppBigger)) Recurse Recurse)))

; #6 generation 36, fitness 1913.4209912978313, size 20, depth 5, solved 40/40 per N [10, 10, 10, 10, 0], nodes 682
(MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove (And2 IsForcingMove IsDiscoveredProtectedCheck)) (IfPinCloseToKingMove OppKingProximityToEdges Recurse) (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove (Or2 IsMaterialChange NumNotMovesOppBigger)) Recurse Recurse)))

; #7 generation 36, fitness 1913.4209912978313, size 21, depth 5, solved 40/40 per N [10, 10, 10, 10, 0], nodes 682
(MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove (Or3 IsForcingMove IsForcingMove IsDiscoveredProtectedCheck)) (IfPinCloseToKingMove OppKingProximityToEdges Recurse) (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove (Or2 IsMaterialChange NumNotMovesOppBigger)) Recurse Recurse)))

; #8 generation 36, fitness 1913.4209912978313, size 24, depth 5, solved 40/40 per N [10, 10, 10, 10, 0], nodes 682
(MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove (Or3 IsForcingMove IsForcingMove IsDiscoveredProtectedCheck)) (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove (Or2 DidNumAttackingKingIncrease IsDiscoveredProtectedCheck)) Recurse Recurse) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange NumNotMovesOppBigger) Recurse Recurse)))

; #9 generation 36, fitness 1913.4209912978313, size 25, depth 6, solved 40/40 per N [10, 10, 10, 10, 0], nodes 682
(MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove (Or3 IsForcingMove IsForcingMove (And2 IsForcingMove (Or2 DidNumAttackingKingIncrease IsDiscoveredProtectedCheck)))) (IfPinCloseToKingMove OppKingProximityToEdges Recurse) (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove (Or2 IsMaterialChange NumNotMovesOppBigger)) Recurse Recurse)))

; #10 generation 36, fitness 1913.4209912978313, size 34, depth 7, solved 40/40 per N [10, 10, 10, 10, 0], nodes 682
(MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove (Or3 IsForcingMove IsForcingMove IsDiscoveredProtectedCheck)) (IfPinCloseToKingMove (IfPinCloseToKingMove NumNotMovesOppKing (IfMyMoveExistsSuchThat IsMateInOneOrLess (IfForAllOpponentMoves IsCheck NumMyPiecesCanCheck NumOppPiecesAttacked) (MakeBestMove (MyMoveIter IsOppPiecePinned IsNextMoveForced EvaluateMaterial NumNotMovesOppKing)))) Recurse) (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove (Or2 IsMaterialChange NumNotMovesOppBigger)) Recurse Recurse)))
