"""Benchmark the logic engine: coverage, speed and agreement with Sudoku Explainer.

    python3 bench/bench_logic.py [--limit N] [--sets se,top1465,kaggle,ref] [--hints N]
                                 [--peers NAME,...] [--peer-budget S] [--peer-cap S]
                                 [--install-peers] [--profile teaching|se|both]
                                 [--sample N] [--budget S] [--jobs J]

For each set (the SE-rated Sudoku Exchange set, magictour top1465, a sample
of kaggle easy), on the same puzzles (the first ``--limit`` of each set,
spread evenly over kaggle), it rates every puzzle with
``sudoku_core.logic.rate`` on the teaching profile (the techniques hints name)
and prints, in CPU time (``time.process_time``): the share finished by logic
alone, median / p95 / worst time to rate, the steps that are forcing chains
(and how many puzzles needed one), and on the SE-rated set the Spearman rank
correlation of our ``se`` with the published rating and the share within 0.5
of it (over the puzzles logic finished; ``n`` says how many). Then "hint from
any position": ``hint_at`` on random positions of the SE set (the solution
with random cells blanked, and positions along the logical path with its
eliminations crossed out), median, p95 and worst.

Peers (PyPI, benchmark-only, never product dependencies; imported only when
installed, ``--install-peers`` runs pip for them): ``hodoku-py``,
``larsdoku``, ``dedoku``, ``dokusan``. Each runs on the same puzzles in the
same process, with a CPU budget per set (``--peer-budget``) and a cap per
puzzle (``--peer-cap``); puzzles past the budget count as not run, past the
cap as not finished. Their figures are printed on the same rows. Nothing is
asserted: this prints a table.

Agreement with Sudoku Explainer 1.2.1 (set ``ref``, last; issue 28 items 4 and 5): on
``se121_reference.tsv`` (the whole set, or ``--sample N`` per band with a fixed seed), for each
profile (``--profile``: ``rate(puzzle, profile=...)`` with ``teaching`` or ``se``; default both), per band of
SE's ER (1-2, 2-4, 4-6, 6-8, 8-9, 9-10, 10+) and overall: count, finished, needs guessing, stopped
by ``--budget`` (CPU seconds per puzzle: the path runs as a generator and stops), ER exact and
within 0.2 of SE's ER, Spearman (over the finished), EP and ED exact against skfr's, and CPU time
per puzzle (median, p95, max, total); then the issue's targets beside the figures (met / missed),
and the puzzles the issue names (two top1465 puzzles SE rates 9.5 and 9.8, Norvig's hardest)
rated whole. ``--jobs J`` rates on J worker processes. The pure part (bands, Spearman, the
summary, the tables) is :mod:`bench.agreement`.
"""

from __future__ import annotations

import argparse
import random
import signal
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.agreement import (  # noqa: E402
    band_table, percentile, sample_by_band, seconds_text, spearman, targets_table)
from sudoku_core import parse, solve  # noqa: E402
from sudoku_core.logic import CandidateGrid, hint_at, rate, solve_path_work  # noqa: E402
from sudoku_core.logic.rating import rate_path, unique_solution  # noqa: E402
from sudoku_core.logic.profiles import PROFILES  # noqa: E402

PUZZLES = ROOT.parent / "shared" / "puzzles"
CPU = time.process_time
SETS = {
    "se": ("sudokuexchange_diabolical_se_rated.txt", "SE-rated (Sudoku Exchange)"),
    "top1465": ("magictour_top1465.txt", "top1465"),
    "kaggle": ("kaggle_easy_5000.txt", "Kaggle easy (sample)"),
}
PEER_PACKAGES = {"hodoku": "hodoku-py", "larsdoku": "larsdoku", "dedoku": "dedoku", "dokusan": "dokusan"}


def is_forcing(technique: str) -> bool:
    """Steps that assume a digit and follow consequences (forcing chains, Nishio)."""
    return "forcing" in technique or "nishio" in technique or "contradiction" in technique


# ----- statistics: ranks, spearman, percentile live in agreement.py (tested) -----------------

# ----- timing with a cap ----------------------------------------------------------------------

class Timeout(Exception):
    pass


def _on_prof(signum, frame):
    raise Timeout()


def timed(fn, arg, cap=None, clock=CPU):
    """(result, seconds on ``clock``), or (None, None) past ``cap`` CPU seconds."""
    if cap and hasattr(signal, "setitimer"):
        signal.signal(signal.SIGPROF, _on_prof)
        signal.setitimer(signal.ITIMER_PROF, cap)
    try:
        start = clock()
        out = fn(arg)
        return out, clock() - start
    except Timeout:
        return None, None
    finally:
        if cap and hasattr(signal, "setitimer"):
            signal.setitimer(signal.ITIMER_PROF, 0)


