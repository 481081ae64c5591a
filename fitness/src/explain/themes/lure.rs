//! Pieces lured: decoy (to a square where it is hit or in the way), deflection and
//! overload (away from a duty), and capture of a defender (removed outright).

use shakmaty::{Move, Position, Role};

use super::{Found, Test, TestKind, ThemeKind, piece_name};
use crate::explain::causal::{Trace, Which};
use crate::explain::cause::{Cause, on_segment};
use crate::problem::san;

pub fn detect(t: &Trace, test: &Test) -> Vec<Found> {
    if test.kind != TestKind::Omit {
        return Vec::new();
    }
    let key = san(&test.start, test.mbe);
    let mv_san = |pos| san(pos, t.mv);
    let mut out = Vec::new();
    let reply = test.reply;
    let captured_here = |square| test.mbe.is_capture() && test.mbe.to() == square;
    match (t.illegal_in, t.cause) {
        (Which::A, Cause::Missing { square, piece }) => {
            if let Some(r) = reply.filter(|r| r.from() == Some(square)) {
                let stop = mv_san(&t.pos_b);
                if piece.role == Role::King && !test.forced() {
                    // The king went there by its own choice: no lure.
                } else if piece.role == Role::King {
                    out.push(Found {
                        kind: ThemeKind::Decoy,
                        pieces: vec![(piece, square)],
                        squares: vec![square, r.to()],
                        text: format!(
                            "{key} decoys the {} to {}: left on {square}, it escapes with {stop}",
                            piece_name(piece, square),
                            r.to()
                        ),
                    });
                } else if test.forced() {
                    let overload = recaptures(r, test.mbe);
                    out.push(Found {
                        kind: ThemeKind::Deflection,
                        pieces: vec![(piece, square)],
                        squares: vec![square, r.to(), t.mv.to()],
                        text: format!(
                            "{key} {} the {} from {square} to {}: from {square} it would defend with {stop}",
                            if overload { "overloads" } else { "deflects" },
                            piece_name(piece, square),
                            r.to()
                        ),
                    });
                }
            } else if captured_here(square) {
                out.push(capture(&key, piece, square, &mv_san(&t.pos_b)));
            }
        }
        (Which::A, Cause::InCheck { checker, king }) => {
            if let Some(r) = reply.filter(|r| r.role() == Role::King && r.to() == king)
                && test.forced()
            {
                let piece = shakmaty::Piece {
                    color: t.pos_a.turn(),
                    role: Role::King,
                };
                let from = r.from().unwrap_or(king);
                out.push(Found {
                    kind: ThemeKind::Decoy,
                    pieces: vec![(piece, from)],
                    squares: vec![from, king],
                    text: format!(
                        "{key} decoys the {} to {king}, where the {} checks it; on {from} it would not (line B goes on with {})",
                        piece_name(piece, from),
                        t.pos_a
                            .board()
                            .piece_at(checker)
                            .map_or_else(|| checker.to_string(), |p| piece_name(p, checker)),
                        mv_san(&t.pos_b)
                    ),
                });
            } else {
                out.extend(line_lured(t, test, &key, checker, king));
            }
        }
        (Which::A, Cause::Attacked { square, by }) => {
            out.extend(line_lured(t, test, &key, by, square));
        }
        (Which::A, Cause::Occupied { square, piece } | Cause::Blocked { square, piece }) => {
            if let Some(r) = reply.filter(|r| r.to() == square && recaptures(*r, test.mbe)) {
                let from = r.from().unwrap_or(square);
                out.push(Found {
                    kind: ThemeKind::Decoy,
                    pieces: vec![(piece, from)],
                    squares: vec![from, square],
                    text: format!(
                        "{key} decoys the {} to {square}, where it stands in the way of {}",
                        piece_name(piece, from),
                        mv_san(&t.pos_b)
                    ),
                });
            }
        }
        (Which::B, Cause::Blocked { square, piece }) if piece.color != t.pos_b.turn() => {
            if let Some(r) = reply.filter(|r| r.from() == Some(square) && test.forced()) {
                out.push(Found {
                    kind: ThemeKind::Deflection,
                    pieces: vec![(piece, square)],
                    squares: vec![square, r.to()],
                    text: format!(
                        "{key} deflects the {} off the line of {}",
                        piece_name(piece, square),
                        mv_san(&t.pos_a)
                    ),
                });
            } else if captured_here(square) {
                out.push(capture(&key, piece, square, &mv_san(&t.pos_a)));
            }
        }
        (Which::B, Cause::NoTarget { square, piece }) => {
            if let Some(r) = reply.filter(|r| r.to() == square && test.forced()) {
                let from = r.from().unwrap_or(square);
                out.push(Found {
                    kind: ThemeKind::Decoy,
                    pieces: vec![(piece, from)],
                    squares: vec![from, square],
                    text: format!(
                        "{key} decoys the {} to {square}, where {} captures it",
                        piece_name(piece, from),
                        mv_san(&t.pos_a)
                    ),
                });
            }
        }
        _ => {}
    }
    out
}

/// A line from `by` to `target` that was shut in line B and is open in line A: the
/// reply took its blocker away (deflection), or the move captured it.
fn line_lured(
    t: &Trace,
    test: &Test,
    key: &str,
    by: shakmaty::Square,
    target: shakmaty::Square,
) -> Option<Found> {
    let board = t.pos_b.board();
    if let Some(from) = test
        .reply
        .filter(|_| test.forced())
        .and_then(|r| r.from())
        .filter(|&f| on_segment(f, by, target))
        && let Some(piece) = board.piece_at(from)
        && piece.role != Role::King
    {
        // (A king "blocking" the line to its own flight square blocks nothing.)
        let to = test.reply.map_or(from, |r| r.to());
        return Some(Found {
            kind: ThemeKind::Deflection,
            pieces: vec![(piece, from)],
            squares: vec![from, to, target],
            text: format!(
                "{key} deflects the {} from {from}, where it shut the line to {target}",
                piece_name(piece, from)
            ),
        });
    }
    let square = test.mbe.to();
    if test.mbe.is_capture() && on_segment(square, by, target) {
        let piece = board.piece_at(square)?;
        return Some(capture(key, piece, square, &san(&t.pos_b, t.mv)));
    }
    None
}

/// Did the reply take the piece that the move brought?
fn recaptures(reply: Move, mv: Move) -> bool {
    reply.is_capture() && reply.to() == mv.to()
}

fn capture(key: &str, piece: shakmaty::Piece, square: shakmaty::Square, stop: &str) -> Found {
    Found {
        kind: ThemeKind::CaptureOfDefender,
        pieces: vec![(piece, square)],
        squares: vec![square],
        text: format!(
            "{key} captures the {}, which would defend with {stop}",
            piece_name(piece, square)
        ),
    }
}
