//! The signature and one-line meaning of every primitive, in primitive-set order.

use super::op::Op;

/// The two types of the set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ty {
    /// A yes/no answer.
    Bool,
    /// A score.
    Float,
}

impl Ty {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Ty::Bool => "Bool",
            Ty::Float => "Float",
        }
    }
}

pub(crate) struct Spec {
    pub op: Op,
    pub name: &'static str,
    pub ret: Ty,
    pub args: &'static [Ty],
    pub meaning: &'static str,
}

use Ty::{Bool as B, Float as F};

const fn spec(
    op: Op,
    name: &'static str,
    ret: Ty,
    args: &'static [Ty],
    meaning: &'static str,
) -> Spec {
    Spec {
        op,
        name,
        ret,
        args,
        meaning,
    }
}

/// Names and order fix the primitive ids, and so the meaning of saved trees.
pub(crate) const SPECS: [Spec; 38] = [
    spec(
        Op::If3,
        "If3",
        F,
        &[B, F, F],
        "F1 if B holds, else F2 (only the branch taken is evaluated)",
    ),
    spec(Op::And2, "And2", B, &[B, B], "both hold (short-circuit)"),
    spec(
        Op::And3,
        "And3",
        B,
        &[B, B, B],
        "all three hold (short-circuit)",
    ),
    spec(
        Op::Or2,
        "Or2",
        B,
        &[B, B],
        "at least one holds (short-circuit)",
    ),
    spec(
        Op::Or3,
        "Or3",
        B,
        &[B, B, B],
        "at least one of three holds (short-circuit)",
    ),
    spec(Op::Not, "Not", B, &[B], "B does not hold"),
    spec(Op::Smaller, "Smaller", B, &[F, F], "F1 < F2"),
    spec(
        Op::IfMyMoveExistsSuchThat,
        "IfMyMoveExistsSuchThat",
        F,
        &[B, F, F],
        "MAX: best F1 after the player moves after which B holds; none: F2",
    ),
    spec(
        Op::IfForAllOpponentMoves,
        "IfForAllOpponentMoves",
        F,
        &[B, F, F],
        "MIN: if B holds after every opponent move, the minimum F1 after them; else F2",
    ),
    spec(
        Op::MakeBestMove,
        "MakeBestMove",
        F,
        &[F],
        "every legal move, F after each: max at MAX, min at MIN; no move allowed: F here",
    ),
    spec(
        Op::MakeAnyOrAllMovesSuchThat,
        "MakeAnyOrAllMovesSuchThat",
        F,
        &[B, F, F],
        "moves of the side to move after which B holds, best F1 after them; none: F2",
    ),
    spec(
        Op::IfExistsCheckingMove,
        "IfExistsCheckingMove",
        F,
        &[F, F],
        "MAX: F1 if the player has a checking move (static), else F2",
    ),
    spec(
        Op::MyMoveIter,
        "MyMoveIter",
        F,
        &[B, B, F, F],
        "MAX: F1 after the first player move where B1 holds and B2 holds after every reply; none: F2",
    ),
    spec(
        Op::IfKingMustMove,
        "IfKingMustMove",
        F,
        &[F, F],
        "MIN: if every opponent move is a king move, the minimum F1 after them; else F2",
    ),
    spec(
        Op::IfCaptureCloseToKingMove,
        "IfCaptureCloseToKingMove",
        F,
        &[F, F],
        "MAX: best F1 after player captures landing within 2 squares of the opponent king; none: F2",
    ),
    spec(
        Op::IfPinCloseToKingMove,
        "IfPinCloseToKingMove",
        F,
        &[F, F],
        "MAX: best F1 after player moves that newly pin an opponent piece close to its king; none: F2",
    ),
    spec(
        Op::IfAttackingKingMove,
        "IfAttackingKingMove",
        F,
        &[F, F],
        "MAX: best F1 after player moves whose moved piece then attacks the opponent king area; none: F2",
    ),
    spec(
        Op::IfClearingWayMove,
        "IfClearingWayMove",
        F,
        &[F, F],
        "MAX: F1 if a player move lets another player piece (newly) check, static; else F2",
    ),
    spec(
        Op::IfSuicideCheck,
        "IfSuicideCheck",
        F,
        &[B, F, F],
        "MAX: best F1 after player checks whose piece can be captured at once and after which B holds; none: F2",
    ),
    spec(
        Op::IsCheck,
        "IsCheck",
        B,
        &[],
        "the opponent's king is in check",
    ),
    spec(
        Op::OppKingProximityToEdges,
        "OppKingProximityToEdges",
        F,
        &[],
        "3 - the opponent king's distance to the nearest edge (3 on the edge)",
    ),
    spec(
        Op::NumOppPiecesAttacked,
        "NumOppPiecesAttacked",
        F,
        &[],
        "opponent pieces within 2 squares of its king that the player attacks",
    ),
    spec(
        Op::IsCheckFork,
        "IsCheckFork",
        B,
        &[],
        "opponent in check and a checker also attacks an undefended or more valuable piece",
    ),
    spec(
        Op::NumNotMovesOppKing,
        "NumNotMovesOppKing",
        F,
        &[],
        "neighbour squares of the opponent king it cannot go to (own piece or attacked)",
    ),
    spec(
        Op::NumNotMovesOppBigger,
        "NumNotMovesOppBigger",
        B,
        &[],
        "NumNotMovesOppKing grew with the last move",
    ),
    spec(
        Op::IsOppKingProtectingPiece,
        "IsOppKingProtectingPiece",
        B,
        &[],
        "the opponent king defends one of its own pieces",
    ),
    spec(
        Op::EvaluateMaterial,
        "EvaluateMaterial",
        F,
        &[],
        "player material - opponent material (P1 N3 B3 R5 Q9)",
    ),
    spec(
        Op::IsMaterialChange,
        "IsMaterialChange",
        B,
        &[],
        "the last move was a capture",
    ),
    spec(
        Op::IsMateInOneOrLess,
        "IsMateInOneOrLess",
        B,
        &[],
        "opponent checkmated, or (player to move) a player move mates; each check tried costs a node",
    ),
    spec(
        Op::IsOppKingStuck,
        "IsOppKingStuck",
        B,
        &[],
        "the opponent king has moves and all of them go nearer an edge",
    ),
    spec(
        Op::IsOppPiecePinned,
        "IsOppPiecePinned",
        B,
        &[],
        "an opponent piece is pinned to its king",
    ),
    spec(
        Op::IsNextMoveForced,
        "IsNextMoveForced",
        B,
        &[],
        "opponent to move with exactly one legal move",
    ),
    spec(
        Op::IsNextMoveForcedWithKing,
        "IsNextMoveForcedWithKing",
        B,
        &[],
        "opponent to move and all its legal moves are king moves",
    ),
    spec(
        Op::IsPinCloseToKing,
        "IsPinCloseToKing",
        B,
        &[],
        "an opponent piece within 2 squares of its king is pinned",
    ),
    spec(
        Op::NumMyPiecesCanCheck,
        "NumMyPiecesCanCheck",
        F,
        &[],
        "player pieces with a checking move, as if it were the player's turn (static)",
    ),
    spec(
        Op::DidNumAttackingKingIncrease,
        "DidNumAttackingKingIncrease",
        B,
        &[],
        "more player pieces attack the opponent king area than before the last move",
    ),
    spec(
        Op::IsDiscoveredCheck,
        "IsDiscoveredCheck",
        B,
        &[],
        "the last move gave check with a piece other than the one moved",
    ),
    spec(
        Op::IsDiscoveredProtectedCheck,
        "IsDiscoveredProtectedCheck",
        B,
        &[],
        "IsDiscoveredCheck, and that checking piece is defended",
    ),
];

/// The optional recursion terminal, added after the table in sets built with
/// recursion, so every other primitive keeps its place.
pub(crate) const RECURSE: Spec = spec(
    Op::Recurse,
    "Recurse",
    F,
    &[],
    "the whole tree again at the current position, one ply or more below where its evaluation began; -1000 at the same ply (optional: `recursion = true`)",
);

/// The optional threat terminal, added after the table (and after `Recurse` when both
/// are), in sets built with threats.
pub(crate) const MATE_THREAT: Spec = spec(
    Op::IsMateThreat,
    "IsMateThreat",
    B,
    &[],
    "the player moved last, the opponent is not in check, and were it to pass, a player move would mate (optional: `threats = true`)",
);

/// The optional forcing-move terminal, added after the others in sets built with
/// `forcing`.
pub(crate) const FORCING_MOVE: Spec = spec(
    Op::IsForcingMove,
    "IsForcingMove",
    B,
    &[],
    "IsCheck, or IsMateThreat: the player's last move checks or threatens mate in one (optional: `forcing = true`)",
);

/// The name of the ephemeral-constant kind (trees print its values, not this name).
pub(crate) const CONSTANT_NAME: &str = "Constant";
