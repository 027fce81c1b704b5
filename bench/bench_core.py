"""Core benchmark: sudoku_core against the public puzzle sets, with peers side by side.

Usage::

    python3 bench/bench_core.py [--puzzles DIR] [--sets NAME,...] [--quick]
                                [--peer-budget SECONDS] [--peer-cap SECONDS]
                                [--peers ours,classic,dlxsudoku,py-sudoku] [--json FILE]

For each set and each solver it runs two modes: "solve" (stop at the first
solution) and "prove" (look for a second one, so the verdict is "unique",
"several" or "none"). Every puzzle is timed on its own in CPU time
(``time.thread_time``, see CPU_CLOCK), including reading the line, and every answer is
checked here, independently of the solver: verdict, and each returned
solution complete, rows/columns/boxes permutations, givens kept.

Our solver runs on every puzzle of every set (the goals are about whole sets).
Peers are slow, so each gets a CPU budget per set and a cap per puzzle; their
figures cover the puzzles they finished, and our figures on exactly those
puzzles are printed under them so the ratio is fair. Linux only (the cap
uses a SIGPROF timer).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import signal
import statistics
import sys
import time
from dataclasses import dataclass, field

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if REPO not in sys.path:
    sys.path.insert(0, REPO)  # run from a checkout without installing

from sudoku_core import SolveTask, parse  # noqa: E402

try:  # both "python3 bench/bench_core.py" and "python3 -m bench.bench_core"
    from bench.peers import PEER_NAMES, load_peers
except ImportError:  # pragma: no cover
    from peers import PEER_NAMES, load_peers

DEFAULT_PUZZLES = os.path.join(os.path.dirname(REPO), "shared", "puzzles")
QUICK_LIMIT = 2000
MODES = ("solve", "prove")
EXPECTED_COUNT = {"unique": 1, "multiple": 2, "no_solution": 0}

#: The CPU clock every puzzle is timed with. The goals say ``time.process_time``,
#: but on Linux, while a process CPU timer is armed (the peers' SIGPROF cap) and
#: for a few ms after, CLOCK_PROCESS_CPUTIME_ID advances in 4 ms ticks (measured
#: on the team box: a 0.5 ms loop read as 0 or 4 ms). This benchmark is single-
#: threaded, so the thread's CPU clock counts the same CPU time, at ns resolution,
#: timer or not. The run's totals of both clocks are printed at the end to show it.
CPU_CLOCK = time.thread_time


@dataclass(frozen=True)
class SetSpec:
    """One puzzle file, the verdict every puzzle in it must get, and who runs it.

    ``ours_budget`` limits our own solver only on sets that have no goal and
    would otherwise take many minutes (CPU seconds per mode, per-puzzle cap).
    ``default`` False: run only when named in ``--sets``.
    """

    name: str
    expected: str
    peers: bool = True
    ours_budget: tuple | None = None
    default: bool = True


SETS = (
    SetSpec("sudoku17_royle_49158", "unique"),
    SetSpec("magictour_top1465", "unique"),
    SetSpec("norvig_top95", "unique"),
    SetSpec("norvig_hardest11", "unique"),
    SetSpec("norvig_easy50", "unique"),
    SetSpec("kaggle_easy_5000", "unique"),
    SetSpec("edge_unique", "unique"),
    SetSpec("serg_multi_solution_2000", "multiple"),
    SetSpec("derived_multi_solution_from_top1465_500", "multiple"),
    SetSpec("edge_multi_solution", "multiple"),
    SetSpec("derived_no_solution_from_top1465_500", "no_solution"),
    SetSpec("edge_no_solution", "no_solution"),
    SetSpec("sudoku16x16_hexadoku_online_3", "unique", peers=False),
    # Many of these take 5-40 s each in our solver (measured once: 18 puzzles, 220 s),
    # so the whole file would take many minutes: it runs only when asked for by name
    # (--sets), and then ours gets a budget here too.
    SetSpec("sudoku16x16_enjoysudoku_verified", "unique", peers=False, ours_budget=(15.0, 5.0), default=False),
    # sudoku16x16_enjoysudoku_unverified_hard is left out on purpose: it runs for minutes per puzzle.
)


# --------------------------------------------------------------------------
# Checking answers, independently of any solver

SYMBOLS = "123456789ABCDEFG"


def givens_of(line: str) -> tuple:
    """Cell values of a one-line puzzle (0 = empty), read without sudoku_core."""
    return tuple(0 if ch == "." else SYMBOLS.index(ch) + 1 for ch in line)


_UNITS = {}


def units_of(n: int) -> list:
    """The rows, columns and boxes of an n x n grid, as lists of cell indices."""
    if n not in _UNITS:
        b = int(n ** 0.5)
        rows = [[r * n + c for c in range(n)] for r in range(n)]
        cols = [[r * n + c for r in range(n)] for c in range(n)]
        boxes = [[(br + i) * n + bc + j for i in range(b) for j in range(b)]
                 for br in range(0, n, b) for bc in range(0, n, b)]
        _UNITS[n] = rows + cols + boxes
    return _UNITS[n]


def is_valid_solution(givens: tuple, cells: tuple) -> bool:
    """Complete, every unit a permutation of 1..n, and every given kept."""
    n = int(len(givens) ** 0.5)
    if len(cells) != len(givens):
        return False
    if any(g and g != c for g, c in zip(givens, cells)):
        return False
    digits = set(range(1, n + 1))
    return all({cells[i] for i in unit} == digits for unit in units_of(n))


def is_right(line: str, mode: str, expected: str, count: int, solutions: list) -> bool:
    """Did the solver answer this puzzle correctly?

    "solve" must find a (valid) solution unless there is none; "prove" must
    give the exact verdict. Every solution returned must be valid, and two
    returned solutions must differ.
    """
    givens = givens_of(line)
    if not all(is_valid_solution(givens, s) for s in solutions):
        return False
    if len(solutions) == 2 and solutions[0] == solutions[1]:
        return False
    if mode == "solve":
        return count == (0 if expected == "no_solution" else 1)
    return count == EXPECTED_COUNT[expected]


# --------------------------------------------------------------------------
# Solvers as "line -> (count, solutions, nodes)"

_COUNT_OF_STATUS = {"no_solution": 0, "solved": 1, "multiple": 2}


def ours(limit: int):
    """Our solver through its public API: parse, SolveTask, run to the end."""
    def run(line):
        task = SolveTask(parse(line), max_solutions=limit)
        for _ in task.run(every=0):
            pass
        r = task.result
        found = [s.cells for s in (r.solution, r.witness) if s is not None]
        return _COUNT_OF_STATUS[r.status], found, r.stats.nodes
    return run


def peer_solver(peer, mode: str):
    """A peer's adapter for the mode, in the same shape as :func:`ours` (None if n/a)."""
    if mode == "solve":
        def run(line):
            solution, nodes = peer.solve_first(line)
            return (0, [], nodes) if solution is None else (1, [tuple(map(int, solution))], nodes)
        return run
    if peer.count_upto2 is None:
        return None

    def run(line):
        count, nodes = peer.count_upto2(line)
        return count, [], nodes  # the solutions were already checked in "solve" mode
    return run


