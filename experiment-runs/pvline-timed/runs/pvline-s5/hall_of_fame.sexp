; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 622, fitness 2428.1269115164537, size 16, depth 5, solved 37/50 per N [10, 7, 6, 5, 9], nodes 9611
(IfKingMustMove (IfAttackingKingMove (IfKingMustMove OppKingProximityToEdges Recurse) (IfPinCloseToKingMove EvaluateMaterial (If3 IsNextMoveForcedWithKing (IfExistsCheckingMove 774 OppKingProximityToEdges) (IfAttackingKingMove NumMyPiecesCanCheck NumOppPiecesAttacked)))) Recurse)

; #2 generation 112, fitness 1890.6915304823863, size 47, depth 12, solved 37/50 per N [10, 5, 6, 7, 9], nodes 1477
(IfExistsCheckingMove (IfKingMustMove (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing (IfPinCloseToKingMove (IfMyMoveExistsSuchThat IsNextMoveForcedWithKing EvaluateMaterial (IfMyMoveExistsSuchThat IsForcingMove NumNotMovesOppKing EvaluateMaterial)) -371.5) (IfSuicideCheck IsPinCloseToKing EvaluateMaterial (If3 IsNextMoveForcedWithKing (MakeBestMove Recurse) (IfForAllOpponentMoves IsPinCloseToKing (IfSuicideCheck IsPinCloseToKing EvaluateMaterial (IfExistsCheckingMove -732.4 (IfMyMoveExistsSuchThat (And3 (Or2 (Or2 IsOppPiecePinned IsOppKingStuck) IsOppKingStuck) (Not IsNextMoveForced) IsMateInOneOrLess) NumNotMovesOppKing NumNotMovesOppKing))) NumOppPiecesAttacked)))) (IfMyMoveExistsSuchThat IsDiscoveredCheck NumNotMovesOppKing NumNotMovesOppKing)) (IfKingMustMove Recurse Recurse))

; #3 generation 112, fitness 1868.6214805852958, size 7, depth 2, solved 36/50 per N [10, 5, 6, 6, 9], nodes 1454
(IfExistsCheckingMove (IfExistsCheckingMove EvaluateMaterial 65.8) (IfKingMustMove Recurse Recurse))

; #4 generation 112, fitness 1859.1260107816538, size 10, depth 3, solved 35/50 per N [10, 5, 5, 6, 9], nodes 1454
(IfExistsCheckingMove (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsPinCloseToKing NumNotMovesOppKing -788.6) -788.6) (IfKingMustMove Recurse Recurse))

; #5 generation 112, fitness 1859.1260107816538, size 32, depth 7, solved 35/50 per N [10, 5, 5, 6, 9], nodes 1454
(IfExistsCheckingMove (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfExistsCheckingMove (IfKingMustMove Recurse (IfMyMoveExistsSuchThat IsOppKingStuck NumNotMovesOppKing NumNotMovesOppKing)) (IfKingMustMove 519.3 Recurse))) (IfExistsCheckingMove -732.4 (IfMyMoveExistsSuchThat (And3 (Or2 (Or2 IsOppPiecePinned IsOppKingStuck) IsOppKingStuck) (Not IsNextMoveForced) IsMateInOneOrLess) NumNotMovesOppKing NumNotMovesOppKing))) (IfKingMustMove Recurse Recurse))

; #6 generation 112, fitness 1858.7227750953607, size 13, depth 3, solved 35/50 per N [10, 5, 5, 6, 9], nodes 1477
(IfExistsCheckingMove (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsPinCloseToKing -640.9 -788.6) (MakeAnyOrAllMovesSuchThat IsDiscoveredCheck -737.8 -788.6)) (IfKingMustMove Recurse Recurse))

; #7 generation 112, fitness 1858.7227750953607, size 20, depth 5, solved 35/50 per N [10, 5, 5, 6, 9], nodes 1477
(IfExistsCheckingMove (IfKingMustMove (If3 IsNextMoveForcedWithKing (MakeBestMove Recurse) (IfForAllOpponentMoves IsPinCloseToKing (MakeAnyOrAllMovesSuchThat IsPinCloseToKing NumNotMovesOppKing -788.6) NumOppPiecesAttacked)) (MakeAnyOrAllMovesSuchThat IsDiscoveredCheck -737.8 -788.6)) (IfKingMustMove Recurse Recurse))

; #8 generation 112, fitness 1858.7227750953607, size 30, depth 7, solved 35/50 per N [10, 5, 5, 6, 9], nodes 1477
(IfExistsCheckingMove (IfKingMustMove (IfExistsCheckingMove (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsPinCloseToKing -737.8 -980.7) (IfExistsCheckingMove (IfExistsCheckingMove (MakeAnyOrAllMovesSuchThat IsPinCloseToKing NumNotMovesOppKing -788.6) (IfKingMustMove Recurse Recurse)) (IfKingMustMove Recurse Recurse))) (IfKingMustMove Recurse Recurse)) (MakeAnyOrAllMovesSuchThat IsDiscoveredCheck -737.8 -788.6)) (IfKingMustMove Recurse Recurse))

; #9 generation 112, fitness 1858.7227750953607, size 42, depth 10, solved 35/50 per N [10, 5, 5, 6, 9], nodes 1477
(IfExistsCheckingMove (IfKingMustMove (If3 IsNextMoveForcedWithKing (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfExistsCheckingMove (IfKingMustMove Recurse (IfMyMoveExistsSuchThat (Or2 (Or2 IsOppPiecePinned IsOppKingStuck) IsOppKingStuck) NumNotMovesOppKing NumNotMovesOppKing)) (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfExistsCheckingMove (IfKingMustMove Recurse (IfMyMoveExistsSuchThat IsOppKingStuck NumNotMovesOppKing NumNotMovesOppKing)) Recurse)) (MakeAnyOrAllMovesSuchThat IsPinCloseToKing -737.8 -788.6)))) NumNotMovesOppKing) (MakeAnyOrAllMovesSuchThat IsDiscoveredCheck -737.8 -788.6)) (IfKingMustMove Recurse Recurse))

; #10 generation 112, fitness 1858.7227750953607, size 52, depth 14, solved 35/50 per N [10, 5, 5, 6, 9], nodes 1477
(IfExistsCheckingMove (IfKingMustMove (IfExistsCheckingMove (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsPinCloseToKing -737.8 -980.7) (IfExistsCheckingMove (IfKingMustMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfExistsCheckingMove (IfKingMustMove Recurse (IfMyMoveExistsSuchThat (And3 (Or2 NumNotMovesOppBigger (Not IsNextMoveForced)) IsPinCloseToKing (Or2 (Or2 (Or2 IsOppPiecePinned IsOppKingStuck) IsOppKingStuck) IsOppKingStuck)) NumNotMovesOppKing NumNotMovesOppKing)) (IfKingMustMove Recurse Recurse))) (MakeAnyOrAllMovesSuchThat IsPinCloseToKing -737.8 -788.6)) (IfKingMustMove Recurse Recurse))) (IfKingMustMove Recurse Recurse)) (MakeAnyOrAllMovesSuchThat IsDiscoveredCheck -737.8 -788.6)) (IfKingMustMove Recurse Recurse))
