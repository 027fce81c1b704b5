"""Wrong entries on the grid: marked at once with the setting mistakes=solution, or on request
("Show where", when a full grid is not right).

Its own part because it holds the puzzle's solution (asked once per puzzle of the engine worker) and
the cells it marked. A wrong cell gets class ``wrong``, ``data-wrong="1"`` and an accessible
description ("Wrong digit"), a look of its own (style.css), distinct from a conflict's. Against the
solution only when the givens have a unique one and the size is solved at once (4x4, 9x9); else
mistakes=solution shows repeated digits (``context.check_conflicts``) and says so once per puzzle,
and Show where marks the repeated digits.
"""

from __future__ import annotations

from .play import wrong_cells
from .strings import t

def _WRONG():
    """A wrong entry's part of its cell's description, in the language of the moment."""
    return t("wrong_desc")


SOLVE_SIZES = (4, 9)     # sizes solved at once (16x16 may take too long on the page's thread)


class Mistakes:
    def __init__(self, ctx, later, current=None):
        self.ctx = ctx
        self.later = later              # later(say): say something after the change's own message
        self.current = current          # current() -> the position now (shown again when a solution arrives)
        self.solutions = {}             # (givens, variant) -> solution line, "" when there is no unique one
        self.asking = None              # (key, engine request) of the solution being asked
        self.fell_back = set()          # (givens, variant) told "no unique solution: repeats shown instead"
        self.wrong = set()              # cells marked wrong

    def solution(self, pos):
        """The unique solution's line for the position's givens, "" (none, several, or a size not
        solved at once), or None while the engine works it out (issue 31: never on the page's
        thread; the marks follow when it answers)."""
        key = (pos.givens, pos.variant)
        if key in self.solutions:
            return self.solutions[key]
        if pos.size not in SOLVE_SIZES:
            self.solutions = {key: ""}
            return ""
        if self.asking is None or self.asking[0] != key:
            self.ask(key, pos)
        return None

    def ask(self, key, pos):
        import asyncio

        from . import engine

        if self.asking is not None:
            self.asking[1].cancel()
            self.asking = None          # else back at those givens solution() waits on it for good
        try:
            args = solve_args(pos)
        except Exception:  # noqa: BLE001 - rules that do not hold: no solution to check against
            self.solutions = {key: ""}
            return
        request = engine.request("solve", args)
        self.asking = (key, request)
        asyncio.ensure_future(self.answer(key, request))

    async def answer(self, key, request):
        from . import engine

        line = ""
        try:
            outcome = await request.result()
            if outcome.kind == "done" and outcome.result.status == "solved":
                line = "".join(self.ctx.grid.symbols[v - 1] for v in outcome.result.solution.cells)
        except engine.Cancelled:
            if self.asking is not None and self.asking[1] is request:
                self.asking = None      # cancelled but still the one asked: ask again when needed
            return
        except Exception:  # noqa: BLE001 - an error answer or a broken worker: repeats instead
            line = ""
        if self.asking is None or self.asking[1] is not request:
            return
        self.asking = None
        self.solutions = {key: line}     # one puzzle at a time is enough
        pos = self.current() if self.current is not None else None
        if pos is not None and (pos.givens, pos.variant) == key:
            self.show(pos)

    def show(self, pos):
        """mistakes=solution: every entry that is not the solution's digit (else none), marked
        when the solution is known."""
        cells = []
        if self.ctx.settings["mistakes"] == "solution" and pos.started and self.ctx.mode == "solver":
            solution = self.solution(pos)
            if solution is None:
                return                      # asked of the engine: shown when it answers
            if solution:
                cells = [c for c, (e, s) in enumerate(zip(pos.entries, solution)) if e != "." and e != s]
            elif (pos.givens, pos.variant) not in self.fell_back:
                self.fell_back.add((pos.givens, pos.variant))
                self.later(lambda: self.ctx.say_t("mistakes_fallback", "warning"))
        self.mark(cells)

    async def show_where(self, pos):
        """Show where a full grid is wrong, and say how many cells (the solution asked of the
        engine first when it is not known yet)."""
        solution = self.solution(pos)
        waited = False
        while solution is None and self.asking is not None:
            import asyncio

            if not waited and self.asking[1].waiting:   # the engine still starting: said, not silent
                waited = True
                self.ctx.progress_t("engine_starting")
            await asyncio.sleep(0.05)
            solution = self.solution(pos)
        if waited:
            self.ctx.progress("")
        if self.current is not None and self.current() != pos:
            return                          # the board changed while the engine worked: marks for a gone grid
        cells = wrong_cells(pos.board(), pos.entries, solution or "", pos.size, self.ctx.grid.symbols)
        self.mark(cells)
        self.ctx.say_t("show_where_done", "error", count=len(cells))
        if cells:
            self.ctx.grid.focus(cells[0])

    def mark(self, cells):
        inputs = self.ctx.grid.inputs
        for i in self.wrong - set(cells):
            if i < len(inputs):
                inputs[i].classList.remove("wrong")
                inputs[i].removeAttribute("data-wrong")
                self.ctx.grid.descriptions.set(i, "wrong", None)
        for i in cells:
            inputs[i].classList.add("wrong")
            inputs[i].setAttribute("data-wrong", "1")
            self.ctx.grid.descriptions.set(i, "wrong", _WRONG)
        self.wrong = set(cells)


#: Nodes a variant's solve may take in the engine before mistakes=solution gives up on it (falls
#: back to repeats): a classic puzzle solves in milliseconds, but ISS's hardest killers take minutes.
VARIANT_NODE_BUDGET = 3000


def solve_args(pos):
    """The engine's ``solve`` arguments for the position's givens (a variant's rules checked first,
    with a node budget)."""
    from sudoku_core.puzzle import Puzzle
    from sudoku_jobs import wire

    givens = pos.digits(pos.givens)
    args = {"puzzle": wire.encode_puzzle(Puzzle(tuple(givens), pos.size))}
    if pos.variant:   # a variant's solution, by its rules (issue 32)
        from .variant_rules import checked

        args["variant"] = wire.variant_args(checked(pos.rules(), givens))
        args["max_nodes"] = VARIANT_NODE_BUDGET
    return args
