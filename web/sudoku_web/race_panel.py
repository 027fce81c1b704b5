"""The tutor's race: every algorithm on the board's puzzle, one table row each, with Cancel.

The rules (step cap, counting, "capped") are the core's ``RaceTask``; this module only drives the
tasks in turns (``runner``) and draws the table (``tutor_view``). A race stops when it is
cancelled, when the puzzle changes, or when the tutor is left (``stop``).
"""

from __future__ import annotations

from pyscript import document, when

from sudoku_core import find_conflicts
from sudoku_core.algorithms import ALGORITHMS, RaceTask, Tally

from . import i18n
from . import tutor_view as view
from .runner import Turn, run_in_turns
from .strings import t
from .timing import perf_counter

RACE_EVERY = 8           # race steps between two looks at the clock at first (a 25x25 "fast" step: ~1 ms)
RACE_EVERY_MAX = 4096    # ... then adapted to the algorithm's speed, up to this many
CLOCK_LOOK = 0.002       # seconds between two looks at the clock
INTERVAL = 0.03          # seconds of work between two turns of the browser


def race_work(puzzle, on_row):
    """The race as a generator for ``run_in_turns``: each algorithm's ``RaceTask`` in chunks whose
    size follows the algorithm's speed; ``on_row(name, result)`` after each one (then a turn, to
    paint the row). Yields ``(name, steps so far)`` between chunks."""
    for name in ALGORITHMS:
        task = RaceTask(name, puzzle, view.RACE_CAP)
        every = RACE_EVERY
        while not task.finished:
            run = task.run(every=every)
            started, steps = perf_counter(), task.tally.steps
            for _ in run:
                yield name, task.tally.steps
                rate = (task.tally.steps - steps) / max(perf_counter() - started, 1e-6)
                better = min(RACE_EVERY_MAX, max(RACE_EVERY, int(rate * CLOCK_LOOK)))
                if better != every:
                    every = better
                    break  # go on with chunks of the new size
                started, steps = perf_counter(), task.tally.steps
            run.close()
        on_row(name, task.result)
        yield Turn()


class RacePanel:
    def __init__(self, ctx, before_race, watched=lambda: None):
        self.ctx = ctx
        self.before_race = before_race  # e.g. pause the player
        self.watched = watched          # () -> the practice run the tutor watches, or None
        self.el = {name: document.getElementById("t-" + name) for name in ("race", "race-cancel", "race-out")}
        self.op = 0                     # bumped by stop(): a running race ends at its next turn
        self.racing = False
        self.cancelled = False
        when("click", self.el["race"])(self.on_race)
        when("click", self.el["race-cancel"])(self.on_cancel)
        self.el["race"].disabled = False

    def stop(self):
        """The puzzle changed or the tutor was left: a running race ends and shows nothing."""
        self.op += 1

    async def on_race(self, event=None):
        """Race every algorithm, giving the browser a turn every INTERVAL seconds."""
        self.before_race()
        ctx = self.ctx
        givens = ctx.givens()
        conflicts = find_conflicts(givens)
        if conflicts:
            ctx.check_conflicts()
            ctx.say(t("tutor_conflict", message=i18n.conflict_message(
                conflicts[0], ctx.grid.size, ctx.grid.symbols)), "error")
            return
        self.op += 1
        op = self.op
        self.racing = True
        self.cancelled = False
        self.el["race"].disabled = True
        self.el["race-cancel"].disabled = False
        ctx.mark(raceDone="0")
        out = self.el["race-out"]
        out.innerHTML = view.race_table("")
        tbody = out.querySelector("tbody")
        results = []

        def row(name, result):
            title = view.algo_title(name)
            results.append((result.tally.nodes, title))
            tbody.insertAdjacentHTML("beforeend", view.race_row(name, title, result.tally, result.seconds,
                                                                result.capped))

        def running(item):
            name, steps = item
            ctx.progress(t("race_running", title=view.algo_title(name), steps=i18n.fmt_int(steps)))

        try:
            ended = await run_in_turns(race_work(givens, row), lambda: op == self.op, running, INTERVAL)
            if ended:
                self.add_yours(givens, tbody)
                ctx.say(t("race_done", fastest=min(results)[1]), "success")
                ctx.mark(raceDone="1")
        finally:
            self.racing = False
            self.el["race"].disabled = False
            self.el["race-cancel"].disabled = True
            ctx.progress("")
            if self.cancelled and op == self.op - 1:
                # Cancel race: what finished stays (no table at all when nothing did), and we say so
                if not results:
                    out.innerHTML = ""
                ctx.say(t("race_cancelled", done=len(results), total=len(ALGORITHMS)))
            elif op != self.op:  # the puzzle changed or the tutor was left: nothing to show
                out.innerHTML = ""

    def add_yours(self, givens, tbody):
        """The practice run the tutor watches, when it is on this puzzle, joins the table (board
        writes as steps, digits written as nodes, cells emptied as backtracks; its verdict as the note)."""
        run = self.watched()
        if run is None or run.cells != tuple(givens.cells) or run.verdict is None:
            return
        digits = bytes(run.writes[1::4])
        tally = Tally(steps=run.count, nodes=len(digits) - digits.count(0), backtracks=digits.count(0))
        tbody.insertAdjacentHTML("beforeend", view.race_row(
            "yours", t("race_yours"), tally, (run.ms or 0) / 1000, False, note=t("v_" + run.verdict.kind)))

    def on_cancel(self, event=None):
        """Stop the race at its next turn (at once, as far as a person can tell)."""
        if not self.racing or self.cancelled:
            return
        self.cancelled = True
        self.op += 1

    def relabel(self):
        """The language changed: the table's caption, heads and algorithm titles."""
        table = self.el["race-out"].querySelector("table")
        if table is None:
            return
        table.querySelector("caption").textContent = t("race_caption", cap=i18n.fmt_int(view.RACE_CAP))
        for th, key in zip(table.querySelectorAll("thead th"), view.RACE_HEADS):
            th.textContent = t(key)
        for row in table.querySelectorAll("tbody tr[data-algo]"):
            name = str(row.dataset.algo)
            if name in ALGORITHMS:
                row.querySelector("th").firstChild.textContent = view.algo_title(name) + " "
            elif name == "yours":
                row.querySelector("th").firstChild.textContent = t("race_yours") + " "
