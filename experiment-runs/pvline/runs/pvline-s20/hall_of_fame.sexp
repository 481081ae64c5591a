; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 347, fitness 4085.9498892590186, size 26, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6461
(MakeBestMove (IfKingMustMove Recurse (IfExistsCheckingMove (MakeAnyOrAllMovesSuchThat IsForcingMove (IfSuicideCheck DidNumAttackingKingIncrease Recurse Recurse) Recurse) (MyMoveIter (Not (Or2 IsOppPiecePinned IsMaterialChange)) (Not (And2 (Or2 IsNextMoveForced IsCheck) IsCheck)) Recurse (IfKingMustMove NumOppPiecesAttacked Recurse)))))

; #2 generation 447, fitness 3948.419814359036, size 25, depth 6, solved 48/50 per N [10, 10, 9, 9, 10], nodes 4650
(MakeBestMove (IfExistsCheckingMove (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) Recurse) (MyMoveIter (Not (Or2 (Not IsForcingMove) IsCheckFork)) (Not IsCheckFork) Recurse (MyMoveIter (Not DidNumAttackingKingIncrease) (Not IsCheckFork) Recurse Recurse))))

; #3 generation 447, fitness 3755.4834702839908, size 50, depth 9, solved 47/50 per N [10, 9, 9, 9, 10], nodes 6522
(MakeBestMove (IfExistsCheckingMove (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) Recurse) (MyMoveIter (Not (Or2 (Not DidNumAttackingKingIncrease) IsCheckFork)) (Not IsCheckFork) Recurse (IfExistsCheckingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (IfExistsCheckingMove (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) Recurse) (MyMoveIter (Not (Or2 (Not DidNumAttackingKingIncrease) IsCheckFork)) (Not IsCheckFork) Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsDiscoveredProtectedCheck (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) Recurse))))))))

; #4 generation 447, fitness 3732.1894514993965, size 19, depth 5, solved 47/50 per N [10, 9, 9, 9, 10], nodes 7308
(MakeBestMove (IfExistsCheckingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (MyMoveIter (Not (Not DidNumAttackingKingIncrease)) (Not IsCheckFork) Recurse (MyMoveIter IsCheck (Not IsForcingMove) Recurse Recurse))))

; #5 generation 447, fitness 3695.9888231617906, size 16, depth 4, solved 47/50 per N [10, 10, 9, 8, 10], nodes 4739
(MakeBestMove (IfExistsCheckingMove (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) Recurse) (MyMoveIter (Not DidNumAttackingKingIncrease) (Not IsCheckFork) Recurse Recurse)))

; #6 generation 447, fitness 3695.9888231617906, size 19, depth 5, solved 47/50 per N [10, 10, 9, 8, 10], nodes 4739
(MakeBestMove (IfExistsCheckingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (MyMoveIter (Not DidNumAttackingKingIncrease) (Not IsCheckFork) Recurse (MyMoveIter (Not DidNumAttackingKingIncrease) (Not IsForcingMove) Recurse Recurse))))

; #7 generation 447, fitness 3695.9888231617906, size 19, depth 5, solved 47/50 per N [10, 10, 9, 8, 10], nodes 4739
(MakeBestMove (IfExistsCheckingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) Recurse)) (MyMoveIter (Not DidNumAttackingKingIncrease) (Not IsForcingMove) Recurse Recurse)))

; #8 generation 447, fitness 3695.9888231617906, size 20, depth 5, solved 47/50 per N [10, 10, 9, 8, 10], nodes 4739
(MakeBestMove (IfExistsCheckingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (MyMoveIter (Not (Not IsCheckFork)) (Not IsCheckFork) Recurse (MyMoveIter (Not DidNumAttackingKingIncrease) (Not IsForcingMove) Recurse Recurse))))

; #9 generation 447, fitness 3695.9888231617906, size 22, depth 5, solved 47/50 per N [10, 10, 9, 8, 10], nodes 4739
(MakeBestMove (IfExistsCheckingMove (MakeAnyOrAllMovesSuchThat IsForcingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) Recurse) (MyMoveIter (Not DidNumAttackingKingIncrease) (Not IsCheckFork) Recurse (MyMoveIter (Not DidNumAttackingKingIncrease) (Not IsForcingMove) Recurse Recurse))))

; #10 generation 447, fitness 3695.9888231617906, size 22, depth 7, solved 47/50 per N [10, 10, 9, 8, 10], nodes 4739
(MakeBestMove (IfExistsCheckingMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (MyMoveIter (Not (Or2 (Not (Not DidNumAttackingKingIncrease)) IsCheckFork)) (Not IsCheckFork) Recurse (MyMoveIter IsCheck (Not IsForcingMove) Recurse Recurse))))
