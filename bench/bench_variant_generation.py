"""Benchmark variant generation (issue 33): CPU time per rated puzzle, by kind and level.

    python3 bench/bench_variant_generation.py [--seeds N] [--kinds killer,...] [--levels medium,hard]
                                              [--max-tries N]

For each kind and level, ``generate_variant(kind, level, seed=s)`` for ``--seeds`` seeds (CPU time,
``time.process_time``: grid, cages or regions, carving, rating and retries included). Every puzzle
is checked afterwards, outside the timing: exactly one solution (``count_variant`` capped at 2)
and the level asked for (``rate_variant``, the variant logic's whole path). A seed that gives up
(``not_found`` after ``--max-tries`` candidates) counts as missed, with its time. No peer: no
variant generator on PyPI makes killers or jigsaws at a level (ISS and f-puzzles do not
generate). Nothing is asserted: this prints a table.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sudoku_core import SudokuError  # noqa: E402
from sudoku_core.variants import count_variant  # noqa: E402
from sudoku_core.variants.generation import VARIANT_KINDS, generate_variant  # noqa: E402
from sudoku_core.variants.logic import rate_variant  # noqa: E402


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--kinds", default=",".join(VARIANT_KINDS))
    parser.add_argument("--levels", default="medium,hard,extreme")
    parser.add_argument("--max-tries", type=int, default=60)
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}, CPU seconds per rated puzzle, {args.seeds} seeds each\n")
    print("| kind | level | made | unique | at level | median | p90 | worst | tries (median) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for kind in filter(None, args.kinds.split(",")):
        for level in filter(None, args.levels.split(",")):
            times, made, tries = [], [], []
            for seed in range(args.seeds):
                started = time.process_time()
                try:
                    made.append(generate_variant(kind, level, seed=seed, max_tries=args.max_tries))
                    tries.append(made[-1].tries)
                except SudokuError as error:
                    if error.code == "bad_argument":   # a level this kind cannot have: said once
                        print(f"| {kind} | {level} | refused: {error.message} | | | | | | |")
                        break
                times.append(time.process_time() - started)
            else:
                unique = sum(count_variant(m.variant, cap=2).count == 1 for m in made)
                at_level = sum(rate_variant(m.variant).level == level for m in made)
                print(f"| {kind} | {level} | {len(made)}/{args.seeds} | {unique} | {at_level} | "
                      f"{percentile(times, 0.5):.2f} | {percentile(times, 0.9):.2f} | {max(times):.2f} | "
                      f"{percentile(tries, 0.5) if tries else '-'} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
