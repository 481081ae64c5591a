; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 268, fitness 3507.1361925594506, size 18, depth 5, solved 46/50 per N [10, 10, 7, 9, 10], nodes 15260
(MakeAnyOrAllMovesSuchThat (Not IsNextMoveForcedWithKing) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat (Or2 IsMaterialChange IsForcingMove) Recurse OppKingProximityToEdges))) Recurse)

; #2 generation 268, fitness 3507.1361925594506, size 33, depth 8, solved 46/50 per N [10, 10, 7, 9, 10], nodes 15260
(MakeAnyOrAllMovesSuchThat (Not IsNextMoveForcedWithKing) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or2 (Or3 NumNotMovesOppBigger (And3 IsCheck IsNextMoveForcedWithKing IsCheckFork) (And2 (Smaller (IfMyMoveExistsSuchThat IsCheckFork NumOppPiecesAttacked NumNotMovesOppKing) Recurse) IsDiscoveredProtectedCheck)) IsCheckFork) Recurse (IfMyMoveExistsSuchThat (Or2 IsMaterialChange IsForcingMove) Recurse OppKingProximityToEdges))) Recurse)

; #3 generation 268, fitness 3507.1361925594506, size 33, depth 9, solved 46/50 per N [10, 10, 7, 9, 10], nodes 15260
(MakeAnyOrAllMovesSuchThat (Not IsNextMoveForcedWithKing) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsForcingMove) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat (Or2 IsMaterialChange IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or2 IsPinCloseToKing IsForcingMove) Recurse (IfMyMoveExistsSuchThat IsCheckFork Recurse (IfMyMoveExistsSuchThat (Or2 IsMaterialChange (Or2 IsOppPiecePinned IsDiscoveredProtectedCheck)) Recurse NumNotMovesOppKing)))))) Recurse)

; #4 generation 268, fitness 3479.8481843867494, size 15, depth 4, solved 46/50 per N [10, 10, 7, 9, 10], nodes 15816
(MakeAnyOrAllMovesSuchThat (Not IsNextMoveForcedWithKing) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or2 IsMaterialChange IsForcingMove) Recurse Recurse)) Recurse)

; #5 generation 268, fitness 3479.8481843867494, size 18, depth 5, solved 46/50 per N [10, 10, 7, 9, 10], nodes 15816
(MakeAnyOrAllMovesSuchThat (Not IsNextMoveForcedWithKing) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsForcingMove) Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat (Or2 IsDiscoveredCheck IsForcingMove) Recurse Recurse))) Recurse)

; #6 generation 268, fitness 3479.8481843867494, size 20, depth 5, solved 46/50 per N [10, 10, 7, 9, 10], nodes 15816
(MakeAnyOrAllMovesSuchThat (Not IsNextMoveForcedWithKing) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or2 IsMaterialChange IsForcingMove) Recurse (MakeAnyOrAllMovesSuchThat (Or2 IsDiscoveredCheck IsForcingMove) Recurse Recurse))) Recurse)

; #7 generation 268, fitness 3479.8481843867494, size 27, depth 7, solved 46/50 per N [10, 10, 7, 9, 10], nodes 15816
(MakeAnyOrAllMovesSuchThat (Not IsNextMoveForcedWithKing) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or2 IsMaterialChange IsForcingMove) Recurse (MakeAnyOrAllMovesSuchThat (Or2 IsDiscoveredCheck IsForcingMove) (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Not IsNextMoveForcedWithKing) Recurse NumNotMovesOppKing)) Recurse))) Recurse)

; #8 generation 268, fitness 3479.8481843867494, size 29, depth 7, solved 46/50 per N [10, 10, 7, 9, 10], nodes 15816
(MakeAnyOrAllMovesSuchThat (Not IsNextMoveForcedWithKing) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or2 IsMaterialChange IsForcingMove) Recurse (MakeAnyOrAllMovesSuchThat (Or2 IsDiscoveredCheck IsForcingMove) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange IsForcingMove) Recurse (MakeBestMove (IfForAllOpponentMoves IsDiscoveredProtectedCheck OppKingProximityToEdges EvaluateMaterial))) Recurse))) Recurse)

; #9 generation 268, fitness 3479.8481843867494, size 29, depth 6, solved 46/50 per N [10, 10, 7, 9, 10], nodes 15816
(MakeAnyOrAllMovesSuchThat (Not IsNextMoveForcedWithKing) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or2 IsMaterialChange IsForcingMove) Recurse (MakeAnyOrAllMovesSuchThat (And3 (Or2 IsOppKingProtectingPiece IsPinCloseToKing) (Not IsDiscoveredProtectedCheck) IsDiscoveredProtectedCheck) (IfMyMoveExistsSuchThat (Or2 IsMaterialChange IsForcingMove) Recurse NumNotMovesOppKing) Recurse))) Recurse)

; #10 generation 268, fitness 3479.8481843867494, size 29, depth 7, solved 46/50 per N [10, 10, 7, 9, 10], nodes 15816
(MakeAnyOrAllMovesSuchThat (Not IsNextMoveForcedWithKing) (IfMyMoveExistsSuchThat (Or2 IsDiscoveredCheck IsForcingMove) Recurse (IfMyMoveExistsSuchThat (Or2 IsMaterialChange (Or2 IsDiscoveredCheck IsForcingMove)) Recurse (MakeAnyOrAllMovesSuchThat (Or2 IsDiscoveredCheck IsForcingMove) (IfMyMoveExistsSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat (Not IsNextMoveForcedWithKing) Recurse NumNotMovesOppKing)) Recurse))) Recurse)