# --------------------------------------------------------------------------
# Timing


class Timeout(BaseException):
    """Raised by the SIGPROF timer. A BaseException, so that a peer's own
    ``except Exception`` (dlxsudoku has one) cannot swallow it."""


_armed = False


def _on_sigprof(signum, frame):
    if _armed:
        raise Timeout()


def timed_call(run, line: str, cap: float | None):
    """Run one puzzle; return (outcome, CPU seconds), or (None, None) past ``cap``.

    The cap is a SIGPROF timer, which counts process CPU time. The timer is disarmed in ``finally``; a signal that
    lands after that is ignored (``_armed`` is False).
    """
    global _armed
    try:
        try:
            if cap:
                _armed = True
                signal.setitimer(signal.ITIMER_PROF, cap)
            start = CPU_CLOCK()
            outcome = run(line)
            elapsed = CPU_CLOCK() - start
        finally:
            _armed = False
            if cap:
                signal.setitimer(signal.ITIMER_PROF, 0)
    except Timeout:
        return None, None
    return outcome, elapsed


@dataclass
class Run:
    """What one solver did in one mode on one set. ``done`` are puzzle indices,
    with their CPU ``times`` and ``nodes`` (None when the solver cannot tell)."""

    size: int
    done: list = field(default_factory=list)
    times: list = field(default_factory=list)
    nodes: list = field(default_factory=list)
    errors: int = 0
    crashes: int = 0
    timeouts: int = 0
    not_run: int = 0
    spent: float = 0.0
    wrong: list = field(default_factory=list)  # first few wrong puzzles, for the report


