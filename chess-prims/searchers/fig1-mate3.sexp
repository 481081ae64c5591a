; Mate in 3: the paper's Figure 1 exhaustive search, written with the primitives.
;   after my move:  IfForAllOpponentMoves (every reply leaves me a mate in <= 2) 1000 0
;   mate in <= 2:   Or2 IsMateInOneOrLess
;                       (some move of mine after which every reply leaves a mate in 1)
; (Smaller 999 x) turns a score into "x is 1000, a proven mate". Scores are 1000 or 0.
(IfForAllOpponentMoves
  (Or2 IsMateInOneOrLess
       (Smaller 999
         (IfMyMoveExistsSuchThat
           (Smaller 999 (IfForAllOpponentMoves IsMateInOneOrLess 1000 0))
           1000 0)))
  1000 0)
