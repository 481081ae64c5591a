#!/usr/bin/env python3
"""Snapshot of what is already in problems/: every lichess id (known_ids.txt) and every
position, the first four EPD fields (known_positions.txt). It reads every file under
problems/ (lichess/*.epd with mateN-fresh3.epd, the fresh*/ folders, matetrack, pvline,
wac) except the set's own files: mateN-fresh4.epd and this folder (fresh4/, whose raw rows
are the candidates). Ids are taken as `lichess:ID` anywhere, and also as the first column
of the copied rows in the other sets' raw/*.tsv files. build.py reads both snapshots."""
import os, re, chess
base = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
problems = os.path.dirname(os.path.dirname(base))
ids, pos = set(), set()
nfiles = 0
for root, dirs, files in os.walk(problems):
    dirs[:] = sorted(d for d in dirs if os.path.join(root, d) != base)
    for fn in sorted(files):
        if re.fullmatch(r'mate\d-fresh4\.epd', fn):
            continue
        nfiles += 1
        raw_tsv = os.path.basename(root) == 'raw' and fn.endswith('.tsv')
        for line in open(os.path.join(root, fn), errors='replace'):
            ids.update(re.findall(r'lichess:([A-Za-z0-9]+)', line))
            if raw_tsv:
                first = line.split('\t')[0].strip()
                if re.fullmatch(r'[A-Za-z0-9]{5}', first):
                    ids.add(first)
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
print('files', nfiles, 'ids', len(ids), 'positions', len(pos))
