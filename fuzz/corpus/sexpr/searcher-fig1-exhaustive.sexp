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
                            (Smaller 999
                              (IfForAllOpponentMoves IsMateInOneOrLess 1000 0))
                            1000 0)))
                      1000 0))
                  1000 0)))
            1000 0))
        1000 0)))
  1000 0)

