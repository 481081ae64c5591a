; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 138, fitness 1889.5041608985168, size 22, depth 4, solved 41/50 per N [10, 7, 7, 8, 9], nodes 1489
(IfForAllOpponentMoves IsMaterialChange (IfMyMoveExistsSuchThat IsCheck (If3 IsNextMoveForced NumMyPiecesCanCheck (MakeAnyOrAllMovesSuchThat IsCheck NumOppPiecesAttacked -148.1)) -768.2) (If3 IsNextMoveForced 270.8 (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck NumOppPiecesAttacked -148.1) -148.1)))

; #2 generation 138, fitness 1889.5041608985168, size 22, depth 4, solved 41/50 per N [10, 7, 7, 8, 9], nodes 1489
(IfForAllOpponentMoves IsMaterialChange (IfMyMoveExistsSuchThat IsCheck (If3 IsNextMoveForced NumMyPiecesCanCheck (MakeAnyOrAllMovesSuchThat IsCheck NumOppPiecesAttacked -148.1)) -768.2) (If3 IsNextMoveForced 270.8 (MakeAnyOrAllMovesSuchThat IsCheck (If3 IsNextMoveForced 669.4 -148.1) -148.1)))

; #3 generation 138, fitness 1889.5041608985168, size 25, depth 5, solved 41/50 per N [10, 7, 7, 8, 9], nodes 1489
(IfForAllOpponentMoves IsMaterialChange (IfMyMoveExistsSuchThat IsCheck (If3 IsNextMoveForced NumMyPiecesCanCheck (If3 IsDiscoveredCheck NumMyPiecesCanCheck (MakeAnyOrAllMovesSuchThat IsCheck NumOppPiecesAttacked -148.1))) -768.2) (If3 IsNextMoveForced 270.8 (MakeAnyOrAllMovesSuchThat IsCheck (MakeAnyOrAllMovesSuchThat IsCheck NumOppPiecesAttacked -148.1) -148.1)))

; #4 generation 138, fitness 1889.5041608985168, size 29, depth 8, solved 41/50 per N [10, 7, 7, 8, 9], nodes 1489
(IfForAllOpponentMoves IsMaterialChange (IfForAllOpponentMoves IsMaterialChange (If3 IsNextMoveForced 461.3 -148.1) (If3 IsNextMoveForced NumMyPiecesCanCheck (IfMyMoveExistsSuchThat IsCheck (If3 IsNextMoveForced NumMyPiecesCanCheck (MakeAnyOrAllMovesSuchThat IsCheck (IfMyMoveExistsSuchThat IsCheck (MakeBestMove EvaluateMaterial) -768.2) -148.1)) -768.2))) (If3 IsNextMoveForced 457.8 -148.1))

; #5 generation 138, fitness 1889.5041608985168, size 29, depth 8, solved 41/50 per N [10, 7, 7, 8, 9], nodes 1489
(IfForAllOpponentMoves IsMaterialChange (IfForAllOpponentMoves IsMaterialChange (If3 IsNextMoveForced 461.3 -148.1) (If3 IsNextMoveForced NumMyPiecesCanCheck (IfMyMoveExistsSuchThat IsCheck (If3 IsNextMoveForced NumMyPiecesCanCheck (MakeAnyOrAllMovesSuchThat IsCheck (IfMyMoveExistsSuchThat IsCheck (MakeBestMove EvaluateMaterial) -768.2) -148.1)) -768.2))) (If3 IsNextMoveForced 461.3 -148.1))

; #6 generation 138, fitness 1889.5041608985168, size 37, depth 8, solved 41/50 per N [10, 7, 7, 8, 9], nodes 1489
(IfForAllOpponentMoves IsMaterialChange (IfMyMoveExistsSuchThat IsCheck (If3 IsNextMoveForced NumMyPiecesCanCheck (MakeAnyOrAllMovesSuchThat IsCheck NumOppPiecesAttacked -148.1)) -768.2) (IfForAllOpponentMoves IsMaterialChange (IfMyMoveExistsSuchThat IsCheck (If3 IsNextMoveForced NumMyPiecesCanCheck (IfForAllOpponentMoves IsMaterialChange (IfMyMoveExistsSuchThat IsCheck (If3 IsNextMoveForced NumMyPiecesCanCheck (MakeAnyOrAllMovesSuchThat IsCheck NumOppPiecesAttacked Recurse)) -768.2) NumMyPiecesCanCheck)) -768.2) (If3 IsNextMoveForced 461.3 -148.1)))

; #7 generation 138, fitness 1889.5041608985168, size 42, depth 10, solved 41/50 per N [10, 7, 7, 8, 9], nodes 1489
(IfForAllOpponentMoves IsMaterialChange (IfForAllOpponentMoves IsMaterialChange (If3 IsNextMoveForced 461.3 -148.1) (If3 IsNextMoveForced NumMyPiecesCanCheck (IfMyMoveExistsSuchThat IsCheck (If3 IsNextMoveForced NumMyPiecesCanCheck (MakeAnyOrAllMovesSuchThat IsCheck (IfExistsCheckingMove NumOppPiecesAttacked (IfKingMustMove OppKingProximityToEdges (MyMoveIter IsDiscoveredProtectedCheck (And3 IsCheck IsCheck IsOppPiecePinned) (IfMyMoveExistsSuchThat IsOppKingProtectingPiece NumOppPiecesAttacked OppKingProximityToEdges) (IfSuicideCheck IsDiscoveredProtectedCheck NumNotMovesOppKing Recurse)))) -148.1)) -768.2))) (If3 IsNextMoveForced 457.8 -148.1))

; #8 generation 138, fitness 1888.3864954835644, size 28, depth 6, solved 41/50 per N [10, 7, 7, 8, 9], nodes 1497
(IfForAllOpponentMoves IsMaterialChange (IfMyMoveExistsSuchThat IsCheck (IfForAllOpponentMoves IsMaterialChange (IfKingMustMove NumNotMovesOppKing (IfKingMustMove (IfCaptureCloseToKingMove 584.6 NumNotMovesOppKing) NumNotMovesOppKing)) (If3 IsNextMoveForced 461.3 -148.1)) -588) (If3 IsNextMoveForced 461.3 (If3 IsNextMoveForced NumMyPiecesCanCheck (MakeAnyOrAllMovesSuchThat IsCheck NumOppPiecesAttacked -148.1))))

; #9 generation 138, fitness 1888.3758413502665, size 28, depth 7, solved 41/50 per N [10, 7, 7, 8, 9], nodes 1497
(IfForAllOpponentMoves IsMaterialChange (IfMyMoveExistsSuchThat IsCheck (If3 IsNextMoveForced NumMyPiecesCanCheck (IfForAllOpponentMoves IsMaterialChange (IfMyMoveExistsSuchThat IsCheck (If3 IsNextMoveForced NumMyPiecesCanCheck (MakeAnyOrAllMovesSuchThat IsCheck EvaluateMaterial Recurse)) -768.2) (If3 IsNextMoveForced 461.3 -148.1))) -768.2) (If3 IsNextMoveForced 457.8 -148.1))

; #10 generation 138, fitness 1886.4478758734037, size 15, depth 4, solved 41/50 per N [10, 7, 7, 8, 9], nodes 1511
(IfForAllOpponentMoves IsMaterialChange (IfMyMoveExistsSuchThat IsCheck (If3 IsDiscoveredCheck NumMyPiecesCanCheck (IfExistsCheckingMove Recurse Recurse)) -768.2) (If3 IsNextMoveForced 700.8 -148.1))
