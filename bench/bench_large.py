"""Benchmark large grids (16x16, 25x25) against a SAT solver: our verdict beside pycosat's.

    python3 bench/bench_large.py [--random N] [--seed S] [--cap S] [--families NAME,...]
                                 [--no-peer] [--conflicts] [--install-peers]

For each family it settles every puzzle (one solution, none, or two different ones) with
``sudoku_core.solve`` under a CPU cap per puzzle (``--cap``, default 10 s; a capped puzzle counts
as not settled and its time as the cap), and with pycosat on the usual SAT encoding (a variable
per cell and digit; each cell, and each digit in each row, column and box, exactly once, written
as one "at least one" clause and the pairwise "at most one" clauses; the givens as unit clauses;
a second call with the first solution blocked tells one solution from several). It prints per
family: puzzles, settled, median / p95 / worst time of each (wall clock, see ``run_family``), the ratio of our median and
worst to pycosat's, and verdicts that disagree (there must be none).

Families: the shared 16x16 sets (``../shared/puzzles``, skipped when absent), the three puzzles
of issue 13, random 16x16 and 25x25 puzzles made from random givens near the hard region (80 of
256 and 245 of 625 cells: there, measured with pycosat, a random fill is about as likely to have
no solution as several),
``--random`` of each from ``--seed``, and top95 at 9x9, so the small-grid speed shows in the same
run. pycosat's time is its ``solve`` calls only (the clauses are built once per size, outside the
timing). pycosat is a benchmark-only peer (``pip install pycosat``, or ``--install-peers``), never
a dependency of the product. Nothing is asserted: this prints a table.

``--conflicts`` adds a second table that tells search quality from raw speed: the contradictions
our search met on each settled puzzle beside the conflicts MiniSat 2.2 (python-sat, another
benchmark-only peer) needs on the same encoding, and our contradictions per second.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_logic import percentile, timed  # noqa: E402

from sudoku_core import parse, solve  # noqa: E402
from sudoku_core.geometry import geometry  # noqa: E402

PUZZLES = ROOT.parent / "shared" / "puzzles"

#: The three puzzles of issue 13 (16x16 no solution, 16x16 unique, 25x25 several solutions).
ISSUE_PUZZLES = [
    "....A.5C.....8.G....68..59E.F.......2..D.F....E3....E9.........5.1.....8.B9F..D....C....E..7....6"
    ".D4.....G..A5.....F..4.3........2...G....1.4E.A..........A6....4C.39B.2G.........7.4.C.....6.G1."
    "......71D..3..6.3E9.6.4A7......D..8...3..6912.......1...8.2....",
    ".A729.BC.....3.16..B3....D..A.2........5.3..C8..1.9...86..4.....7.......B..92..8D..........2...."
    "...G.3..5....B7..4.3...D...71...9.1...A2.......74.6.....1.......5.......F..8..34..27.9.1.4....65."
    "..C.......A...6....65..C7....A......423.1..859......8.9...64.B2",
    "7..AM.....CP...H3.4..K82....I.PF...1764HL.K5..DE.....CL.....G...2E..O..J..N32......9.5BF.A..7.C."
    ".......1..4HA.DL...GF29.5.P...7C....B....G.D.A.JI38..........LJP.K9I....H..B.4...B..A.N2.E..C.4"
    "..76O.D5.HL.PE7...4...A.K.1F..IJ...DI.3.9.G.H..OL.....7.K1.JKN..O7...B8..9.....6.H..8B9...G..EP."
    "J..M....1.O...G.D....5..1I..O..B2.ANK....25.3......MF1........PMH..I6..B23.AE.NC9.........H..K.1"
    ".MON3...D48..7G.2.9.K.FE...I.L.MJ...P...D..O1.C.2....H.......GE.....JG.DL8AH..F.B57...1...3.BF.M"
    "24D.I3.C....N5....96...A....I..4OH.B.2L.KJ...G.1.8.MP6.J.9..I5.AE...2...N.H.....C...J3.....D.7P."
    ".4....A.D..GC5...N.FIL..85.....N...2M.7.C..3D...HB",
]

SHARED = {
    "16x16 forum, verified (Enjoy Sudoku)": ["sudoku16x16_enjoysudoku_verified.txt"],
    "16x16 hexadoku and edge cases": ["sudoku16x16_hexadoku_online_3.txt", "sudoku16x16_edge_multi_solution.txt"],
}


# ----- the SAT peer ---------------------------------------------------------------------------

@lru_cache(maxsize=None)
def base_clauses(size: int) -> tuple:
    """The puzzle-independent clauses: every cell and every (unit, digit) exactly once."""
    geo = geometry(size)

    def var(cell, digit):  # digit 1..size
        return cell * size + digit

    clauses = []
    groups = [[var(cell, d) for d in range(1, size + 1)] for cell in range(size * size)]
    groups += [[var(cell, d) for cell in unit] for unit in geo.units for d in range(1, size + 1)]
    for group in groups:
        clauses.append(group)
        clauses.extend([-a, -b] for i, a in enumerate(group) for b in group[i + 1:])
    return tuple(map(tuple, clauses))


def sat_verdict(puzzle) -> str:
    """``solved`` / ``no_solution`` / ``multiple``, by pycosat."""
    import pycosat

    size = puzzle.size
    givens = [(cell * size + value,) for cell, value in enumerate(puzzle.cells) if value]
    clauses = list(base_clauses(size)) + givens
    first = pycosat.solve(clauses)
    if first == "UNSAT":
        return "no_solution"
    chosen = [lit for lit in first if lit > 0]
    second = pycosat.solve(clauses + [[-lit for lit in chosen]])
    return "solved" if second == "UNSAT" else "multiple"


# ----- families -------------------------------------------------------------------------------

def random_puzzle(size: int, givens: int, rng: random.Random) -> str:
    """``givens`` random clues that repeat no digit in a unit (solvable or not, unique or not)."""
    geo = geometry(size)
    cells = [0] * (size * size)
    used = [0] * len(geo.units)
    order = list(range(size * size))
    rng.shuffle(order)
    placed = 0
    for cell in order:
        if placed == givens:
            break
        units = geo.cell_units[cell]
        free = [d for d in range(1, size + 1) if not any(used[u] >> d & 1 for u in units)]
        if free:
            digit = rng.choice(free)
            cells[cell] = digit
            for u in units:
                used[u] |= 1 << digit
            placed += 1
    symbols = "123456789ABCDEFGHIJKLMNOP"[:size]
    return "".join(symbols[v - 1] if v else "." for v in cells)


def read_lines(names):
    lines = []
    for name in names:
        path = PUZZLES / name
        if path.exists():
            lines += [line.strip() for line in path.read_text().splitlines() if line.strip() and not line.startswith("#")]
    return lines


def families(args):
    rng = random.Random(args.seed)
    out = {}
    for title, names in SHARED.items():
        lines = read_lines(names)
        if lines:
            out[title] = lines
    out["issue 13's three puzzles"] = ISSUE_PUZZLES
    if args.random:
        out[f"random 16x16, 80 givens (seed {args.seed})"] = [random_puzzle(16, 80, rng) for _ in range(args.random)]
        out[f"random 25x25, 245 givens (seed {args.seed})"] = [random_puzzle(25, 245, rng) for _ in range(args.random)]
    top95 = read_lines(["norvig_top95.txt"])
    if top95:
        out["9x9 top95"] = top95
    wanted = [w.strip() for w in args.families.split(",") if w.strip()]
    return {k: v for k, v in out.items() if not wanted or any(w.lower() in k.lower() for w in wanted)}


# ----- one family -----------------------------------------------------------------------------

@dataclass
class Figures:
    times: list = field(default_factory=list)  # capped puzzles count as the cap
    settled: int = 0
    verdicts: list = field(default_factory=list)  # None when capped
    conflicts: list = field(default_factory=list)  # contradictions met, where the solver tells


def run_family(lines, fn, cap):
    """Wall-clock time (``perf_counter``): this machine's CPU clock ticks every 4 ms, too coarse
    for the small puzzles; the cap still counts CPU time."""
    figures = Figures()
    for line in lines:
        out, seconds = timed(fn, line, cap, clock=time.perf_counter)
        if out is None:
            figures.times.append(cap)
            figures.verdicts.append(None)
        else:
            verdict, conflicts = out
            figures.times.append(seconds)
            figures.verdicts.append(verdict)
            figures.conflicts.append(conflicts)
            figures.settled += 1
    return figures


def ours(line):
    result = solve(parse(line))
    return result.status, result.stats.backtracks


def sat(line):
    return sat_verdict(parse(line)), None


def minisat_conflicts(line) -> int:
    """Conflicts MiniSat 2.2 (python-sat) needs for the same verdict on the same encoding."""
    from pysat.solvers import Solver

    puzzle = parse(line)
    size = puzzle.size
    givens = [[cell * size + value] for cell, value in enumerate(puzzle.cells) if value]
    with Solver(name="minisat22", bootstrap_with=[list(c) for c in base_clauses(size)] + givens) as solver:
        if solver.solve():
            solver.add_clause([-lit for lit in solver.get_model() if lit > 0])
            solver.solve()
        return solver.accum_stats()["conflicts"]


def fmt(seconds, capped=False):
    text = f"{seconds * 1000:.1f} ms" if seconds < 1 else f"{seconds:.2f} s"
    return (">" + text) if capped else text


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--random", type=int, default=10, help="random puzzles per large size (0: none)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cap", type=float, default=10.0, help="CPU seconds per puzzle for our solver")
    parser.add_argument("--families", default="", help="comma-separated parts of family titles to run")
    parser.add_argument("--no-peer", action="store_true", help="skip pycosat")
    parser.add_argument("--conflicts", action="store_true",
                        help="also compare contradictions met with MiniSat's conflicts (needs python-sat)")
    parser.add_argument("--install-peers", action="store_true",
                        help="pip install pycosat and python-sat first (into this Python)")
    args = parser.parse_args(argv)
    if args.install_peers:
        subprocess.run([sys.executable, "-m", "pip", "install", "pycosat", "python-sat"], check=False)
    peer = not args.no_peer
    if peer:
        try:
            import pycosat  # noqa: F401
        except ImportError:
            print("(pycosat not installed: pip install pycosat, or --install-peers)")
            peer = False
    if args.conflicts:
        try:
            import pysat  # noqa: F401
        except ImportError:
            print("(python-sat not installed: pip install python-sat, or --install-peers)")
            args.conflicts = False
    print(f"Python {sys.version.split()[0]}, wall time per puzzle, our cap {args.cap:g} CPU s\n")
    print("| family | puzzles | ours settled | ours median | p95 | worst | pycosat median | p95 | worst "
          "| median ratio | worst ratio | disagree |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    searched = []
    for title, lines in families(args).items():
        mine = run_family(lines, ours, args.cap)
        searched.append((title, lines, mine))
        capped = [t is None for t in mine.verdicts]
        worst = max(mine.times)
        cells = [title, str(len(lines)), f"{mine.settled}/{len(lines)}", fmt(percentile(mine.times, 0.5)),
                 fmt(percentile(mine.times, 0.95)), fmt(worst, any(capped) and worst >= args.cap)]
        if peer:
            theirs = run_family(lines, sat, None)
            disagree = sum(a is not None and a != b for a, b in zip(mine.verdicts, theirs.verdicts))
            tm, tw = percentile(theirs.times, 0.5), max(theirs.times)
            cells += [fmt(tm), fmt(percentile(theirs.times, 0.95)), fmt(tw),
                      f"{percentile(mine.times, 0.5) / tm:.1f}x",
                      f"{'>' if any(capped) else ''}{worst / tw:.0f}x", str(disagree)]
        else:
            cells += ["-"] * 6
        print("| " + " | ".join(cells) + " |", flush=True)
    if args.conflicts:
        print_conflicts(searched)


def print_conflicts(searched):
    """Search quality apart from speed: contradictions our search met (settled puzzles) beside
    the conflicts MiniSat needs for the same verdicts, and how many we get through a second."""
    print("\n| family | ours: contradictions median | worst | MiniSat: conflicts median | worst "
          "| ours per second |")
    print("|---|---|---|---|---|---|")
    for title, lines, mine in searched:
        if not mine.conflicts:
            continue
        theirs = [minisat_conflicts(line) for line in lines]
        spent = sum(t for t, v in zip(mine.times, mine.verdicts) if v is not None)
        rate = sum(mine.conflicts) / spent if spent else 0
        print(f"| {title} | {percentile(mine.conflicts, 0.5):.0f} | {max(mine.conflicts)} "
              f"| {percentile(theirs, 0.5):.0f} | {max(theirs)} | {rate:.0f} |", flush=True)


if __name__ == "__main__":
    main()
