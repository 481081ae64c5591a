; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 46, fitness 1968.3917550260476, size 25, depth 8, solved 48/50 per N [10, 10, 10, 8, 10], nodes 3144
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (And2 DidNumAttackingKingIncrease NumNotMovesOppBigger) Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove Recurse))))))))

; #2 generation 46, fitness 1968.3917550260476, size 25, depth 8, solved 48/50 per N [10, 10, 10, 8, 10], nodes 3144
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (And2 DidNumAttackingKingIncrease NumNotMovesOppBigger) Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove Recurse))))))))

; #3 generation 46, fitness 1968.3917550260476, size 28, depth 9, solved 48/50 per N [10, 10, 10, 8, 10], nodes 3144
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (And2 DidNumAttackingKingIncrease NumNotMovesOppBigger) Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeBestMove Recurse)))))))))

; #4 generation 46, fitness 1929.7486793230214, size 32, depth 9, solved 48/50 per N [10, 10, 10, 8, 10], nodes 5247
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (And2 DidNumAttackingKingIncrease NumNotMovesOppBigger) Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (And2 IsMaterialChange NumNotMovesOppBigger) Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (And2 DidNumAttackingKingIncrease NumNotMovesOppBigger) Recurse (MakeBestMove Recurse)))))))))

; #5 generation 46, fitness 1884.1004890375596, size 14, depth 5, solved 48/50 per N [10, 10, 10, 8, 10], nodes 4063
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (IfMyMoveExistsSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease Recurse (MakeBestMove Recurse)))))

; #6 generation 46, fitness 1884.1004890375596, size 14, depth 5, solved 48/50 per N [10, 10, 10, 8, 10], nodes 4063
(IfMyMoveExistsSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeBestMove Recurse)))))

; #7 generation 46, fitness 1884.1004890375596, size 19, depth 6, solved 48/50 per N [10, 10, 10, 8, 10], nodes 4063
(IfMyMoveExistsSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat DidNumAttackingKingIncrease Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (And2 DidNumAttackingKingIncrease NumNotMovesOppBigger) Recurse (MakeBestMove Recurse))))))

; #8 generation 46, fitness 1883.854876272468, size 25, depth 8, solved 49/50 per N [10, 10, 10, 9, 10], nodes 6201
(MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (And2 DidNumAttackingKingIncrease NumNotMovesOppBigger) Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (And2 DidNumAttackingKingIncrease NumNotMovesOppBigger) Recurse (MakeBestMove Recurse))))))))

; #9 generation 46, fitness 1821.0214518366377, size 20, depth 6, solved 48/50 per N [10, 10, 10, 8, 10], nodes 5456
(MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (And2 DidNumAttackingKingIncrease NumNotMovesOppBigger) Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeBestMove Recurse))))))

; #10 generation 46, fitness 1821.0214518366377, size 28, depth 8, solved 48/50 per N [10, 10, 10, 8, 10], nodes 5456
(MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove Recurse) (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (And2 DidNumAttackingKingIncrease NumNotMovesOppBigger) Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat IsCheck Recurse (MakeAnyOrAllMovesSuchThat (And2 DidNumAttackingKingIncrease NumNotMovesOppBigger) Recurse (MakeBestMove Recurse))))))))
