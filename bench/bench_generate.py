"""Benchmark the generator: time per rated puzzle by level, beside generators from PyPI, and the
bank's throughput with one and two worker processes.

    python3 bench/bench_generate.py [--seeds N] [--big-seeds N] [--levels easy,...]
                                    [--peers NAME,...] [--peer-budget S] [--peer-cap S]
                                    [--bank-count N] [--install-peers]

Ours: ``generate(9, level=L, seed=s)`` for ``--seeds`` seeds per level (CPU time per rated puzzle,
``time.process_time``: grid, carving, rating, retries included), then 16x16 easy and medium for
``--big-seeds`` seeds. Every puzzle is checked afterwards, outside the timing: exactly one
solution (``count_solutions`` capped at 2) and the level asked for (``rate``).

Peers (benchmark only, never product dependencies; skipped when not installed, ``--install-peers``
runs pip for them), each checked the same way (unique? which level does *our* rating give it?):

* ``hodoku`` (``hodoku-py``): HoDoKu's generator, 180-degree symmetric, rated by HoDoKu until its
  level matches (its EASY, MEDIUM, HARD, UNFAIR, EXTREME set against our easy, medium, hard,
  diabolical, extreme by rank, not by definition).
* ``dokusan``: ``generators.random_sudoku(avg_rank)``; it has no levels, so it runs once per
  our level with a rank that grows with it.
* ``py-sudoku``: ``Sudoku(3, seed=s).difficulty(d)``, random clue removal with no uniqueness
  check (its share of unique puzzles says what that costs).

Each peer has a CPU budget per level (``--peer-budget``) and a cap per puzzle (``--peer-cap``).

Bank: ``python -m sudoku_core bank --count N --levels easy,hard --jobs J`` into a fresh
directory, J = 1 and 2, wall-clock time and puzzles per second (two worker processes on a 2-core
machine also compete with everything else on it). Nothing is asserted: this prints tables.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_logic import budgeted, percentile  # noqa: E402

from sudoku_core import count_solutions, parse  # noqa: E402
from sudoku_core.generation.generator import generate  # noqa: E402
from sudoku_core.logic import rate  # noqa: E402

LEVELS = ("easy", "medium", "hard", "diabolical", "extreme")
PEER_PACKAGES = {"hodoku": "hodoku-py", "dokusan": "dokusan", "py-sudoku": "py-sudoku"}


# ----- generators under test -------------------------------------------------------------------
# Each maker is ``make(level, seed) -> 81-character line`` (or raises when it gives up).

def ours(size=9):
    def make(level, seed):
        return str(generate(size, level=level, seed=seed).puzzle)
    return make


def hodoku():
    from hodoku import Generator
    from hodoku.core.types import DifficultyType

    theirs = dict(zip(LEVELS, ("EASY", "MEDIUM", "HARD", "UNFAIR", "EXTREME")))
    generator = Generator()

    def make(level, seed):
        generator._generator._rand = random.Random(seed)  # its generator's own Random, seeded
        return generator.generate(DifficultyType[theirs[level]], symmetric=True, max_tries=20_000)
    return make


def dokusan():
    from dokusan import generators

    ranks = dict(zip(LEVELS, (50, 100, 150, 250, 400)))

    def make(level, seed):
        random.seed(seed)
        return "".join(str(c.value or ".") for c in generators.random_sudoku(avg_rank=ranks[level]).cells())
    return make


def py_sudoku():
    from sudoku import Sudoku

    removal = dict(zip(LEVELS, (0.45, 0.55, 0.62, 0.68, 0.72)))

    def make(level, seed):
        board = Sudoku(3, seed=seed).difficulty(removal[level]).board
        return "".join(str(v) if v else "." for row in board for v in row)
    return make


PEERS = {"hodoku": hodoku, "dokusan": dokusan, "py-sudoku": py_sudoku}


# ----- one level ------------------------------------------------------------------------------

@dataclass
class Figures:
    asked: int = 0
    made: list = field(default_factory=list)  # lines
    times: list = field(default_factory=list)
    capped: int = 0
    failed: int = 0
    unique: int = 0
    on_level: int = 0


def measure(make, level, seeds, budget=None, cap=None, check_level=True) -> Figures:
    figures = Figures()
    for _, line, seconds in budgeted(lambda seed: make(level, seed), seeds, budget, cap):
        figures.asked += 1
        if seconds is None:  # a peer that gives up (HoDoKu's RuntimeError after its tries)
            figures.failed += 1
            continue
        if line is None:
            figures.capped += 1
            continue
        figures.times.append(seconds)
        figures.made.append(line)
    for line in figures.made:  # the checks, untimed
        puzzle = parse(line)
        if count_solutions(puzzle, 2).count == 1:
            figures.unique += 1
            if check_level and rate(puzzle).level == level:
                figures.on_level += 1
    return figures


def ms(value):
    return "-" if value is None else (f"{value * 1000:.0f} ms" if value < 1 else f"{value:.2f} s")


def row(name, level, f: Figures, check_level=True):
    made = len(f.made)
    extra = []
    if f.capped:
        extra.append(f"{f.capped} capped")
    if f.failed:
        extra.append(f"{f.failed} gave up")
    median = percentile(f.times, 0.5)
    return (f"| {name} | {level} | {made}/{f.asked}{' (' + ', '.join(extra) + ')' if extra else ''} | "
            f"{ms(median)} | {ms(percentile(f.times, 0.95))} | {ms(max(f.times) if f.times else None)} | "
            f"{f.unique}/{made} | {f'{f.on_level}/{f.unique}' if check_level else '-'} |")


HEADER = ("| generator | level | made | median | p95 | worst | unique | our rating gives that level |\n"
          "|---|---|---|---|---|---|---|---|")


# ----- the bank -------------------------------------------------------------------------------

def bank_run(count, jobs, levels="easy,hard"):
    with tempfile.TemporaryDirectory() as out:
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "sudoku_core", "bank", "--count", str(count),
                               "--levels", levels, "--out", out, "--jobs", str(jobs), "--chunk", "5",
                               "--seed", "1"], cwd=ROOT, capture_output=True, text=True)
        wall = time.perf_counter() - start
        merged = sorted(p.read_text() for p in Path(out).glob("*.jsonl"))
    return wall, done.returncode, merged


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=30, help="seeds per 9x9 level (ours)")
    parser.add_argument("--big-seeds", type=int, default=5, help="seeds per 16x16 level (0 to skip)")
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--peers", default=",".join(PEERS), help="peers to run when installed ('' for none)")
    parser.add_argument("--peer-seeds", type=int, default=10, help="seeds per level for each peer")
    parser.add_argument("--peer-budget", type=float, default=60, help="CPU seconds per peer per level")
    parser.add_argument("--peer-cap", type=float, default=30, help="CPU seconds per peer puzzle")
    parser.add_argument("--bank-count", type=int, default=20, help="puzzles per level in the bank run (0 to skip)")
    parser.add_argument("--install-peers", action="store_true", help="pip install the peers first (into this Python)")
    args = parser.parse_args(argv)
    if args.install_peers:
        subprocess.run([sys.executable, "-m", "pip", "install", *PEER_PACKAGES.values()], check=False)
    levels = [level for level in args.levels.split(",") if level]
    peers = {}
    for name in filter(None, args.peers.split(",")):
        try:
            peers[name] = PEERS[name]()
        except Exception as error:  # not installed, or its API changed
            print(f"(peer {name} not available: {type(error).__name__}: {error})")
    print(f"Python {sys.version.split()[0]}, CPU time per rated puzzle; peers: {', '.join(peers) or 'none'}\n")

    print(f"**9x9 by level**: our {args.seeds} seeds per level, each peer's first {args.peer_seeds}\n")
    print(HEADER)
    for level in levels:
        print(row("sudoku_core", level, measure(ours(), level, range(args.seeds))), flush=True)
        for name, make in peers.items():
            figures = measure(make, level, range(args.peer_seeds), args.peer_budget, args.peer_cap)
            print(row(name, level, figures), flush=True)

    if args.big_seeds:
        print(f"\n**16x16** ({args.big_seeds} seeds per level; levels checked by rating too)\n")
        print(HEADER)
        for level in ("easy", "medium"):
            print(row("sudoku_core", level, measure(ours(16), level, range(args.big_seeds))), flush=True)

    if args.bank_count:
        print(f"\n**Bank**: `bank --count {args.bank_count} --levels easy,hard --chunk 5 --seed 1`, "
              "wall-clock time\n")
        print("| workers | puzzles | wall | puzzles/s | same bank as 1 worker |\n|---|---|---|---|---|")
        first = None
        for jobs in (1, 2):
            wall, code, merged = bank_run(args.bank_count, jobs)
            made = sum(text.count("\n") for text in merged)
            first = merged if first is None else first
            status = "yes" if merged == first else "NO"
            print(f"| {jobs} | {made}{'' if code == 0 else f' (exit {code})'} | {wall:.1f} s | "
                  f"{made / wall:.2f} | {status} |", flush=True)


if __name__ == "__main__":
    main()
