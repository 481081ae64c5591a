; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 535, fitness 3024.068387619321, size 15, depth 5, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6511
(MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove NumNotMovesOppKing (IfPinCloseToKingMove (If3 IsNextMoveForced 581.1 Recurse) NumNotMovesOppKing))) Recurse)

; #2 generation 535, fitness 3024.068387619321, size 19, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6511
(MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove NumNotMovesOppKing (IfPinCloseToKingMove (MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse NumNotMovesOppKing) Recurse) NumNotMovesOppKing))) Recurse)

; #3 generation 535, fitness 3024.068387619321, size 19, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6511
(MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove NumNotMovesOppKing (IfPinCloseToKingMove (MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse NumNotMovesOppKing) Recurse) NumOppPiecesAttacked))) Recurse)

; #4 generation 535, fitness 3024.068387619321, size 19, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6511
(MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove NumNotMovesOppKing (IfPinCloseToKingMove (MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse NumMyPiecesCanCheck) Recurse) NumNotMovesOppKing))) Recurse)

; #5 generation 535, fitness 3024.068387619321, size 22, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6511
(MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove NumNotMovesOppKing (IfPinCloseToKingMove (MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse NumNotMovesOppKing) Recurse) NumOppPiecesAttacked)))) Recurse)

; #6 generation 535, fitness 3024.068387619321, size 22, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6511
(MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove NumNotMovesOppKing (IfPinCloseToKingMove (MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse NumNotMovesOppKing)) Recurse) NumNotMovesOppKing))) Recurse)

; #7 generation 535, fitness 3024.068387619321, size 26, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6511
(MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove NumNotMovesOppKing (IfPinCloseToKingMove (MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove NumNotMovesOppKing (IfPinCloseToKingMove (If3 IsMateInOneOrLess -899.8 Recurse) NumNotMovesOppKing))) Recurse) NumNotMovesOppKing))) Recurse)

; #8 generation 535, fitness 3024.068387619321, size 26, depth 9, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6511
(MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove NumNotMovesOppKing (IfPinCloseToKingMove (MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove NumNotMovesOppKing (IfPinCloseToKingMove (If3 IsNextMoveForced -899.8 Recurse) NumNotMovesOppKing))) Recurse) NumNotMovesOppKing))) Recurse)

; #9 generation 535, fitness 3024.068387619321, size 30, depth 8, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6511
(MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove NumNotMovesOppKing (IfPinCloseToKingMove (MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse NumMyPiecesCanCheck) Recurse) (IfKingMustMove (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease (IfClearingWayMove (IfKingMustMove NumOppPiecesAttacked NumMyPiecesCanCheck) Recurse) Recurse) (IfPinCloseToKingMove -836.3 NumMyPiecesCanCheck))))) Recurse)

; #10 generation 535, fitness 3024.068387619321, size 37, depth 10, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6511
(MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfClearingWayMove NumNotMovesOppKing (IfPinCloseToKingMove (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove (IfSuicideCheck IsCheckFork NumNotMovesOppKing (IfCaptureCloseToKingMove (IfAttackingKingMove NumOppPiecesAttacked -710.7) NumOppPiecesAttacked)) (MakeAnyOrAllMovesSuchThat (Not IsDiscoveredCheck) (MakeAnyOrAllMovesSuchThat IsCheck Recurse NumNotMovesOppKing) (IfMyMoveExistsSuchThat IsCheck OppKingProximityToEdges NumMyPiecesCanCheck)))) Recurse) NumNotMovesOppKing))) Recurse)
