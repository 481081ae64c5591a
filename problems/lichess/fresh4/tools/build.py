#!/usr/bin/env python3
"""Turn transcribed Lichess rows (raw/*.tsv) into mateN-fresh4.epd with the FRESH.md checks (as fresh3/tools/build.py).
raw line: ID \t FEN(before opponent move) \t UCI moves \t rating \t themes (space separated)
raw/SOURCES.tsv: file \t repo \t path \t commit
"""
import chess, re, sys, os, collections
# This folder (raw rows, known ids, stats); the EPD files go to its parent.
base = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out_dir = os.path.dirname(base)
CAP = 300
import os.path
prover_drop = {}
if os.path.exists(f'{base}/prover_drop.txt'):
    for l in open(f'{base}/prover_drop.txt'):
        p = l.rstrip('\n').split('\t')
        if p and p[0]: prover_drop[p[0]] = p[2]
known = set(open(f'{base}/known_ids.txt').read().split())
# Positions (first four EPD fields) of every problems/ file, written by tools/known.py.
known_pos = set(l.rstrip('\n') for l in open(f'{base}/known_positions.txt'))
srcs = [l.rstrip('\n').split('\t') for l in open(f'{base}/raw/SOURCES.tsv') if l.strip() and not l.startswith('#')]
seen = {}
out = collections.defaultdict(list)
stats = collections.OrderedDict()
fails = []
for fname, repo, path, commit in srcs:
    for ln, line in enumerate(open(f'{base}/raw/{fname}'), 1):
        line = line.rstrip('\n')
        if not line.strip():
            continue
        parts = line.split('\t')
        pid, fen, moves, rating, themes = parts[:5]
        mates = [t for t in themes.split() if re.fullmatch(r'mateIn\d+', t)]
        n = int(mates[0][6:]) if len(mates) == 1 else None
        key = (fname, n)
        st = stats.setdefault((repo, path, commit[:12], n), collections.Counter())
        def bad(why):
            st['invalid'] += 1; st['why:' + why] += 1; fails.append((fname, ln, pid, why))
        if len(pid) != 5 or not re.fullmatch(r'[A-Za-z0-9]{5}', pid):
            bad('bad id'); continue
        if n is None or not 1 <= n <= 5:
            bad('mate theme'); continue
        ms = moves.split()
        if len(ms) != 2 * n:
            bad('move count != 2N'); continue
        try:
            b = chess.Board(fen)
            if not b.is_valid():
                raise ValueError('invalid fen')
            sans = []
            for m in ms:
                mv = chess.Move.from_uci(m)
                if mv not in b.legal_moves:
                    raise ValueError('illegal ' + m)
                sans.append(b.san(mv))
                b.push(mv)
            if not b.is_checkmate():
                raise ValueError('no mate')
        except Exception as e:
            bad('replay: ' + str(e)); continue
        if pid in prover_drop:
            bad(prover_drop[pid]); continue
        if pid in known:
            st['known'] += 1; continue
        if pid in seen:
            st['dup'] += 1; continue
        if len(out[n]) >= CAP:
            st['overcap'] += 1; continue
        b = chess.Board(fen); b.push_uci(ms[0])
        epd = b.epd()
        if epd in known_pos:
            st['knownpos'] += 1; continue
        seen[pid] = n
        st['taken'] += 1
        out[n].append(f'{epd} bm {sans[1]}; dm {n}; id "lichess:{pid}"; c0 "rating {int(rating)}";')
for n in range(1, 6):
    with open(f'{out_dir}/mate{n}-fresh4.epd', 'w') as f:
        for l in out[n]:
            f.write(l + '\n')
with open(f'{base}/stats.tsv', 'w') as f:
    for (repo, path, c, n), st in stats.items():
        whys = ', '.join(f"{k[4:]}: {v}" for k, v in st.items() if k.startswith('why:'))
        f.write(f"{repo}\t{path}\t{c}\t{n}\t{st['taken']}\t{st['known']}\t{st['dup']}\t{st['invalid']}\t{whys}\t{st['overcap']}\t{st['knownpos']}\n")
print('per N:', {n: len(out[n]) for n in range(1, 6)})
for x in fails: print('FAIL', *x)
