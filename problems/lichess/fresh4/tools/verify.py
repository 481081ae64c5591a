#!/usr/bin/env python3
"""Run mategp's prover on mateN-fresh4.epd: every position must be a mate in N, none a mate in N-1.
Only the id and result lines of the prover's output are read."""
import os, subprocess, sys, re
# Usage: verify.py [MATEGP] (default: /tmp/mategp-prover, a copy of mategp built from the working tree at commit a9e0bf6).
here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
repo = os.path.dirname(os.path.dirname(os.path.dirname(here)))
BIN = sys.argv[1] if len(sys.argv) > 1 else '/tmp/mategp-prover'
bad = []
summary = []
for n in range(1, 6):
    f = os.path.join(os.path.dirname(here), f'mate{n}-fresh4.epd')
    def run(m):
        out = subprocess.run([BIN, 'solve', '--suite', f, '--mate', str(m)], capture_output=True, text=True).stdout
        res = {}
        cur = None
        for line in out.splitlines():
            if line.startswith('id '):
                cur = line.split()[1].replace('lichess:', '')
            elif line.startswith('result ') and cur:
                res[cur] = line[len('result'):].strip()
                cur = None
        return res
    r = run(n)
    fails = [i for i, v in r.items() if v != f'mate in {n}']
    short = []
    if n >= 2:
        r2 = run(n - 1)
        short = [i for i, v in r2.items() if v.startswith('mate')]
        nomate_short = sum(1 for v in r2.values() if v == 'no mate' or v.startswith('no'))
    summary.append((n, len(r), len(r) - len(fails), len(short)))
    for i in fails: bad.append((i, n, 'prover: not a mate in N: ' + r[i]))
    for i in short: bad.append((i, n, 'prover: shorter mate found'))
for s in summary: print('N=%d positions=%d proved_mate_in_N=%d shorter_mate=%d' % s)
import os
old = [l for l in open(os.path.join(here, 'prover_drop.txt'))] if os.path.exists(os.path.join(here, 'prover_drop.txt')) else []
with open(os.path.join(here, 'prover_drop.txt'), 'w') as fh:
    for l in old: fh.write(l)
    for b in bad: fh.write('\t'.join(map(str, b)) + '\n')
print('drops:', bad)
