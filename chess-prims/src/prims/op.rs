//! The 38 primitives, the optional terminals (and the constant) as one enum, each with
//! its meaning.
//!
//! "Player" is the side to move at the search root, "opponent" the other side, in
//! every node (docs/PRIMITIVES.md rule 1). A MAX node is a position with the player
//! to move, a MIN node one with the opponent to move. "Close" means Chebyshev distance
//! ≤ 2 from the opponent's king; the king area is those squares and the king's own.
//!
//! Common rules of the move-making functions (the ones that apply moves); "rule N"
//! without a file is a rule of docs/PRIMITIVES.md:
//! 1. A function for the player's moves takes its false branch at once at a MIN node,
//!    and one for the opponent's moves at a MAX node (rule 2).
//! 2. With no legal move it returns the game-end value: +1000 if the opponent is
//!    checkmated, −1000 if the player is, −1000 for stalemate (rule 7). This costs no
//!    node and holds even at the depth cap.
//! 3. At the depth cap or with the budget spent it takes its false branch (rules 5, 6).
//! 4. Moves are tried in search order ([`crate::search_order`]: checks, then captures
//!    and promotions, then the rest, each group in shakmaty's order); each applied move
//!    is one node. A condition B that the move alone decides (rule 11: any terminal
//!    but IsMateInOneOrLess, IsNextMoveForced and IsNextMoveForcedWithKing, with
//!    Not/And/Or, and Smaller or If3 over such terminals and constants) is answered
//!    before the move is applied, at no node (rule 3): a move after which B is known
//!    to fail is not applied and costs no node. The board simulated after the move to
//!    answer B is counted apart as a board ([`crate::SearchContext::boards`]). With a
//!    budget that does not run out, the results are those of applying every move
//!    (only nodes are saved); the budget a skipped move does not spend is left to the
//!    moves and branches after it.
//! 5. "Best" is the maximum at a MAX node, the minimum at a MIN node. Once the best
//!    reaches the end of the score range (+1000 at MAX, −1000 at MIN) the remaining
//!    moves are not tried: nothing could change the result, so only nodes are saved.
//! 6. If the budget runs out part-way, a MAX-node function keeps the best it found
//!    (each value found is one the player can really reach), but a MIN-node function
//!    takes its false branch: a minimum over only some of the opponent's replies
//!    would credit the player with replies it never refuted.

