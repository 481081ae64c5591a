; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 47, fitness 3715.351424612554, size 21, depth 8, solved 49/50 per N [10, 9, 10, 10, 10], nodes 18265
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfCaptureCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease (IfKingMustMove NumOppPiecesAttacked -692) (IfPinCloseToKingMove Recurse (IfPinCloseToKingMove Recurse (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease Recurse (IfAttackingKingMove Recurse Recurse))))))))
