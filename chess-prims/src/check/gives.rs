//! Does a move give check? Answered from attack sets, without applying the move, so
//! that asking costs no node (docs/PRIMITIVES.md rule 3). Only the moved pieces'
//! bitboards are rebuilt, not a board, so it counts no board either;
//! [`may_checkmate`]'s flight test simulates one for castling and en passant alone,
//! too rare to count.

use shakmaty::{Bitboard, Board, Chess, Color, Move, Position, Role, Square, attacks};

use super::ByAttack;
use crate::features::{board_after, lone_blockers, snipers};

/// Whether the legal move `mv` gives check in `position`.
///
/// Rebuilds only the bitboards the move changes (the mover's pieces and the occupancy)
/// and looks for attackers of the enemy king, which finds direct checks, discovered
/// checks, checks by the rook of a castling move, by a promoted piece, and checks
/// discovered through the pawn taken en passant.
pub fn gives_check(position: &Chess, mv: &Move) -> bool {
    board_gives_check(position.board(), position.turn(), mv)
}

/// [`gives_check`] for the legal move `mv` of the side `us` on `board`.
pub(crate) fn board_gives_check(board: &Board, us: Color, mv: &Move) -> bool {
    let Some(king) = board.king_of(!us) else {
        return false;
    };
    let mut occupied = board.occupied();
    let mut mover = ByAttack::of(board, us);

    match *mv {
        Move::Normal {
            role,
            from,
            to,
            promotion,
            ..
        } => {
            mover.remove(from);
            mover.place(promotion.unwrap_or(role), to);
            occupied = occupied.without(from).with(to);
        }
        Move::EnPassant { from, to } => {
            let taken = Square::from_coords(to.file(), from.rank());
            mover.remove(from);
            mover.place(Role::Pawn, to);
            occupied = occupied.without(from).without(taken).with(to);
        }
        Move::Castle { king: k, rook } => {
            let Some(side) = mv.castling_side() else {
                return false;
            };
            mover.remove(rook);
            mover.place(Role::Rook, side.rook_to(us));
            occupied = occupied
                .without(k)
                .without(rook)
                .with(side.king_to(us))
                .with(side.rook_to(us));
        }
        Move::Put { role, to } => {
            mover.place(role, to);
            occupied = occupied.with(to);
        }
    }

    mover.check(king, !us, occupied)
}

/// What a position's side to move needs to know to tell checking moves at a glance:
/// the squares from which each kind of piece would attack the enemy king, and its own
/// pieces that block one of its sliders' lines to that king. Made once per node, it
/// answers [`gives_check`] for ordinary moves with two bit tests (as Stockfish does).
#[derive(Clone, Copy, Debug)]
pub struct CheckInfo {
    king: Square,
    squares: [Bitboard; 6],
    discoverers: Bitboard,
}

impl CheckInfo {
    /// `None` when the enemy has no king (then nothing gives check).
    pub fn new(position: &Chess) -> Option<CheckInfo> {
        CheckInfo::of_board(position.board(), position.turn())
    }

    /// [`CheckInfo::new`] for the side `us` to move on `board`.
    pub(crate) fn of_board(board: &Board, us: Color) -> Option<CheckInfo> {
        let king = board.king_of(!us)?;
        let occupied = board.occupied();
        let diagonal = attacks::bishop_attacks(king, occupied);
        let straight = attacks::rook_attacks(king, occupied);
        let squares = [
            attacks::pawn_attacks(!us, king),
            attacks::knight_attacks(king),
            diagonal,
            straight,
            diagonal | straight,
            Bitboard::EMPTY,
        ];
        let snipers = snipers(board, king, us);
        let discoverers = lone_blockers(king, snipers, occupied) & board.by_color(us);
        Some(CheckInfo {
            king,
            squares,
            discoverers,
        })
    }

    /// The squares from which a piece of `role` would attack the enemy king.
    #[inline]
    pub fn check_squares(&self, role: Role) -> Bitboard {
        self.squares[role as usize - 1]
    }

    /// Our pieces that block one of our sliders' lines to the enemy king.
    #[inline]
    pub fn discoverers(&self) -> Bitboard {
        self.discoverers
    }

    /// Whether moving the piece on `sq` off its line may uncover a check by a slider.
    #[inline]
    pub fn uncovers(&self, sq: Square) -> bool {
        self.discoverers.contains(sq)
    }

