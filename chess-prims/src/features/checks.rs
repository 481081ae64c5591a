//! Checks: who gives one, who could give one, forks and discovered checks.

use shakmaty::{Bitboard, Board, Color, Move, Piece, Role, Square, attacks};

use super::after::{board_after, moved_to};
use super::attacks::{attacked_by, piece_value};
use super::pins::pinned;

/// The player's pieces attacking the opponent's king.
pub fn checkers(board: &Board, player: Color) -> Bitboard {
    match board.king_of(!player) {
        Some(king) => board.attacks_to(king, player, board.occupied()),
        None => Bitboard::EMPTY,
    }
}

/// The player's pieces checking the opponent's king other than the piece `last`
/// moved (so the checks `last` discovered). `last` is the player's move that made
/// `board`.
pub fn discovered_checkers(board: &Board, player: Color, last: &Move) -> Bitboard {
    checkers(board, player) & !moved_to(last, player)
}

/// The opponent is in check and a checking piece also attacks another opponent piece
/// that is undefended or worth more than the checker (a fork with check).
pub fn is_check_fork(board: &Board, player: Color) -> bool {
    let Some(king) = board.king_of(!player) else {
        return false;
    };
    let occupied = board.occupied();
    let them = board.by_color(!player).without(king);
    board
        .attacks_to(king, player, occupied)
        .into_iter()
        .any(|c| {
            let value = board.role_at(c).map_or(0, piece_value);
            (board.attacks_from(c) & them).into_iter().any(|t| {
                board.role_at(t).map_or(0, piece_value) > value
                    || board.attacks_to(t, !player, occupied).is_empty()
            })
        })
}

/// The player's pieces that have a move giving check, as if it were the player's
/// turn (NumMyPiecesCanCheck), decided from attack sets.
///
/// The moves are pseudo-legal with the player's own pins respected: a piece pinned to
/// the player's king moves only along the pin, and the king does not step onto an
/// attacked square. Not considered: castling, en passant, and whether the player's
/// king is in check (at a MAX node that is rare, at a MIN node it cannot be). A move
/// checks directly (the moved piece, or the promoted piece, attacks the king) or by
/// discovery (it leaves the line of another player slider to the king).
pub fn pieces_that_can_check(board: &Board, player: Color) -> Bitboard {
    let Some(target) = board.king_of(!player) else {
        return Bitboard::EMPTY;
    };
    let my_pins = pinned(board, player);
    let discoverers = line_blockers(board, player, target);
    let mut out = Bitboard::EMPTY;
    for from in board.by_color(player) {
        let Some(role) = board.role_at(from) else {
            continue;
        };
        if role == Role::King && !discoverers.contains(from) {
            // A king gives check only by uncovering a line: no need for the squares
            // the opponent attacks, the dearest part of this test.
            continue;
        }
        let dests = safe_destinations(board, from, role, player, target, my_pins);
        let mut checking = dests & direct_check_squares(board, from, role, player, target);
        if discoverers.contains(from) {
            checking |= dests & !attacks::ray(target, from);
        }
        if checking.any() {
            out.add(from);
        }
    }
    out
}

/// The squares from which the player's piece of `role` on `from` would attack the
/// opponent's king on `target` once moved there (for a pawn on the last rank, as a
/// queen or a knight). A slider's line from the square to the king is the king's line
/// to the square: one attack set from the king, with `from` vacated, serves every
/// destination.
fn direct_check_squares(
    board: &Board,
    from: Square,
    role: Role,
    player: Color,
    target: Square,
) -> Bitboard {
    let occupied = board.occupied().without(from);
    let diagonal = || attacks::bishop_attacks(target, occupied);
    let straight = || attacks::rook_attacks(target, occupied);
    match role {
        Role::King => Bitboard::EMPTY,
        Role::Pawn => {
            let last_rank = Bitboard::from((!player).backrank());
            (attacks::pawn_attacks(!player, target) & !last_rank)
                | ((diagonal() | straight() | attacks::knight_attacks(target)) & last_rank)
        }
        Role::Knight => attacks::knight_attacks(target),
        Role::Bishop => diagonal(),
        Role::Rook => straight(),
        Role::Queen => diagonal() | straight(),
    }
}