def measure(run, lines: list, mode: str, expected: str, budget=None, cap=None) -> Run:
    """Time ``run`` on each line (in order) and check every answer.

    With a ``budget`` (CPU seconds), stop starting new puzzles once it is
    spent; a puzzle is stopped after ``cap`` seconds (or what is left of the
    budget). Checking is not timed.
    """
    result = Run(len(lines))
    for index, line in enumerate(lines):
        if budget is not None and result.spent >= budget:
            result.not_run = len(lines) - index
            break
        this_cap = None if cap is None else max(0.001, min(cap, budget - result.spent))
        try:
            outcome, elapsed = timed_call(run, line, this_cap)
        except Exception as exc:  # a peer crashing is an error, not the end of the benchmark
            result.crashes += 1
            result.errors += 1
            if len(result.wrong) < 3:
                result.wrong.append(f"#{index + 1}: crashed: {type(exc).__name__}: {exc}")
            continue
        if outcome is None:
            result.timeouts += 1
            result.spent += this_cap
            continue
        result.spent += elapsed
        count, solutions, nodes = outcome
        result.done.append(index)
        result.times.append(elapsed)
        result.nodes.append(nodes)
        if not is_right(line, mode, expected, count, solutions):
            result.errors += 1
            if len(result.wrong) < 3:
                result.wrong.append(f"#{index + 1}: count {count}, expected {expected}: {line}")
    return result


def figures(times: list, nodes: list | None = None) -> dict:
    """The reported figures of a list of per-puzzle CPU times (and nodes)."""
    total = sum(times)
    out = {
        "puzzles": len(times),
        "cpu_s": total,
        "per_s": len(times) / total if total > 0 else None,
        "median_ms": statistics.median(times) * 1000 if times else None,
        "max_ms": max(times) * 1000 if times else None,
        "nodes_per_puzzle": None,
    }
    if nodes and all(n is not None for n in nodes):
        out["nodes_per_puzzle"] = sum(nodes) / len(nodes)
    return out


# --------------------------------------------------------------------------
# Printing

HEADER = (f"{'solver':<10} {'mode':<6} {'done':>6} {'t/o':>4} {'skip':>6} {'CPU s':>8} {'puz/s':>9} "
          f"{'med ms':>8} {'max ms':>8} {'nodes/puz':>10} {'errors':>6}")


def _num(value, fmt: str) -> str:
    return "-" if value is None else format(value, fmt)


def row(solver: str, mode: str, run: Run) -> str:
    """One table line: a solver's figures in one mode."""
    f = figures(run.times, run.nodes)
    return (f"{solver:<10} {mode:<6} {f['puzzles']:>6} {run.timeouts:>4} {run.not_run:>6} "
            f"{f['cpu_s']:>8.3f} {_num(f['per_s'], '9.1f'):>9} {_num(f['median_ms'], '8.3f'):>8} "
            f"{_num(f['max_ms'], '8.2f'):>8} {_num(f['nodes_per_puzzle'], '10.1f'):>10} {run.errors:>6}")


def same_subset(peer_run: Run, our_run: Run | None) -> dict | None:
    """Our figures on exactly the puzzles the peer finished, and the time ratio."""
    if our_run is None or not peer_run.done:
        return None
    ours_by_index = dict(zip(our_run.done, our_run.times))
    common = [i for i in peer_run.done if i in ours_by_index]
    peer_times = [t for i, t in zip(peer_run.done, peer_run.times) if i in ours_by_index]
    our_times = [ours_by_index[i] for i in common]
    f = figures(our_times)
    f["peer_cpu_s"] = sum(peer_times)
    f["ratio"] = sum(peer_times) / f["cpu_s"] if f["cpu_s"] > 0 else None
    return f


def subset_line(peer: str, f: dict) -> str:
    """The line under a peer's row: ours on the same puzzles, and how many times slower the peer is."""
    return (f"{'':<10} `- ours on the same {f['puzzles']}: CPU {f['cpu_s']:.3f} s, {_num(f['per_s'], '.1f')}/s, "
            f"median {_num(f['median_ms'], '.3f')} ms, max {_num(f['max_ms'], '.2f')} ms"
            f"  ->  {peer} / ours = {_num(f['ratio'], '.1f')}x")


# --------------------------------------------------------------------------
# Goals


