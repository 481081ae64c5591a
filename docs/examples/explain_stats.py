#!/usr/bin/env python3
"""Summarises `mategp explain --suite ... --json` read on stdin: positions explained,
the share with at least one theme, each theme's frequency (positions with it), the
median and largest time, and the positions with no theme.

    mategp explain --suite builtin:mate2-test --json | python3 docs/examples/explain_stats.py
"""

import collections
import json
import statistics
import sys

rows = [json.loads(line) for line in sys.stdin if line.strip()]
explained = [r for r in rows if r["outcome"] == "explained"]
kinds = collections.Counter()
nothing = []
for r in explained:
    found = {t["kind"] for t in r["themes"]}
    kinds.update(found)
    if not found:
        nothing.append(r.get("id") or r["fen"])
n = len(explained)
print(f"positions: {len(rows)}, explained: {n}")
if n:
    print(f"with a theme: {n - len(nothing)} ({100 * (n - len(nothing)) / n:.1f} %)")
    for kind, count in kinds.most_common():
        print(f"  {kind}: {count} ({100 * count / n:.1f} %)")
    times = [r["time_ms"] for r in explained]
    print(f"time: median {statistics.median(times):.2f} ms, max {max(times):.1f} ms")
    nodes = [r["nodes"] for r in explained]
    print(f"nodes: median {statistics.median(nodes):.0f}, max {max(nodes)}")
    print(f"budget reached: {sum(r['budget_exhausted'] for r in explained)}")
print("no theme: " + " ".join(nothing))
