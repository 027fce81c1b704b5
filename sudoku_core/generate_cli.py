"""``python -m sudoku_core generate`` and ``bank``: new puzzles on the command line.

* ``generate [--level L | --technique T [--hardest]] [--symmetry S] [--minimal]
  [--size N] [--count N] [--seed S] [--json]``: one line per puzzle, the
  puzzle then its rating (``2.6 hard (hardest: ...), 25 clues, seed 7``);
  puzzle ``j`` uses seed ``S + j``, so ``--seed`` with a line's seed and
  ``--count 1`` makes that puzzle again. Without ``--seed`` a random one is
  drawn (and printed).
* ``bank --count N --levels easy,medium --out DIR [--jobs J | --scheduler
  ADDRESS]``: see :mod:`.bank`; prints one summary line per level.

Exit status: 0 when everything asked for was made, 1 when the generator
gave up (``not_found``) or the bank failed, 2 for usage errors.
"""

from __future__ import annotations

import json
import os
import sys
import time

from .errors import SudokuError
from .generator import LEVEL_NAMES, MAX_TRIES, SIZES, generate
from .logic_cli import name_of
from .randomness import MAX_SEED
from .symmetry import SYMMETRIES


def _whole(minimum: int, maximum: int | None = None):
    def parse(text):
        import argparse

        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text[:40]!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be at least {minimum}, got {value}")
        if maximum is not None and value > maximum:
            raise argparse.ArgumentTypeError(f"must be at most {maximum} (2**64 - 1), got {text[:40]}")
        return value
    return parse


def add_commands(commands) -> None:
    """Add ``generate`` and ``bank`` to the CLI's subparsers."""
    gen = commands.add_parser("generate", help="make new puzzles with one solution, by level or technique",
                              description="Generate unique puzzles, rated as a person would solve them.")
    aim = gen.add_mutually_exclusive_group()
    aim.add_argument("--level", choices=LEVEL_NAMES, help="the rating level to hit")
    aim.add_argument("--technique", metavar="ID", help="a technique the puzzle needs (e.g. x-wing, xy-wing, skyscraper)")
    gen.add_argument("--hardest", action="store_true", help="with --technique: it must be the hardest step")
    _common(gen)
    gen.add_argument("--minimal", action="store_true", help="carve until no clue (or symmetric group) can be removed")
    gen.add_argument("--count", type=_whole(1), default=1, metavar="N", help="how many puzzles (default 1)")
    gen.add_argument("--json", action="store_true", help="print one JSON object per puzzle")

    bank = commands.add_parser("bank", help="generate and grade many puzzles, on all cores or a Dask cluster",
                               description="Build a graded puzzle bank in DIR, in resumable chunks.")
    bank.add_argument("--count", type=_whole(1), required=True, metavar="N", help="puzzles per level")
    bank.add_argument("--levels", default="easy,medium,hard", help="comma-separated levels (default easy,medium,hard)")
    bank.add_argument("--out", required=True, metavar="DIR", help="where the bank goes (a rerun resumes it)")
    _common(bank)
    bank.add_argument("--chunk", type=_whole(1), default=50, metavar="N", help="puzzles per chunk file (default 50)")
    where = bank.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=_whole(1), metavar="J", help="local worker processes (default: all cores)")
    where.add_argument("--scheduler", metavar="ADDRESS",
                       help="a Dask scheduler (tcp://host:8786); needs pip install sudoku-core[dask]")


def _common(cmd) -> None:
    cmd.add_argument("--symmetry", choices=SYMMETRIES, default="none", help="where clues stand (default none)")
    cmd.add_argument("--size", type=int, choices=SIZES, default=9, help="grid side (default 9)")
    cmd.add_argument("--seed", type=_whole(0, MAX_SEED), metavar="S", help="reproduce: the same seed gives the same puzzles")
    cmd.add_argument("--max-tries", type=_whole(1), default=MAX_TRIES, metavar="N",
                     help=f"grids to try per puzzle before giving up (default {MAX_TRIES})")