/// The player's pieces that give check now or have a move that would
/// ([`checkers`] ∪ [`pieces_that_can_check`]).
pub fn check_threats(board: &Board, player: Color) -> Bitboard {
    checkers(board, player) | pieces_that_can_check(board, player)
}

/// The player's move `mv` clears the way for another piece: after it, a player piece
/// other than the moved one gives check or could give check next turn
/// ([`check_threats`]), and it could not before (IfClearingWayMove).
pub fn clears_way(board: &Board, mv: &Move, player: Color) -> bool {
    clears_way_from(board, check_threats(board, player), mv, player)
}

/// [`clears_way`] with `before`, the [`check_threats`] of `board`, made once for all
/// the moves asked about.
pub fn clears_way_from(board: &Board, before: Bitboard, mv: &Move, player: Color) -> bool {
    clears_way_on(&board_after(board, mv, player), before, mv, player)
}

/// [`clears_way_from`] with `after`, the board after `mv`, already simulated (by a
/// search, which counts it).
pub fn clears_way_on(after: &Board, before: Bitboard, mv: &Move, player: Color) -> bool {
    let fresh = check_threats(after, player) & !before;
    !(fresh & !moved_to(mv, player)).is_empty()
}

/// Player pieces that alone stand between a player slider and the opponent's king.
fn line_blockers(board: &Board, player: Color, target: Square) -> Bitboard {
    let ours = board.by_color(player);
    let snipers = ((attacks::rook_attacks(target, Bitboard::EMPTY) & board.rooks_and_queens())
        | (attacks::bishop_attacks(target, Bitboard::EMPTY) & board.bishops_and_queens()))
        & ours;
    let mut out = Bitboard::EMPTY;
    for sniper in snipers {
        let between = attacks::between(target, sniper) & board.occupied();
        if between.count() == 1 && between.is_subset(ours) {
            out |= between;
        }
    }
    out
}

/// [`destinations`], with the player's own pins respected and its king kept off the
/// squares the opponent attacks.
fn safe_destinations(
    board: &Board,
    from: Square,
    role: Role,
    player: Color,
    target: Square,
    my_pins: Bitboard,
) -> Bitboard {
    let mut dests = destinations(board, from, role, player, target);
    if let Some(k) = board.king_of(player) {
        if my_pins.contains(from) {
            dests &= attacks::ray(k, from);
        }
        if role == Role::King {
            dests &= !attacked_by(board, !player, board.occupied().without(k));
        }
    }
    dests
}

