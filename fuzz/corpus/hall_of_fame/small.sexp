; header

; #1 generation 4, fitness 2
(If3 IsCheck 1
  2)

; #2 generation 9, fitness 1
(MakeBestMove 3)
