//! Proof-number search for forced mates: PROVER ("Mate in 38", Breuker, Allis & van
//! den Herik) and df-pn with a transposition table.
//!
//! The attacker is the side to move at the root. Positions where the attacker moves
//! are OR nodes, the defender's are AND nodes. Checkmate of the defender is proven;
//! stalemate, repetition, the fifty-move rule, the attacker's lack of mating material
//! and, in a mate-in-N search, reaching ply 2N−1 without mate are disproven. Proof and
//! disproof numbers start from mobility: (1, n) or (n, 1) for n legal moves; df-pn
//! adds to the attacker's first proof number the defending king's flight squares
//! ([`PnOptions::flight_weight`]), and below the root it gives a quiet attacker move
//! (one that gives no check) and a defender's reply guessed numbers instead of
//! playing them, until the search first chooses them ([`PnOptions::quiet_guess`],
//! [`PnOptions::reply_guess`]). A quiet attacker move after which the attacker,
//! were the defender to pass, would have no check that may mate starts with four
//! times the proof number ([`PnOptions::no_threat_factor`], asked statically of the
//! board after it). In a mate-in-N search df-pn's last attacker move plays only
//! checks: no other move can mate.
//!
//! Every move applied, including moves replayed to reach a node and the moves of a
//! reported line, goes through [`chess_prims::Line`] and counts as one node.
//!
//! ```
//! use fitness::pn::{PnOptions, PnSolver};
//! use fitness::{Limits, MateDepth, MateSolver, Verdict};
//! use shakmaty::{CastlingMode, Chess, fen::Fen};
//!
//! let fen: Fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1".parse().expect("FEN");
//! let pos: Chess = fen.into_position(CastlingMode::Standard).expect("legal");
//! let mut solver = PnSolver::new(PnOptions::dfpn().with_all_key_moves(true));
//! let depth = MateDepth::new(2).expect("in range");
//! let s = solver.solve(&pos, depth, Limits::default());
//! assert_eq!(s.verdict, Verdict::Mate);
//! assert_eq!(s.pv[0].to_uci(CastlingMode::Standard).to_string(), "a1a8");
//!
//! // Without a depth bound: any mate, its length the length of the line found.
//! let s = solver.solve_any(&pos, Limits::default());
//! assert_eq!(s.mate_in, Some(1));
//! ```

mod arena;
mod budget;
mod compact;
mod dfpn;
mod engine;
mod leaf;
mod numbers;
mod options;
mod prover;
mod solver;
mod table;
mod threat;

pub use arena::PROVER_NODE_BYTES;
pub use options::{PnOptions, PnVariant, ThreatTest};
pub use solver::{PnSolver, PnStats};
pub use table::DFPN_ENTRY_BYTES;