    /// Whether the legal move `mv` of `position` (the position this was made for)
    /// gives check. Promotions, castling and en passant take the full path.
    #[inline]
    pub fn gives_check(&self, position: &Chess, mv: &Move) -> bool {
        self.board_gives_check(position.board(), position.turn(), mv)
    }

    /// [`CheckInfo::gives_check`] for the move `mv` of `us` on `board`.
    #[inline]
    pub(crate) fn board_gives_check(&self, board: &Board, us: Color, mv: &Move) -> bool {
        match *mv {
            Move::Normal {
                role,
                from,
                to,
                promotion: None,
                ..
            } => self
                .checking_targets(role, from, Bitboard::from_square(to))
                .any(),
            _ => board_gives_check(board, us, mv),
        }
    }

    /// Which of `targets` a piece of `role` on `from` gives check on by moving there
    /// (no promotion, castling or en passant): the squares that attack the king, and
    /// if the move may uncover a line, every square off that line.
    #[inline(always)]
    pub fn checking_targets(&self, role: Role, from: Square, targets: Bitboard) -> Bitboard {
        let direct = targets & self.squares[role as usize - 1];
        if self.discoverers.contains(from) {
            direct | (targets & !attacks::ray(from, self.king))
        } else {
            direct
        }
    }
}

/// Whether the legal move `mv` might checkmate: it gives check and leaves the enemy
/// king no flight square. `false` is certain (the move does not mate); `true` must be
/// confirmed by playing the move, since the check might be captured or blocked.
///
/// Answered from the board's bitboards with the move's pieces moved, without making
/// the position (no legality, no move generation), so it costs no node.
pub fn may_checkmate(position: &Chess, mv: &Move) -> bool {
    gives_check(position, mv) && leaves_no_flight(position, mv)
}

/// [`may_checkmate`] with the node's [`CheckInfo`] made once for all its moves.
#[inline]
pub fn may_checkmate_with(info: &CheckInfo, position: &Chess, mv: &Move) -> bool {
    info.gives_check(position, mv) && leaves_no_flight(position, mv)
}

/// After the checking move `mv`, the enemy king has no square to flee to.
pub(crate) fn leaves_no_flight(position: &Chess, mv: &Move) -> bool {
    board_leaves_no_flight(position.board(), position.turn(), mv)
}

/// [`leaves_no_flight`] for the checking move `mv` of `us` on `board`.
pub(crate) fn board_leaves_no_flight(board: &Board, us: Color, mv: &Move) -> bool {
    let Move::Normal {
        role,
        from,
        to,
        promotion,
        ..
    } = *mv
    else {
        return leaves_no_flight_on(&board_after(board, mv, us), us);
    };
    // A normal move only empties `from` and fills `to`: the attackers after it are
    // rebuilt from the board's bitboards, without copying the board (this test runs
    // at most of a mate search's nodes).
    let Some(king) = board.king_of(!us) else {
        return false;
    };
    let mut attackers = ByAttack::of(board, us);
    attackers.remove(from);
    attackers.place(promotion.unwrap_or(role), to);
    // Without the king, so that a slider's check also covers the squares behind it.
    let occupied = board.occupied().without(from).with(to).without(king);
    let flights = attacks::king_attacks(king) & !board.by_color(!us).without(to);
    flights
        .into_iter()
        .all(|sq| attackers.attack(sq, !us, occupied))
}