# ----- solvers under test ---------------------------------------------------------------------

@dataclass
class Outcome:
    """One puzzle: finished by logic, the difficulty score, forcing steps."""

    solved: bool
    score: float | None
    forcing: int = 0


def ours(line: str) -> Outcome:
    r = rate(parse(line), profile="teaching")
    return Outcome(r.solved, r.se, sum(n for t, n in r.counts.items() if is_forcing(t)))



def load_peers(names):
    """name -> callable(line) -> Outcome, for the installed peers among ``names``."""
    from peers_logic import ADAPTERS  # bench/peers_logic.py

    out = {}
    for name in names:
        adapter = ADAPTERS.get(name)
        if adapter is None:
            print(f"(unknown peer {name})")
            continue
        try:
            out[name] = adapter()
        except Exception as error:  # not installed, or its API changed
            print(f"(peer {name} not available: {type(error).__name__}: {error})")
    return out


# ----- one set --------------------------------------------------------------------------------

@dataclass
class Figures:
    n: int = 0
    run: int = 0
    solved: int = 0
    times: list = field(default_factory=list)
    forcing_steps: int = 0
    forcing_puzzles: int = 0
    pairs: list = field(default_factory=list)  # (ours, published)
    timeouts: int = 0
    errors: int = 0


def read_set(key, limit):
    name, _ = SETS[key]
    path = PUZZLES / name
    if not path.is_file():
        return []
    with open(path) as f:
        lines = [line.split() for line in f if line.strip() and not line.startswith("#")]
    if key == "kaggle" and limit and len(lines) > limit:
        step = len(lines) // limit
        lines = lines[::step][:limit]
    else:
        lines = lines[:limit] if limit else lines
    return [(parts[0], float(parts[1]) if len(parts) > 1 else None) for parts in lines]


def budgeted(fn, args, budget=None, cap=None, clock=CPU):
    """Run ``fn`` on each of ``args`` until ``budget`` seconds are spent; yields ``(arg, result,
    seconds)``, with ``result`` None past ``cap`` (counted as ``cap`` against the budget) and
    ``seconds`` None when ``fn`` raised (a peer that gives up or breaks)."""
    spent = 0.0
    for arg in args:
        if budget is not None and spent >= budget:
            return
        try:
            out, elapsed = timed(fn, arg, cap, clock)
        except Exception:
            yield arg, None, None
            continue
        spent += (cap or 0) if out is None else elapsed
        yield arg, out, (cap if out is None else elapsed)


def measure(fn, puzzles, budget=None, cap=None) -> Figures:
    fig = Figures(n=len(puzzles))
    for (_, published), out, elapsed in budgeted(lambda pair: fn(pair[0]), puzzles, budget, cap):
        fig.run += 1
        if elapsed is None:
            fig.errors += 1
            continue
        if out is None:
            fig.timeouts += 1
            continue
        fig.times.append(elapsed)
        fig.solved += out.solved
        fig.forcing_steps += out.forcing or 0
        fig.forcing_puzzles += bool(out.forcing)
        if published is not None and out.solved and out.score is not None:
            fig.pairs.append((out.score, published))
    return fig


def ms(x):
    return "-" if x is None else (f"{x * 1000:.0f} ms" if x < 10 else f"{x:.1f} s")


def row(name, fig: Figures, rated: bool, se_scale: bool = True):
    cov = f"{100 * fig.solved / fig.run:.1f}%" if fig.run else "-"
    ran = f"{fig.run}/{fig.n}" + (f" ({fig.timeouts} capped)" if fig.timeouts else "") + \
          (f" ({fig.errors} errors)" if fig.errors else "")
    med = ms(statistics.median(fig.times)) if fig.times else "-"
    cells = [name, ran, cov, med, ms(percentile(fig.times, 0.95)), ms(max(fig.times) if fig.times else None),
             f"{fig.forcing_steps} in {fig.forcing_puzzles}"]
    if rated:
        rho = spearman([a for a, _ in fig.pairs], [b for _, b in fig.pairs])
        within = sum(abs(a - b) <= 0.5 + 1e-9 for a, b in fig.pairs)
        cells += ["-" if rho is None else f"{rho:.2f}",
                  f"{100 * within / len(fig.pairs):.0f}%" if fig.pairs and se_scale else "-", str(len(fig.pairs))]
    print("| " + " | ".join(cells) + " |")


