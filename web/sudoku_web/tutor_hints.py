"""The tutor's Hint button: the logic engine's hint on the board the tutor shows.

Its own part because it is the tutor's one use of the logic engine (the engine worker's ``hint``
job) and of the core's singles-only hint; it pauses the player first
(``tutor_playback``) and leaves the highlight to the display (``tutor_display``), whose next
render takes it away.
"""

from __future__ import annotations

import asyncio

from sudoku_core import Puzzle, SudokuError, find_conflicts
from sudoku_core.algorithms import hint

from . import busy_button, i18n
from .logic_search import progress_words
from .strings import t

LOOK = 0.05     # seconds between two looks at the player while a hint is looked for


class TutorHints:
    def __init__(self, ctx, trace, display, playback):
        self.ctx = ctx
        self.grid = ctx.grid
        self.trace = trace
        self.display = display
        self.playback = playback

    async def on_hint(self, event=None):
        """The logic engine's hint on the board the tutor shows (the puzzle, and the search's
        digits as entries: a wrong guess is named first), from the engine worker's ``hint`` job.
        A puzzle without exactly one solution gets the singles-only hint of
        ``sudoku_core.algorithms`` instead."""
        from sudoku_jobs.wire import position_args

        from . import engine
        from .step_words import hint_text

        playback = self.playback
        was_playing = playback.playing
        op = playback.interrupt()  # a hint pauses Play and stops a seek
        if was_playing:
            self.display.render()
        board = Puzzle(self.trace.shown_board(), self.grid.size)
        givens = self.ctx.givens()
        args = position_args(givens.size, givens.cells, board.cells)
        said = []

        def on_progress(data):   # a long search (a hard 16x16's one-solution check) says how far it is
            words = progress_words(data, "looking") if op == playback.op else None
            if words:
                said.append(True)
                self.ctx.progress(words)

        request = engine.request("hint", args, on_progress)
        waited = request.waiting
        if waited:  # before the engine is up the Hint waits, and says so
            self.ctx.progress_t("engine_starting")
        button = self.display.el["hint"]
        busy_button.set_busy((button,), None, True)
        asyncio.ensure_future(self.cancel_when_moved(request, op))
        try:
            found = await request.result()
        except engine.Cancelled:
            return
        except engine.EngineFailed as error:
            if op == playback.op:
                self.ctx.say(t("error", message=str(error)), "error")
            return
        except SudokuError:
            if op == playback.op:
                self.simple_hint(board)
            return
        finally:
            busy_button.set_busy((button,), None, False)
            if waited or said:
                self.ctx.progress("")
        if op != playback.op:
            return                 # the player moved meanwhile: this hint is for another board
        result = getattr(found, "hint", found)
        step = result.step
        if step is not None and step.placements:
            target = step.placements[0][0]
        else:
            target = result.cells[0] if result.kind == "wrong_entry" and result.cells else -1
        self.display.show_hint(result.cells, target)
        self.ctx.mark(hintKind=result.technique or result.kind, hintCell=str(target))
        self.ctx.say(hint_text(result, 3), "warning" if result.kind in ("wrong_entry", "stuck") else "info")

    async def cancel_when_moved(self, request, op):
        """The player moved (Step, Play, Reset, another puzzle or algorithm, the tutor left) while
        the hint is looked for: the hint, for a board no longer shown, is cancelled. A long one
        held the engine, so Play stalled at its next window and the solver's Solve waited."""
        while not request.finished and not request.cancelled:
            if op != self.playback.op:
                request.cancel()
                return
            await asyncio.sleep(LOOK)

    def simple_hint(self, board):
        result = hint(board)
        self.display.show_hint(result.cells, result.cell)
        self.ctx.mark(hintKind=result.kind, hintCell=str(result.cell))
        kind = {"conflict": "error", "dead_cell": "warning", "stuck": "warning"}.get(result.kind, "info")
        conflicts = find_conflicts(board) if result.kind == "conflict" else ()
        self.ctx.say(i18n.hint_message(result, self.grid.size, self.grid.symbols, conflicts), kind)
