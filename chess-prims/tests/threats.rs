//! The optional `IsMateThreat` terminal (docs/PRIMITIVES.md, "Threats"): after the
//! player's move, could the player mate at once were the opponent to pass? Checked
//! against shakmaty's own null move and full move generation, at no node, with its
//! boards counted, and the same whether asked before the move or after it.

mod common;

use std::sync::OnceLock;

use chess_prims::features::{Threat, mate_threat, remembered_mate_threat};
use chess_prims::{Primitives, Program, SearchContext, SearchLimits, choose_move, mate_candidates};
use common::{UNLIMITED, position, problems};
use rand::{RngExt, SeedableRng};
use shakmaty::{
    Board, CastlingMode, Chess, Color, FromSetup, Piece, Position, Role, Setup, Square,
};

fn reader() -> &'static Primitives {
    static P: OnceLock<Primitives> = OnceLock::new();
    P.get_or_init(Primitives::reader)
}

fn threat_program(sexpr: &str) -> Program {
    Program::parse(reader(), sexpr).unwrap_or_else(|e| panic!("{sexpr}: {e}"))
}

/// Independent answer: the opponent (to move in `pos`) passes, by shakmaty's null
/// move, and some legal player move other than castling mates.
fn threatens_by_null_move(pos: &Chess) -> bool {
    if pos.is_check() {
        return false;
    }
    let Ok(passed) = pos.clone().swap_turn() else {
        return false;
    };
    passed.legal_moves().into_iter().any(|m| {
        if m.is_castle() {
            return false;
        }
        let mut after = passed.clone();
        after.play_unchecked(m);
        after.is_checkmate()
    })
}

/// Value, nodes and boards of `sexpr` at `pos` for `player`.
fn evaluate(sexpr: &str, pos: &Chess, player: Color, limits: SearchLimits) -> (f64, u64, u64) {
    let mut ctx = SearchContext::with_player(pos.clone(), player, limits);
    let value = threat_program(sexpr).evaluate(&mut ctx);
    (value, ctx.nodes(), ctx.boards())
}

/// Every position after every key move and every other legal move of the first
/// `limit` problems of each length: the opponent is to move in each.
fn after_player_moves(limit: usize) -> Vec<Chess> {
    let mut out = Vec::new();
    for n in 1..=5 {
        for p in problems(&format!("mate{n}-train.epd"), limit) {
            for m in p.position.legal_moves() {
                let mut after = p.position.clone();
                after.play_unchecked(m);
                out.push(after);
            }
        }
    }
    out
}

#[test]
fn a_threat_is_a_mate_in_one_after_a_null_move_found_at_no_node() {
    let (mut threats, mut quiet) = (0, 0);
    for pos in after_player_moves(12) {
        let player = !pos.turn();
        let (value, nodes, boards) = evaluate("(If3 IsMateThreat 1 0)", &pos, player, UNLIMITED);
        let expected = threatens_by_null_move(&pos);
        assert_eq!(value == 1.0, expected, "{}", pos.board());
        assert_eq!(nodes, 0, "a threat is answered without applying a move");
        if pos.is_check() {
            assert_eq!(boards, 0, "no pass in check, nothing simulated");
        } else {
            assert!(boards >= 1, "the passed position is one board");
        }
        threats += usize::from(expected);
        quiet += usize::from(!pos.is_check());
    }
    // Both answers must occur, or this test compares nothing.
    assert!(
        threats > 100 && quiet - threats > 100,
        "{threats} of {quiet}"
    );
}

#[test]
fn no_threat_is_asked_of_the_opponents_moves() {
    // Black to move would have Ra8# were it White's turn, but at a MAX node (the
    // player to move) the terminal is false: only the player's move can threaten.
    let fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
    let pos = position(fen);
    let (value, nodes, boards) = evaluate("(If3 IsMateThreat 1 0)", &pos, pos.turn(), UNLIMITED);
    assert_eq!((value, nodes, boards), (0.0, 0, 0));
}

#[test]
fn a_threat_known_before_the_move_is_the_threat_after_it() {
    // The same tree with the condition forced to be asked after the move (the If3
    // tautology over IsNextMoveForced cannot be decided from a board).
    let known =
        "(MakeAnyOrAllMovesSuchThat (Or2 IsCheck IsMateThreat) (MakeBestMove EvaluateMaterial) -7)";
    let asked = known.replace(
        "(Or2 IsCheck IsMateThreat)",
        "(Smaller 0.5 (If3 (Not (And2 IsNextMoveForced (Not IsNextMoveForced))) (If3 (Or2 IsCheck IsMateThreat) 1 0) 0))",
    );
    let limits = SearchLimits {
        budget: 1_000_000,
        max_ply: 3,
        board_budget: u64::MAX,
    };
    let mut saved = 0;
    for n in 2..=4 {
        for p in problems(&format!("mate{n}-train.epd"), 15) {
            let pos = &p.position;
            let (v_known, n_known, _) = evaluate(known, pos, pos.turn(), limits);
            let (v_asked, n_asked, _) = evaluate(&asked, pos, pos.turn(), limits);
            assert_eq!(v_known, v_asked, "{}", pos.board());
            assert!(n_known <= n_asked);
            saved += n_asked - n_known;
        }
    }
    assert!(saved > 1000, "only {saved} nodes saved");
}

