"""``python -m sudoku_core generate`` and ``bank``: new puzzles on the command line.

* ``generate [--level L | --technique T [--hardest]] [--symmetry S] [--minimal]
  [--size N] [--count N] [--seed S] [--json]``: one line per puzzle, the
  puzzle then its rating (``2.6 hard (hardest: ...), 25 clues, seed 7``: the
  SE profile's, what ``rate`` says; a ``--technique`` is the teaching
  profile's, what ``explain`` shows);
  the first puzzle uses seed ``S`` and puzzle ``j`` a seed derived from
  ``(S, j)`` (:func:`..generation.randomness.nth_seed`, as the bank derives its own), so
  another ``S`` gives other puzzles, ``--count 1`` gives the first puzzle of
  any longer run, and ``--seed`` with a line's seed and ``--count 1`` makes
  that puzzle again. Without ``--seed`` a random one is
  drawn (and printed).
* ``generate --variant KIND [--level L] [--symmetry S] [--count N] [--seed S] [--json]``: variant
  puzzles (killer, jigsaw, diagonal, windoku, anti-knight, anti-king, non-consecutive, even-odd;
  ``..variants.generation``), one f-puzzles JSON document per line (what ``solve`` and ``rate``
  read back), the rating on standard error; ``--json`` records hold the f-puzzles document as
  ``fpuzzles``.
* ``bank --count N --levels easy,medium --out DIR [--variant KIND] [--jobs J | --scheduler
  ADDRESS]``: see :mod:`..generation.bank`; prints one summary line per level.

Exit status: 0 when everything asked for was made, 1 when the generator
gave up (``not_found``) or the bank failed, 2 for usage errors (including an
``--out`` the bank cannot use or a damaged ``bank.json``), 130 when Ctrl+C
stopped the bank (the chunks written are kept; the same command resumes).
"""

from __future__ import annotations

import json
import logging
import os
import sys
import time

from ..errors import SudokuError
from ..values import counted
from ..generation.bank import MAX_CHUNK, MAX_COUNT
from ..generation.generator import LEVEL_NAMES, MAX_TRIES, SIZES, generate
from ..generation.randomness import MAX_SEED, nth_seed
from ..generation.symmetry import SYMMETRIES
from ..variants.generation.generator import VARIANT_KINDS
from .logic import name_of
from .streams import aside, error_line, stderr_is_terminal

#: Candidates a variant puzzle gets by default (each is checked and rated: a variant try costs more).
VARIANT_TRIES = 60
#: At most this many local worker processes (--jobs); more would only share the same cores.
MAX_JOBS = 256
#: At most this many chunks submitted at once to a Dask cluster (the rest wait in the plan).
DASK_WINDOW = 512


def _whole(minimum: int, maximum: int | None = None):
    def parse(text):
        import argparse

        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r:.40}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be at least {minimum}, got {value}")
        if maximum is not None and value > maximum:
            raise argparse.ArgumentTypeError(f"must be at most {maximum:,}, got {value:,}")
        return value
    return parse


def add_commands(commands) -> None:
    """Add ``generate`` and ``bank`` to the CLI's subparsers."""
    gen = commands.add_parser("generate", help="make new puzzles with one solution, by level or technique",
                              description="Generate unique puzzles, rated as a person would solve them.")
    aim = gen.add_mutually_exclusive_group()
    aim.add_argument("--level", choices=LEVEL_NAMES, help="the rating level to hit (Sudoku Explainer's rating, as rate)")
    aim.add_argument("--technique", metavar="ID",
                     help="a technique the puzzle needs, as explain solves it (e.g. x-wing, xy-wing, skyscraper)")
    gen.add_argument("--hardest", action="store_true", help="with --technique: it must be the hardest step")
    gen.add_argument("--variant", choices=VARIANT_KINDS, metavar="KIND",
                     help="a variant puzzle instead: " + ", ".join(VARIANT_KINDS) + " (9x9; each line is the "
                          "puzzle as f-puzzles JSON, its rating on standard error)")
    _common(gen)
    gen.add_argument("--minimal", action="store_true", help="carve until no clue (or symmetric group) can be removed")
    gen.add_argument("--count", type=_whole(1), default=1, metavar="N", help="how many puzzles (default 1)")
    gen.add_argument("--json", action="store_true", help="print one JSON object per puzzle")

    bank = commands.add_parser("bank", help="generate and grade many puzzles, on all cores or a Dask cluster",
                               description="Build a graded puzzle bank in DIR, in resumable chunks.")
    bank.add_argument("--count", type=_whole(1, MAX_COUNT), required=True, metavar="N",
                      help=f"puzzles per level (at most {MAX_COUNT:,})")
    bank.add_argument("--levels", help="comma-separated levels (default easy,medium,hard; medium,hard with "
                      "--variant; every level of a 4x4 or 16x16 bank's size)")
    bank.add_argument("--variant", choices=VARIANT_KINDS, metavar="KIND",
                      help="a bank of 9x9 variant puzzles of this kind (each an f-puzzles JSON line)")
    bank.add_argument("--out", required=True, metavar="DIR", help="where the bank goes (a rerun resumes it)")
    _common(bank)
    bank.add_argument("--chunk", type=_whole(1, MAX_CHUNK), default=50, metavar="N",
                      help=f"puzzles per chunk file (default 50, at most {MAX_CHUNK:,})")
    where = bank.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=_whole(1, MAX_JOBS), metavar="J",
                       help=f"local worker processes (default: all cores; at most {MAX_JOBS})")
    where.add_argument("--scheduler", metavar="ADDRESS",
                       help="a Dask scheduler (tcp://host:8786); needs pip install sudoku-core[dask]")


