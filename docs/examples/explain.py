#!/usr/bin/env python3
"""Prints why a mate works: calls `mategp explain --json` (no UCI) and shows the key,
the threat, the tries and the themes with their evidence lines.

    python3 docs/examples/explain.py [MATEGP] [FEN] [MATE]

MATEGP defaults to `mategp` on PATH. Exits 1 when mategp fails or finds no mate.
"""

import json
import subprocess
import sys

FEN = "r2q1r1k/ppp3pp/2np3N/3Q4/2PbP3/8/P1P3PP/1NB2R1K w - - 0 1"  # Lichess puzzle, a smothered mate: 1. Qg8+ Rxg8 2. Nf7#


def explain(mategp, fen, mate):
    out = subprocess.run(
        [mategp, "explain", "--fen", fen, "--mate", str(mate), "--json"],
        capture_output=True,
        text=True,
    )
    if out.returncode != 0:
        sys.exit(f"mategp failed ({out.returncode}): {out.stderr.strip()}")
    return json.loads(out.stdout)


def main():
    mategp = sys.argv[1] if len(sys.argv) > 1 else "mategp"
    fen = sys.argv[2] if len(sys.argv) > 2 else FEN
    mate = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    e = explain(mategp, fen, mate)
    if e["outcome"] != "explained":
        sys.exit(f"nothing to explain: {e.get('error')}")
    print(f"mate in {e['mate_in']}: key {e['key_san']}  ({' '.join(e['main_line_san'])})")
    threat = e["threat"]
    if threat["kind"] == "mate":
        print(f"threat: {', '.join(threat['moves_san'])}")
    else:
        print(f"threat: none ({threat['kind']})")
    for t in e["tries"]:
        print(f"try {t['move_san']}? refuted by {t['refutation'] or 'several'}")
    for theme in e["themes"]:
        ev = theme["evidence"]
        print(f"{theme['kind']} at {theme['move_san']}: {theme['text']}")
        print(f"    A: {' '.join(ev['line_a'])}")
        if ev["line_b"] or ev.get("parting_move"):
            print(f"    B: {' '.join(ev['line_b'])}")
        if ev.get("parting_move"):
            print(f"    {ev['parting_move']} is illegal in line {ev['illegal_in']}")
    print(f"{e['nodes']} nodes, {e['time_ms']:.1f} ms")


if __name__ == "__main__":
    main()