@dataclass(frozen=True)
class Goal:
    """A target from the issue: ``metric`` of ``mode`` on ``set_name`` compared with ``limit``.

    ``whole_set`` goals (totals, rates) say nothing on a partial set (--quick).
    """

    text: str
    set_name: str
    mode: str
    metric: str
    op: str  # "<=" or ">="
    limit: float
    unit: str
    whole_set: bool = False


GOALS = (
    Goal("17-clue: all solved and proven unique, total CPU", "sudoku17_royle_49158", "prove", "cpu_s", "<=", 20, "s", True),
    Goal("17-clue: median per puzzle (prove)", "sudoku17_royle_49158", "prove", "median_ms", "<=", 0.35, "ms"),
    Goal("17-clue: worst puzzle (prove)", "sudoku17_royle_49158", "prove", "max_ms", "<=", 100, "ms"),
    Goal("top1465: all proven unique, total CPU", "magictour_top1465", "prove", "cpu_s", "<=", 2.5, "s", True),
    Goal("top1465: worst puzzle (prove)", "magictour_top1465", "prove", "max_ms", "<=", 25, "ms"),
    Goal("top95: every puzzle (prove)", "norvig_top95", "prove", "max_ms", "<=", 10, "ms"),
    Goal("hardest11: every puzzle (prove)", "norvig_hardest11", "prove", "max_ms", "<=", 10, "ms"),
    Goal("kaggle easy: proven unique per second", "kaggle_easy_5000", "prove", "per_s", ">=", 6000, "/s", True),
    Goal("norvig easy50: proven unique per second", "norvig_easy50", "prove", "per_s", ">=", 6000, "/s", True),
) + tuple(
    goal
    for name, label in (("serg_multi_solution_2000", "serg multi"), ("derived_multi_solution_from_top1465_500",
                        "derived multi"), ("edge_multi_solution", "edge multi"), ("derived_no_solution_from_top1465_500",
                        "derived no-solution"), ("edge_no_solution", "edge no-solution"))
    for goal in (
        Goal(f"{label}: wrong verdicts (prove)", name, "prove", "errors", "<=", 0, ""),
        Goal(f"{label}: worst puzzle (prove)", name, "prove", "max_ms", "<=", 25, "ms"),
    )
)

DLX_GOAL_RATIO = 15


def judge(value, op: str, limit: float):
    """True/False if the goal is met, None if there is no figure."""
    if value is None:
        return None
    return value <= limit if op == "<=" else value >= limit


def goal_report(results: dict, partial: set) -> list:
    """Every goal with its measured value, for printing and for the JSON."""
    report = []
    for goal in GOALS:
        run = results.get(goal.set_name, {}).get("ours", {}).get(goal.mode)
        value, note = None, ""
        if run is None:
            note = "not measured"
        elif goal.metric == "errors":
            value = run.errors
        else:
            value = figures(run.times)[goal.metric]
        met = judge(value, goal.op, goal.limit)
        if run is not None and goal.set_name in partial:
            note = "partial set (--quick)"
            if goal.whole_set:
                met = None
        report.append({"goal": goal.text, "value": value, "op": goal.op, "limit": goal.limit,
                       "unit": goal.unit, "met": met, "note": note})
    # Every set: ours never gives a wrong verdict or an invalid solution.
    our_runs = [(s, m, r) for s, by in results.items() for m, r in by.get("ours", {}).items()]
    wrong = sum(r.errors for _, _, r in our_runs)
    report.append({"goal": "ours: wrong verdicts or invalid solutions, all sets and modes", "value": wrong,
                   "op": "<=", "limit": 0, "unit": "", "met": judge(wrong, "<=", 0) if our_runs else None,
                   "note": "" if our_runs else "not measured"})
    # dlxsudoku at least 15x slower on top95, on the puzzles it finished, both modes.
    for mode in MODES:
        top95 = results.get("norvig_top95", {})
        ratio = None
        if "dlxsudoku" in top95 and "ours" in top95 and top95["dlxsudoku"].get(mode):
            subset = same_subset(top95["dlxsudoku"][mode], top95["ours"][mode])
            ratio = subset and subset["ratio"]
        report.append({"goal": f"top95 ({mode}): dlxsudoku CPU / ours CPU, same puzzles", "value": ratio,
                       "op": ">=", "limit": DLX_GOAL_RATIO, "unit": "x", "met": judge(ratio, ">=", DLX_GOAL_RATIO),
                       "note": "" if ratio is not None else "not measured"})
    return report


