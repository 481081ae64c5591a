; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 599, fitness 3694.110884023282, size 23, depth 7, solved 47/50 per N [10, 10, 10, 7, 10], nodes 7325
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfSuicideCheck IsOppPiecePinned 204.2 (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse Recurse)))))))

; #2 generation 599, fitness 3694.110884023282, size 23, depth 7, solved 47/50 per N [10, 10, 10, 7, 10], nodes 7325
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfSuicideCheck IsOppPiecePinned NumOppPiecesAttacked (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse Recurse)))))))

; #3 generation 599, fitness 3694.110884023282, size 23, depth 8, solved 47/50 per N [10, 10, 10, 7, 10], nodes 7340
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfSuicideCheck IsOppPiecePinned NumOppPiecesAttacked (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse Recurse))))))))

; #4 generation 599, fitness 3694.110884023282, size 23, depth 7, solved 47/50 per N [10, 10, 10, 7, 10], nodes 7325
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse Recurse)))))))

; #5 generation 599, fitness 3694.110884023282, size 23, depth 7, solved 47/50 per N [10, 10, 10, 7, 10], nodes 7325
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfSuicideCheck IsOppPiecePinned 69.3 (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse Recurse)))))))

; #6 generation 599, fitness 3694.110884023282, size 24, depth 7, solved 47/50 per N [10, 10, 10, 7, 10], nodes 7402
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned (MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse))) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse Recurse))))))

; #7 generation 599, fitness 3694.110884023282, size 26, depth 7, solved 47/50 per N [10, 10, 10, 7, 10], nodes 7327
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned (MakeAnyOrAllMovesSuchThat IsDiscoveredCheck Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse)) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfSuicideCheck IsOppPiecePinned NumOppPiecesAttacked (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse Recurse)))))))

; #8 generation 599, fitness 3694.110884023282, size 26, depth 7, solved 47/50 per N [10, 10, 10, 7, 10], nodes 7327
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse Recurse)) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfSuicideCheck IsOppPiecePinned NumOppPiecesAttacked (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse Recurse)))))))

; #9 generation 599, fitness 3694.110884023282, size 26, depth 7, solved 47/50 per N [10, 10, 10, 7, 10], nodes 7325
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse Recurse)) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfSuicideCheck IsOppPiecePinned 187.8 (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse Recurse)))))))

; #10 generation 599, fitness 3694.110884023282, size 27, depth 7, solved 47/50 per N [10, 10, 10, 7, 10], nodes 7680
(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (IfMyMoveExistsSuchThat IsMaterialChange Recurse (MakeAnyOrAllMovesSuchThat IsOppPiecePinned (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse (MakeAnyOrAllMovesSuchThat (Not DidNumAttackingKingIncrease) Recurse (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse Recurse))) (IfMyMoveExistsSuchThat NumNotMovesOppBigger Recurse (IfMyMoveExistsSuchThat DidNumAttackingKingIncrease Recurse Recurse))))))
