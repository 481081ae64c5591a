; Mate in up to 5: the paper's Figure 1 exhaustive search, nested for five moves.
; For a problem of depth N < 5 the depth cap (2N - 1 plies) cuts the deeper levels:
; a move-making function at the cap takes its false branch (0, "no mate found"), so
; the same tree solves every N <= 5, at the price of a wasted last level of moves.
(IfForAllOpponentMoves
  (Or2 IsMateInOneOrLess
       (Smaller 999
         (IfMyMoveExistsSuchThat
           (Smaller 999
             (IfForAllOpponentMoves
               (Or2 IsMateInOneOrLess
                    (Smaller 999
                      (IfMyMoveExistsSuchThat
                        (Smaller 999
                          (IfForAllOpponentMoves
                            (Or2 IsMateInOneOrLess
                                 (Smaller 999
                                   (IfMyMoveExistsSuchThat
                                     (Smaller 999 (IfForAllOpponentMoves IsMateInOneOrLess 1000 0))
                                     1000 0)))
                            1000 0))
                        1000 0)))
               1000 0))
           1000 0)))
  1000 0)