def _common(cmd) -> None:
    cmd.add_argument("--symmetry", choices=SYMMETRIES, default="none", help="where clues stand (default none)")
    cmd.add_argument("--size", type=int, choices=SIZES, default=9, help="grid side (default 9)")
    cmd.add_argument("--seed", type=_whole(0, MAX_SEED), metavar="S", help="reproduce: the same seed gives the same puzzles")
    cmd.add_argument("--max-tries", type=_whole(1), default=None, metavar="N",
                     help=f"grids to try per puzzle before giving up (default {MAX_TRIES}, {VARIANT_TRIES} "
                          "for a variant)")


def describe(made) -> str:
    """The plain-text line for one generated puzzle."""
    r = made.rating
    if r.se is None:
        rating = f"needs guessing (after {r.steps} steps)"
    else:
        rating = f"{r.se:.1f} {r.level} (hardest: {name_of(r.hardest)})"
    return f"{made.puzzle}  {rating}, {made.puzzle.givens} clues, seed {made.seed}"


def describe_variant(made) -> str:
    """The line on standard error for one generated variant (its puzzle went to standard output)."""
    r = made.rating
    return (f"{made.kind}: {r['se']:.1f} {r['level']} (hardest: {name_of(r['hardest'])}), "
            f"{sum(1 for v in made.variant.givens if v)} clues, {len(made.variant.cages)} cages, seed {made.seed}")


def run_generate_variant(args, seed: int) -> int:
    """``generate --variant KIND``: one f-puzzles JSON document per line (or ``--json`` records)."""
    from ..variants.formats.fpuzzles import write_fpuzzles
    from ..variants.generation import generate_variant

    if args.technique or args.minimal or args.size != 9:
        error_line("--variant makes 9x9 puzzles by --level; --technique, --minimal and --size go without it")
        return 2

    def make(j):
        return generate_variant(args.variant, args.level, seed=nth_seed(seed, j), symmetry=args.symmetry,
                                max_tries=args.max_tries or VARIANT_TRIES)

    def show(made):
        print(write_fpuzzles(made.variant))
        aside(describe_variant(made))

    return _each_puzzle(args, make, show)


def _each_puzzle(args, make, show) -> int:
    """``--count`` puzzles, ``make(j)`` each, printed by ``show(made)`` or as ``--json`` records;
    a SudokuError ends the run with its one-line message (status 2 for a bad request, else 1)."""
    for j in range(args.count):
        started = time.process_time()
        try:
            made = make(j)
        except SudokuError as error:
            error_line(error.message)
            return 2 if error.code in ("bad_argument", "bad_size") else 1
        if args.json:
            _print_record(made, started)
        else:
            show(made)
        sys.stdout.flush()
    return 0


def _print_record(made, started: float) -> None:
    """``--json``: the puzzle's record, with the CPU time it took."""
    record = made.to_dict()
    record["elapsed_ms"] = round((time.process_time() - started) * 1000, 1)
    print(json.dumps(record))


def run_generate(args) -> int:
    if args.hardest and not args.technique:
        error_line("--hardest goes with --technique")
        return 2
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    if args.variant:
        return run_generate_variant(args, seed)
    def make(j):
        return generate(args.size, level=args.level, technique=args.technique, symmetry=args.symmetry,
                        minimal=args.minimal, seed=nth_seed(seed, j), max_tries=args.max_tries or MAX_TRIES,
                        hardest=args.hardest)

    return _each_puzzle(args, make, lambda made: print(describe(made)))


