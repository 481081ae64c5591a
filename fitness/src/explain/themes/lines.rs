//! Lines: interference (a piece cuts a line), clearance and line opening (a piece
//! leaves a line or a square), pins, and discovered checks.

use shakmaty::{Bitboard, Chess, Move, Piece, Position, Square};

use super::{Found, Test, TestKind, ThemeKind, piece_name};
use crate::explain::causal::{Trace, Which};
use crate::explain::cause::{Cause, on_segment, pinner};
use crate::problem::san;

pub fn detect(t: &Trace, test: &Test) -> Vec<Found> {
    let key = san(&test.start, test.mbe);
    let mbe = test.mbe;
    // The move tried, in the line where it is legal, and its piece.
    let legal_pos = match t.illegal_in {
        Which::A => &t.pos_b,
        Which::B => &t.pos_a,
    };
    let mv_san = san(legal_pos, t.mv);
    let mover =
        t.mv.from()
            .and_then(|f| legal_pos.board().piece_at(f).map(|p| (p, f)));
    let mover_name = mover.map_or_else(String::new, |(p, f)| piece_name(p, f));
    let mut out = Vec::new();
    let mut push = |kind, pieces: Vec<(Piece, Square)>, squares: Vec<Square>, text: String| {
        out.push(Found {
            kind,
            pieces,
            squares,
            text,
        })
    };
    match (test.kind, t.illegal_in, t.cause) {
        (TestKind::Omit | TestKind::Reply, Which::A, Cause::Blocked { square, piece })
            if test
                .arrived(square)
                .is_some_and(|m| m == mbe || test.kind != TestKind::Omit || test.forced()) =>
        {
            let own = piece.color == t.pos_a.turn();
            push(
                ThemeKind::Interference,
                pieces(mover, piece, square),
                vec![square, t.mv.to()],
                format!(
                    "{key}: the {} on {square} cuts the line of the {mover_name} to {} ({}interference; without it {mv_san} would defend)",
                    piece_name(piece, square),
                    t.mv.to(),
                    if own { "self-" } else { "" },
                ),
            );
        }
        (TestKind::Omit | TestKind::Reply, Which::B, Cause::Blocked { square, piece })
        | (TestKind::Omit, Which::B, Cause::Occupied { square, piece })
            // A free reply's departure is the reply's clearance, not the tested move's.
            if test
                .left(square)
                .is_some_and(|m| m == mbe || test.kind != TestKind::Omit || test.forced()) =>
        {
            push(
                ThemeKind::Clearance,
                pieces(mover, piece, square),
                vec![square, t.mv.to()],
                format!("{key} clears {square} for the {mover_name}: {mv_san} needs it empty"),
            );
        }
        (
            TestKind::Omit | TestKind::Reply,
            Which::A,
            Cause::InCheck {
                checker: by,
                king: target,
            }
            | Cause::Attacked { square: target, by },
        ) => {
            if mbe.from().is_some_and(|f| on_segment(f, by, target))
                && let Some(p) = t.pos_a.board().piece_at(by)
            {
                let from = mbe.from().unwrap_or(by);
                push(
                    ThemeKind::Clearance,
                    vec![(p, by)],
                    vec![from, target],
                    format!(
                        "{key} opens the line of the {} to {target}: without it {mv_san} would defend",
                        piece_name(p, by)
                    ),
                );
            }
        }
        (TestKind::Omit | TestKind::Reply, Which::A, Cause::Pinned { pinner, king }) => {
            let from = t.mv.from().unwrap_or(king);
            // A free reply that completes the pin (opens its line, brings the piece or
            // the king onto it) made it: the pin must stand after the tested move alone.
            let stands = |s| test.after.board().piece_at(s) == t.pos_a.board().piece_at(s);
            let alone = test.kind != TestKind::Omit
                || test.forced()
                || (stands(from)
                    && stands(king)
                    && crate::explain::cause::pinner(&test.after, from, king) == Some(pinner));
            let made = alone
                && (mbe.to() == pinner
                    || mbe.from().is_some_and(|f| on_segment(f, pinner, king))
                    || test.arrived(from).is_some()
                    || test.arrived(king).is_some());
            if made
                && let (Some(p), Some(pinned)) = (
                    t.pos_a.board().piece_at(pinner),
                    t.pos_a.board().piece_at(from),
                )
            {
                push(
                    ThemeKind::Pin,
                    vec![(p, pinner), (pinned, from)],
                    vec![pinner, from, king],
                    format!(
                        "{key}: the {} pins the {} to its king, so {mv_san} is impossible",
                        piece_name(p, pinner),
                        piece_name(pinned, from)
                    ),
                );
            }
        }
        (TestKind::Threat, Which::B, Cause::Blocked { square, piece }) if mbe.to() == square => {
            push(
                ThemeKind::Interference,
                pieces(mover, piece, square),
                vec![square],
                format!(
                    "{key} cuts the line of the {mover_name}: the threat {mv_san} is no longer possible"
                ),
            );
        }
        (TestKind::Threat, Which::A, Cause::Attacked { square, by }) => {
            if on_segment(mbe.to(), by, square)
                && let Some(p) = t.pos_a.board().piece_at(by)
            {
                push(
                    ThemeKind::Interference,
                    vec![(p, by)],
                    vec![mbe.to(), square],
                    format!(
                        "{key} cuts the {}'s guard of {square}, a flight against the threat",
                        piece_name(p, by)
                    ),
                );
            }
        }
        _ => {}
    }
    out
}

