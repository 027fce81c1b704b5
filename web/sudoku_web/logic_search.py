"""The engine's searches for Hint, Explain and the rating line: busy state, the progress line,
"Stop looking", and the checks before a search (a puzzle is there, its givens do not clash).

Its own part because Hint (``logic_hint``), Explain (``logic_explain``) and the rating line
(``logic_rating``) ask the engine worker the same way (``engine.request``: the ``hint``,
``explain`` and ``rate`` jobs): the page's thread only sends the position and shows the progress
the worker reports; a second click while one runs is ignored, and ``stop`` (any change of the
position, or "Stop looking") cancels the request at once, leaving the page as it was. Before the
worker is ready the request waits, and the progress line says the solver is starting.
"""

from __future__ import annotations

from sudoku_core import Puzzle, SudokuError, find_conflicts

from . import busy_button, i18n
from .play import has_puzzle
from .strings import t


def position_args(pos) -> dict:
    """A workspace Position as the engine's position arguments (its givens, entries and crossed-out
    marks: ``wire.position_args``; a variant's rules as ``variant``: ``wire.variant_args``)."""
    from sudoku_jobs.wire import position_args as encode

    args = encode(pos.size, pos.digits(pos.givens), pos.digits(pos.entries), pos.crossed_out())
    rules = pos.rules()
    if rules is not None:
        from sudoku_jobs.wire import variant_args

        args["variant"] = variant_args(rules)
    return args


def progress_words(data: dict, progress_key: str):
    """The progress line for an engine report of a logic search (``jobs.logic_progress``): the
    one-solution check's nodes, then the technique tried and the step being looked for; None
    for a report with neither."""
    from .step_words import name_of

    if data.get("phase") == "technique":
        return t(progress_key, name=name_of(data["technique"]), n=int(data.get("found") or 0) + 1)
    if "nodes" in data:
        return t("logic_checking", nodes=i18n.fmt_int(data["nodes"]))
    return None


class LogicSearch:
    def __init__(self, ctx, el):
        self.ctx = ctx
        self.el = el                  # the logic panel's controls (hint, explain, logic-cancel)
        self.request = None           # the engine request running (engine.Request), or None

    @property
    def busy(self) -> bool:
        return self.request is not None

    def set_busy(self, busy: bool):
        busy_button.set_busy((self.el["hint"], self.el["explain"]), self.el["logic-cancel"], busy)
        self.ctx.mark(logicBusy="1" if busy else "0")
        if not busy:
            self.ctx.progress("")

    def stop(self):
        """A running search is cancelled at once, without a word."""
        request, self.request = self.request, None
        if request is not None:
            request.cancel()
            self.set_busy(False)

    def on_cancel(self, event=None):
        self.stop()
        self.ctx.say_t("logic_cancelled")

    def ready_position(self, pos):
        """``pos`` (the workspace's position) when a puzzle is there (givens, or a variant's cages)
        and its givens do not clash (by the variant's rules, if any), else None (and the reason
        said)."""
        if not has_puzzle(pos):
            self.ctx.say_t("no_puzzle", "warning")      # a killer's cages are a puzzle without givens
            return None
        rules = pos.rules()
        if rules is not None:
            from sudoku_core.variants.conflicts import variant_conflicts

            conflicts = variant_conflicts(rules, pos.digits(pos.givens))
        else:
            conflicts = find_conflicts(Puzzle(pos.digits(pos.givens), pos.size))
        if conflicts:
            self.ctx.say_conflicts(conflicts, "fix_conflicts")
            return None
        return pos

    async def run(self, job: str, args: dict, progress_key: str):
        """Ask the engine for ``job`` with ``args``; its decoded result, or None when stopped
        (cancelled: nothing changes). A SudokuError is said in the status line (also None)."""
        from . import engine

        self.stop()
        box = {}

        def on_progress(data):
            if self.request is box.get("request"):
                words = progress_words(data, progress_key)
                if words:
                    self.ctx.progress(words)

        request = box["request"] = self.request = engine.request(job, args, on_progress)
        self.set_busy(True)
        if request.waiting:
            self.ctx.progress_t("engine_starting")
        try:
            value = await request.result()
            return value if self.request is request else None   # stopped meanwhile: dropped
        except engine.Cancelled:
            return None
        except engine.EngineFailed as err:      # the worker broke: said; the next request gets a new one
            if self.request is request:
                self.ctx.say(lambda err=err: t("error", message=str(err)), "error")
            return None
        except SudokuError as err:
            if self.request is request:
                grid = self.ctx.grid
                key = {"no_solution": "puzzle_none", "multiple_solutions": "puzzle_several"}.get(err.code)
                size = grid.size
                self.ctx.say(lambda err=err: t(key) if key else t("puzzle_error", message=i18n.error_message(err, size)),
                             "error")
                grid.mark_conflicts(err.cells or ())
            return None
        finally:
            if self.request is request:
                self.request = None
                self.set_busy(False)
