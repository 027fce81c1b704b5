"""Benchmark variant logic (issue 33): how many shared variant puzzles logic finishes, how fast,
and how fast a hint comes from a position, per family, in one run.

    python3 bench/bench_variant_logic.py [--budget S] [--hints N] [--kinds NAME,...] [--sizes 9]

Puzzles: the supported 9x9 puzzles of ``../shared/puzzles/variants/iss_puzzles.jsonl`` (read by
``tests/core/variant_puzzles.py``; skipped when absent), in the families of
``bench/bench_variants.py``. For each puzzle the variant path (``variant_path``) runs under a CPU
budget (``--budget``, default 20 s): it *finishes* (solved by logic), *stalls* (no technique
applies: it needs guessing) or is *stopped* by the budget. Every step is checked against the
published solution (a wrong step is printed and counted; there must be none). Then ``--hints N``
positions per family time the next step, as a hint from that position would (CPU time; seeded):
half of them along the paths just walked (the grid after a random number of its steps, with
their eliminations: where a person working through the puzzle asks), half the solution with
random cells emptied (a person's own progress, easier). No peer explains variants in Python, so there is no peer
column: docs/variants.md quotes what the others offer.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests" / "core"))

from agreement import percentile  # noqa: E402
from bench_variants import FAMILIES, family  # noqa: E402
from variant_puzzles import PATH, load  # noqa: E402

from sudoku_core.logic.path import next_step  # noqa: E402
from sudoku_core.logic.rating import rate_path  # noqa: E402
from sudoku_core.variants.logic import VARIANT_TECHNIQUES, VariantGrid, variant_path  # noqa: E402


def wrong_steps(path, solution) -> int:
    bad = 0
    for step in path.steps:
        bad += sum(solution[c] == d for c, d in step.eliminations)
        bad += sum(solution[c] != d for c, d in step.placements)
    return bad


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms" if seconds < 1 else f"{seconds:.1f} s"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=20.0, help="CPU seconds per puzzle's path (default 20)")
    parser.add_argument("--hints", type=int, default=40, help="hint positions per family (default 40)")
    parser.add_argument("--kinds", default="", help="only these families (comma-separated)")
    parser.add_argument("--sizes", default="9", help="grid sides (default 9)")
    args = parser.parse_args(argv)
    if not PATH.is_file():
        print(f"{PATH} not found: nothing to measure")
        return 0
    sizes = {int(s) for s in args.sizes.split(",")}
    wanted = set(filter(None, args.kinds.split(",")))
    groups = {name: [] for name in FAMILIES}
    for name, variant, solution in load():
        if variant.size in sizes and (not wanted or family(variant) in wanted):
            groups[family(variant)].append((name, variant, solution))
    rng = random.Random(33)
    print(f"budget {args.budget:g} s per puzzle, CPU time; {args.hints} hint positions per family")
    print("| family | puzzles | finished | stalled | stopped | median | p95 | worst | hardest | wrong steps "
          "| hint median | hint p95 |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    total = finished_all = 0
    for title in FAMILIES:
        puzzles = groups[title]
        if not puzzles:
            continue
        times, finished, stalled, stopped, bad, top = [], 0, 0, 0, 0, 0.0
        paths = []
        for name, variant, solution in puzzles:
            started = time.process_time()
            path = variant_path(variant, budget=args.budget)
            paths.append((variant, path))
            times.append(time.process_time() - started)
            bad += wrong_steps(path, solution)
            finished += path.solved
            stopped += path.stopped
            stalled += not path.solved and not path.stopped
            if path.solved:
                top = max(top, rate_path(path)["se"])
            print(f"  {name[:50]}: {'finished' if path.solved else 'stopped' if path.stopped else 'stalled'} "
                  f"in {ms(times[-1])}, {len(path.steps)} steps", file=sys.stderr)
        hint_times = []
        for i in range(args.hints):
            if i % 2 == 0:
                variant, path = rng.choice(paths)
                grid = VariantGrid.from_variant(variant)
                for step in path.steps[:rng.randrange(len(path.steps) + 1)]:
                    grid.apply(step)
            else:
                name, variant, solution = rng.choice(puzzles)
                values = [v if rng.random() < 0.5 else 0 for v in solution]
                for c, v in enumerate(variant.givens):
                    values[c] = values[c] or v
                grid = VariantGrid.from_variant(variant, values)
            if grid.solved():
                continue
            started = time.process_time()
            next_step(grid, VARIANT_TECHNIQUES)
            hint_times.append(time.process_time() - started)
        total += len(puzzles)
        finished_all += finished
        print(f"| {title} | {len(puzzles)} | {finished} | {stalled} | {stopped} | {ms(percentile(times, 0.5))} | "
              f"{ms(percentile(times, 0.95))} | {ms(max(times))} | {top:.1f} | {bad} | "
              f"{ms(percentile(hint_times, 0.5))} | {ms(percentile(hint_times, 0.95))} |")
    print(f"finished by logic: {finished_all} of {total}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
