#!/usr/bin/env python3
"""Builds mateN-pvline.epd (N = 1..5): positions along the mating lines of
matetrack's deep mates, for training and validation only.

Usage: build.py MATETRACKPV.EPD (the shared matetrackpv.epd: matetrack.epd with `PV:`).

For the source position on line L with `bm #M` (M >= 6, the side to move mates) and a
PV, the line's N is (L - 1) % 5 + 1: one N per source, so no two files share a mating
line. The position after 2 (M - N) plies of the PV is a mate in N whose key is the PV's
next move. Positions equal (first four EPD fields) to one in any vendored problem file
are left out, so matetrack's own mates in 1..5, a test pool, never enter. Each file keeps
the 600 of smallest FNV-1a hash of the id, in hash order, so the validation split (the
file's last fifth) is no particular part of matetrack. tools/verify.py then checks every
line with mategp's prover."""
import glob, os, re, sys
import chess

PER_N = 600
here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
problems = os.path.dirname(os.path.dirname(here))


def fnv1a64(s):
    h = 0xcbf29ce484222325
    for b in s.encode():
        h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return h


def vendored_positions():
    seen = set()
    for path in glob.glob(os.path.join(problems, '**', '*.epd'), recursive=True):
        if os.path.dirname(path) == here:
            continue
        for line in open(path):
            fields = line.split()
            if len(fields) >= 4:
                seen.add(' '.join(fields[:4]))
    return seen


def main():
    source = sys.argv[1]
    vendored = vendored_positions()
    by_n = {n: {} for n in range(1, 6)}
    for number, line in enumerate(open(source), start=1):
        mate = re.search(r'bm #(-?\d+);', line)
        pv = re.search(r'PV: ([^;]*);', line)
        if not mate or not pv or int(mate.group(1)) < 6:
            continue
        m = int(mate.group(1))
        n = (number - 1) % 5 + 1
        plies = 2 * (m - n)
        moves = pv.group(1).split()
        if plies >= len(moves):
            continue
        board = chess.Board(' '.join(line.split()[:4]) + ' 0 1')
        try:
            for uci in moves[:plies]:
                board.push(board.parse_uci(uci))
            key = board.san(board.parse_uci(moves[plies]))
        except ValueError:
            continue
        position = ' '.join(board.fen().split()[:4])
        if position in vendored or position in by_n[n]:
            continue
        ident = f'pvline:{number}+{plies}'
        by_n[n][position] = (fnv1a64(ident), ident, key, m)
    for n, rows in by_n.items():
        kept = sorted((h, ident, key, m, pos) for pos, (h, ident, key, m) in rows.items())[:PER_N]
        with open(os.path.join(here, f'mate{n}-pvline.epd'), 'w') as out:
            for _, ident, key, m, pos in kept:
                out.write(f'{pos} bm {key}; dm {n}; id "{ident}"; c0 "on the line of a mate in {m}";\n')
        print(f'mate in {n}: {len(rows)} candidates, {len(kept)} kept')


main()