/// Mates in 3 the checks chain cannot prove (the root module tries every first move,
/// so what it misses is a quiet second move): the chain that also tries the moves
/// threatening mate proves them, and every move it proves is checked by plain
/// exhaustive search.
#[test]
fn the_threats_chain_finds_quiet_keys_the_checks_chain_misses() {
    let checks = threat_program("(MakeBestMove (MakeAnyOrAllMovesSuchThat IsCheck Recurse -1000))");
    let threats = threat_program(
        "(MakeBestMove (MakeAnyOrAllMovesSuchThat (Or2 IsCheck IsMateThreat) Recurse -1000))",
    );
    let (mut missed, mut found) = (0, 0);
    for p in problems("mate3-train.epd", 300) {
        let t = choose_move(&threats, &p.position, u64::MAX, 3);
        if t.score == 1000.0 {
            let chosen = t.mv.expect("a proven move");
            assert!(
                common::move_mates_within(&p.position, &chosen, 3),
                "{}",
                p.id
            );
        }
        if choose_move(&checks, &p.position, u64::MAX, 3).score == 1000.0 {
            continue;
        }
        missed += 1;
        found += usize::from(t.score == 1000.0);
    }
    assert!(missed >= 3, "the checks chain missed only {missed}");
    assert_eq!(found, missed, "every quiet mate in 3 here threatens mate");
}

/// `IsForcingMove` is `(Or2 IsCheck IsMateThreat)` as one terminal: the same value, the
/// same nodes and the same boards, in a search and at every node.
#[test]
fn a_forcing_move_is_a_check_or_a_threat() {
    let two = "(MakeBestMove (MakeAnyOrAllMovesSuchThat (Or2 IsCheck IsMateThreat) Recurse -1000))";
    let one = "(MakeBestMove (MakeAnyOrAllMovesSuchThat IsForcingMove Recurse -1000))";
    for n in 2..=4 {
        for p in problems(&format!("mate{n}-train.epd"), 40) {
            let pos = &p.position;
            let limits = SearchLimits::mate_in(n, 200_000);
            let a = evaluate(two, pos, pos.turn(), limits);
            let b = evaluate(one, pos, pos.turn(), limits);
            assert_eq!(a, b, "{}", p.id);
        }
    }
    for pos in after_player_moves(6) {
        let player = !pos.turn();
        let a = evaluate(
            "(If3 (Or2 IsCheck IsMateThreat) 1 0)",
            &pos,
            player,
            UNLIMITED,
        );
        let b = evaluate("(If3 IsForcingMove 1 0)", &pos, player, UNLIMITED);
        assert_eq!(a, b, "{}", pos.board());
    }
}

/// The threat as first defined: the passed position made and validated by shakmaty,
/// its mate candidates tried in order until one mates, one board for the passed
/// position and one per candidate tried.
fn threat_by_passed_position(board: &Board, player: Color) -> Threat {
    let none = Threat {
        threatens: false,
        boards: 0,
    };
    let mut setup = Setup::empty();
    setup.board = board.clone();
    setup.turn = player;
    let Ok(passed) = Chess::from_setup(setup, CastlingMode::Standard) else {
        return none;
    };
    let mut boards = 1;
    for mv in mate_candidates(&passed) {
        boards += 1;
        let mut after = passed.clone();
        after.play_unchecked(mv);
        if after.is_checkmate() {
            return Threat {
                threatens: true,
                boards,
            };
        }
    }
    Threat {
        threatens: false,
        boards,
    }
}

/// Boards of every kind shakmaty may refuse: kings missing or doubled, pawns on a
/// back rank, promoted pieces beyond the missing pawns, impossible checks.
fn random_boards(count: usize, seed: u64) -> Vec<Board> {
    let mut rng = gp::GpRng::seed_from_u64(seed);
    let roles = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];
    (0..count)
        .map(|_| {
            let mut board = Board::empty();
            for color in Color::ALL {
                let kings = [0, 1, 1, 1, 1, 1, 1, 2][rng.random_range(0..8)];
                for _ in 0..kings {
                    let sq = Square::new(rng.random_range(0..64));
                    board.set_piece_at(
                        sq,
                        Piece {
                            color,
                            role: Role::King,
                        },
                    );
                }
            }
            for _ in 0..rng.random_range(0..24) {
                let sq = Square::new(rng.random_range(0..64));
                let role = roles[rng.random_range(0..5)];
                let color = Color::ALL[rng.random_range(0..2)];
                board.set_piece_at(sq, Piece { color, role });
            }
            board
        })
        .collect()
}

#[test]
fn a_threat_asked_of_the_board_is_the_threat_of_the_passed_position() {
    let mut boards: Vec<Board> = common::walked_positions(4_000, 41, 60, 24)
        .into_iter()
        .map(|p| p.board().clone())
        .collect();
    boards.extend(after_player_moves(4).iter().map(|p| p.board().clone()));
    boards.extend(random_boards(40_000, 43));
    let (mut refused, mut simulated, mut threats) = (0, 0, 0);
    for board in &boards {
        for player in Color::ALL {
            let expected = threat_by_passed_position(board, player);
            assert_eq!(mate_threat(board, player), expected, "{board:?} {player:?}");
            // Asked twice: the first answer may be remembered, the second is.
            for _ in 0..2 {
                let remembered = remembered_mate_threat(board, player);
                assert_eq!(remembered, expected, "remembered: {board:?} {player:?}");
            }
            refused += usize::from(expected.boards == 0);
            simulated += usize::from(expected.boards > 1);
            threats += usize::from(expected.threatens);
        }
    }
    // Each path must be taken often, or this compares little.
    assert!(
        refused > 10_000 && simulated > 1_000 && threats > 500,
        "refused {refused}, candidates tried {simulated}, threats {threats}"
    );
}