def bench_hints(puzzles, count, seed=1, along_path=False):
    """hint_at on random positions of the given puzzles. Plain: the solution
    with a random number of random cells blanked (many such positions have a
    single left). ``along_path``: where a solver working with pencil marks
    would be, the givens plus the placements of the easiest-step path up to
    a random step, with that path's eliminations so far crossed out (the
    next step there is as hard as the puzzle gets at that point)."""
    rnd = random.Random(seed)
    times, kinds = [], {}
    for k in range(count):
        line, _ = puzzles[k % len(puzzles)]
        puzzle = parse(line)
        solution = solve(puzzle).solution.cells
        eliminated = []
        if along_path:
            steps = rate(puzzle, profile="teaching").path.steps
            cut = rnd.randrange(len(steps)) if steps else 0
            entries = {c: d for step in steps[:cut] for c, d in step.placements}
            eliminated = [pair for step in steps[:cut] for pair in step.eliminations]
        else:
            open_cells = [c for c, v in enumerate(puzzle.cells) if not v]
            filled = rnd.sample(open_cells, rnd.randrange(len(open_cells)))
            entries = {c: solution[c] for c in filled}
        start = CPU()
        hint = hint_at(puzzle, entries, eliminated)
        times.append(CPU() - start)
        kinds[hint.kind] = kinds.get(hint.kind, 0) + 1
    return times, kinds


# ----- agreement with SE 1.2.1 per band (issue 28 items 4 and 5) -----------------------------

REFERENCE = "se121_reference.tsv"
#: Puzzles issue 28 names (label, puzzle, SE 1.2.1's ER): each rated whole, with its time.
NAMED = (
    ("top1465, SE 9.5", "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........", 9.5),
    ("top1465, SE 9.8", "7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5", 9.8),
    ("Norvig's hardest, SER 10.6",
     "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..", 10.6),
)


def read_reference():
    """The reference rows as dicts (``puzzle``, ``set``, ``ref_er``, ``ref_ep``, ``ref_ed``), [] if absent."""
    path = PUZZLES / REFERENCE
    if not path.is_file():
        return []
    out = []
    with open(path) as f:
        head = f.readline().rstrip("\n").split("\t")
        for line in f:
            if not line.strip():
                continue
            row = dict(zip(head, line.rstrip("\n").split("\t")))
            out.append({"puzzle": row["puzzle"], "set": row["set"], "ref_er": float(row["se121_er"]),
                        "ref_ep": float(row["skfr_ep"]), "ref_ed": float(row["skfr_ed"])})
    return out


def rate_record(job):
    """``job`` = (profile, puzzle line, budget or None): our ER/EP/ED, finished, stopped, CPU
    seconds (run in a worker process with ``--jobs``). Without a budget it calls
    ``rate(puzzle, profile=...)``; with one it runs the same path as a generator
    (``solve_path_work``, which yields between units of work) and stops once the budget is spent."""
    profile, line, budget = job
    chosen = PROFILES[profile]
    puzzle = parse(line)
    start = CPU()
    if budget is None:
        r = rate(puzzle, profile=profile)
        return {"er": r.se, "ep": r.ep, "ed": r.ed, "solved": r.solved, "stopped": False, "seconds": CPU() - start}
    unique_solution(puzzle)
    work = solve_path_work(CandidateGrid.from_puzzle(puzzle), chosen.techniques, first_producer=chosen.first_producer)
    try:
        while True:
            next(work)
            if CPU() - start > budget:
                work.close()
                return {"er": None, "ep": None, "ed": None, "solved": False, "stopped": True,
                        "seconds": CPU() - start}
    except StopIteration as done:
        fields = rate_path(done.value)
    return {"er": fields["se"], "ep": fields["ep"], "ed": fields["ed"], "solved": fields["solved"],
            "stopped": False, "seconds": CPU() - start}


def rate_all(jobs, processes=1):
    """``rate_record`` over ``jobs``, in order; on ``processes`` worker processes when > 1."""
    if processes <= 1:
        return [rate_record(job) for job in jobs]
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=processes) as pool:
        return list(pool.map(rate_record, jobs, chunksize=1))


