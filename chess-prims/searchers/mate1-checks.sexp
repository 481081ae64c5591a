; Mate in 1, looking only at checks.
; The root module applies each player move (one node each); the tree then asks, at no
; further cost, whether the move checked and left the opponent without a legal move.
; The first mating move scores 1000 and ends the root scan.
(If3 (And2 IsCheck IsMateInOneOrLess) 1000 0)
