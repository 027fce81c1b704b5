"""Agreement of ``rate_se`` with Sudoku Explainer 1.2.1's ER, band by band (issue 28).

    python3 bench/bench_se_bands.py [--bands 6-8,8-9] [--n 100] [--seed 11] [--show 10]

For each band of SE's ER (``lo-hi``, lo included), a sample of ``--n`` puzzles of
``../shared/puzzles/se121_reference.tsv`` (shuffled with ``--seed``) is rated with
:func:`sudoku_core.logic.se.rate_se`; it prints how many get SE's ER exactly and within 0.2, how
many stall ("needs guessing"), and the CPU time per puzzle (``time.process_time``: median, p95,
max), then the first ``--show`` puzzles that differ. Nothing is asserted: this prints a table.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_core import parse  # noqa: E402
from sudoku_core.logic.se import rate_se  # noqa: E402

REFERENCE = ROOT.parent / "shared" / "puzzles" / "se121_reference.tsv"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bands", default="6-8,8-9")
    ap.add_argument("--n", type=int, default=100)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--show", type=int, default=10)
    args = ap.parse_args(argv)
    with open(REFERENCE) as f:
        rows = [line.rstrip("\n").split("\t") for line in f][1:]
    for band in args.bands.split(","):
        lo, hi = (float(x) for x in band.split("-"))
        picked = [r for r in rows if lo <= float(r[2]) < hi]
        random.Random(args.seed).shuffle(picked)
        picked = picked[: args.n]
        exact = near = stalls = 0
        times, differ = [], []
        for row in picked:
            start = time.process_time()
            rating = rate_se(parse(row[0]))
            times.append(time.process_time() - start)
            ref = float(row[2])
            if rating.se is None:
                stalls += 1
            else:
                exact += abs(rating.se - ref) < 1e-6
                near += abs(rating.se - ref) <= 0.2 + 1e-6
            if rating.se is None or abs(rating.se - ref) > 1e-6:
                differ.append((row[0], ref, rating.se))
        times.sort()
        n = len(picked)
        p95 = times[max(0, int(0.95 * n) - 1)] if n else 0
        print(f"ER {lo}-{hi}: n={n} exact={exact} within 0.2={near} stalls={stalls} "
              f"median={statistics.median(times) * 1000:.0f} ms p95={p95 * 1000:.0f} ms "
              f"max={times[-1] * 1000 if n else 0:.0f} ms")
        for puzzle, ref, se in differ[: args.show]:
            print(f"  {puzzle} SE {ref} ours {se}")


if __name__ == "__main__":
    main()
