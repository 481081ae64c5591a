#!/usr/bin/env python3
"""Checks mateN-pvline.epd with mategp's prover: every position a mate in N, none a
mate in N-1. Usage: verify.py [MATEGP] (default: the repository's target/release/mategp).
Exits 1 when a line fails, naming it."""
import os, subprocess, sys

here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
repo = os.path.dirname(os.path.dirname(os.path.dirname(here)))
BIN = sys.argv[1] if len(sys.argv) > 1 else os.path.join(repo, 'target/release/mategp')


def results(path, m):
    out = subprocess.run([BIN, 'solve', '--suite', path, '--mate', str(m)],
                         capture_output=True, text=True, check=True).stdout
    found, ident = {}, None
    for line in out.splitlines():
        if line.startswith('id '):
            ident = line.split()[1]
        elif line.startswith('result ') and ident:
            found[ident] = line[len('result'):].strip()
            ident = None
    return found


bad = []
for n in range(1, 6):
    path = os.path.join(here, f'mate{n}-pvline.epd')
    exact = results(path, n)
    if len(exact) != 600:
        sys.exit(f'mate in {n}: {len(exact)} results read of 600: the output was not understood')
    bad += [(i, n, r) for i, r in exact.items() if r != f'mate in {n}']
    shorter = results(path, n - 1) if n > 1 else {}
    bad += [(i, n, r) for i, r in shorter.items() if r.startswith('mate')]
    print(f'mate in {n}: {len(exact)} positions')
for b in bad:
    print('FAILED', *b)
sys.exit(1 if bad else 0)
