"""The solver panel: Solve, Cancel, Clear, Copy, Share, the size and example selects, and loading
puzzles on the board (a paste's or the address's text is read by ``text_puzzles``). DOM glue only:
every Sudoku decision is sudoku_core's; the solve is the engine worker's, asked by ``controller``.
"""

from __future__ import annotations

from pyscript import document, when

from sudoku_core import EXAMPLES, SudokuError, parse

from . import busy_button, i18n
from .controller import SolveController
from .engine import EngineFailed
from .strings import t
from .text_puzzles import TextPuzzles

CONTROLS = ("solve", "cancel", "clear", "copy", "share", "size", "example")


def failure_text(err, size):
    """What a solve that failed says: the puzzle's error, or the engine's breakdown."""
    if isinstance(err, EngineFailed):
        return t("engine_failed", message=str(err))
    return t("error", message=i18n.error_message(err, size))


def checked_variant(variant, cells):
    """The page's variant rules with the board's givens, checked by the core (SudokuError)."""
    from .variant_rules import checked  # imported with the first variant: keeps start-up light

    return checked(variant, cells)


def show_solved(ctx, grid, solution, nums):
    """The solution in the empty cells; the entries stay as they are, and those the solution
    contradicts are marked and counted in the status line."""
    grid.show_solution(solution)
    wrong = [i for i, (v, s) in enumerate(zip(grid.values_of(("entry",)), solution)) if v and v != s]
    grid.mark_conflicts(wrong)
    if wrong:
        ctx.say_t("solved_wrong_entries", "warning", len(wrong), **nums)
    else:
        ctx.say_t("solved", "success", **nums)


def example_forgetter(select):
    """The Example menu shows the example loaded until the puzzle changes (on_example sets it again
    after its own load): an arrow key on it goes to the next example."""
    def forget(announce=False):
        select.value = ""
    return forget


def solve_keeper(panel):
    """Undo or Redo across a load or a rules edit puts another puzzle on the board without an edit:
    a running solve of the one before is stopped (its answer was drawn on this board: a 25x25
    solution on the 16x16 puzzle brought back raised IndexError, and on one size it would be a
    wrong answer). An Undo of an entry leaves the puzzle, and so the solve, alone."""
    asked = {}

    def on_solving(**_):
        asked["for"] = (panel.grid.line(("given",)), panel.ctx.variant)

    def on_puzzle_changed(announce=False):
        if panel.controller.running and asked.get("for") != (panel.grid.line(("given",)), panel.ctx.variant):
            panel.stop()
            panel.ctx.say_t("stale")

    panel.ctx.events.on("solving", on_solving)
    panel.ctx.events.on("puzzle_changed", on_puzzle_changed)
    return panel


