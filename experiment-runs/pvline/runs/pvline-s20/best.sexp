; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 347, fitness 4085.9498892590186, size 26, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 6461
(MakeBestMove (IfKingMustMove Recurse (IfExistsCheckingMove (MakeAnyOrAllMovesSuchThat IsForcingMove (IfSuicideCheck DidNumAttackingKingIncrease Recurse Recurse) Recurse) (MyMoveIter (Not (Or2 IsOppPiecePinned IsMaterialChange)) (Not (And2 (Or2 IsNextMoveForced IsCheck) IsCheck)) Recurse (IfKingMustMove NumOppPiecesAttacked Recurse)))))
