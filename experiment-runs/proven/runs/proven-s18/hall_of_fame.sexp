; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 46, fitness 3282.285130779032, size 18, depth 3, solved 44/50 per N [10, 10, 6, 8, 10], nodes 2669
(IfForAllOpponentMoves (Not (Not IsMateInOneOrLess)) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse EvaluateMaterial)) (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsForcingMove NumMyPiecesCanCheck EvaluateMaterial) (If3 IsOppPiecePinned Recurse Recurse)))

; #2 generation 46, fitness 2815.0372921979797, size 19, depth 4, solved 44/50 per N [10, 9, 7, 9, 9], nodes 3824
(IfForAllOpponentMoves (Not (Not IsMateInOneOrLess)) (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse EvaluateMaterial)) (IfKingMustMove (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove NumMyPiecesCanCheck EvaluateMaterial)) (If3 IsOppPiecePinned Recurse Recurse)))

; #3 generation 46, fitness 2811.633000879272, size 26, depth 5, solved 42/50 per N [10, 8, 9, 7, 8], nodes 2322
(IfPinCloseToKingMove (IfSuicideCheck (Not IsMateInOneOrLess) (IfSuicideCheck IsForcingMove 589.2 NumMyPiecesCanCheck) (IfAttackingKingMove 503.2 (IfClearingWayMove 630.2 NumNotMovesOppKing))) (IfMyMoveExistsSuchThat (And2 IsPinCloseToKing IsForcingMove) NumNotMovesOppKing (IfAttackingKingMove -412.9 (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse EvaluateMaterial) Recurse))))

; #4 generation 46, fitness 2811.633000879272, size 29, depth 5, solved 42/50 per N [10, 8, 9, 7, 8], nodes 2322
(IfPinCloseToKingMove (IfSuicideCheck IsMateInOneOrLess (IfSuicideCheck IsForcingMove 589.2 NumMyPiecesCanCheck) (IfAttackingKingMove 503.2 (IfAttackingKingMove (IfClearingWayMove 630.2 OppKingProximityToEdges) (IfClearingWayMove -996.1 NumNotMovesOppKing)))) (IfMyMoveExistsSuchThat (And2 IsPinCloseToKing IsForcingMove) NumNotMovesOppKing (IfAttackingKingMove -412.9 (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse EvaluateMaterial) Recurse))))

; #5 generation 46, fitness 2811.633000879272, size 30, depth 5, solved 42/50 per N [10, 8, 9, 7, 8], nodes 2322
(IfPinCloseToKingMove (IfSuicideCheck (Not IsMateInOneOrLess) (IfSuicideCheck IsForcingMove 589.2 NumMyPiecesCanCheck) (IfAttackingKingMove 503.2 (IfAttackingKingMove (IfClearingWayMove 630.2 OppKingProximityToEdges) (IfClearingWayMove -996.1 NumNotMovesOppKing)))) (IfMyMoveExistsSuchThat (And2 IsPinCloseToKing IsForcingMove) NumNotMovesOppKing (IfAttackingKingMove -412.9 (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse EvaluateMaterial) Recurse))))

; #6 generation 46, fitness 2811.633000879272, size 40, depth 5, solved 42/50 per N [10, 8, 9, 7, 8], nodes 2322
(IfPinCloseToKingMove (IfSuicideCheck (And3 (Or3 IsMateInOneOrLess (And3 IsMateInOneOrLess IsCheck IsDiscoveredCheck) (Or2 IsMaterialChange IsOppKingProtectingPiece)) IsForcingMove IsCheckFork) (IfSuicideCheck IsForcingMove 589.2 NumMyPiecesCanCheck) (IfAttackingKingMove 503.2 (IfAttackingKingMove (IfClearingWayMove 630.2 OppKingProximityToEdges) (IfClearingWayMove -996.1 NumNotMovesOppKing)))) (IfMyMoveExistsSuchThat (And2 IsPinCloseToKing IsForcingMove) NumNotMovesOppKing (IfAttackingKingMove -412.9 (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse EvaluateMaterial) Recurse))))

