"""The logic engine run in turns for Hint and Explain: busy state, the progress line, "Stop
looking", and the checks before a search (a puzzle is there, its givens do not clash).

Its own part because both Hint (``logic_hint``) and Explain (``logic_explain``) search the same
way: every part of the search (the check that the puzzle has one solution, each technique's
search) runs in small slices of work (see ``sudoku_core.logic.slices``), a few per turn of the
browser; a second click while it runs is ignored, and ``stop`` (any change of the position, or
"Stop looking") ends it at its next turn. The engine is imported on first use, so the solver's
start-up does not pay for it.
"""

from __future__ import annotations

from sudoku_core import Puzzle, SudokuError, find_conflicts

from . import i18n
from .runner import run_in_turns
from .strings import t


def hint_job(pos):
    """The core's hint work for a workspace Position (its givens, entries and crossed-out marks)."""
    from sudoku_core.logic import hint_work

    entries = {c: d for c, d in enumerate(pos.digits(pos.entries)) if d}
    return hint_work(Puzzle(pos.digits(pos.givens), pos.size), entries, pos.crossed_out())


class LogicSearch:
    def __init__(self, ctx, el):
        self.ctx = ctx
        self.el = el                  # the logic panel's controls (hint, explain, logic-cancel)
        self.op = 0                   # bumped to stop a running search
        self.busy = False

    def set_busy(self, busy: bool):
        self.busy = busy
        self.el["logic-cancel"].disabled = not busy
        self.el["hint"].disabled = busy
        self.el["explain"].disabled = busy
        self.ctx.mark(logicBusy="1" if busy else "0")
        if not busy:
            self.ctx.progress("")

    def stop(self):
        """A running search ends at its next turn, without a word."""
        self.op += 1

    def on_cancel(self, event=None):
        self.stop()
        self.ctx.say(t("logic_cancelled"))

    def ready_position(self, pos):
        """``pos`` (the workspace's position) when a puzzle is there and its givens do not clash,
        else None (and the reason said)."""
        if not any(ch != "." for ch in pos.givens):
            self.ctx.say(t("no_puzzle"), "warning")
            return None
        conflicts = find_conflicts(Puzzle(pos.digits(pos.givens), pos.size))
        if conflicts:
            self.ctx.say(self.ctx.conflict_text(conflicts, "fix_conflicts"), "error")
            return None
        return pos

    async def run(self, work, progress_key, found=lambda: 0):
        """Drive ``work`` (the core's hint or path work: it yields the solver's Stats while it
        checks the puzzle has one solution, then the technique being tried, between small units
        of work; see ``sudoku_core.logic.slices``) in turns; its value, or None when stopped. A
        SudokuError is said in the status line (also None). ``found()``: the steps found so far,
        for the progress line."""
        from .step_words import name_of

        op = self.op = self.op + 1
        box = {}

        def job():
            box["value"] = yield from work

        def on_turn(item):
            technique = getattr(item, "id", None)
            if technique:
                self.ctx.progress(t(progress_key, name=name_of(technique), n=found() + 1))
            elif hasattr(item, "nodes"):  # the solver's Stats: the one-solution check
                self.ctx.progress(t("logic_checking", nodes=i18n.fmt_int(item.nodes)))

        self.set_busy(True)
        try:
            done = await run_in_turns(job(), lambda: op == self.op, on_turn)
        except SudokuError as err:
            grid = self.ctx.grid
            self.ctx.say(t("puzzle_error", message=i18n.error_message(err, grid.size)), "error")
            grid.mark_conflicts(err.cells or ())
            return None
        finally:
            self.set_busy(False)
        return box.get("value") if done else None
