; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 57, fitness 2833.610401791006, size 43, depth 11, solved 49/50 per N [10, 10, 10, 10, 9], nodes 19645
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfKingMustMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger NumMyPiecesCanCheck (IfExistsCheckingMove 37.4 (IfExistsCheckingMove (IfKingMustMove (MyMoveIter IsCheck (Not (Or2 IsOppKingStuck IsOppKingProtectingPiece)) (IfSuicideCheck (Not (Smaller NumOppPiecesAttacked OppKingProximityToEdges)) Recurse (MyMoveIter (Smaller NumOppPiecesAttacked OppKingProximityToEdges) (Not IsCheckFork) NumMyPiecesCanCheck (IfExistsCheckingMove -466.6 721))) NumMyPiecesCanCheck) Recurse) OppKingProximityToEdges))) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))))

; #2 generation 57, fitness 2833.610401791006, size 47, depth 11, solved 49/50 per N [10, 10, 10, 10, 9], nodes 19645
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfKingMustMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger NumMyPiecesCanCheck (IfExistsCheckingMove 37.4 (IfExistsCheckingMove (IfKingMustMove (MyMoveIter IsCheck (Not (Or2 IsOppKingStuck IsOppKingProtectingPiece)) (IfSuicideCheck (Not (Smaller NumOppPiecesAttacked OppKingProximityToEdges)) (IfKingMustMove (IfAttackingKingMove NumOppPiecesAttacked EvaluateMaterial) OppKingProximityToEdges) (MyMoveIter (Smaller NumOppPiecesAttacked OppKingProximityToEdges) (Not IsCheckFork) NumMyPiecesCanCheck (IfExistsCheckingMove -466.6 721))) NumMyPiecesCanCheck) Recurse) OppKingProximityToEdges))) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))))

; #3 generation 57, fitness 2833.610401791006, size 48, depth 11, solved 49/50 per N [10, 10, 10, 10, 9], nodes 19645
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfKingMustMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger NumMyPiecesCanCheck (IfExistsCheckingMove 37.4 (IfExistsCheckingMove (IfKingMustMove (MyMoveIter IsCheck (Not (Or2 IsOppKingStuck IsOppKingProtectingPiece)) (IfSuicideCheck (Not (Smaller NumOppPiecesAttacked OppKingProximityToEdges)) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)) (MyMoveIter (Smaller NumOppPiecesAttacked OppKingProximityToEdges) (Not IsCheckFork) NumMyPiecesCanCheck (IfExistsCheckingMove -466.6 721))) NumMyPiecesCanCheck) Recurse) OppKingProximityToEdges))) (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))))

; #4 generation 57, fitness 2796.0080117688844, size 7, depth 3, solved 49/50 per N [10, 10, 10, 10, 9], nodes 19822
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse)))

; #5 generation 57, fitness 2796.0080117688844, size 30, depth 11, solved 49/50 per N [10, 10, 10, 10, 9], nodes 19822
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfKingMustMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger NumMyPiecesCanCheck (IfExistsCheckingMove 132.4 (IfExistsCheckingMove (IfAttackingKingMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger NumMyPiecesCanCheck (IfExistsCheckingMove 37.4 (IfExistsCheckingMove (IfKingMustMove OppKingProximityToEdges NumOppPiecesAttacked) OppKingProximityToEdges))) Recurse) OppKingProximityToEdges))) (If3 IsNextMoveForced Recurse (IfAttackingKingMove Recurse Recurse)))))

; #6 generation 57, fitness 2796.0080117688844, size 47, depth 11, solved 49/50 per N [10, 10, 10, 10, 9], nodes 19822
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfKingMustMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger NumMyPiecesCanCheck (IfKingMustMove OppKingProximityToEdges (IfCaptureCloseToKingMove -122.8 (IfKingMustMove (IfCaptureCloseToKingMove (MyMoveIter IsPinCloseToKing IsForcingMove EvaluateMaterial 345.7) (MakeBestMove OppKingProximityToEdges)) OppKingProximityToEdges)))) (If3 IsNextMoveForced Recurse (IfAttackingKingMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfKingMustMove (IfMyMoveExistsSuchThat NumNotMovesOppBigger NumMyPiecesCanCheck (IfExistsCheckingMove 132.4 (IfExistsCheckingMove (IfAttackingKingMove Recurse Recurse) OppKingProximityToEdges))) (If3 IsNextMoveForced Recurse (IfAttackingKingMove Recurse Recurse)))) Recurse)))))

; #7 generation 57, fitness 2125.474003693804, size 7, depth 3, solved 49/50 per N [10, 10, 10, 10, 9], nodes 22926
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))

; #8 generation 57, fitness 2125.474003693804, size 10, depth 4, solved 49/50 per N [10, 10, 10, 10, 9], nodes 22926
(MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse))))

; #9 generation 57, fitness 2125.474003693804, size 10, depth 4, solved 49/50 per N [10, 10, 10, 10, 9], nodes 22926
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfAttackingKingMove Recurse Recurse))))

; #10 generation 57, fitness 2125.474003693804, size 13, depth 5, solved 49/50 per N [10, 10, 10, 10, 9], nodes 22926
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfAttackingKingMove Recurse Recurse)))))
