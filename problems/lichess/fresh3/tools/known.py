#!/usr/bin/env python3
"""Snapshot of what is already in problems/: every lichess id (known_ids.txt, as grepped)
and every position, the first four EPD fields (known_positions.txt). The set's own files
mateN-fresh3.epd are left out. build.py reads both snapshots."""
import os, re, chess
base = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
problems = os.path.dirname(os.path.dirname(base))
ids, pos = set(), set()
for root, dirs, files in os.walk(problems):
    dirs[:] = [d for d in dirs if os.path.join(root, d) != base]
    for fn in files:
        if re.fullmatch(r'mate\d-fresh3\.epd', fn):
            continue
        for line in open(os.path.join(root, fn), errors='replace'):
            ids.update(re.findall(r'lichess:([A-Za-z0-9]+)', line))
            f = line.split()
            if fn.endswith('.epd') and len(f) >= 4:
                key = ' '.join(f[:4])
                pos.add(key)
                try:  # also the python-chess form (en passant square only when a capture is legal)
                    pos.add(chess.Board(key + ' 0 1').epd())
                except ValueError:
                    pass
with open(f'{base}/known_ids.txt', 'w') as fh:
    fh.write(''.join(i + '\n' for i in sorted(ids)))
with open(f'{base}/known_positions.txt', 'w') as fh:
    fh.write(''.join(p + '\n' for p in sorted(pos)))
print('ids', len(ids), 'positions', len(pos))