def _start_worker() -> None:
    """In a worker process: ignore Ctrl+C (it reaches the whole process group, and the command,
    not each worker with a traceback, is the one that stops the bank and the workers), and end
    when the command is gone (killed with SIGKILL or SIGTERM, it cannot stop its workers, which
    would otherwise wait for work forever)."""
    import signal
    import threading

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = os.getppid()

    def watch():
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, name="sudoku-bank-orphan-watch", daemon=True).start()


def run_bank(args) -> int:
    """``bank``; meanwhile ``kill PID`` (SIGTERM) stops it as Ctrl+C does: the chunks written
    stay, the workers end.

    Both signals raise ``KeyboardInterrupt`` and also note that a stop was asked: Python runs a
    signal's handler wherever the main thread is, and when that is inside a destructor (a Dask
    ``Future.__del__`` met in garbage collection) the exception is ignored (and its traceback
    printed), so the bank would go on to the end. The note makes the bank stop at the next chunk
    it writes, and that lost exception is not printed. A later signal raises only when the one
    before was lost that way: otherwise the bank is stopping already, and a second Ctrl+C
    (people press it twice) would break off the stopping itself, its one-line message included."""
    import signal

    asked = []
    raising = [True]  # whether the next signal raises: the first one, or one after a lost one

    def interrupt(signum, frame):
        asked.append(signum)
        if raising[0]:
            raising[0] = False
            raise KeyboardInterrupt

    def unraisable(info, default=sys.unraisablehook):
        if asked and issubclass(info.exc_type, KeyboardInterrupt):
            raising[0] = True  # lost: the next signal raises again
            return  # the lost interrupt: noted above, and the bank stops at its next chunk
        default(info)

    try:
        previous = {signum: signal.signal(signum, interrupt) for signum in (signal.SIGINT, signal.SIGTERM)}
    except ValueError:  # not the main thread (the command run from another program's thread)
        return _run_bank(args, None)
    previous_hook, sys.unraisablehook = sys.unraisablehook, unraisable
    try:
        return _run_bank(args, lambda: bool(asked))
    finally:
        sys.unraisablehook = previous_hook
        for signum in (signal.SIGTERM, signal.SIGINT):  # SIGINT last: its own may raise once restored
            signal.signal(signum, previous[signum])


class LocalPool:
    """A process pool that closes at once when the bank is interrupted: the chunks not started
    are cancelled and the running ones abandoned (their workers killed), so the command need
    not wait for them."""

    def __init__(self, jobs: int):
        from concurrent.futures import ProcessPoolExecutor

        self.pool = ProcessPoolExecutor(max_workers=jobs, initializer=_start_worker)
        self.submit = self.pool.submit

    def close(self, at_once: bool = False) -> None:
        if not at_once:
            self.pool.shutdown(wait=True)
            return
        kill = getattr(self.pool, "kill_workers", None)  # Python 3.14: cancels, shuts down and kills
        if kill:
            kill()
            return
        workers = list((getattr(self.pool, "_processes", None) or {}).values())  # shutdown forgets them
        manager = getattr(self.pool, "_executor_manager_thread", None)
        self.pool.shutdown(wait=False, cancel_futures=True)
        for process in workers:
            process.kill()
        # Let the pool's manager thread see its workers gone and close its wake-up pipe now: left
        # running, it could close the pipe while concurrent.futures' exit hook writes to it, and
        # Python would print that OSError (Bad file descriptor) after the one-line message.
        if manager is not None:
            manager.join(timeout=10)


def _executor(args):
    """(executor, as_completed, window, close(at_once)) for --scheduler, --jobs or the default (all cores)."""
    if args.scheduler:
        try:
            from distributed import Client, as_completed
        except ImportError:
            raise SudokuError("bad_argument", "--scheduler needs Dask: pip install 'sudoku-core[dask]'.") from None
        try:
            client = Client(args.scheduler)
        except (OSError, ValueError, TypeError) as error:  # unreachable, timed out, not an address
            raise SudokuError("bad_argument", f"Cannot reach the Dask scheduler {args.scheduler!r:.80}: "
                              f"{str(error).splitlines()[0][:120] if str(error) else type(error).__name__}.") from None
        # Ctrl+C while the client waits can make distributed's own cancel callback fail on its loop
        # thread (a NameError in distributed.utils.sync, logged by tornado as a traceback after our
        # one-line message). Such callback errors are the library's; the bank's own failures reach
        # it as exceptions from the futures, so tornado's callback log is kept quiet.
        logging.getLogger("tornado.application").setLevel(logging.CRITICAL)
        return DaskSubmitter(client), as_completed, DASK_WINDOW, lambda at_once=False: client.close()
    jobs = args.jobs or min(os.cpu_count() or 1, MAX_JOBS)
    if jobs == 1:
        from ..generation.bank import InlineExecutor

        return InlineExecutor(), None, 1, lambda at_once=False: None
    pool = LocalPool(jobs)
    return pool, None, 2 * jobs, pool.close