def print_goals(report: list) -> None:
    """The summary: each goal, the measured figure, met or not."""
    print("\nGOALS (CPU time per puzzle; our solver unless stated)")
    for g in report:
        mark = {True: "met", False: "NOT MET", None: "n/a"}[g["met"]]
        value = g["value"]
        if value is None:
            value = "-"
        elif isinstance(value, float):
            value = format(value, ".0f" if value >= 100 else ".2f" if value >= 1 else ".3f")
        note = f"  ({g['note']})" if g["note"] else ""
        print(f"  [{mark:>7}]  {g['goal']:<56} {value:>8} {g['unit']:<3} goal {g['op']} {g['limit']:g} {g['unit']}{note}")


# --------------------------------------------------------------------------
# Main


def read_set(directory: str, spec: SetSpec, quick: bool) -> tuple:
    """The puzzle lines of a set (the first 2000 with --quick), and the full count."""
    with open(os.path.join(directory, spec.name + ".txt")) as f:
        lines = [line.strip() for line in f if line.strip()]
    return (lines[:QUICK_LIMIT] if quick else lines), len(lines)


def warm_up(line: str) -> float:
    """Solve one puzzle untimed, so the one-time table build for its grid size is
    not charged to whichever puzzle comes first; returns that first call's CPU ms."""
    start = CPU_CLOCK()
    ours(2)(line)
    return (CPU_CLOCK() - start) * 1000


def bench_set(spec: SetSpec, lines: list, peers: list, run_ours: bool, args, warmed: dict) -> dict:
    """Run every solver in both modes on one set, print its table, return the runs."""
    n = len(lines)
    print(f"\n== {spec.name}: {n} puzzles, expected: {spec.expected} ==")
    size = len(lines[0])
    runs = {}
    if run_ours:
        if size not in warmed:
            warmed[size] = warm_up(lines[0])
            print(f"(first call for this grid size, untimed warm-up: {warmed[size]:.1f} ms)")
        budget, cap = spec.ours_budget or (None, None)
        runs["ours"] = {mode: measure(ours(1 if mode == "solve" else 2), lines, mode, spec.expected, budget, cap)
                        for mode in MODES}
        if budget:
            print(f"(ours limited here: {budget:g} s CPU per mode, {cap:g} s per puzzle; no goal on this set)")
    if spec.peers:
        for peer in peers:
            runs[peer.name] = {}
            spent = 0.0
            for mode in MODES:
                run = peer_solver(peer, mode)
                if run is None:
                    runs[peer.name][mode] = None
                    continue
                # Half the budget for "solve"; "prove" gets whatever is left.
                budget = args.peer_budget / 2 if mode == "solve" else args.peer_budget - spent
                result = measure(run, lines, mode, spec.expected, max(budget, 0.0), args.peer_cap)
                spent += result.spent
                runs[peer.name][mode] = result
    print(HEADER)
    for solver, by_mode in runs.items():
        for mode in MODES:
            run = by_mode.get(mode)
            if run is None:
                print(f"{solver:<10} {mode:<6} {'n/a (this solver cannot tell one solution from several)'}")
                continue
            print(row(solver, mode, run))
            for wrong in run.wrong:
                print(f"{'':<10} !! wrong: {wrong}")
            if solver != "ours":
                subset = same_subset(run, runs.get("ours", {}).get(mode))
                if subset:
                    print(subset_line(solver, subset))
    return runs


