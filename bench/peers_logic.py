"""Human-style solvers from PyPI, wrapped for bench_logic.py (benchmark only).

Each adapter returns a function ``run(line) -> Outcome`` (``line``: 81
characters, ``.`` for empty): ``solved`` (finished by logic alone, with no
brute force / guess step), ``score`` (the peer's own difficulty number, for
the rank correlation; None when it has none) and ``forcing`` (steps that
assume a digit and follow it: forcing chains, nets, probes). They import the
peer when called, so a missing peer only skips itself. These packages are
GPL / AGPL: they are run here, never copied into the product.

* ``hodoku`` (``pip install hodoku-py``): HoDoKu's solver ported to Python;
  score is HoDoKu's score; a "Brute Force" step means logic did not finish.
* ``larsdoku``: run with ``no_oracle=True`` (stall rather than guess); score
  is the highest technique level it used (its own 1-7 table).
* ``dedoku``: logic only; no score.
* ``dokusan``: its step generator; score is its ``rank``; a final grid that
  is not the solution counts as not finished.
"""

from __future__ import annotations

from bench_logic import Outcome

LARS_ASSUMING = {"ForcingChain", "ForcingNet", "FPC", "FPCE", "FPF", "D2B", "contradiction", "GF2_Probe", "KrakenFish"}


def hodoku():
    from hodoku import Solver

    solver = Solver()

    def run(line):
        result = solver.solve(line)
        kinds = [str(getattr(s.type, "value", s.type)) for s in result.steps]
        brute = any("Brute" in k for k in kinds)
        forcing = sum(("Forcing" in k or "Nishio" in k or "Kraken" in k) for k in kinds)
        return Outcome(bool(result.solved) and not brute, float(result.score), forcing)
    return run


def larsdoku():
    import larsdoku as lars
    from larsdoku.constants import TECHNIQUE_LEVELS

    def run(line):
        result = lars.solve(line, no_oracle=True)
        counts = result.get("technique_counts", {}) or {}
        solved = bool(result.get("success")) and not result.get("stalled") and "." not in str(result.get("board", "."))
        level = max((TECHNIQUE_LEVELS.get(t, 1) for t in counts), default=1)
        return Outcome(solved, float(level), sum(n for t, n in counts.items() if t in LARS_ASSUMING))
    return run


def dedoku():
    from dedoku import Grid, SudokuSolver

    solver = SudokuSolver()

    def run(line):
        result = solver.solve(Grid.from_string(line))
        return Outcome(bool(result.solved) and not result.used_backtracking, None, 0)
    return run


def dokusan():
    from dokusan import solvers, stats
    from dokusan.boards import BoxSize, Sudoku

    from sudoku_core import parse, solve

    def run(line):
        sudoku = Sudoku.from_string(line.replace(".", "0"), box_size=BoxSize(3, 3))
        try:
            for step in solvers.steps(sudoku):
                sudoku.update(step.changes)
        except Exception:  # dokusan raises Unsolvable when its techniques stall
            return Outcome(False, None, 0)
        board = "".join(str(c.value or 0) for c in sudoku.cells())
        truth = "".join(map(str, solve(parse(line)).solution.cells))  # a wrong grid is not "finished"
        score = float(stats.rank(Sudoku.from_string(line.replace(".", "0"), box_size=BoxSize(3, 3))))
        return Outcome(board == truth, score, 0)
    return run


ADAPTERS = {"hodoku": hodoku, "larsdoku": larsdoku, "dedoku": dedoku, "dokusan": dokusan}
