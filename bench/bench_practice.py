"""What the practice room's recording costs, and what its cases ask of a learner's solution.

    python3 bench/bench_practice.py [--seconds 5]

Runs the learners' solutions of tests/practice_code on every fixed case in CPython, twice in one
process, interleaved: through the harness (board writes recorded with their lines, the limits
checked) and bare (the same code on plain lists, no harness). Prints time and board writes per
case; a case past ``--seconds`` shows the writes made by then (and is not run bare). The page runs the same harness in
Pyodide inside a Web Worker (see the figures in docs/practice.md for the page).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from time import perf_counter

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from sudoku_web import practice_harness as harness  # noqa: E402
from sudoku_web.practice_judge import CASES, case_cells, judge, solution_of  # noqa: E402

CODE = ROOT / "tests" / "practice_code"


def through_harness(code, mode, cells, seconds):
    ends = []
    harness.run_job({"mode": mode, "code": code, "cases": [{"id": "c", "cells": list(cells)}],
                     "seconds": seconds, "write_cap": 10**9},
                    lambda message, data: message["type"] == "end" and ends.append(message))
    return ends[0]


def bare(code, mode, cells):
    """Seconds of the same code with no harness: plain lists, stdin/stdout as strings."""
    import io

    namespace = {"__name__": "__main__", "List": list}
    saved = sys.stdin, sys.stdout
    started = perf_counter()
    try:
        sys.stdout = io.StringIO()
        if mode == "luogu":
            sys.stdin = io.StringIO(harness.luogu_input(cells))
            exec(compile(code, "bare.py", "exec"), namespace)  # noqa: S102 - the bench's own files
        else:
            exec(compile(code, "bare.py", "exec"), namespace)  # noqa: S102
            board = [["." if not v else str(v) for v in cells[r * 9:r * 9 + 9]] for r in range(9)]
            namespace["Solution"]().solveSudoku(board)
    finally:
        sys.stdin, sys.stdout = saved
    return perf_counter() - started


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time limit per case (default 5)")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}; time limit {args.seconds:g} s a case")
    print(f"{'solution':<22} {'case':<12} {'verdict':<14} {'writes':>10} {'harness':>10} {'bare':>10} {'ratio':>6}")
    for name, mode in (("leetcode_bitmask.py", "leetcode"), ("luogu_scan.py", "luogu")):
        code = (CODE / name).read_text()
        for case_id, _ in CASES:
            cells = case_cells(case_id)
            end = through_harness(code, mode, cells, args.seconds)
            verdict = judge(cells, solution_of(cells), end).kind
            ms = end["ms"] / 1000
            if end["status"] == "ok":  # bare only where the harness finished (else it would run on)
                bare_seconds = bare(code, mode, cells)
                ratio, bare_text = f"{ms / bare_seconds:.2f}", f"{bare_seconds:.3f}s"
            else:
                ratio, bare_text = "-", "-"
            print(f"{name:<22} {case_id:<12} {verdict:<14} {end['writes']:>10,} {ms:>9.3f}s {bare_text:>10} {ratio:>6}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