def to_json(results: dict, report: list, meta: dict) -> dict:
    """Figures only (no per-puzzle lists), for --json."""
    sets = {}
    for name, by_solver in results.items():
        sets[name] = {}
        for solver, by_mode in by_solver.items():
            sets[name][solver] = {}
            for mode, run in by_mode.items():
                if run is None:
                    sets[name][solver][mode] = None
                    continue
                f = figures(run.times, run.nodes)
                f.update(errors=run.errors, crashes=run.crashes, timeouts=run.timeouts, not_run=run.not_run,
                         set_size=run.size)
                if solver != "ours":
                    f["ours_same_puzzles"] = same_subset(run, by_solver.get("ours", {}).get(mode))
                sets[name][solver][mode] = f
    return {"meta": meta, "sets": sets, "goals": report}


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--puzzles", default=DEFAULT_PUZZLES, help="folder with the puzzle files (default: %(default)s)")
    parser.add_argument("--sets", help="comma-separated set names (default: all but the slow 16x16 forum set); "
                        + ", ".join(s.name for s in SETS))
    parser.add_argument("--quick", action="store_true", help=f"only the first {QUICK_LIMIT} puzzles of the big sets")
    parser.add_argument("--peer-budget", type=float, default=10.0,
                        help="CPU seconds per peer per set, both modes together (default: %(default)s)")
    parser.add_argument("--peer-cap", type=float, default=1.0,
                        help="CPU seconds a peer may spend on one puzzle (default: %(default)s)")
    parser.add_argument("--peers", default="ours," + ",".join(PEER_NAMES),
                        help="solvers to run (default: %(default)s)")
    parser.add_argument("--json", help="also write the figures to this file")
    return parser.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    if not os.path.isdir(args.puzzles):
        print(f"Puzzle folder not found: {args.puzzles}\n"
              "Pass --puzzles DIR (the shared public sets, one puzzle per line).", file=sys.stderr)
        return 2
    specs = tuple(s for s in SETS if s.default)
    if args.sets:
        wanted = [s.strip() for s in args.sets.split(",") if s.strip()]
        known = {s.name: s for s in SETS}
        unknown = [w for w in wanted if w not in known]
        if unknown:
            print(f"Unknown set(s): {', '.join(unknown)}. Known: {', '.join(known)}", file=sys.stderr)
            return 2
        specs = tuple(known[w] for w in wanted)
    solvers = [s.strip() for s in args.peers.split(",") if s.strip()]
    bad = [s for s in solvers if s != "ours" and s not in PEER_NAMES]
    if bad:
        print(f"Unknown solver(s): {', '.join(bad)}. Known: ours, {', '.join(PEER_NAMES)}", file=sys.stderr)
        return 2
    missing = [s.name for s in specs if not os.path.isfile(os.path.join(args.puzzles, s.name + ".txt"))]
    if missing:
        print(f"Missing in {args.puzzles}: {', '.join(m + '.txt' for m in missing)}", file=sys.stderr)
        return 2

    signal.signal(signal.SIGPROF, _on_sigprof)
    peers, skipped = load_peers([s for s in solvers if s != "ours"])
    meta = {"python": sys.version.split()[0], "implementation": platform.python_implementation(),
            "machine": platform.machine(), "cpus": os.cpu_count(), "date": time.strftime("%Y-%m-%d %H:%M:%S"),
            "quick": args.quick, "peer_budget_s": args.peer_budget, "peer_cap_s": args.peer_cap,
            "solvers": ["ours"] * ("ours" in solvers) + [p.name for p in peers]}
    print(f"sudoku_core core benchmark  {meta['date']}  {meta['implementation']} {meta['python']} "
          f"on {meta['machine']}, {meta['cpus']} CPUs")
    print("Times are CPU time per puzzle, including parsing the line; every answer is checked. Clock: time.thread_time")
    print("  (= process CPU time in this single-threaded run; process_time reads in 4 ms ticks while the peers' cap timer is armed).")
    print(f"Peers: {args.peer_budget:g} s CPU per set (half for 'solve', the rest for 'prove'), "
          f"at most {args.peer_cap:g} s per puzzle; t/o = stopped at that cap, skip = not started (budget spent).")
    for peer in peers:
        print(f"  {peer.name}: {peer.about}")
    for note in skipped:
        print(f"  {note}")
    if not args.sets:
        print("Not in the default run (add with --sets): sudoku16x16_enjoysudoku_verified, many puzzles take 5-40 s "
              "each in our solver.")
    if args.quick:
        print(f"--quick: only the first {QUICK_LIMIT} puzzles of each set; whole-set goals are not judged.")

    results, partial, warmed = {}, set(), {}
    started = time.perf_counter()
    for spec in specs:
        lines, total = read_set(args.puzzles, spec, args.quick)
        if len(lines) < total:
            partial.add(spec.name)
        results[spec.name] = bench_set(spec, lines, peers, "ours" in solvers, args, warmed)

    report = goal_report(results, partial)
    print_goals(report)
    print(f"\nWall time {time.perf_counter() - started:.0f} s; CPU time of the whole run: "
          f"time.process_time {time.process_time():.1f} s, time.thread_time {time.thread_time():.1f} s.")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(to_json(results, report, meta), f, indent=1)
        print(f"Figures written to {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