/// Pseudo-legal destinations of the player's piece on `from` (never the opponent
/// king's square).
fn destinations(
    board: &Board,
    from: Square,
    role: Role,
    player: Color,
    target: Square,
) -> Bitboard {
    let occupied = board.occupied();
    let free = !board.by_color(player) & !Bitboard::from(target);
    match role {
        Role::Pawn => {
            let captures = attacks::pawn_attacks(player, from) & board.by_color(!player);
            let mut pushes = Bitboard::EMPTY;
            let step = player.fold_wb(8, -8);
            if let Some(one) = from.offset(step).filter(|s| !occupied.contains(*s)) {
                pushes.add(one);
                let start = player.fold_wb(shakmaty::Rank::Second, shakmaty::Rank::Seventh);
                if from.rank() == start
                    && let Some(two) = one.offset(step).filter(|s| !occupied.contains(*s))
                {
                    pushes.add(two);
                }
            }
            (captures | pushes) & free
        }
        _ => {
            attacks::attacks(
                from,
                Piece {
                    color: player,
                    role,
                },
                occupied,
            ) & free
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;

    fn board(fen: &str) -> Board {
        fen.parse::<Fen>().expect("test FEN").into_setup().board
    }

    #[test]
    fn fork_with_check() {
        // Knight c7 checks e8 and attacks the rook a8: a fork.
        assert!(is_check_fork(
            &board("r3k3/2N5/8/8/8/8/8/4K3 b - - 0 1"),
            Color::White
        ));
        // Same check, but the knight attacks only the pawn b5, worth less and defended
        // by c6: no fork.
        assert!(!is_check_fork(
            &board("4k3/2N5/2p5/1p6/8/8/8/4K3 b - - 0 1"),
            Color::White
        ));
        // No check: no fork.
        assert!(!is_check_fork(
            &board("r3k3/8/1N6/8/8/8/8/4K3 b - - 0 1"),
            Color::White
        ));
    }

    #[test]
    fn can_check_counts_direct_and_discovered() {
        // Black king e8: rook a1-a8 checks along the rank, bishop c2-a4 along the
        // diagonal; the knight h1 cannot reach a checking square, the king never checks.
        let b = board("4k3/8/8/8/8/8/2B5/R3K2N w - - 0 1");
        assert_eq!(
            pieces_that_can_check(&b, Color::White),
            Bitboard::from(Square::A1) | Square::C2
        );
        // Knight e4 blocks the rook e1: any knight move discovers check.
        let b = board("4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1");
        assert!(pieces_that_can_check(&b, Color::White).contains(Square::E4));
    }

    #[test]
    fn clearing_the_way() {
        // Knight e4 blocks the rook e1 from the king e8: moving it opens the file.
        let b = board("4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1");
        let mv = Move::Normal {
            role: Role::Knight,
            from: Square::E4,
            capture: None,
            to: Square::C3,
            promotion: None,
        };
        assert!(clears_way(&b, &mv, Color::White));
        // The king stepping aside opens nothing.
        let mv = Move::Normal {
            role: Role::King,
            from: Square::A1,
            capture: None,
            to: Square::B1,
            promotion: None,
        };
        assert!(!clears_way(&b, &mv, Color::White));
    }

    /// The destination-by-destination definition, the one the fast path replaced.
    /// A piece of `role` moving to `to` attacks `target` (a pawn reaching the last rank
    /// may become a queen or a knight).
    fn checks_directly(
        role: Role,
        player: Color,
        to: Square,
        target: Square,
        occupied: Bitboard,
    ) -> bool {
        let hits = |r: Role| {
            attacks::attacks(
                to,
                Piece {
                    color: player,
                    role: r,
                },
                occupied,
            )
            .contains(target)
        };
        match role {
            Role::King => false,
            Role::Pawn if to.rank() == (!player).backrank() => {
                hits(Role::Queen) || hits(Role::Knight)
            }
            r => hits(r),
        }
    }

    /// `pieces_that_can_check` as first written: each destination tried in turn.
    fn can_check_one_by_one(board: &Board, player: Color) -> Bitboard {
        let Some(target) = board.king_of(!player) else {
            return Bitboard::EMPTY;
        };
        let occupied = board.occupied();
        let my_pins = pinned(board, player);
        let discoverers = line_blockers(board, player, target);
        let mut out = Bitboard::EMPTY;
        for from in board.by_color(player) {
            let Some(role) = board.role_at(from) else {
                continue;
            };
            let dests = safe_destinations(board, from, role, player, target, my_pins);
            let checks = dests.into_iter().any(|to| {
                (discoverers.contains(from) && !attacks::aligned(target, from, to))
                    || checks_directly(role, player, to, target, occupied.without(from).with(to))
            });
            if checks {
                out.add(from);
            }
        }
        out
    }

    /// Both colours, on the first 300 positions of each vendored Lichess test suite
    /// and on the positions a move later.
    #[test]
    fn can_check_agrees_with_trying_each_destination() {
        use shakmaty::{CastlingMode, Chess, Position};
        let (mut boards, mut pieces) = (0, 0);
        for n in 1..=5 {
            let path = format!(
                "{}/../problems/lichess/mate{n}-test.epd",
                env!("CARGO_MANIFEST_DIR")
            );
            let text = std::fs::read_to_string(path).expect("vendored suite");
            for line in text.lines().take(300) {
                let fields: Vec<&str> = line.split_whitespace().take(4).collect();
                let root: Chess = format!("{} 0 1", fields.join(" "))
                    .parse::<Fen>()
                    .expect("suite FEN")
                    .into_position(CastlingMode::Standard)
                    .expect("legal suite position");
                let mut todo = vec![root.board().clone()];
                for mv in root.legal_moves().into_iter().take(6) {
                    let mut next = root.clone();
                    next.play_unchecked(mv);
                    todo.push(next.board().clone());
                }
                for b in todo {
                    for player in [Color::White, Color::Black] {
                        let fast = pieces_that_can_check(&b, player);
                        assert_eq!(fast, can_check_one_by_one(&b, player), "{b:?}");
                        pieces += fast.count();
                        boards += 1;
                    }
                }
            }
        }
        assert!(boards > 15_000, "{boards}");
        assert!(pieces > 20_000, "{pieces}");
    }
}