; #7 generation 46, fitness 2811.633000879272, size 41, depth 5, solved 42/50 per N [10, 8, 9, 7, 8], nodes 2322
(IfPinCloseToKingMove (IfSuicideCheck (And3 (Or3 IsMateInOneOrLess (And3 IsMateInOneOrLess IsCheck IsDiscoveredCheck) (Or2 IsMaterialChange IsOppKingProtectingPiece)) (Not IsMateInOneOrLess) IsCheckFork) (IfSuicideCheck IsForcingMove 589.2 NumMyPiecesCanCheck) (IfAttackingKingMove 503.2 (IfAttackingKingMove (IfClearingWayMove 630.2 OppKingProximityToEdges) (IfClearingWayMove -996.1 NumNotMovesOppKing)))) (IfMyMoveExistsSuchThat (And2 IsPinCloseToKing IsForcingMove) NumNotMovesOppKing (IfAttackingKingMove -412.9 (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse EvaluateMaterial) Recurse))))

; #8 generation 46, fitness 2811.633000879272, size 51, depth 7, solved 42/50 per N [10, 8, 9, 7, 8], nodes 2322
(IfPinCloseToKingMove (IfSuicideCheck (Not IsMateInOneOrLess) (IfSuicideCheck IsForcingMove 589.2 NumMyPiecesCanCheck) (IfAttackingKingMove 503.2 (IfAttackingKingMove (IfClearingWayMove 630.2 OppKingProximityToEdges) (IfClearingWayMove -996.1 NumNotMovesOppKing)))) (IfMyMoveExistsSuchThat (And2 IsPinCloseToKing IsForcingMove) NumNotMovesOppKing (IfAttackingKingMove (MyMoveIter IsOppKingStuck DidNumAttackingKingIncrease (If3 (Not IsNextMoveForced) (IfExistsCheckingMove (IfForAllOpponentMoves IsNextMoveForced EvaluateMaterial 403.7) (IfSuicideCheck DidNumAttackingKingIncrease EvaluateMaterial 605.1)) (MakeAnyOrAllMovesSuchThat IsOppKingStuck (IfClearingWayMove -398.2 -533.6) -366.8)) 808.6) (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse EvaluateMaterial) Recurse))))

; #9 generation 46, fitness 2522.8106988385116, size 41, depth 5, solved 38/50 per N [10, 7, 5, 8, 8], nodes 2385
(IfPinCloseToKingMove (IfSuicideCheck (And3 (Or3 IsMateInOneOrLess (And3 IsMateInOneOrLess IsCheck IsDiscoveredCheck) (Or2 IsMaterialChange IsOppKingProtectingPiece)) (Not IsMateInOneOrLess) IsCheckFork) (IfSuicideCheck IsForcingMove 589.2 NumMyPiecesCanCheck) (IfAttackingKingMove 503.2 (IfAttackingKingMove (IfClearingWayMove 630.2 OppKingProximityToEdges) (IfClearingWayMove -996.1 NumNotMovesOppKing)))) (IfMyMoveExistsSuchThat (And2 IsPinCloseToKing IsForcingMove) NumNotMovesOppKing (IfAttackingKingMove -412.9 (IfKingMustMove (If3 IsOppPiecePinned Recurse Recurse) Recurse))))

; #10 generation 46, fitness 2432.77024055876, size 29, depth 5, solved 39/50 per N [10, 8, 6, 7, 8], nodes 1457
(IfPinCloseToKingMove (IfSuicideCheck (And3 (Or3 IsMateInOneOrLess (And3 IsMateInOneOrLess IsCheck IsDiscoveredCheck) (Or2 IsMaterialChange IsOppKingProtectingPiece)) DidNumAttackingKingIncrease IsCheckFork) (IfSuicideCheck IsForcingMove 589.2 NumMyPiecesCanCheck) OppKingProximityToEdges) (IfMyMoveExistsSuchThat (And2 IsPinCloseToKing IsForcingMove) NumNotMovesOppKing (IfAttackingKingMove -412.9 (IfKingMustMove NumOppPiecesAttacked Recurse))))