def bench_reference(profiles, per_band, budget, processes, seed=28):
    """Print, for each profile, the per-band agreement table and the issue's targets, then the
    puzzles issue 28 names."""
    rows = read_reference()
    if not rows:
        print(f"({REFERENCE} not found)")
        return
    chosen = sample_by_band(rows, per_band, random.Random(seed))
    what = f"{per_band} per band (seed {seed})" if per_band else "the whole set"
    for profile in profiles:
        print(f"### Agreement with Sudoku Explainer 1.2.1, profile {profile}: {len(chosen)} puzzles of "
              f"{REFERENCE}, {what}; {processes} process(es)"
              + (f", budget {budget:g} s CPU per puzzle" if budget else "") + "\n")
        start = time.perf_counter()
        results = rate_all([(profile, r["puzzle"], budget) for r in chosen], processes)
        records = [{**r, **res} for r, res in zip(chosen, results)]
        print("\n".join(band_table(records)))
        print(f"\nER against SE 1.2.1's ER; EP and ED against skfr's; Spearman over the finished puzzles; "
              f"a stall counts as a miss; times are CPU per puzzle ({time.perf_counter() - start:.0f} s wall).\n")
        print("Issue 28's targets" + (" (they are for the whole set; this is a sample, bands not weighted as in it)"
                                      if per_band else "") + ":\n")
        print("\n".join(targets_table(records)))
        print()
        print(f"Puzzles issue 28 names, profile {profile}:\n")
        print("| puzzle | SE 1.2.1 | ours | finished | time |\n|---|---|---|---|---|")
        named = rate_all([(profile, line, budget) for _, line, _ in NAMED], processes)
        for (label, _, ref), res in zip(NAMED, named):
            ours = "-" if res["er"] is None else f"{res['er']:.1f}"
            state = "yes" if res["solved"] else ("stopped (budget)" if res["stopped"] else "needs guessing")
            print(f"| {label} | {ref} | {ours} | {state} | {seconds_text(res['seconds'])} |")
        print()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--limit", type=int, default=200, help="puzzles per set (0: all; default 200)")
    parser.add_argument("--sets", default="se,top1465,kaggle,ref",
                        help="se, top1465, kaggle (coverage and speed, teaching profile), ref (agreement with "
                             "SE 1.2.1 per band on se121_reference.tsv)")
    parser.add_argument("--profile", choices=("teaching", "se", "both"), default="both",
                        help="profile(s) for the agreement tables: se or teaching (rate's profile=); default both")
    parser.add_argument("--sample", type=int, default=0,
                        help="reference puzzles per band, fixed seed (default 0: the whole set)")
    parser.add_argument("--budget", type=float, default=None,
                        help="CPU seconds per puzzle for the agreement tables (the path stops; counted as 'stopped')")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes for the agreement tables (default 1)")
    parser.add_argument("--hints", type=int, default=200, help="random positions for the hint timing (0: skip)")
    parser.add_argument("--peers", default=",".join(PEER_PACKAGES), help="peers to run when installed ('' for none)")
    parser.add_argument("--peer-budget", type=float, default=60.0, help="CPU seconds per peer per set (default 60)")
    parser.add_argument("--peer-cap", type=float, default=10.0, help="CPU seconds per peer per puzzle (default 10)")
    parser.add_argument("--install-peers", action="store_true", help="pip install the peers first (into this Python)")
    args = parser.parse_args(argv)
    if args.install_peers:
        subprocess.run([sys.executable, "-m", "pip", "install", *PEER_PACKAGES.values()], check=False)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    peers = load_peers([p for p in args.peers.split(",") if p]) if args.peers else {}
    print(f"Python {sys.version.split()[0]}, CPU time per puzzle; peers: {', '.join(peers) or 'none installed'}\n")
    se_puzzles = []
    for key in [s for s in args.sets.split(",") if s]:
        if key == "ref":
            continue  # after the sets, below
        puzzles = read_set(key, args.limit)
        if not puzzles:
            print(f"({SETS[key][0]} not found)")
            continue
        if key == "se":
            se_puzzles = puzzles
        rated = key == "se"
        print(f"### {SETS[key][1]}: {len(puzzles)} puzzles\n")
        head = ["solver", "run", "logic finished", "median", "p95", "worst", "forcing steps (in puzzles)"]
        if rated:
            head += ["Spearman vs SE", "within 0.5 of SE", "n"]
        print("| " + " | ".join(head) + " |")
        print("|" + "---|" * len(head))
        row("sudoku_core", measure(ours, puzzles), rated)
        for name, fn in peers.items():
            row(name, measure(fn, puzzles, args.peer_budget, args.peer_cap), rated, se_scale=False)
        print()
    if args.hints and se_puzzles:
        print(f"### Hint from any position: {args.hints} random positions of the SE-rated set\n")
        print("| positions | median | p95 | worst | hint kinds |\n|---|---|---|---|---|")
        for label, along in (("solution with random cells blanked", False),
                             ("along the logical path, with its eliminations", True)):
            times, kinds = bench_hints(se_puzzles, args.hints, along_path=along)
            print(f"| {label} | {ms(statistics.median(times))} | {ms(percentile(times, 0.95))} | {ms(max(times))} | "
                  + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())) + " |")
    if "ref" in args.sets.split(","):
        profiles = ("teaching", "se") if args.profile == "both" else (args.profile,)
        bench_reference(profiles, args.sample, args.budget, max(1, args.jobs))


if __name__ == "__main__":
    main()