fn pieces(mover: Option<(Piece, Square)>, piece: Piece, square: Square) -> Vec<(Piece, Square)> {
    mover.into_iter().chain([(piece, square)]).collect()
}

/// Discovered checks of a line: an attacker move after which a piece other than the
/// one moved gives check, through the square the moved piece left. The index of the
/// move in the line, and what is found. `positions[i]` is the position before
/// `line[i]`.
pub fn discovered_checks(positions: &[Chess], line: &[Move]) -> Vec<(usize, Found)> {
    let mut out = Vec::new();
    for (ply, (&mv, pair)) in line.iter().zip(positions.windows(2)).enumerate() {
        let (pos, next) = (&pair[0], &pair[1]);
        if ply % 2 == 0
            && let (Some(from), Some(king)) = (mv.from(), next.board().king_of(next.turn()))
        {
            for checker in next.checkers() {
                if checker != mv.to() && on_segment(from, checker, king) {
                    let Some(p) = next.board().piece_at(checker) else {
                        continue;
                    };
                    let moved = Piece {
                        color: pos.turn(),
                        role: mv.role(),
                    };
                    let double = next.checkers().count() > 1;
                    out.push((
                        ply,
                        Found {
                            kind: ThemeKind::DiscoveredCheck,
                            pieces: vec![(p, checker), (moved, from)],
                            squares: vec![from, king],
                            text: format!(
                                "{} leaves {from} and uncovers check from the {}{}",
                                san(pos, mv),
                                piece_name(p, checker),
                                if double { " (double check)" } else { "" }
                            ),
                        },
                    ));
                }
            }
        }
    }
    out
}

/// Pinned defenders of a line: after an attacker move, a defender piece that attacks
/// the moved piece but cannot take it, pinned to its king.
pub fn pinned_defenders(positions: &[Chess], line: &[Move]) -> Vec<(usize, Found)> {
    let mut out = Vec::new();
    for (ply, (&mv, pair)) in line.iter().zip(positions.windows(2)).enumerate() {
        let (pos, next) = (&pair[0], &pair[1]);
        let side = next.turn();
        if ply % 2 == 0
            && let Some(king) = next.board().king_of(side)
        {
            let target = mv.to();
            let defenders = next
                .board()
                .attacks_to(target, side, next.board().occupied())
                & next.board().by_color(side)
                & !Bitboard::from(king);
            for d in defenders {
                let legal = next
                    .legal_moves()
                    .iter()
                    .any(|m| m.from() == Some(d) && m.to() == target);
                if legal {
                    continue;
                }
                if let (Some(p), Some(by)) = (next.board().piece_at(d), pinner(next, d, king))
                    && let Some(pp) = next.board().piece_at(by)
                {
                    out.push((
                        ply,
                        Found {
                            kind: ThemeKind::Pin,
                            pieces: vec![(pp, by), (p, d)],
                            squares: vec![by, d, king],
                            text: format!(
                                "the {} is pinned by the {} and cannot take on {target} after {}",
                                piece_name(p, d),
                                piece_name(pp, by),
                                san(pos, mv)
                            ),
                        },
                    ));
                }
            }
        }
    }
    out
}