class SolverPanel:
    def __init__(self, ctx):
        self.ctx = ctx
        self.grid = ctx.grid
        self.el = {name: document.getElementById(name) for name in CONTROLS}
        self.controller = SolveController()
        self.saved = {}           # size -> givens line, so switching size never loses typing
        self.givens_line = ""     # the givens at the last edit: did an edit change the puzzle?
        self.text = TextPuzzles(ctx, self.load_puzzle)
        self.share_work = lambda: ""   # () -> the work= text of the player's work ("" none; app sets it)
        ctx.events.on("mode_changed", self.on_mode)
        ctx.events.on("language_done", self.on_language)
        ctx.events.on("puzzle_changed", example_forgetter(self.el["example"]))

    def wire(self):
        for name, handler in (("solve", self.on_solve), ("cancel", self.on_cancel), ("clear", self.on_clear),
                              ("copy", self.on_copy), ("share", self.on_share)):
            when("click", self.el[name])(handler)
        when("change", self.el["size"])(self.on_size), when("change", self.el["example"])(self.on_example)
        for name in ("clear", "copy", "share", "size", "example"):
            self.el[name].disabled = False
        if int(self.el["size"].value) != self.grid.size:  # a size chosen before Python started
            self.on_size()
        self.set_busy(False)
        self.ctx.progress("")
        self.givens_line = self.grid.line(("given",))

    # ----- state ---------------------------------------------------------------------------
    def set_busy(self, busy: bool):
        busy_button.set_busy((self.el["solve"],), self.el["cancel"], busy)
        self.ctx.mark(solving="1" if busy else "0")

    def stop(self):
        """Forget a running solve (its result will be ignored) and clear its progress."""
        self.controller.invalidate()
        self.set_busy(False)
        self.ctx.progress("")

    def on_mode(self, mode):
        if mode != "solver":
            self.stop()
            self.grid.clear_solution()

    def on_language(self, announce=False):
        """A language chosen by the user: say the solver's state again in it."""
        if announce and self.ctx.mode == "solver" and not self.ctx.say_again():
            self.ctx.say_ready()   # (what was said in words of the old language cannot be said again)

    # ----- puzzles in ----------------------------------------------------------------------
    def load_puzzle(self, puzzle, message, variant=None):
        """Put a parsed puzzle on the board (switching size if needed), report conflicts or say
        ``message`` (see ctx.say); ``variant``: its rules (a givens-less Variant), None: classic."""
        if self.controller.running:
            self.stop()   # (its progress line too: "Searching…" stayed under the new puzzle)
        if puzzle.size != self.grid.size:
            self.switch_size(puzzle.size, keep=False, change=False)
        self.ctx.variant = variant
        self.grid.load(puzzle.cells)
        conflicts = self.ctx.check_conflicts()
        self.ctx.events.emit("puzzle_changed", announce=False)
        self.ctx.events.emit("board_changed", how="load")
        self.ctx.say_conflicts(conflicts) if conflicts else self.ctx.say(message)

    def on_edit(self, i):
        """Any user edit: drop a shown solution and a running solve, re-check conflicts.

        An edit of an entry (not the puzzle) leaves the puzzle, and so the tutor, alone."""
        ctx = self.ctx
        givens = self.grid.line(("given",))
        puzzle_changed, self.givens_line = givens != self.givens_line, givens
        if self.controller.running and puzzle_changed:
            self.stop()
            ctx.say_t("stale")
        if self.grid.has_kind("solved"):
            self.grid.clear_solution()
        conflicts = ctx.check_conflicts()
        if conflicts:
            ctx.say_conflicts(conflicts, quiet_if_unchanged=True)   # (said once, not at every key)
        elif ctx.said_error:
            ctx.say("")
        if puzzle_changed:
            ctx.events.emit("puzzle_changed", announce=not conflicts)
        ctx.events.emit("board_changed", how="edit")

    def on_paste(self, event):
        """A paste anywhere on the page (``TextPuzzles.on_paste``)."""
        self.text.on_paste(event)

    def on_example(self, event=None):
        name = self.el["example"].value
        if not name:
            return
        self.load_puzzle(parse(EXAMPLES[name]), lambda: t("example_loaded", name=t("ex_" + name)))
        self.el["example"].value = name   # kept shown: reset at each change, every Down arrow loaded "Easy"

    def load_from_address(self, text, typed=False, restored=False):
        """?puzzle= on the board (``TextPuzzles.load_from_address``): (message said, problem)."""
        return self.text.load_from_address(text, typed, restored)

    # ----- size ----------------------------------------------------------------------------
    def switch_size(self, size: int, keep: bool = True, change: bool = True):
        """Rebuild the board, keeping each size's typed givens; ``change``: Size's, not a load's."""
        self.saved[self.grid.size] = self.grid.line(("given",))
        self.grid.rebuild(size, self.saved.get(size, "") if keep else "")
        self.el["size"].value = str(size)
        self.ctx.check_conflicts()
        self.ctx.events.emit("puzzle_changed", announce=False)
        if change:
            self.ctx.events.emit("board_changed", how="size")

    def on_size(self, event=None):
        size = int(self.el["size"].value)
        if size != self.grid.size:
            self.stop()
            self.switch_size(size)
            self.ctx.say_t("size_changed", size=size)

    # ----- solving -------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.controller.running

    async def on_solve(self, event=None):
        ctx = self.ctx
        if ctx.held_by_pause():   # (said) the solution would fill the covered grid
            return
        ctx.events.emit("solving")   # a hint or a step shown goes: the solution will cover the grid
        self.grid.clear_solution()
        conflicts = ctx.check_conflicts()
        if conflicts:
            ctx.say_conflicts(conflicts, "fix_conflicts")
            return
        puzzle = ctx.givens()
        try:
            variant = None if ctx.variant is None else checked_variant(ctx.variant, puzzle.cells)
        except SudokuError as err:
            ctx.say(lambda err=err: t("error", message=i18n.error_message(err, puzzle.size)), "error")
            self.grid.mark_conflicts(err.cells or ())
            return
        self.set_busy(True)
        ctx.say_t("solving")
        ctx.progress(t("progress", nodes=0, seconds="0.0"))

        def progress(nodes, seconds):
            ctx.progress(t("progress", nodes=i18n.fmt_int(nodes), seconds=f"{seconds:.1f}"))

        try:
            outcome = await self.controller.solve(puzzle, progress, variant,
                                                  on_waiting=lambda: ctx.progress_t("engine_starting"))
        except (SudokuError, EngineFailed) as err:
            self.stop()
            ctx.say(lambda err=err: failure_text(err, puzzle.size), "error")
            self.grid.mark_conflicts(getattr(err, "cells", None) or ())
            return
        if outcome.kind == "stale":
            return
        self.set_busy(False)
        ctx.progress("")
        if outcome.kind == "cancelled":
            ctx.say_t("cancelled", nodes=i18n.fmt_int(outcome.nodes))
            return
        self.show_result(outcome)

    def show_result(self, outcome):
        result = outcome.result
        nums = dict(seconds=i18n.fmt_seconds(outcome.wall), nodes=i18n.fmt_int(result.stats.nodes))
        self.ctx.mark(solveMs=f"{outcome.wall * 1000:.3f}", solveNodes=str(result.stats.nodes),
                      solveStatus=result.status)
        if result.status == "solved":
            show_solved(self.ctx, self.grid, result.solution.cells, nums)
        elif result.status == "multiple":
            self.grid.show_solution(result.solution.cells)
            witness = result.witness.cells if result.witness else None
            self.grid.mark_differences(result.differences, witness)
            self.ctx.say_t("multiple", "warning", count=len(result.differences), **nums)
        else:
            self.ctx.say_t("no_solution", "error", **nums)
        self.ctx.events.emit("solved", outcome=outcome)   # once drawn: the pad counts the answer shown

    def on_cancel(self, event=None):
        self.controller.cancel()

    def on_clear(self, event=None):
        self.stop()
        self.grid.clear()
        self.ctx.events.emit("puzzle_changed", announce=False)
        self.ctx.events.emit("board_changed", how="clear")
        self.ctx.say_t("cleared")
        self.grid.focus(0)

    # ----- puzzles out ---------------------------------------------------------------------
    async def on_copy(self, event=None):
        text = self.grid.line()
        await self.ctx.copy_text(text, lambda: t("copied", text=text), "copy_failed")

    async def on_share(self, event=None):
        """A link to the puzzle, carrying the player's work (``work=``, see work_link) when there is some."""
        work = self.share_work()
        url = self.ctx.share_url(work=work)
        await self.ctx.copy_text(url, lambda: t("shared_work" if work else "shared"), "share_failed")
