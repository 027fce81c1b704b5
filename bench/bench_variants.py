"""Benchmark the variant solver (issue 32) beside a CP-SAT model, per kind, in one run.

    python3 bench/bench_variants.py [--cap S] [--kinds NAME,...] [--no-peer] [--install-peers]

Puzzles: every supported puzzle of ``../shared/puzzles/variants/iss_puzzles.jsonl`` (Interactive
Sudoku Solver's examples, read by ``tests/core/variant_puzzles.py``; skipped when absent), each
put in one family by its main kind: 16x16, killer, thermo, little-killer, arrow, sandwich, kropki / xv, jigsaw,
even-odd / non-consecutive,
anti-knight, anti-king, windoku, diagonal, disjoint, other (classic rules on other grids).

For each puzzle it settles the verdict (one solution, none, or two different ones) with
``solve_variant`` under a CPU cap (``--cap``, default 10 s; a capped puzzle counts as not settled
and its time as the cap), and with OR-Tools CP-SAT (under the same time limit, since session 45:
a capped search says "capped" and counts the cap) on the plain model (an integer per cell,
AllDifferent per house and cage, a linear sum per cage, != for knight and king moves, forbidden
pairs for non-consecutive neighbours, parity as domains; one worker; the solve stops at the
second solution). Times are CPU seconds of the solve calls (ours: this thread's; CP-SAT's: the
process's, as its native threads count; the CP-SAT model is built outside the timing, our
solver's set-up of its tables is inside it). It prints per family: puzzles, settled, median /
p95 / worst of each, and verdicts that disagree (there must be none).

CP-SAT is a benchmark-only peer (``pip install ortools==9.15.6755``, or ``--install-peers``),
never a dependency of the product; without it the peer columns say n/a.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests" / "core"))

from agreement import percentile  # noqa: E402
from bench_logic import timed  # noqa: E402
from variant_puzzles import PATH, load  # noqa: E402

from sudoku_core.variants import solve_variant  # noqa: E402
from sudoku_core.variants import shapes  # noqa: E402
from sudoku_core.variants.house_rules import forget_house_tables  # noqa: E402
from sudoku_core.variants.propagation import forget_tables  # noqa: E402

#: The benchmark-only peer, pinned.
PEER_PIN = "ortools==9.15.6755"

#: Families in the order printed; a puzzle goes to the first that fits.
FAMILIES = ("16x16", "killer", "thermo", "little-killer", "arrow", "sandwich", "kropki / xv", "jigsaw",
            "even-odd / non-consecutive", "anti-knight", "anti-king",
            "windoku", "diagonal", "disjoint", "other")


def family(variant) -> str:
    kinds = set(variant.kinds())
    if variant.size == 16:
        return "16x16"
    for name in FAMILIES[1:-1]:
        if kinds & set(name.split(" / ")):
            return name
    if "extra-house" in kinds:
        return "jigsaw"  # ISS's jigsaws that keep their boxes: regions as extra houses
    return "other"


def cpsat_verdict(variant, cap: float = 0.0):
    """('solved' | 'no_solution' | 'multiple', CPU seconds of the solve) by CP-SAT; ``cap`` > 0:
    its time limit in seconds, a search it stops with fewer than two solutions being ('capped', cap)."""
    from ortools.sat.python import cp_model

    n = variant.size
    model = cp_model.CpModel()
    x = [model.NewIntVar(1, n, f"x{i}") for i in range(n * n)]
    for i, g in enumerate(variant.givens):
        if g:
            model.Add(x[i] == g)
    for house in variant.houses():
        model.AddAllDifferent([x[c] for c in house])
    for cage in variant.cages:
        if len(cage.cells) > 1:
            model.AddAllDifferent([x[c] for c in cage.cells])
        if cage.total is not None:
            model.Add(sum(x[c] for c in cage.cells) == cage.total)
    for rule, steps in (("anti-knight", shapes.KNIGHT_STEPS), ("anti-king", shapes.KING_STEPS)):
        if rule in variant.differ:
            for a, near in enumerate(shapes.reach(n, steps)):
                for b in near:
                    if a < b:
                        model.Add(x[a] != x[b])
    for cell, kind in variant.parity:
        model.AddAllowedAssignments([x[cell]], [(d,) for d in range(1, n + 1) if d % 2 == (kind == "odd")])
    for cells in variant.thermos:
        for a, b in zip(cells, cells[1:]):
            model.Add(x[a] < x[b])
    for total, cells in variant.little_killers:
        model.Add(sum(x[c] for c in cells) == total)
    for bulb, shaft in variant.arrows:   # the bulb's digits read as one number
        model.Add(sum(x[c] for c in shaft) == sum(10 ** (len(bulb) - 1 - i) * x[c] for i, c in enumerate(bulb)))
    for total, line in variant.sandwiches:   # where the crusts stand, and the digits strictly between them
        crusts = [model.NewIntVar(0, n - 1, "") for _ in range(2)]
        for crust, digit in zip(crusts, (1, n)):
            model.AddElement(crust, [x[c] for c in line], digit)
        low, high = model.NewIntVar(0, n - 1, ""), model.NewIntVar(0, n - 1, "")
        model.AddMinEquality(low, crusts)
        model.AddMaxEquality(high, crusts)
        parts = []
        for k, c in enumerate(line):
            after, before, inside = model.NewBoolVar(""), model.NewBoolVar(""), model.NewBoolVar("")
            model.Add(low < k).OnlyEnforceIf(after)
            model.Add(low >= k).OnlyEnforceIf(after.Not())
            model.Add(high > k).OnlyEnforceIf(before)
            model.Add(high <= k).OnlyEnforceIf(before.Not())
            model.AddBoolAnd([after, before]).OnlyEnforceIf(inside)
            model.AddBoolOr([after.Not(), before.Not()]).OnlyEnforceIf(inside.Not())
            part = model.NewIntVar(0, n, "")
            model.Add(part == x[c]).OnlyEnforceIf(inside)
            model.Add(part == 0).OnlyEnforceIf(inside.Not())
            parts.append(part)
        model.Add(sum(parts) == total)
    rules = {"white": lambda a, b: abs(a - b) == 1, "black": lambda a, b: a == 2 * b or b == 2 * a,
             "x": lambda a, b: a + b == 10, "v": lambda a, b: a + b == 5}
    marked = {}
    for kind, a, b in variant.dots:
        marked.setdefault((a, b), set()).add(kind)
    for a, near in enumerate(shapes.reach(n, ((0, 1), (1, 0))) if variant.dots or variant.strict else ()):
        for b in near:
            if a > b:
                continue
            kinds = marked.get((a, b), set())
            tests = [rules[k] for k in kinds]
            if "kropki" in variant.strict and not kinds & {"white", "black"}:
                tests.append(lambda p, q: not rules["white"](p, q) and not rules["black"](p, q))
            if "xv" in variant.strict and not kinds & {"x", "v"}:
                tests.append(lambda p, q: p + q not in (5, 10))
            if tests:
                model.AddAllowedAssignments([x[a], x[b]], [(p, q) for p in range(1, n + 1) for q in range(1, n + 1)
                                                             if all(test(p, q) for test in tests)])
    if variant.non_consecutive:
        pairs = [(d, d + 1) for d in range(1, n)] + [(d + 1, d) for d in range(1, n)]
        for a, near in enumerate(shapes.reach(n, ((0, 1), (1, 0)))):
            for b in near:
                model.AddForbiddenAssignments([x[a], x[b]], pairs)

    class Stop(cp_model.CpSolverSolutionCallback):
        def __init__(self):
            super().__init__()
            self.found = 0

        def on_solution_callback(self):
            self.found += 1
            if self.found >= 2:
                self.StopSearch()

    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.enumerate_all_solutions = True
    if cap:
        solver.parameters.max_time_in_seconds = cap
    callback = Stop()
    start = time.process_time()
    status = solver.Solve(model, callback)
    seconds = time.process_time() - start
    if callback.found < 2 and status not in (cp_model.OPTIMAL, cp_model.INFEASIBLE):
        return "capped", cap   # (stopped by its time limit before the search was done)
    return ("no_solution", "solved", "multiple")[min(callback.found, 2)], seconds


def row(title, ours, peer, settled, total, disagree):
    def stats(times):
        if not times:
            return ["n/a"] * 3
        return [f"{percentile(times, q) * 1000:.1f} ms" for q in (0.5, 0.95)] + [f"{max(times) * 1000:.1f} ms"]

    cells = [title, str(total), f"{settled}/{total}", *stats(ours), *stats(peer), str(disagree)]
    return "| " + " | ".join(cells) + " |"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cap", type=float, default=10.0, help="CPU seconds per puzzle for our solver")
    parser.add_argument("--kinds", default="", help="comma-separated parts of family names to run")
    parser.add_argument("--no-peer", action="store_true", help="skip CP-SAT")
    parser.add_argument("--install-peers", action="store_true", help=f"pip install {PEER_PIN} first (into this Python)")
    parser.add_argument("--verbose", action="store_true", help="print each puzzle's times")
    args = parser.parse_args(argv)
    if args.install_peers:
        subprocess.run([sys.executable, "-m", "pip", "install", PEER_PIN], check=False)
    peer = not args.no_peer
    if peer:
        try:
            import ortools  # noqa: F401
        except ImportError:
            print(f"(OR-Tools not installed: pip install {PEER_PIN}, or --install-peers)")
            peer = False
    puzzles = load()
    if not puzzles:
        print(f"({PATH} not found: nothing to benchmark)")
        return
    wanted = [k.strip() for k in args.kinds.split(",") if k.strip()]
    groups = {name: [] for name in FAMILIES}
    for name, variant, solution in puzzles:
        groups[family(variant)].append((name, variant, solution))
    print("| family | puzzles | settled | ours median | ours p95 | ours worst | CP-SAT median | CP-SAT p95 | "
          "CP-SAT worst | disagree |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    all_ours = []
    for title in FAMILIES:
        members = groups[title]
        if not members or (wanted and not any(w in title for w in wanted)):
            continue
        ours, theirs, settled, disagree = [], [], 0, 0
        for name, variant, solution in members:
            forget_tables()  # each puzzle pays for its own set-up
            forget_house_tables()
            result, seconds = timed(solve_variant, variant, cap=args.cap, clock=time.thread_time)
            if result is None:
                ours.append(args.cap)
            else:
                settled += 1
                ours.append(seconds)
                if result.status == "solved" and result.solution.cells != solution:
                    disagree += 1
            verdict = None
            if peer:
                verdict, peer_seconds = cpsat_verdict(variant, args.cap)
                theirs.append(peer_seconds)
                if result is not None and verdict not in (result.status, "capped"):
                    disagree += 1
            if args.verbose:
                status = result.status if result else "capped"
                print(f"    {title}: {name[:40]}: ours {ours[-1] * 1000:.1f} ms {status}, "
                      f"CP-SAT {theirs[-1] * 1000 if theirs else float('nan'):.1f} ms {verdict}", flush=True)
        all_ours += ours
        print(row(title, ours, theirs, settled, len(members), disagree), flush=True)
    print(f"\nours, every puzzle: median {percentile(all_ours, 0.5) * 1000:.1f} ms, worst {max(all_ours) * 1000:.1f} ms "
          f"(CPU time; cap {args.cap:g} s)")


if __name__ == "__main__":
    main()
