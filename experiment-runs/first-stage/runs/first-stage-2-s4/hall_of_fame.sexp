; mategp hall of fame, best first: one tree per entry, each after its header.

; #1 generation 124, fitness 2802.3479585750915, size 5, depth 2, solved 43/50 per N [10, 8, 8, 8, 9], nodes 1329
(IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove Recurse Recurse))

; #2 generation 124, fitness 2802.3479585750915, size 7, depth 3, solved 43/50 per N [10, 8, 8, 8, 9], nodes 1329
(IfKingMustMove (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove NumMyPiecesCanCheck Recurse)) Recurse)

; #3 generation 124, fitness 2802.3479585750915, size 7, depth 3, solved 43/50 per N [10, 8, 8, 8, 9], nodes 1329
(IfKingMustMove (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove Recurse Recurse)) Recurse)

; #4 generation 124, fitness 2802.3479585750915, size 7, depth 3, solved 43/50 per N [10, 8, 8, 8, 9], nodes 1329
(IfExistsCheckingMove NumNotMovesOppKing (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove Recurse Recurse)))

; #5 generation 124, fitness 2802.3479585750915, size 9, depth 4, solved 43/50 per N [10, 8, 8, 8, 9], nodes 1329
(IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove Recurse (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove Recurse Recurse))))

; #6 generation 124, fitness 2802.3479585750915, size 9, depth 4, solved 43/50 per N [10, 8, 8, 8, 9], nodes 1329
(IfExistsCheckingMove NumNotMovesOppKing (IfExistsCheckingMove NumNotMovesOppKing (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove Recurse Recurse))))

; #7 generation 124, fitness 2802.3479585750915, size 11, depth 3, solved 43/50 per N [10, 8, 8, 8, 9], nodes 1329
(IfKingMustMove (IfExistsCheckingMove NumNotMovesOppKing (IfClearingWayMove NumMyPiecesCanCheck Recurse)) (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove Recurse Recurse)))

; #8 generation 124, fitness 2802.3479585750915, size 11, depth 5, solved 43/50 per N [10, 8, 8, 8, 9], nodes 1329
(IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove Recurse (IfKingMustMove Recurse (IfExistsCheckingMove OppKingProximityToEdges (IfExistsCheckingMove NumOppPiecesAttacked Recurse)))))

; #9 generation 124, fitness 2802.3479585750915, size 11, depth 5, solved 43/50 per N [10, 8, 8, 8, 9], nodes 1329
(IfKingMustMove (IfExistsCheckingMove NumNotMovesOppKing (IfKingMustMove (IfKingMustMove (IfExistsCheckingMove NumOppPiecesAttacked Recurse) Recurse) Recurse)) Recurse)

; #10 generation 124, fitness 2802.3479585750915, size 13, depth 6, solved 43/50 per N [10, 8, 8, 8, 9], nodes 1329
(IfExistsCheckingMove NumNotMovesOppKing (IfExistsCheckingMove EvaluateMaterial (IfKingMustMove Recurse (IfExistsCheckingMove OppKingProximityToEdges (IfExistsCheckingMove NumOppPiecesAttacked (IfKingMustMove Recurse Recurse))))))
