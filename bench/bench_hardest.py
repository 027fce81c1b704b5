"""Rate the forum's hardest puzzles (SER 10-11.9) and print ours beside the published rating.

    python3 bench/bench_hardest.py [--budget S] [--memory GB] [--only N,N,...] [--profile se|teaching]

Issue 28 item 3 asks that nothing in "the forum's hardest puzzles (SER 10-11.9)" ends in "needs
guessing", and item 1 that ``rate`` gives Sudoku Explainer 1.2.1's ER/EP/ED. The puzzles, with
their published ratings and where each was published, are ``bench/hardest_ser.tsv`` (none of
them is in ``../shared``). Each puzzle is rated on the SE profile in its own process, one at a
time, under a CPU budget (``--budget``, default 300 s: the path runs as a generator and stops) and
an address-space cap (``--memory``, default 8 GB, ``RLIMIT_AS``: a MemoryError there is reported,
not fatal to the run). Printed per puzzle as it ends: the published SER, ours (ER/EP/ED), the
state (finished / needs guessing / stopped by the budget / out of memory), how far the path got
(steps, hardest step so far and its technique), CPU seconds and peak memory. Nothing is asserted:
this prints a table.
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing import get_context
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudoku_core import parse  # noqa: E402
from sudoku_core.logic import CandidateGrid, solve_path_work  # noqa: E402
from sudoku_core.logic.path import Path as LogicPath  # noqa: E402
from sudoku_core.logic.profiles import PROFILES  # noqa: E402
from sudoku_core.logic.rating import rate_path, unique_solution  # noqa: E402

DATA = Path(__file__).resolve().parent / "hardest_ser.tsv"
CPU = time.process_time


def read_hardest(path=DATA):
    """The rows of ``hardest_ser.tsv`` as dicts (``puzzle``, ``ser``, ``name``, ``source``, and
    ``er``/``ep``/``ed``: the published figures as floats, ``None`` where not published)."""
    rows = []
    head = None
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            if head is None:
                head = fields
                continue
            row = dict(zip(head, fields))
            parts = [float(x) for x in row["ser"].split("/")]
            row["er"], row["ep"], row["ed"] = (parts + [None, None])[:3]
            rows.append(row)
    return rows


def _cap_memory(limit_bytes):
    if limit_bytes:
        resource.setrlimit(resource.RLIMIT_AS, (limit_bytes, limit_bytes))


def rate_within(line: str, profile: str, budget: float | None) -> dict:
    """Rate ``line`` on ``profile`` until done or ``budget`` CPU seconds: ER/EP/ED (``None``
    unless finished), ``state`` (``finished``, ``needs guessing``, ``budget``, ``memory``), the
    path so far (``steps``, ``reached``, ``hardest``), CPU ``seconds`` and ``peak_mb``."""
    chosen = PROFILES[profile]
    puzzle = parse(line)
    unique_solution(puzzle)
    path = LogicPath()
    start = CPU()
    state = None
    try:
        work = solve_path_work(CandidateGrid.from_puzzle(puzzle), chosen.techniques,
                               first_producer=chosen.first_producer, path=path)
        try:
            while True:
                next(work)
                if budget and CPU() - start > budget:
                    work.close()
                    state = "budget"
                    break
        except StopIteration as done:
            path = done.value
    except MemoryError:
        state = "memory"
    seconds = CPU() - start
    fields = rate_path(path)
    if state is None:
        state = "finished" if fields["solved"] else "needs guessing"
    done = state == "finished"
    return {"er": fields["se"] if done else None, "ep": fields["ep"] if done else None,
            "ed": fields["ed"], "state": state, "steps": fields["steps"], "reached": fields["reached"],
            "hardest": fields["hardest"], "seconds": seconds,
            "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}


def _rating_text(er, ep, ed):
    return "/".join("-" if x is None else f"{x:.1f}" for x in (er, ep, ed))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--budget", type=float, default=300.0, help="CPU seconds per puzzle (default 300)")
    parser.add_argument("--memory", type=float, default=8.0, help="address-space cap per puzzle, GB (default 8)")
    parser.add_argument("--only", default="", help="1-based rows of hardest_ser.tsv to run (default all)")
    parser.add_argument("--profile", choices=("se", "teaching"), default="se")
    args = parser.parse_args(argv)
    rows = read_hardest()
    picked = [int(x) for x in args.only.split(",") if x] or range(1, len(rows) + 1)
    limit = int(args.memory * 1e9) if args.memory else 0
    print(f"Python {sys.version.split()[0]}; profile {args.profile}; budget {args.budget:g} s CPU and "
          f"{args.memory:g} GB per puzzle, one puzzle at a time, each in its own process\n")
    print("| # | puzzle | published SER | ours ER/EP/ED | state | steps | hardest so far | CPU | peak memory |")
    print("|---|---|---|---|---|---|---|---|---|")
    tally = {}
    exact = 0
    for k in picked:
        row = rows[k - 1]
        ctx = get_context("fork") if sys.platform != "win32" else None
        try:
            with ProcessPoolExecutor(max_workers=1, mp_context=ctx, initializer=_cap_memory,
                                     initargs=(limit,)) as pool:
                res = pool.submit(rate_within, row["puzzle"], args.profile, args.budget).result()
        except (BrokenProcessPool, MemoryError):
            res = {"er": None, "ep": None, "ed": None, "state": "crashed", "steps": 0, "reached": None,
                   "hardest": None, "seconds": float("nan"), "peak_mb": float("nan")}
        tally[res["state"]] = tally.get(res["state"], 0) + 1
        exact += res["er"] is not None and abs(res["er"] - row["er"]) < 0.05
        so_far = "-" if res["reached"] is None else f"{res['reached']:.1f} {res['hardest']}"
        print(f"| {k} | {row['name']} | {row['ser']} | {_rating_text(res['er'], res['ep'], res['ed'])} | "
              f"{res['state']} | {res['steps']} | {so_far} | {res['seconds']:.0f} s | {res['peak_mb']:.0f} MB |",
              flush=True)
    print(f"\n{len(picked)} puzzles: " + ", ".join(f"{v} {k}" for k, v in sorted(tally.items()))
          + f"; ER equal to the published SER: {exact}")


if __name__ == "__main__":
    main()