/// [`leaves_no_flight`] on the board after the move.
fn leaves_no_flight_on(after: &Board, us: Color) -> bool {
    let Some(king) = after.king_of(!us) else {
        return false;
    };
    let occupied = after.occupied().without(king);
    let flights = attacks::king_attacks(king) & !after.by_color(!us);
    !flights
        .into_iter()
        .any(|sq| after.attacks_to(sq, us, occupied).is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen};

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .expect("test FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal test position")
    }

    /// Compares with the slow path (apply, then ask) on every legal move.
    fn agrees_everywhere(fen: &str) -> usize {
        let pos = position(fen);
        let info = CheckInfo::new(&pos).expect("kings on the board");
        let mut checks = 0;
        for mv in pos.legal_moves() {
            let mut after = pos.clone();
            after.play_unchecked(mv);
            assert_eq!(gives_check(&pos, &mv), after.is_check(), "{fen}: {mv:?}");
            assert_eq!(
                info.gives_check(&pos, &mv),
                after.is_check(),
                "{fen}: {mv:?}"
            );
            checks += usize::from(after.is_check());
        }
        checks
    }

    /// Never says "cannot mate" of a move that mates.
    fn never_misses_a_mate(fen: &str) -> (usize, usize) {
        let pos = position(fen);
        let (mut mates, mut candidates) = (0, 0);
        for mv in pos.legal_moves() {
            let mut after = pos.clone();
            after.play_unchecked(mv);
            let may = may_checkmate(&pos, &mv);
            assert!(may || !after.is_checkmate(), "{fen}: {mv:?}");
            mates += usize::from(after.is_checkmate());
            candidates += usize::from(may);
        }
        (mates, candidates)
    }

    #[test]
    fn may_checkmate_is_sound_and_filters() {
        // Back-rank mate: of the rook's checks only Ra8 leaves no flight.
        assert_eq!(
            never_misses_a_mate("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"),
            (1, 1)
        );
        // Smothered-style and supported-queen mates, castling and en passant mates,
        // an underpromotion mate: every mate kept.
        for fen in [
            "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1",
            "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1",
            "8/8/8/8/8/8/R7/R3K2k w Q - 0 1",
            "rnQ3rk/pp5p/q1pp4/3Pp3/2PBp3/8/PP3PPP/R4RK1 w - e6 0 1",
            "8/5P1R/1p4k1/p1p3P1/P1Pp1K2/8/8/1r6 w - - 0 1",
        ] {
            let (mates, candidates) = never_misses_a_mate(fen);
            assert!(mates >= 1 && candidates >= mates, "{fen}");
        }
        // A check into open space leaves flights: filtered.
        assert_eq!(
            never_misses_a_mate("8/8/3k4/8/8/8/8/R3K3 w - - 0 1"),
            (0, 0)
        );
    }

    /// Every legal move of the first 400 positions of a real suite, and of the
    /// positions one move later: the fast check test, the full one and applying the
    /// move agree, and a move that mates is never filtered out.
    #[test]
    fn agree_with_applying_on_real_positions() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../problems/lichess/mate3-test.epd"
        );
        let text = std::fs::read_to_string(path).expect("vendored suite");
        let mut positions = 0;
        let mut flight_tests = 0;
        for line in text.lines().take(400) {
            let fields: Vec<&str> = line.split_whitespace().take(4).collect();
            let root = position(&format!("{} 0 1", fields.join(" ")));
            let mut todo = vec![root.clone()];
            for mv in root.legal_moves().into_iter().take(8) {
                let mut next = root.clone();
                next.play_unchecked(mv);
                todo.push(next);
            }
            for pos in todo {
                positions += 1;
                let Some(info) = CheckInfo::new(&pos) else {
                    continue;
                };
                for mv in pos.legal_moves() {
                    let mut after = pos.clone();
                    after.play_unchecked(mv);
                    assert_eq!(info.gives_check(&pos, &mv), after.is_check(), "{mv:?}");
                    assert_eq!(gives_check(&pos, &mv), after.is_check(), "{mv:?}");
                    if after.is_checkmate() {
                        assert!(may_checkmate_with(&info, &pos, &mv), "{mv:?}");
                    }
                    if after.is_check() {
                        // The bitboard shortcut agrees with the board made after the move.
                        let made = board_after(pos.board(), &mv, pos.turn());
                        assert_eq!(
                            leaves_no_flight(&pos, &mv),
                            leaves_no_flight_on(&made, pos.turn()),
                            "{mv:?}"
                        );
                        flight_tests += 1;
                    }
                }
            }
        }
        assert!(positions > 2000);
        assert!(flight_tests > 1000, "{flight_tests}");
    }

    #[test]
    fn direct_discovered_promotion_castling_en_passant() {
        // Knight, bishop, queen and pawn checks, and a discovered check by the b1 rook.
        assert!(agrees_everywhere("4k3/8/8/8/2B5/8/1N3Q2/1R2K3 w - - 0 1") > 3);
        // Promotion to queen and knight check from d7 on c8/e8.
        assert!(agrees_everywhere("8/3P1k2/8/8/8/8/8/4K3 w - - 0 1") >= 1);
        // Castling with check by the rook on f1.
        assert!(agrees_everywhere("5k2/8/8/8/8/8/8/4K2R w K - 0 1") >= 1);
        // En passant that discovers a rook check along the fifth rank.
        assert!(agrees_everywhere("8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 1") >= 1);
        // Black to move, quiet position with no checks.
        assert_eq!(
            agrees_everywhere("4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 b - - 0 1"),
            0
        );
    }
}
