"""Wrong entries on the grid: marked at once with the setting mistakes=solution, or on request
("Show where", when a full grid is not right).

Its own part because it holds the puzzle's solution (solved once per puzzle, with sudoku_core) and
the cells it marked. A wrong cell gets class ``wrong``, ``data-wrong="1"`` and an accessible
description ("Wrong digit"), a look of its own (style.css), distinct from a conflict's. Against the
solution only when the givens have a unique one and the size is solved at once (4x4, 9x9); else
mistakes=solution shows repeated digits (``context.check_conflicts``) and says so once per puzzle,
and Show where marks the repeated digits.
"""

from __future__ import annotations

from .play import wrong_cells
from .strings import t

SOLVE_SIZES = (4, 9)     # sizes solved at once (16x16 may take too long on the page's thread)


class Mistakes:
    def __init__(self, ctx, later):
        self.ctx = ctx
        self.later = later              # later(say): say something after the change's own message
        self.solutions = {}             # givens -> solution line, "" when there is no unique one
        self.fell_back = set()          # givens told "no unique solution: repeats shown instead"
        self.wrong = set()              # cells marked wrong

    def solution(self, pos) -> str:
        """The unique solution's line for the position's givens, or "" (none, several, or a size
        not solved at once)."""
        if (pos.givens, pos.variant) not in self.solutions:
            line = ""
            if pos.size in SOLVE_SIZES:
                from sudoku_core import Puzzle, SudokuError, solve

                try:
                    if pos.variant:   # a variant's solution, by its rules (issue 32)
                        result = _variant_solution(pos.rules(), pos.digits(pos.givens))
                    else:
                        result = solve(Puzzle(pos.digits(pos.givens), pos.size))
                    if result is not None and result.status == "solved":
                        line = "".join(self.ctx.grid.symbols[v - 1] for v in result.solution.cells)
                except SudokuError:
                    pass
            self.solutions = {(pos.givens, pos.variant): line}     # one puzzle at a time is enough
        return self.solutions[(pos.givens, pos.variant)]

    def show(self, pos):
        """mistakes=solution: every entry that is not the solution's digit, at once (else none)."""
        cells = []
        if self.ctx.settings["mistakes"] == "solution" and pos.started and self.ctx.mode == "solver":
            solution = self.solution(pos)
            if solution:
                cells = [c for c, (e, s) in enumerate(zip(pos.entries, solution)) if e != "." and e != s]
            elif pos.givens not in self.fell_back:
                self.fell_back.add(pos.givens)
                self.later(lambda: self.ctx.say(t("mistakes_fallback"), "warning"))
        self.mark(cells)

    def show_where(self, pos):
        """Show where a full grid is wrong, and say how many cells."""
        cells = wrong_cells(pos.board(), pos.entries, self.solution(pos), pos.size, self.ctx.grid.symbols)
        self.mark(cells)
        self.ctx.say(t("show_where_done", count=len(cells)), "error")
        if cells:
            self.ctx.grid.focus(cells[0])

    def mark(self, cells):
        inputs = self.ctx.grid.inputs
        for i in self.wrong - set(cells):
            if i < len(inputs):
                inputs[i].classList.remove("wrong")
                inputs[i].removeAttribute("data-wrong")
                inputs[i].removeAttribute("aria-description")
        for i in cells:
            inputs[i].classList.add("wrong")
            inputs[i].setAttribute("data-wrong", "1")
            inputs[i].setAttribute("aria-description", t("wrong_desc"))
        self.wrong = set(cells)


#: Nodes a variant's solution may take here, on the page's thread, before mistakes=solution gives
#: up on it (falls back to repeats): a classic puzzle solves in milliseconds, but ISS's hardest
#: killers take minutes, and this runs between two keystrokes.
VARIANT_NODE_BUDGET = 3000


def _variant_solution(rules, givens):
    """The variant's solve result, or None when it needs more than :data:`VARIANT_NODE_BUDGET` nodes
    (the variant modules are imported with the first variant, never at a classic start)."""
    from sudoku_core.variants import VariantSolveTask

    from .variant_rules import checked

    task = VariantSolveTask(checked(rules, givens))
    for stats in task.run(every=500):
        if stats.nodes >= VARIANT_NODE_BUDGET:
            return None
    return task.result
