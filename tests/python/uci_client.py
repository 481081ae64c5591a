#!/usr/bin/env python3
"""Drives `mategp uci` with python-chess, as a chess program would.

Usage: uci_client.py PATH-TO-MATEGP

Checks the engine's id and options, a mate in 2 by analyse() with both solvers,
analyse(multipv=3) on a mate in 2 with four keys, the score of a side that is mated
(and no score when nothing is known), play() with a node limit, an infinite analysis ended by stop, a mate in 3 carried out
move by move against a defender, and a short game. The defender and the opponent are
Stockfish when it is installed (on PATH or /usr/games/stockfish), else mategp itself.
Every move mategp plays is checked for legality by python-chess, not by mategp.
Exits non-zero (with a traceback) on the first failure.
"""

import os
import shutil
import sys
import time

import chess
import chess.engine

# Kf7 is the only key: 1. Kf7 Kh7 2. Rh1#.
MATE2 = "7k/8/5K2/8/8/8/8/6R1 w - - 0 1"
# lichess:Arw6w, black to move mates in 3 starting with Qd2+.
MATE3 = "3r2k1/pp3rp1/8/4p1q1/4Q3/8/PPP1NPP1/R3K2R b KQ - 0 1"
# From matetrack: four first moves mate in 2.
FOUR_KEYS = "7B/5R2/3p3N/3P4/1K2k2r/4N3/4Q3/8 w - - 0 1"
# Black's only move Kb8 meets Rh8#: Stockfish 15.1 says `score mate -1`.
MATED1 = "k7/8/1K6/8/8/8/8/7R b - - 0 1"


def stockfish_path():
    path = shutil.which("stockfish")
    if path is None and os.access("/usr/games/stockfish", os.X_OK):
        path = "/usr/games/stockfish"
    return path


def check_id(engine):
    name = engine.id.get("name", "")
    assert name.startswith("mategp "), engine.id
    assert engine.id.get("author"), engine.id
    assert "Hash" in engine.options, engine.options
    assert list(engine.options["Algo"].var) == ["ab", "pn", "portfolio"], engine.options["Algo"]
    for option in ["Threads", "MultiPV", "Ponder", "Clear Hash"]:
        assert option in engine.options, (option, engine.options)
    assert engine.options["MultiPV"].max == 500, engine.options["MultiPV"]
    print(f"ok: id {name!r}, options {sorted(engine.options)}")


def check_mate_in_two(engine):
    board = chess.Board(MATE2)
    for algo in ["ab", "pn", "portfolio"]:
        engine.configure({"Algo": algo})
        info = engine.analyse(board, chess.engine.Limit(mate=2))
        score = info["score"]
        assert score.relative.mate() == 2, (algo, info)
        assert score.white().mate() == 2, (algo, info)
        assert info["pv"][0] == chess.Move.from_uci("f6f7"), (algo, info)
        assert info["depth"] == 3, (algo, info)
        result = engine.play(board, chess.engine.Limit(mate=2))
        assert result.move == chess.Move.from_uci("f6f7"), (algo, result)
        print(f"ok: {algo} analyse mate 2: {score}, pv {[m.uci() for m in info['pv']]}")
    engine.configure({"Algo": "ab"})


def check_multipv(engine):
    board = chess.Board(FOUR_KEYS)
    infos = engine.analyse(board, chess.engine.Limit(mate=2), multipv=3)
    assert len(infos) == 3, infos
    keys = set()
    for info in infos:
        assert info["score"].relative.mate() == 2, info
        line = board.copy()
        for move in info["pv"]:
            assert move in line.legal_moves, (line.fen(), info)
            line.push(move)
        assert len(info["pv"]) == 3 and line.is_checkmate(), info
        keys.add(info["pv"][0])
    assert len(keys) == 3, infos
    engine.configure({"Clear Hash": None, "Threads": 2})
    print(f"ok: analyse multipv=3: keys {sorted(m.uci() for m in keys)}, each mates in 2")


def check_mated(engine):
    board = chess.Board(MATED1)
    for limit in [chess.engine.Limit(mate=3), chess.engine.Limit(nodes=100000)]:
        info = engine.analyse(board, limit)
        assert info["score"].relative.mate() == -1, (limit, info)
        assert info["score"].white().mate() == 1, (limit, info)
        assert [m.uci() for m in info["pv"]] == ["a8b8", "h1h8"], info
    # Before anything is known, no score at all (not a 0.00 that was never measured).
    board = chess.Board()
    info = engine.analyse(board, chess.engine.Limit(nodes=2000))
    assert "score" not in info, info
    print("ok: the mated side scores mate -1; no score when nothing is known")


def check_play_nodes(engine):
    board = chess.Board()
    result = engine.play(board, chess.engine.Limit(nodes=2000))
    assert result.move in board.legal_moves, result
    print(f"ok: play nodes 2000 from the start: {board.san(result.move)}")


def check_stop(engine):
    board = chess.Board()
    with engine.analysis(board) as analysis:
        time.sleep(0.5)
        asked = time.monotonic()
        analysis.stop()
        best = analysis.wait()
    took = time.monotonic() - asked
    assert took < 1.0, f"bestmove {took:.3f} s after stop"
    assert best.move in board.legal_moves, best
    print(f"ok: infinite analysis stopped, bestmove {best.move} after {took * 1000:.0f} ms")


def check_mates_a_defender(engine, defender, defender_name):
    board = chess.Board(MATE3)
    attacker = board.turn
    for n in [3, 2, 1]:
        result = engine.play(board, chess.engine.Limit(mate=n))
        assert result.move in board.legal_moves, (board.fen(), result)
        board.push(result.move)
        if board.is_checkmate():
            break
        reply = defender.play(board, chess.engine.Limit(depth=12))
        assert reply.move in board.legal_moves, (board.fen(), reply)
        board.push(reply.move)
    assert board.is_checkmate() and board.turn != attacker, board.fen()
    line = chess.Board(MATE3).variation_san(board.move_stack)
    print(f"ok: mated {defender_name} in 3: {line}")


def check_short_game(engine, opponent, opponent_name):
    board = chess.Board()
    while len(board.move_stack) < 12 and not board.is_game_over():
        player = engine if board.turn == chess.WHITE else opponent
        limit = (
            chess.engine.Limit(nodes=3000)
            if player is engine
            else chess.engine.Limit(depth=4)
        )
        result = player.play(board, limit)
        assert result.move in board.legal_moves, (board.fen(), result)
        board.push(result.move)
    line = chess.Board().variation_san(board.move_stack)
    print(f"ok: a short game against {opponent_name}: {line}")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    mategp = sys.argv[1]
    engine = chess.engine.SimpleEngine.popen_uci([mategp, "uci"], timeout=20)
    stockfish = stockfish_path()
    if stockfish is None:
        print("notice: Stockfish not found; mategp plays against itself")
        other = chess.engine.SimpleEngine.popen_uci([mategp, "uci"], timeout=20)
        other_name = "mategp"
    else:
        other = chess.engine.SimpleEngine.popen_uci(stockfish, timeout=20)
        other_name = "Stockfish"
    try:
        check_id(engine)
        check_mate_in_two(engine)
        check_multipv(engine)
        check_mated(engine)
        check_play_nodes(engine)
        check_stop(engine)
        check_mates_a_defender(engine, other, other_name)
        check_short_game(engine, other, other_name)
    finally:
        engine.quit()
        other.quit()
    print("all python-chess checks passed")


if __name__ == "__main__":
    main()
