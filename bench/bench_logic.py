"""Benchmark the logic engine: coverage, speed and agreement with Sudoku Explainer.

    python3 bench/bench_logic.py [--limit N] [--sets se,top1465,kaggle] [--hints N]
                                 [--peers NAME,...] [--peer-budget S] [--peer-cap S]
                                 [--install-peers]

For each set (the SE-rated Sudoku Exchange set, magictour top1465, a sample
of kaggle easy), on the same puzzles (the first ``--limit`` of each set,
spread evenly over kaggle), it rates every puzzle with
``sudoku_core.logic.rate`` and prints, in CPU time (``time.process_time``):
the share finished by logic alone, median / p95 / worst time to rate, the
steps that are forcing chains (and how many puzzles needed one), and on the
SE-rated set the Spearman rank correlation of our ``se`` with the published
rating and the share within 0.5 of it (over the puzzles logic finished;
``n`` says how many). Then "hint from any position": ``hint_at`` on random
positions of the SE set (the solution with random cells blanked, and
positions along the logical path with its eliminations crossed out), median,
p95 and worst.

Peers (PyPI, benchmark-only, never product dependencies; imported only when
installed, ``--install-peers`` runs pip for them): ``hodoku-py``,
``larsdoku``, ``dedoku``, ``dokusan``. Each runs on the same puzzles in the
same process, with a CPU budget per set (``--peer-budget``) and a cap per
puzzle (``--peer-cap``); puzzles past the budget count as not run, past the
cap as not finished. Their figures are printed on the same rows. Nothing is
asserted: this prints a table.
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

from sudoku_core import parse, solve  # noqa: E402
from sudoku_core.logic import hint_at, rate  # noqa: E402

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


# ----- statistics -----------------------------------------------------------------------------

def ranks(values):
    """Ranks (1-based), ties sharing their average rank."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    out = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return out


def spearman(xs, ys):
    """Spearman's rank correlation: Pearson's r of the ranks (ties averaged)."""
    if len(xs) < 3:
        return None
    rx, ry = ranks(xs), ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    return sxy / (sxx * syy) ** 0.5 if sxx and syy else None


def percentile(values, q):
    if not values:
        return None
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


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
    r = rate(parse(line))
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
            steps = rate(puzzle).path.steps
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


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--limit", type=int, default=200, help="puzzles per set (0: all; default 200)")
    parser.add_argument("--sets", default="se,top1465,kaggle")
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


if __name__ == "__main__":
    main()