class DaskSubmitter:
    """A Dask client whose tasks are named by chunk and retried when a worker dies."""

    def __init__(self, client):
        self.client = client

    def submit(self, fn, spec):
        from ..generation.bank_files import chunk_name

        return self.client.submit(fn, spec, key=f"sudoku-bank-{spec['seed']}-{chunk_name(spec)}", retries=3)


def _levels(text: str) -> tuple:
    """``--levels``: comma-separated, spaces allowed, each level once (in the order first named)."""
    return tuple(dict.fromkeys(part.strip() for part in text.split(",") if part.strip()))


def default_bank_levels(args) -> str:
    """``--levels`` when not given: medium and hard for a variant; easy, medium and hard for 9x9,
    and every level a 4x4 or 16x16 puzzle is made at for those sizes."""
    if args.variant:
        return "medium,hard"
    from ..generation.generator import LEVELS_BY_SIZE

    return ",".join(LEVELS_BY_SIZE[args.size]) if args.size != 9 else "easy,medium,hard"


def _run_bank(args, stop) -> int:
    from ..generation.bank import BankInterrupted, Plan, build_bank

    levels = _levels(args.levels if args.levels is not None else default_bank_levels(args))
    seed = args.seed if args.seed is not None else 0
    plan = Plan(levels, args.count, seed, args.size, args.symmetry, args.chunk,
                args.max_tries or (VARIANT_TRIES if args.variant else MAX_TRIES), args.variant)
    started = time.perf_counter()
    progress = {"shown": False}

    def report(spec, done, total):
        if stderr_is_terminal():
            progress["shown"] = aside(f"\r{done}/{total} chunks ", end="")

    def notice(name, why):
        _end_progress(progress)
        aside(f"python -m sudoku_core: remaking chunk {name}: {why}")

    try:
        plan.check()
        executor, as_completed, window, close = _executor(args)
    except SudokuError as error:
        error_line(error.message)
        return 2
    at_once = True
    try:
        summary = build_bank(plan, args.out, executor, as_completed, report, window=window, notice=notice,
                             stop=stop)
        at_once = False
    except BankInterrupted as stop:
        _end_progress(progress)
        error_line(f"interrupted; {stop.kept} of {stop.total} chunks are kept in {args.out}: "
               "run the same command again to finish the bank.")
        return 130
    except KeyboardInterrupt:  # before the bank was opened
        _end_progress(progress)
        error_line("interrupted before any chunk was made.")
        return 130
    except SudokuError as error:
        _end_progress(progress)
        error_line(error.message)
        return 2 if error.code == "bad_argument" else 1
    except Exception as error:  # a worker process died (BrokenProcessPool), Dask gave up on a chunk...
        _end_progress(progress)
        error_line(f"the bank stopped: {type(error).__name__}: {str(error).splitlines()[0][:200] if str(error) else ''}"
               f" (the chunks written are kept in {args.out}: run the same command again to resume)")
        return 1
    finally:
        close(at_once)
    elapsed = time.perf_counter() - started
    _end_progress(progress)
    made = sum(summary["puzzles"].values())
    for level, count in summary["puzzles"].items():
        print(f"{level}: {counted(count, 'puzzle')} in {os.path.join(args.out, level + '.jsonl')}")
    remade = f" ({len(summary['remade'])} of them remade)" if summary["remade"] else ""
    print(f"{counted(summary['done'], 'chunk')} made{remade}, {summary['skipped']} already "
          f"there; {elapsed:.1f} s"
          + (f", {summary['made'] / elapsed:.2f} puzzles/s" if summary["made"] else ""))
    return 0 if made == plan.count * len(levels) else 1


def _end_progress(progress: dict) -> None:
    """End the ``\r`` progress line, if one is shown, before another line is printed."""
    if progress["shown"]:
        aside("")
        progress["shown"] = False


RUNNERS = {"generate": run_generate, "bank": run_bank}
