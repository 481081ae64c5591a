(MakeBestMove
  (MakeAnyOrAllMovesSuchThat IsCheck
    (MakeBestMove
      (MakeAnyOrAllMovesSuchThat IsCheck
        (MakeBestMove
          (IfMyMoveExistsSuchThat IsCheck
            (MakeBestMove
              (MakeAnyOrAllMovesSuchThat IsCheck
                (MakeBestMove NumMyPiecesCanCheck)
                -250.9))
            -250.9))
        -250.9))
    -65.7))

