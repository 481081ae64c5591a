//! A memo of [`mate_threat`] answers, one per thread.
//!
//! The searchers of a population ask the threat of the same few thousand boards over
//! and over: every tree of a generation searches the same sampled problems, and most
//! trees share the subtrees that reach the same positions. The answer, and the boards
//! it is counted as simulating, are a pure function of the board and the player, so a
//! remembered answer is the answer: nothing a search counts or returns changes, only
//! the time it takes. The memo is per thread (no locking, no sharing that timing could
//! order) and exact: a slot holds the whole board, never a hash alone.

use std::cell::RefCell;

use shakmaty::{Board, Color};

use super::threat::{Threat, mate_threat};

/// Slots per thread: a power of two. 64 bytes a slot.
const SLOTS: usize = 1 << 16;

/// The board's white pieces and its six role sets, which fix it; then the answer's
/// tag (0: empty): bit 0 set, bit 1 the player (1: white), bit 2 whether it
/// threatens, bits 8.. the boards counted.
type Slot = [u64; 8];

thread_local! {
    static MEMO: RefCell<Vec<Slot>> = const { RefCell::new(Vec::new()) };
}

/// [`mate_threat`], remembered per thread.
pub fn remembered_mate_threat(board: &Board, player: Color) -> Threat {
    let key = board_key(board);
    let player_bit = u64::from(player == Color::White) << 1;
    let index = slot_index(&key, player_bit);
    let found = MEMO.with_borrow(|memo| {
        let slot = memo.get(index)?;
        let tag = slot[7];
        (tag & 1 == 1 && tag & 2 == player_bit && slot[..7] == key).then_some(Threat {
            threatens: tag & 4 != 0,
            boards: tag >> 8,
        })
    });
    if let Some(threat) = found {
        return threat;
    }
    let threat = mate_threat(board, player);
    // A count too large for the tag (never seen: a board has fewer than 2^56
    // candidate moves) is simply not remembered.
    if threat.boards < 1 << 56 {
        let tag = 1 | player_bit | u64::from(threat.threatens) << 2 | threat.boards << 8;
        MEMO.with_borrow_mut(|memo| {
            if memo.is_empty() {
                *memo = vec![[0; 8]; SLOTS];
            }
            let slot = &mut memo[index];
            slot[..7].copy_from_slice(&key);
            slot[7] = tag;
        });
    }
    threat
}

fn board_key(board: &Board) -> [u64; 7] {
    [
        board.by_color(Color::White).0,
        board.pawns().0,
        board.knights().0,
        board.bishops().0,
        board.rooks().0,
        board.queens().0,
        board.kings().0,
    ]
}

fn slot_index(key: &[u64; 7], player_bit: u64) -> usize {
    let mut h = player_bit;
    for word in key {
        h = (h ^ word)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(29);
    }
    (h as usize) & (SLOTS - 1)
}

#[cfg(test)]
mod tests {
    use shakmaty::{Chess, Position, fen::Fen};

    use super::*;

    fn board(fen: &str) -> Board {
        let fen: Fen = fen.parse().expect("test FEN");
        let position: Chess = fen
            .into_position(shakmaty::CastlingMode::Standard)
            .expect("legal");
        position.board().clone()
    }

    #[test]
    fn a_remembered_threat_is_the_threat_for_either_player_asked_in_any_order() {
        let boards = [
            board("6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1"),
            board("6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1"),
            board("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR b KQkq - 0 1"),
            board("7k/8/5K2/8/8/8/8/6R1 b - - 0 1"),
        ];
        let mut threatened = 0;
        for round in 0..3 {
            for b in &boards {
                for player in [Color::White, Color::Black] {
                    let expected = mate_threat(b, player);
                    assert_eq!(remembered_mate_threat(b, player), expected, "round {round}");
                    threatened += usize::from(expected.threatens);
                }
            }
        }
        // The set holds threats and non-threats, so a memo answering one way fails.
        assert!(threatened > 0 && threatened < 3 * 2 * boards.len());
    }
}
