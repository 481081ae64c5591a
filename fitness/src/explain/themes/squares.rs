//! Squares: flight-square taking, self-block, and guard (a defender's piece that
//! guards, or stops guarding, a square the mate needs).

use shakmaty::{Position, Role};

use super::{Found, Test, TestKind, ThemeKind, piece_name};
use crate::explain::causal::{Trace, Which};
use crate::explain::cause::{Cause, on_segment};
use crate::problem::san;

pub fn detect(t: &Trace, test: &Test) -> Vec<Found> {
    let key = san(&test.start, test.mbe);
    let mbe = test.mbe;
    let king_move = t.mv.role() == Role::King;
    let mut out = Vec::new();
    match (test.kind, t.illegal_in, t.cause) {
        (TestKind::Omit, Which::A, Cause::Attacked { square, by }) if king_move => {
            if by == mbe.to()
                && let Some(p) = t.pos_a.board().piece_at(by)
            {
                out.push(Found {
                    kind: ThemeKind::FlightTaking,
                    pieces: vec![(p, by)],
                    squares: vec![square],
                    text: format!(
                        "{key} takes the flight {square} from the king: the {} guards it",
                        piece_name(p, by)
                    ),
                });
            }
        }
        (TestKind::Omit | TestKind::Reply, Which::A, Cause::Occupied { square, piece })
            if king_move =>
        {
            // A reply by choice blocks by itself: its own test says so.
            let by = if test.kind == TestKind::Omit {
                test.reply.filter(|_| test.forced())
            } else {
                Some(mbe)
            };
            if let Some(r) = by.filter(|r| r.to() == square) {
                out.push(Found {
                    kind: ThemeKind::SelfBlock,
                    pieces: vec![(piece, square)],
                    squares: vec![square],
                    text: format!(
                        "after {}, the {} blocks its king's flight {square}",
                        san(
                            if test.kind == TestKind::Omit {
                                &test.after
                            } else {
                                &test.start
                            },
                            r
                        ),
                        piece_name(piece, square)
                    ),
                });
            }
        }
        (TestKind::Reply, Which::A, Cause::Missing { square, piece })
            if mbe.from() == Some(square) && piece.role != Role::King =>
        {
            out.push(Found {
                kind: ThemeKind::Guard,
                pieces: vec![(piece, square)],
                squares: vec![square, t.mv.to()],
                text: format!(
                    "{key} gives up a guard: from {square} the {} would answer with {}",
                    piece_name(piece, square),
                    san(&t.pos_b, t.mv)
                ),
            });
        }
        (TestKind::Threat, Which::A, Cause::Missing { square, piece }) if mbe.to() == square => {
            out.push(Found {
                kind: ThemeKind::Guard,
                pieces: vec![(piece, square)],
                squares: vec![square, t.mv.to()],
                text: format!(
                    "{key} brings the {} to guard {}: against the threat it answers {}",
                    piece_name(piece, square),
                    t.mv.to(),
                    san(&t.pos_b, t.mv)
                ),
            });
        }
        (TestKind::Threat, Which::A, Cause::Blocked { square, .. }) => {
            if mbe.from() == Some(square)
                && let Some(from) = t.mv.from()
                && let Some(p) = t.pos_b.board().piece_at(from)
                && on_segment(square, from, t.mv.to())
            {
                out.push(Found {
                    kind: ThemeKind::Guard,
                    pieces: vec![(p, from)],
                    squares: vec![t.mv.to()],
                    text: format!(
                        "{key} opens the line of the {} to guard {}",
                        piece_name(p, from),
                        t.mv.to()
                    ),
                });
            }
        }
        _ => {}
    }
    out
}

/// The guards of the mate: when the mating piece stands next to the king, the
/// attacker's pieces that keep the king from taking it.
pub fn mate_guards(positions: &[shakmaty::Chess], line: &[shakmaty::Move]) -> Vec<(usize, Found)> {
    let (Some(last), Some(mate)) = (line.last(), positions.get(line.len())) else {
        return Vec::new();
    };
    let pos = &positions[line.len() - 1];
    let side = mate.turn();
    let target = last.to();
    let Some(king) = mate.board().king_of(side) else {
        return Vec::new();
    };
    if !mate.is_checkmate() || king.distance(target) != 1 {
        return Vec::new();
    }
    let guards = mate.board().attacks_to(
        target,
        !side,
        mate.board().occupied() ^ shakmaty::Bitboard::from(king),
    );
    guards
        .into_iter()
        .filter_map(|g| mate.board().piece_at(g).map(|p| (p, g)))
        .map(|(p, g)| {
            (
                line.len() - 1,
                Found {
                    kind: ThemeKind::Guard,
                    pieces: vec![(p, g)],
                    squares: vec![target],
                    text: format!(
                        "the {} guards {target}: the king cannot take the mating piece after {}",
                        piece_name(p, g),
                        san(pos, *last)
                    ),
                },
            )
        })
        .collect()
}
