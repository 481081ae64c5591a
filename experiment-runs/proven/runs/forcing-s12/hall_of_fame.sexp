; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 243, fitness 2707.171204184482, size 19, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3877
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfPinCloseToKingMove Recurse (IfKingMustMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfAttackingKingMove Recurse Recurse) (IfAttackingKingMove Recurse Recurse)))))))

; #2 generation 243, fitness 2707.171204184482, size 19, depth 6, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3877
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfAttackingKingMove Recurse Recurse) (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfCaptureCloseToKingMove Recurse Recurse) (IfAttackingKingMove Recurse Recurse))))))

; #3 generation 243, fitness 2707.171204184482, size 19, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3877
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfPinCloseToKingMove Recurse (IfKingMustMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfCaptureCloseToKingMove Recurse Recurse) (IfAttackingKingMove Recurse Recurse)))))))

; #4 generation 243, fitness 2707.171204184482, size 20, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3877
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck Recurse (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfCaptureCloseToKingMove NumOppPiecesAttacked Recurse) (IfAttackingKingMove Recurse Recurse)))))))

; #5 generation 243, fitness 2707.171204184482, size 21, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3877
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfAttackingKingMove Recurse Recurse) (IfPinCloseToKingMove Recurse (IfKingMustMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfCaptureCloseToKingMove Recurse Recurse) (IfAttackingKingMove Recurse Recurse)))))))

; #6 generation 243, fitness 2707.171204184482, size 21, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3877
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfAttackingKingMove Recurse Recurse) (IfPinCloseToKingMove Recurse (IfKingMustMove EvaluateMaterial (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfCaptureCloseToKingMove Recurse Recurse) (IfAttackingKingMove Recurse Recurse)))))))

; #7 generation 243, fitness 2707.171204184482, size 21, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3877
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfAttackingKingMove Recurse Recurse) (IfPinCloseToKingMove Recurse (IfKingMustMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfAttackingKingMove Recurse Recurse) (IfAttackingKingMove Recurse Recurse)))))))

; #8 generation 243, fitness 2707.171204184482, size 21, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3877
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfAttackingKingMove Recurse Recurse) (IfPinCloseToKingMove Recurse (IfKingMustMove NumNotMovesOppKing (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfCaptureCloseToKingMove Recurse Recurse) (IfAttackingKingMove Recurse Recurse)))))))

; #9 generation 243, fitness 2707.171204184482, size 22, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3877
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfAttackingKingMove Recurse Recurse) (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsDiscoveredCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfCaptureCloseToKingMove NumOppPiecesAttacked Recurse) (IfAttackingKingMove Recurse Recurse)))))))

; #10 generation 243, fitness 2707.171204184482, size 22, depth 7, solved 50/50 per N [10, 10, 10, 10, 10], nodes 3877
(MakeBestMove (IfMyMoveExistsSuchThat IsCheck (IfAttackingKingMove Recurse Recurse) (IfPinCloseToKingMove Recurse (IfMyMoveExistsSuchThat IsDiscoveredCheck Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease (IfAttackingKingMove Recurse Recurse) (IfAttackingKingMove Recurse Recurse)))))))
