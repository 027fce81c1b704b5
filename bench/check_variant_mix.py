"""Cross-check the variant solver's verdicts on random 9x9 puzzles that mix every rule, beside CP-SAT.

    python3 bench/check_variant_mix.py [--trials 300] [--seed 2] [--cap 20] [--install-peers]

Each trial draws some rules (diagonals, a knight's or king's move, the non-consecutive rule) and a
random solution under them (the solver's first solution from a few random digits), then reads
clues off that solution: killer cages (a few with no sum), thermometers, dots (some under the
strict kropki or XV rule, every pair it names then dotted), little killers, arrows, sandwiches,
even and odd cells, and a few givens; now and then a cage's sum is put off by one, so some
puzzles have no solution. Our verdict (``VariantSolveTask``, stopped after ``--cap`` CPU
seconds) must equal CP-SAT's (``bench_variants.cpsat_verdict``, the same cap), a puzzle read off a
solution unaltered must have one, and every solution and witness must keep every rule (checked by
the tests' independent checker, ``tests/core/test_variant_solver.is_solution``). It prints each
disagreement (with the puzzle as an ISS string), each puzzle either side took more than 5 s on,
and a last line of counts; the exit status is 1 when a verdict disagreed.

Session 48 (dots now drawn beside the non-consecutive rule too): 300 trials, seed 2, cap 20 s: 296
puzzles (147 with one solution, 129 with more, 19 with none), no disagreement; one capped (a killer
with anti-king, thermometers and a little killer, several solutions: CP-SAT 0.7 s). Session 47:
294 puzzles, no disagreement; the slowest, an empty grid with diagonals under the non-consecutive
rule, 11.7 s (CP-SAT 0.7 s).
CP-SAT is a benchmark-only peer (``--install-peers``: ``pip install ortools==9.15.6755``).
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests" / "core"))

from bench_variants import PEER_PIN, cpsat_verdict  # noqa: E402
import test_variant_solver as rules_of_tests  # noqa: E402  (the independent checker and clue makers)

from sudoku_core import SudokuError  # noqa: E402
from sudoku_core.variants import Cage, VariantSolveTask, make_variant, shapes, solve_variant  # noqa: E402
from sudoku_core.variants.formats import write_iss  # noqa: E402

N = 9


def random_solution(rng, fields):
    """A full grid keeping the rules ``fields``: the solver's first solution from a few random
    digits (None when 50 starts give none)."""
    for _ in range(50):
        givens = [0] * (N * N)
        for cell in rng.sample(range(N * N), 6):
            givens[cell] = rng.randint(1, N)
        try:
            result = solve_variant(make_variant(**fields, givens=givens))
        except SudokuError:
            continue
        if result.status != "no_solution":
            return list(result.solution.givens)
    return None


def cages_of(rng, grid, share):
    """Killer cages of 2 to 5 cells side by side, no digit twice, over about ``share`` of the grid."""
    cages, taken = [], set()
    for cell in rng.sample(range(N * N), int(N * N * share)):
        if cell in taken:
            continue
        cells = [cell]
        for _ in range(rng.randint(1, 4)):
            r, c = divmod(cells[-1], N)
            near = [(r + dr) * N + c + dc for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
                    if 0 <= r + dr < N and 0 <= c + dc < N]
            near = [x for x in near if x not in taken and x not in cells and grid[x] not in [grid[y] for y in cells]]
            if not near:
                break
            cells.append(rng.choice(near))
        taken.update(cells)
        cages.append(Cage(tuple(sorted(cells)), sum(grid[x] for x in cells) if rng.random() < 0.9 else None))
    return cages


def puzzle(rng):
    """(variant, whether a sum was altered), or (None, None) when none was made."""
    H = rules_of_tests
    fields = {"size": N}
    if rng.random() < 0.3:
        fields["extra_houses"] = [(name, shapes.diagonal(N, name)) for name in ("diagonal+", "diagonal-")]
    if rng.random() < 0.2:
        fields["differ"] = {rng.choice(["anti-knight", "anti-king"])}
    if rng.random() < 0.08:
        fields["non_consecutive"] = True
    grid = random_solution(rng, fields)
    if grid is None:
        return None, None
    extra = {}
    if rng.random() < 0.5:
        extra["cages"] = cages_of(rng, grid, rng.choice((0.15, 0.3, 0.6)))
    if rng.random() < 0.4:
        extra["thermos"] = [p for p in (H.rising_path(rng, grid, N) for _ in range(rng.randint(1, 6))) if len(p) > 1]
    if rng.random() < 0.3:   # (under the non-consecutive rule no white dot holds: black, X and V only)
        dots = [d for d in H.dots_of(rng, grid, N) if H.DOT_RULES[d[0]](grid[d[1]], grid[d[2]])]
        extra["dots"] = rng.sample(dots, len(dots) // rng.choice((1, 2, 4)))
        if rng.random() < 0.3:
            rule, kinds = rng.choice((("kropki", ("white", "black")), ("xv", ("x", "v"))))
            extra["dots"] = [d for d in extra["dots"] if d[0] not in kinds] + H.strict_dots(rng, grid, N, kinds)
            extra["strict"] = [rule]
    if rng.random() < 0.3:
        extra["little_killers"] = [(sum(grid[c] for c in line), line)
                                   for line in rng.sample(H.diagonals(N), rng.randint(1, 6))]
    if rng.random() < 0.3:
        extra["arrows"] = [a for a in (H.arrow_on(rng, grid, N) for _ in range(rng.randint(1, 8))) if a]
    if rng.random() < 0.3:
        lines = [tuple(range(r * N, r * N + N)) for r in range(N)] + [tuple(range(c, N * N, N)) for c in range(N)]
        extra["sandwiches"] = [(H.sandwich_of(grid, line, N), line) for line in rng.sample(lines, rng.randint(1, 10))]
    if rng.random() < 0.3:
        extra["parity"] = [(x, "even" if grid[x] % 2 == 0 else "odd")
                           for x in rng.sample(range(N * N), rng.randint(1, 20))]
    rate = rng.choice((0.0, 0.05, 0.1, 0.2, 0.3))
    givens = [grid[x] if rng.random() < rate else 0 for x in range(N * N)]
    altered = False
    if rng.random() < 0.15 and extra.get("cages") and extra["cages"][0].total is not None:
        first = extra["cages"][0]
        extra["cages"][0] = Cage(first.cells, first.total + rng.choice((-1, 1)))
        altered = True
    try:
        return make_variant(**fields, **extra, givens=givens), altered
    except SudokuError:   # (an altered sum no digits make, a clue against the givens)
        return None, None


def ours(variant, cap: float):
    """(our verdict or "capped", CPU seconds, the result)."""
    started = time.process_time()
    task = VariantSolveTask(variant)
    for _ in task.run(500):
        if time.process_time() - started > cap:
            return "capped", cap, None
    return task.result.status, time.process_time() - started, task.result


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--cap", type=float, default=20.0, help="CPU seconds per puzzle, each side")
    parser.add_argument("--install-peers", action="store_true", help=f"pip install {PEER_PIN} first")
    args = parser.parse_args(argv)
    if args.install_peers:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", PEER_PIN], check=True)
    rng = random.Random(args.seed)
    made, wrong, verdicts = 0, 0, {}
    for trial in range(args.trials):
        variant, altered = puzzle(rng)
        if variant is None:
            continue
        made += 1
        status, seconds, result = ours(variant, args.cap)
        peer, peer_seconds = cpsat_verdict(variant, args.cap)
        verdicts[status] = verdicts.get(status, 0) + 1
        bad = status != "capped" and peer != "capped" and status != peer
        bad = bad or (not altered and status == "no_solution")
        if result is not None and result.status != "no_solution":
            for grid in (result.solution, result.witness):
                if grid is not None and not rules_of_tests.is_solution(variant, grid.givens):
                    bad = True
        wrong += bad
        if bad or seconds > 5 or peer_seconds > 5:
            print(f"trial {trial}: ours {status} {seconds:.2f} s, CP-SAT {peer} {peer_seconds:.2f} s"
                  f"{' DISAGREE' if bad else ''} ({', '.join(variant.kinds())}) {write_iss(variant)}", flush=True)
    print(f"{made} puzzles, {wrong} disagreeing; ours: " + ", ".join(f"{k} {v}" for k, v in sorted(verdicts.items())))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
