; mategp: the best individual of the run (hall of fame #1). Fitness values of
; different generations come from different samples and stages.
; generation 509, fitness 3675.1325882112383, size 9, depth 3, solved 43/50 per N [10, 7, 7, 9, 10], nodes 1534
(IfPinCloseToKingMove NumOppPiecesAttacked (MyMoveIter IsOppPiecePinned IsOppKingProtectingPiece OppKingProximityToEdges (IfKingMustMove Recurse -615.8)))
