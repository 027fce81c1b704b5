"""The tutor's race: every algorithm on the board's puzzle, one table row each, with Cancel.

The rules (step cap, counting, "capped") are the core's ``RaceTask``, run in the engine worker (its
``race`` job: a row reported as each algorithm finishes); this module only asks for it and draws
the table (``tutor_view``). A race stops when it is
cancelled, when the puzzle changes (``on_puzzle_changed``, also while the tutor is not shown: its
table goes, running or finished, it was for other givens), or when the tutor is left (``leave``: as a Cancel race, its finished rows kept and the stop said, so a person
coming back is not left wondering where the race went).
"""

from __future__ import annotations

from pyscript import document, when

from sudoku_core import find_conflicts
from sudoku_core.algorithms import ALGORITHMS, Tally

from . import busy_button, i18n
from . import tutor_view as view
from .strings import t

def _key(givens):
    """What a race table is for: the givens' cells and size."""
    return tuple(givens.cells), givens.size


class RacePanel:
    left = False                        # the running race was stopped by leaving the tutor
    shown_for = None                    # _key of the givens the table shown was raced on, or None

    def __init__(self, ctx, before_race, watched=lambda: None):
        self.ctx = ctx
        self.before_race = before_race  # e.g. pause the player
        self.watched = watched          # () -> the practice run the tutor watches, or None
        self.el = {name: document.getElementById("t-" + name) for name in ("race", "race-cancel", "race-out")}
        self.request = None             # the engine's race request running, or None
        self.cancelled = False
        when("click", self.el["race"])(self.on_race)
        when("click", self.el["race-cancel"])(self.on_cancel)
        self.el["race"].disabled = False

    @property
    def racing(self) -> bool:
        return self.request is not None

    def stop(self):
        """The puzzle changed: a running race is cancelled and shows nothing."""
        request, self.request = self.request, None
        if request is not None:
            request.cancel()

    def on_puzzle_changed(self, givens):
        """The puzzle changed (the page's ``puzzle_changed``, also while the tutor is not shown): a
        running race is cancelled, and a finished (or cancelled) table raced on other givens goes;
        it used to stay, still headed "Race on this puzzle" for the earlier puzzle."""
        self.stop()
        if self.shown_for is not None and self.shown_for != _key(givens):
            self.show_table("")

    def leave(self):
        """The tutor was left: a running race stops in the engine (it would hold a Solve or a Hint
        back for up to a minute), but ends as a Cancel race does: the rows that finished stay and
        the status line says it stopped because the tutor was left, and how many finished."""
        if self.racing and not self.cancelled:
            self.left = True
        self.stop()

    async def on_race(self, event=None):
        """Race every algorithm in the engine worker (its ``race`` job); each row is drawn as its
        report arrives."""
        from sudoku_jobs.wire import decode_race_row, encode_puzzle

        from . import engine

        self.before_race()
        ctx = self.ctx
        givens = ctx.givens()
        if ctx.variant is not None:   # the racers search by classic rules only (as the tutor's trace)
            ctx.say_t("v_classic_only", "warning")
            return
        conflicts = find_conflicts(givens)
        if conflicts:
            ctx.check_conflicts()
            ctx.say(t("tutor_conflict", message=i18n.conflict_message(
                conflicts[0], ctx.grid.size, ctx.grid.symbols)), "error")
            return
        self.stop()
        self.cancelled = self.left = False
        busy_button.set_busy((self.el["race"],), self.el["race-cancel"], True)
        ctx.mark(raceDone="0")
        out = self.show_table(view.race_table(""))
        self.shown_for = _key(givens)
        tbody = out.querySelector("tbody")
        results = []
        box = {}

        def report(data):
            if self.request is not box.get("request"):
                return
            if "row" in data:
                result = decode_race_row(data["row"])
                title = view.algo_title(result.name)
                results.append((result.tally.nodes, result.name))
                tbody.insertAdjacentHTML("beforeend", view.race_row(result.name, title, result.tally,
                                                                    result.seconds, result.capped))
            elif "name" in data:
                ctx.progress_t("race_running", title=view.algo_title(data["name"]),
                               steps=i18n.fmt_int(data["steps"]))

        args = {"puzzle": encode_puzzle(givens), "algorithms": list(ALGORITHMS), "cap": view.RACE_CAP}
        request = box["request"] = self.request = engine.request("race", args, report)
        if request.waiting:
            ctx.progress_t("engine_starting")
        ended = False
        try:
            await request.result()
            ended = self.request is request
        except engine.Cancelled:
            pass
        except engine.EngineFailed as error:
            if self.request is request:
                ctx.say(t("error", message=str(error)), "error")
        finally:
            if self.request is request:
                self.request = None
            if self.request is None:     # no newer race: the buttons are this one's to reset
                busy_button.set_busy((self.el["race"],), self.el["race-cancel"], False)
                ctx.progress("")
        if ended:
            self.add_yours(givens, tbody)
            fastest = min(results)[1]   # said again in the new language on a switch (its title too)
            ctx.say(lambda: t("race_done", fastest=view.algo_title(fastest)), "success")
            ctx.mark(raceDone="1")
        elif (self.cancelled or self.left) and self.request is None:
            # Cancel race or the tutor left: what finished stays (no table at all when nothing
            # did), and we say so
            if not results:
                self.show_table("")
            ctx.say_t("race_left" if self.left else "race_cancelled", done=len(results), total=len(ALGORITHMS))
        elif self.request is None:       # the puzzle changed: nothing to show
            self.show_table("")

    def show_table(self, html: str):
        """The race's table, or nothing (""). Its box scrolls sideways on a phone, so while it
        holds a table it is a Tab stop: the keyboard can scroll it (axe: scrollable-region-focusable)."""
        out = self.el["race-out"]
        out.innerHTML = html
        if not html:
            self.shown_for = None
        if html:
            out.setAttribute("tabindex", "0")
        else:
            out.removeAttribute("tabindex")
        return out

    def add_yours(self, givens, tbody):
        """The practice run the tutor watches, when it is on this puzzle, joins the table (board
        writes as steps, digits written as nodes, cells emptied as backtracks; its verdict as the note)."""
        run = self.watched()
        if run is None or run.cells != tuple(givens.cells) or run.verdict is None:
            return
        # the digit is each 4-byte record's second byte (read by index: MicroPython slices no step)
        writes = run.writes
        emptied = sum(1 for i in range(1, len(writes), 4) if writes[i] == 0)
        tally = Tally(steps=run.count, nodes=len(writes) // 4 - emptied, backtracks=emptied)
        tbody.insertAdjacentHTML("beforeend", view.race_row(
            "yours", t("race_yours"), tally, (run.ms or 0) / 1000, False, note_key="v_" + run.verdict.kind,
            named=False))

    def on_cancel(self, event=None):
        """Cancel the race at once: the rows that arrived stay."""
        if not self.racing or self.cancelled:
            return
        self.cancelled = True
        self.stop()

    def relabel(self):
        """The language changed: the table's caption, heads and algorithm titles."""
        table = self.el["race-out"].querySelector("table")
        if table is None:
            return
        table.querySelector("caption").textContent = t("race_caption", cap=i18n.fmt_int(view.RACE_CAP))
        for th, key in zip(table.querySelectorAll("thead th"), view.RACE_HEADS):
            th.textContent = t(key)
        for row in table.querySelectorAll("tbody tr[data-algo]"):
            view.race_words(row)
            name = str(row.dataset.algo)
            if name in ALGORITHMS:
                row.querySelector("th").firstChild.textContent = view.algo_title(name) + " "
            elif name == "yours":
                row.querySelector("th").textContent = t("race_yours")
