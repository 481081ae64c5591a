; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 230, fitness 4080.845959487019, size 17, depth 4, solved 49/50 per N [10, 10, 9, 10, 10], nodes 5419
(If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove IsCheck) Recurse Recurse)) (If3 IsCheck -959.8 Recurse))

; #2 generation 230, fitness 4080.845959487019, size 17, depth 4, solved 49/50 per N [10, 10, 9, 10, 10], nodes 5419
(If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove IsCheck) Recurse Recurse)) (If3 IsCheck NumMyPiecesCanCheck Recurse))

; #3 generation 230, fitness 4080.845959487019, size 20, depth 5, solved 49/50 per N [10, 10, 9, 10, 10], nodes 5419
(If3 (Or3 IsForcingMove IsForcingMove IsOppPiecePinned) (If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove IsCheck) Recurse Recurse)) (If3 IsCheck NumMyPiecesCanCheck Recurse)) Recurse)

; #4 generation 230, fitness 4080.845959487019, size 30, depth 5, solved 49/50 per N [10, 10, 9, 10, 10], nodes 5419
(If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) (If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove IsCheck) Recurse Recurse)) (If3 IsCheck NumMyPiecesCanCheck (If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) (MakeBestMove Recurse) (If3 IsCheck NumMyPiecesCanCheck NumMyPiecesCanCheck)))) Recurse)

; #5 generation 230, fitness 4080.845959487019, size 33, depth 5, solved 49/50 per N [10, 10, 9, 10, 10], nodes 5419
(If3 (Or3 IsForcingMove IsForcingMove IsOppPiecePinned) (If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove IsCheck) Recurse Recurse)) (If3 (Or3 IsForcingMove IsForcingMove (And3 IsCheck IsCheck DidNumAttackingKingIncrease)) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))) Recurse)

; #6 generation 230, fitness 4080.845959487019, size 33, depth 6, solved 49/50 per N [10, 10, 9, 10, 10], nodes 5419
(If3 (Or3 IsForcingMove IsForcingMove IsOppPiecePinned) (If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove IsCheck) Recurse Recurse)) (If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove IsCheck) Recurse Recurse)) (If3 IsCheck NumMyPiecesCanCheck (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)))) Recurse)

; #7 generation 230, fitness 4080.845959487019, size 35, depth 7, solved 49/50 per N [10, 10, 9, 10, 10], nodes 5419
(If3 (Or3 IsForcingMove IsForcingMove IsNextMoveForcedWithKing) (If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) (If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) (If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove IsCheck) Recurse Recurse)) (If3 IsCheck NumMyPiecesCanCheck (IfMyMoveExistsSuchThat IsCheck Recurse Recurse))) Recurse) Recurse) Recurse)

; #8 generation 230, fitness 4080.845959487019, size 42, depth 7, solved 49/50 per N [10, 10, 9, 10, 10], nodes 5419
(If3 (Or3 IsForcingMove IsForcingMove IsOppPiecePinned) (If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove IsCheck) Recurse Recurse)) (If3 IsCheck NumMyPiecesCanCheck (If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) (If3 IsCheck NumMyPiecesCanCheck (If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) Recurse (If3 IsCheck NumMyPiecesCanCheck Recurse)))))) Recurse)

; #9 generation 230, fitness 4080.845959487019, size 42, depth 7, solved 49/50 per N [10, 10, 9, 10, 10], nodes 5419
(If3 (Or3 IsForcingMove IsForcingMove IsOppPiecePinned) (If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove IsCheck) Recurse Recurse)) (If3 IsCheck NumMyPiecesCanCheck (If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) (If3 IsCheck NumMyPiecesCanCheck (If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) EvaluateMaterial (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)))))) Recurse)

; #10 generation 230, fitness 4080.845959487019, size 43, depth 7, solved 49/50 per N [10, 10, 9, 10, 10], nodes 5419
(If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) (If3 IsForcingMove (MakeBestMove (IfMyMoveExistsSuchThat (Or3 IsForcingMove IsForcingMove IsCheck) Recurse Recurse)) (If3 IsCheck NumMyPiecesCanCheck (If3 (Or3 IsForcingMove IsForcingMove IsDiscoveredCheck) (MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse Recurse)) (If3 IsCheck NumMyPiecesCanCheck (If3 (Or3 IsForcingMove IsForcingMove IsMateInOneOrLess) (MakeBestMove Recurse) (If3 IsCheck NumMyPiecesCanCheck Recurse)))))) Recurse)
