; Mate in 2: the paper's Figure 1 exhaustive search, written with the primitives.
; After the player's first move (root module): for all opponent replies, the player
; must have a mate in one. No reply at all scores by the game-end rule (checkmate
; 1000, stalemate -1000). Scores are 1000 (mate proven) or 0.
(IfForAllOpponentMoves IsMateInOneOrLess 1000 0)