/// One primitive of the chess primitive set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    // ---- Generic functions (Table 4) ----
    /// `If3(B, F1, F2) -> F`: F1 if B holds, else F2; only the branch taken is evaluated.
    If3,
    /// `And2(B1, B2) -> B`: both hold; B2 is not evaluated when B1 fails.
    And2,
    /// `And3(B1, B2, B3) -> B`: all hold; evaluation stops at the first that fails.
    And3,
    /// `Or2(B1, B2) -> B`: at least one holds; B2 is not evaluated when B1 holds.
    Or2,
    /// `Or3(B1, B2, B3) -> B`: at least one holds; evaluation stops at the first that holds.
    Or3,
    /// `Not(B) -> B`: B does not hold.
    Not,
    /// `Smaller(F1, F2) -> B`: F1 < F2 (the paper writes B arguments; comparing
    /// numbers is what "smaller" needs).
    Smaller,

    // ---- Domain functions (Table 5) ----
    /// `IfMyMoveExistsSuchThat(B, F1, F2) -> F`, MAX: applies each player move and
    /// evaluates B there (unless the move alone decides B: common rule 4 above); where
    /// B holds, evaluates F1 there too; returns the best (largest) such F1. No move
    /// where B holds: F2 at the current position.
    IfMyMoveExistsSuchThat,
    /// `IfForAllOpponentMoves(B, F1, F2) -> F`, MIN: applies each opponent move and
    /// evaluates B; if B holds after every one, returns the minimum of F1 over those
    /// positions (F1 is evaluated right after B, in the same visit). The first reply
    /// where B fails ends the scan: F2 at the current position. When some reply is
    /// known to make B fail before it is applied (common rule 4 above), F2 without
    /// any move.
    IfForAllOpponentMoves,
    /// `MakeBestMove(F) -> F`, both kinds: applies every legal move, evaluates F after
    /// each, returns the best. With no move allowed (depth cap, budget) its one branch
    /// serves as the false branch: F evaluated at the current position, a static
    /// horizon value.
    MakeBestMove,
    /// `MakeAnyOrAllMovesSuchThat(B, F1, F2) -> F`, both kinds: the moves of the side
    /// to move after which B holds; F1 evaluated after each; the best. None: F2.
    MakeAnyOrAllMovesSuchThat,
    /// `IfExistsCheckingMove(F1, F2) -> F`, MAX: if a legal player move gives check
    /// (decided statically, no node), F1, else F2, both at the current position.
    IfExistsCheckingMove,
    /// `MyMoveIter(B1, B2, F1, F2) -> F`, MAX: for the first player move (in move
    /// order) after which B1 holds and B2 holds after every opponent reply, F1
    /// evaluated after that player move; none: F2. A player move that leaves the
    /// opponent checkmated satisfies "every reply"; one that stalemates does not; one
    /// whose replies the depth cap or the budget forbids cannot be verified and does
    /// not qualify.
    MyMoveIter,
    /// `IfKingMustMove(F1, F2) -> F`, MIN: if every legal opponent move is a king move,
    /// the minimum of F1 over them; else F2.
    IfKingMustMove,
    /// `IfCaptureCloseToKingMove(F1, F2) -> F`, MAX: the player's captures landing close
    /// to the opponent's king (distance ≤ 2); the best F1 after them; none: F2.
    IfCaptureCloseToKingMove,
    /// `IfPinCloseToKingMove(F1, F2) -> F`, MAX: the player's moves after which an
    /// opponent piece close to its king is pinned to it that was not pinned before
    /// (decided statically); the best F1 after them; none: F2.
    IfPinCloseToKingMove,
    /// `IfAttackingKingMove(F1, F2) -> F`, MAX: the player's moves after which the moved
    /// piece attacks a square of the opponent's king area (decided statically; for
    /// castling, king or rook); the best F1 after them; none: F2.
    IfAttackingKingMove,
    /// `IfClearingWayMove(F1, F2) -> F`, MAX: if a player move would let another player
    /// piece (not the moved one) give check, at once or with its next move, when it
    /// could not before (a line opened), F1, else F2, both at the current position.
    /// Decided statically (no node).
    IfClearingWayMove,
    /// `IfSuicideCheck(B, F1, F2) -> F`, MAX: the player's checking moves after which
    /// the opponent can capture the moved piece at once and B holds; the best F1 after
    /// them; none: F2. Candidates are filtered statically (check given, destination
    /// attacked); each remaining candidate is applied (one node) to find a legal capture.
    IfSuicideCheck,

    // ---- Terminals (Tables 3 and 6) ----
    /// `IsCheck -> B`: the opponent's king is in check.
    IsCheck,
    /// `OppKingProximityToEdges -> F`: 3 − the opponent king's distance to the nearest
    /// edge: 3 on the edge, 0 in the centre. (The paper's table says "the player's
    /// king", its name and Table 3 say the opponent's; the opponent's is what a mate
    /// search needs.)
    OppKingProximityToEdges,
    /// `NumOppPiecesAttacked -> F`: the opponent's pieces close to its king (the king
    /// excluded) that a player piece attacks.
    NumOppPiecesAttacked,
    /// `IsCheckFork -> B`: the opponent is in check and a checking piece also attacks
    /// another opponent piece that is undefended or worth more than the checker.
    IsCheckFork,
    /// `NumNotMovesOppKing -> F`: how many of the opponent king's neighbour squares it
    /// cannot go to (held by its own pieces or attacked by the player, the king lifted
    /// off the board so a checking ray also covers the square behind it).
    NumNotMovesOppKing,
    /// `NumNotMovesOppBigger -> B`: NumNotMovesOppKing is larger than before the last
    /// move (false at the search root).
    NumNotMovesOppBigger,
    /// `IsOppKingProtectingPiece -> B`: the opponent's king stands next to (defends) at
    /// least one of its own pieces.
    IsOppKingProtectingPiece,
    /// `EvaluateMaterial -> F`: player material minus opponent material (pawn 1,
    /// knight 3, bishop 3, rook 5, queen 9).
    EvaluateMaterial,
    /// `IsMaterialChange -> B`: the last move was a capture (false at the root).
    IsMaterialChange,
    /// `IsMateInOneOrLess -> B`: the opponent is checkmated, or the player is to move
    /// and one of its moves mates. Only checks that leave the king no flight square
    /// (decided statically, [`crate::may_checkmate`], as the reference prover does) are
    /// tried; each tried move is applied, one node. False when the budget or the depth
    /// cap stops the trying before a mate is found.
    IsMateInOneOrLess,
    /// `IsOppKingStuck -> B`: the opponent's king has moves (squares it may step to),
    /// and every one of them ends nearer an edge than the king stands now.
    IsOppKingStuck,
    /// `IsOppPiecePinned -> B`: at least one opponent piece is pinned to its king.
    IsOppPiecePinned,
    /// `IsNextMoveForced -> B`: the opponent is to move and has exactly one legal move.
    IsNextMoveForced,
    /// `IsNextMoveForcedWithKing -> B`: the opponent is to move, has legal moves, and
    /// all of them are king moves. (Table 3 types it F; it is a yes/no question.)
    IsNextMoveForcedWithKing,
    /// `IsPinCloseToKing -> B`: an opponent piece close to its king is pinned to it.
    IsPinCloseToKing,
    /// `NumMyPiecesCanCheck -> F`: the player's pieces that have a checking move, as if
    /// it were the player's turn, from attack sets (no node; see
    /// [`crate::features::pieces_that_can_check`] for what is considered).
    NumMyPiecesCanCheck,
    /// `DidNumAttackingKingIncrease -> B`: more player pieces attack the opponent's
    /// king area than before the last move (false at the root).
    DidNumAttackingKingIncrease,
    /// `IsDiscoveredCheck -> B`: the last move was the player's and gave check with a
    /// piece other than the one moved.
    IsDiscoveredCheck,
    /// `IsDiscoveredProtectedCheck -> B`: IsDiscoveredCheck, and a piece giving that
    /// discovered check is defended by another player piece.
    IsDiscoveredProtectedCheck,

    // ---- Recursion (optional: only in sets built with recursion) ----
    /// `Recurse -> F`: the whole tree evaluated again at the current position, when a
    /// move was applied since the tree's evaluation began (so every recursion goes at
    /// least one ply deeper, and the depth cap and the budget end it); −1000 otherwise.
    /// docs/PRIMITIVES.md, "Recursion".
    Recurse,

    // ---- Threats (optional: only in sets built with `threats`, `forcing`) ----
    /// `IsMateThreat -> B`: the player made the last move, the opponent is not in
    /// check, and were the opponent to pass, a player move would checkmate (castling
    /// and en passant not considered). False at a MAX node. Answered on simulated
    /// boards, never by applying a move: one board for the passed position and one per
    /// mating candidate tried ([`crate::features::mate_threat`]). docs/PRIMITIVES.md,
    /// "Threats".
    IsMateThreat,
    /// `IsForcingMove -> B`: IsCheck or IsMateThreat, the two moves a defender must
    /// answer: a check, or a quiet move that threatens mate in one. One terminal, so
    /// that a search of forcing moves is as small a tree as the checks chain.
    /// docs/PRIMITIVES.md, "Threats".
    IsForcingMove,

    // ---- Ephemeral random constant ----
    /// A float constant in [−1000, 1000] (or the narrower range the set was built with).
    Constant,
}
