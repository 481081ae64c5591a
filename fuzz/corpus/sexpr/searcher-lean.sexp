(MakeBestMove
  (MakeAnyOrAllMovesSuchThat
    (Or2 (Or2 IsCheck NumNotMovesOppBigger) IsMaterialChange)
    (MakeBestMove
      (MakeAnyOrAllMovesSuchThat IsCheck
        (MakeBestMove
          (MakeAnyOrAllMovesSuchThat IsCheck
            (MakeBestMove
              (MakeAnyOrAllMovesSuchThat IsCheck
                (MakeAnyOrAllMovesSuchThat IsCheck (MakeBestMove -1000) -1000)
                -1000))
            -1000))
        -1000))
    NumOppPiecesAttacked))