def describe(made) -> str:
    """The plain-text line for one generated puzzle."""
    r = made.rating
    if r.se is None:
        rating = f"needs guessing (after {r.steps} steps)"
    else:
        rating = f"{r.se:.1f} {r.level} (hardest: {name_of(r.hardest)})"
    return f"{made.puzzle}  {rating}, {made.puzzle.givens} clues, seed {made.seed}"


def _error(message: str) -> None:
    print(f"python -m sudoku_core: error: {message}", file=sys.stderr)


def run_generate(args) -> int:
    if args.hardest and not args.technique:
        _error("--hardest goes with --technique")
        return 2
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    if seed + args.count - 1 > MAX_SEED:  # puzzle j uses seed S + j: every one must be a valid seed
        _error(f"--seed {seed} with --count {args.count} goes past the largest seed, {MAX_SEED}")
        return 2
    for j in range(args.count):
        started = time.process_time()
        try:
            made = generate(args.size, level=args.level, technique=args.technique, symmetry=args.symmetry,
                            minimal=args.minimal, seed=seed + j, max_tries=args.max_tries, hardest=args.hardest)
        except SudokuError as error:
            _error(error.message)
            return 2 if error.code in ("bad_argument", "bad_size") else 1
        if args.json:
            record = made.to_dict()
            record["elapsed_ms"] = round((time.process_time() - started) * 1000, 1)
            print(json.dumps(record))
        else:
            print(describe(made))
        sys.stdout.flush()
    return 0


def _executor(args):
    """(executor, as_completed, closer) for --scheduler, --jobs or the default (all cores)."""
    if args.scheduler:
        try:
            from distributed import Client, as_completed
        except ImportError:
            raise SudokuError("bad_argument", "--scheduler needs Dask: pip install 'sudoku-core[dask]'.") from None
        client = Client(args.scheduler)
        return DaskSubmitter(client), as_completed, client.close
    jobs = args.jobs or os.cpu_count() or 1
    if jobs == 1:
        from .bank import InlineExecutor

        return InlineExecutor(), None, lambda: None
    from concurrent.futures import ProcessPoolExecutor

    pool = ProcessPoolExecutor(max_workers=jobs)
    return pool, None, pool.shutdown


class DaskSubmitter:
    """A Dask client whose tasks are named by chunk and retried when a worker dies."""

    def __init__(self, client):
        self.client = client

    def submit(self, fn, spec):
        from .bank import chunk_name

        return self.client.submit(fn, spec, key=f"sudoku-bank-{spec['seed']}-{chunk_name(spec)}", retries=3)


def run_bank(args) -> int:
    from .bank import Plan, build_bank

    levels = tuple(part.strip() for part in args.levels.split(",") if part.strip())
    seed = args.seed if args.seed is not None else 0
    plan = Plan(levels, args.count, seed, args.size, args.symmetry, args.chunk, args.max_tries)
    started = time.perf_counter()

    def report(spec, done, total):
        if sys.stderr.isatty():
            sys.stderr.write(f"\r{done}/{total} chunks ")
            sys.stderr.flush()

    try:
        plan.check()
        executor, as_completed, close = _executor(args)
    except SudokuError as error:
        _error(error.message)
        return 2
    try:
        summary = build_bank(plan, args.out, executor, as_completed, report)
    except SudokuError as error:
        _error(error.message)
        return 2 if error.code == "bad_argument" else 1
    finally:
        close()
    elapsed = time.perf_counter() - started
    made = sum(summary["puzzles"].values())
    for level, count in summary["puzzles"].items():
        print(f"{level}: {count} puzzles in {os.path.join(args.out, level + '.jsonl')}")
    print(f"{summary['done']} chunks made, {summary['skipped']} already there; {elapsed:.1f} s"
          + (f", {summary['made'] / elapsed:.2f} puzzles/s" if summary["made"] else ""))
    return 0 if made == plan.count * len(levels) else 1


RUNNERS = {"generate": run_generate, "bank": run_bank}
