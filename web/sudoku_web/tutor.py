"""Tutor mode: the player panel (Step, Play/Pause, Back, Reset, Speed, scrubber), the code and data
panels, the race and hints.  DOM glue over ``sudoku_core.algorithms``: the searches, the Player,
hints and pencil marks all come from the core; texts and markup helpers from ``tutor_view``.

Decisions (see docs/web-notes.md, "Tutor mode"):
- Editing the grid in tutor mode restarts the trace (new Player from the new givens, step 0).
- Nothing blocks the main thread for long: Play advances a number of steps per frame from the
  Speed (stepping at most FRAME_BUDGET seconds per frame) and sleeps between frames; seeking and
  Back replay in chunks with ``await asyncio.sleep(0)`` between them and show progress; the race
  runs each algorithm as a ``RaceTask`` in chunks too (Cancel race stops it between two chunks).
  Every user action bumps ``self.op``, which stops a running Play or seek at its next chunk (so
  there is only ever one loop moving the player).
- Back and Step during a seek count from where the seek is heading (``seek_goal``), not from where
  the replay happens to be: two quick Backs from step N land on N - 2.
- Play stops on the first "solved" event (a further Play looks for a second solution), at the end
  of the trace, or at the step cap (then it says so).
- The live region (role=status) is told about steps on Step/Back/Reset/seek and when Play stops,
  never during Play.
"""

from __future__ import annotations

import asyncio
from time import perf_counter

from pyscript import document, window, when

from sudoku_core import Puzzle, find_conflicts
from sudoku_core.algorithms import ALGORITHMS, Player, RaceTask, hint, pencil_marks

from . import i18n
from . import tutor_view as view
from .strings import STRINGS, t

SEEK_CHUNK = 2000        # steps per chunk when seeking or replaying (a few ms each in Pyodide)
RACE_EVERY = 8           # race steps between two looks at the clock at first (a 25x25 "fast" step: ~1 ms)
RACE_EVERY_MAX = 4096    # ... then adapted to the algorithm's speed, up to this many
CLOCK_LOOK = 0.002       # seconds between two looks at the clock in the race
YIELD_INTERVAL = 0.03    # seconds of work between two turns of the browser (seek, race)
BUSY_AFTER = 0.25        # show a progress line when a seek takes longer than this
FRAME = 1 / 60
FRAME_BUDGET = 0.02      # at most this long stepping in one frame of Play
MAX_SLEEP = 0.2          # Play re-reads the Speed at least this often
DEFAULT_ALGO = "bitmask"
COUNTERS = ("steps", "nodes", "backtracks", "depth")


def algo_title(name):
    key = "algo_" + name
    return t(key) if key in STRINGS["en"] else ALGORITHMS[name][1]


class Tutor:
    def __init__(self, app):
        self.app = app
        self.grid = app.grid
        ids = ("algo", "step", "play", "back", "reset", "hint", "speed", "speed-out", "scrub", "pos",
               "counters", "event", "cands", "link", "code", "code-file", "data", "race", "race-cancel",
               "race-out")
        self.el = {name: document.getElementById("t-" + name) for name in ids}
        self.counter_el = {k: self.el["counters"].querySelector(f'[data-counter="{k}"]') for k in COUNTERS}
        self.player = None
        self.key = None           # (cells, size, algorithm) the player was made for
        self.known = 0            # highest step reached: the scrubber's max
        self.op = 0               # bumped by every user action; loops stop when it changes
        self.playing = False
        self.scrubbing = False
        self.scrub_target = 0
        self.seek_goal = None     # the step a running seek is heading for (None: no seek)
        self.race_op = 0
        self.racing = False
        self.race_cancelled = False
        self.hint_on = False
        self.cands_on = bool(self.el["cands"].checked)
        self.code_algo = None
        self.code_lines = []
        self.code_line = None
        self.cache = {}           # last text/attribute written per key (fewer DOM writes per frame)
        self.rate = view.rate_of(self.el["speed"].value)
        self._fill_algorithms()
        self._wire()

    # ----- set-up ------------------------------------------------------------------------
    def _fill_algorithms(self):
        """The options come from the core's registry, in teaching order."""
        select = self.el["algo"]
        current = str(select.value) or DEFAULT_ALGO
        select.innerHTML = ""
        for name in ALGORITHMS:
            option = document.createElement("option")
            option.value = name
            option.textContent = algo_title(name)
            select.appendChild(option)
        select.value = current if current in ALGORITHMS else DEFAULT_ALGO

    def _wire(self):
        for name, handler in (("step", self.on_step), ("play", self.on_play), ("back", self.on_back),
                              ("reset", self.on_reset), ("hint", self.on_hint), ("race", self.on_race),
                              ("link", self.on_link), ("race-cancel", self.on_race_cancel)):
            when("click", self.el[name])(handler)
        when("change", self.el["algo"])(self.on_algo)
        when("input", self.el["speed"])(self.on_speed)
        when("input", self.el["scrub"])(self.on_scrub)
        when("change", self.el["cands"])(self.on_cands)
        for name in ("algo", "step", "play", "back", "reset", "hint", "speed", "cands", "link", "race"):
            self.el[name].disabled = False
        self.on_speed()

    @property
    def algo(self):
        name = str(self.el["algo"].value)
        return name if name in ALGORITHMS else DEFAULT_ALGO

    def select_algo(self, name):
        self.el["algo"].value = name

    # ----- the player --------------------------------------------------------------------
    def interrupt(self):
        """Stop whatever moves the player (Play, a seek); return the new operation number."""
        self.op += 1
        self.seek_goal = None
        if self.playing:
            self.playing = False
            self._set_text("play", t("play"))
            document.body.dataset.tutorPlaying = "0"
        return self.op

    def sync_player(self):
        """Make the player match the grid's givens and the chosen algorithm; False if unusable."""
        givens = self.app.givens()
        key = (tuple(givens.cells), givens.size, self.algo)
        if key == self.key:
            return self.player is not None  # None only when these givens conflict
        self.interrupt()
        self.key = key
        self.known = 0
        if find_conflicts(givens):
            self.player = None
            return False
        self.player = Player(givens, self.algo, max_steps=view.STEP_CAP)
        return True

    def description(self):
        p = self.player
        if p is None:
            conflicts = find_conflicts(self.app.givens())
            if conflicts:
                return t("tutor_conflict", message=i18n.conflict_message(conflicts[0], self.grid.size, self.grid.symbols))
            return t("ev_ready")
        if p.capped:
            return t("ev_capped", cap=view.fmt_int(view.STEP_CAP))
        return view.describe(p.event, self.grid.size, self.grid.symbols, p.tally.solutions)

    def announce(self, key="announce", note=None, note_kind="warning"):
        """Say the current step in the status line; ``note`` (e.g. about the address) goes first."""
        p = self.player
        if p is None:
            self.app.say(" ".join(filter(None, (note, self.description()))), "error")
            return
        text = t(key, step=view.fmt_int(p.position), event=self.description())
        if note:
            self.app.say(f"{note} {text}", note_kind)
            return
        self.app.say(text, "success" if p.event is not None and p.event.kind == "solved" else "info")

    # ----- rendering ---------------------------------------------------------------------
    def _set_text(self, key, text, el=None):
        if self.cache.get(key) != text:
            self.cache[key] = text
            (el or self.el[key]).textContent = text

    def _set_prop(self, key, name, value):
        ck = f"{key}.{name}"
        if self.cache.get(ck) != value:
            self.cache[ck] = value
            setattr(self.el[key], name, value)

    def show_code(self):
        p = self.player
        name = self.algo
        if self.code_algo == name or p is None:
            return
        self.code_algo = name
        module = type(p.search).__module__.rsplit(".", 1)[-1] + ".py"
        self.el["code-file"].textContent = module
        self.el["code"].setAttribute("aria-label", t("code_label", file=module))
        self.el["code"].innerHTML = view.code_html(p.source)
        self.code_lines = list(self.el["code"].querySelectorAll(".ln"))
        self.code_line = None

    def show_line(self, line):
        if line == self.code_line:
            return
        if self.code_line and self.code_line <= len(self.code_lines):
            old = self.code_lines[self.code_line - 1]
            old.classList.remove("current")
            old.removeAttribute("aria-current")
        self.code_line = line
        if line and line <= len(self.code_lines):
            el = self.code_lines[line - 1]
            el.classList.add("current")
            el.setAttribute("aria-current", "true")
            pre = self.el["code"]
            top, height, view_h = el.offsetTop, el.offsetHeight, pre.clientHeight
            if top < pre.scrollTop or top + height > pre.scrollTop + view_h:
                pre.scrollTop = max(0, top - view_h // 3)

    def render(self):
        """Show the player's state everywhere (grid, counters, code, data); once per frame."""
        p = self.player
        body = document.body.dataset
        if self.hint_on:
            self.grid.clear_hint()
            self.hint_on = False
        if p is None:
            self.grid.clear_trace()
            for k in COUNTERS:
                self._set_text("c_" + k, "0", self.counter_el[k])
            self._set_text("event", self.description())
            for name in ("step", "play", "back", "reset", "scrub", "link"):
                self._set_prop(name, "disabled", True)
            body.tutorPosition = "0"
            return
        self.show_code()
        event = p.event
        self.known = max(self.known, p.position)
        board = p.board
        self.grid.show_trace(board)
        desc = self.description()
        cell, state, badge = view.cell_mark(event, self.grid.symbols)
        self.grid.mark_step(cell, state, badge, desc)
        trace_state = "capped" if p.capped else (event.kind if event is not None else "start")
        if self.cache.get("trace") != trace_state:
            self.cache["trace"] = trace_state
            self.grid.table.setAttribute("data-trace", trace_state)
        tally = p.tally
        for k in COUNTERS:
            self._set_text("c_" + k, view.fmt_int(getattr(tally, k)), self.counter_el[k])
        self._set_prop("scrub", "max", str(self.known))
        self.el["scrub"].value = str(p.position)  # not cached: dragging changes it behind our back
        pos_key = "position" if p.over else "position_more"
        self._set_text("pos", t(pos_key, position=view.fmt_int(p.position), known=view.fmt_int(self.known)))
        self._set_text("event", desc)
        self.show_line(p.line)
        data = view.data_html(i18n.data_rows(p.panel(), self.grid.size))
        if self.cache.get("data") != data:
            self.cache["data"] = data
            self.el["data"].innerHTML = data
        self.render_pencil(board)
        self._set_prop("step", "disabled", p.over)
        self._set_prop("play", "disabled", p.over and not self.playing)
        self._set_prop("back", "disabled", p.position == 0)
        self._set_prop("reset", "disabled", p.position == 0)
        self._set_prop("scrub", "disabled", self.known == 0)
        self._set_prop("link", "disabled", False)
        body.tutorPosition = str(p.position)
        body.tutorAlgo = self.algo
        body.tutorState = trace_state

    def render_pencil(self, board):
        if not self.cands_on:
            if self.grid.pencil:
                self.grid.show_pencil({})
            return
        marks = pencil_marks(Puzzle(tuple(board), self.grid.size))
        self.grid.show_pencil({i: m for i, m in enumerate(marks) if not board[i]})

    def shown_board(self):
        p = self.player
        return tuple(p.board) if p is not None and p.position else tuple(self.app.givens().cells)

    def relabel(self):
        """The language changed: re-render every text of the panel (static ones are the app's)."""
        self._fill_algorithms()
        self.el["play"].textContent = t("pause" if self.playing else "play")
        self.cache.clear()
        self.code_algo = None
        self.on_speed()
        if self.app.mode == "tutor":
            self.render()
        table = self.el["race-out"].querySelector("table")
        if table is not None:
            table.querySelector("caption").textContent = t("race_caption", cap=view.fmt_int(view.RACE_CAP))
            for th, key in zip(table.querySelectorAll("thead th"), view.RACE_HEADS):
                th.textContent = t(key)
            for row in table.querySelectorAll("tbody tr[data-algo]"):
                name = str(row.dataset.algo)
                if name in ALGORITHMS:
                    row.querySelector("th").firstChild.textContent = algo_title(name) + " "

    # ----- mode and puzzle changes (called by the app) -------------------------------------
    def enter(self):
        self.app.check_conflicts()
        self.sync_player()
        self.render()

    def leave(self):
        self.interrupt()
        self.race_op += 1
        self.grid.clear_trace()
        self.cache.pop("trace", None)
        self.hint_on = False

    def puzzle_changed(self, announce=True):
        """The givens changed (edit, paste, example, size, clear): the trace starts again."""
        self.race_op += 1
        had_trace = self.player is not None and self.player.position > 0
        self.grid.clear_trace()
        self.cache.pop("trace", None)
        ok = self.sync_player()
        self.render()
        if announce and had_trace and ok:
            self.app.say(t("tutor_restart"))

    # ----- controls ----------------------------------------------------------------------
    def on_algo(self, event=None):
        self.interrupt()
        self.grid.clear_trace()
        self.cache.pop("trace", None)
        self.sync_player()
        self.render()
        self.announce()

    def on_speed(self, event=None):
        self.rate = view.rate_of(self.el["speed"].value)
        rate = view.fmt_int(self.rate)
        self.el["speed-out"].textContent = t("speed_value", rate=rate)
        self.el["speed"].setAttribute("aria-valuetext", t("speed_valuetext", rate=rate))

    def on_cands(self, event=None):
        self.cands_on = bool(self.el["cands"].checked)
        p = self.player
        self.render_pencil(p.board if p is not None else self.app.givens().cells)

    def on_step(self, event=None):
        if self.seek_goal is not None:  # a seek is under way: one step past where it is heading
            target = self.seek_goal + 1
            asyncio.ensure_future(self.seek_to(lambda: target))
            return
        self.interrupt()
        if not self.sync_player():
            self.render()
            self.announce()
            return
        self.player.step()
        self.render()
        self.announce()

    def on_reset(self, event=None):
        self.interrupt()
        if self.sync_player():
            self.player.reset()
        self.render()
        self.announce()

    async def on_back(self, event=None):
        """One step back from where the player is, or from where a running seek is heading."""
        if self.player is None:
            return
        base = self.seek_goal if self.seek_goal is not None else self.player.position
        if base == 0:
            return
        target = base - 1
        await self.seek_to(lambda: target)

    async def on_scrub(self, event=None):
        self.scrub_target = int(self.el["scrub"].value)
        if self.scrubbing or self.player is None:
            return  # the running seek picks up the new target
        self.scrubbing = True
        try:
            await self.seek_to(lambda: self.scrub_target)
        finally:
            self.scrubbing = False

    async def seek_to(self, goal, note=None, note_kind="warning"):
        """Move the player to step ``goal()`` (re-read after each chunk) without freezing the page;
        ``note`` is said before the step when it ends (e.g. about the address's step)."""
        op = self.interrupt()
        if not self.sync_player():
            if note:
                self.announce(note=note, note_kind=note_kind)
            return
        p = self.player
        started = last_yield = perf_counter()
        busy = False
        while op == self.op:
            target = max(0, goal())
            self.seek_goal = target
            if target == p.position or (target > p.position and p.over):
                break
            for position in p.seek_iter(target, chunk=SEEK_CHUNK):
                now = perf_counter()
                if now - last_yield < YIELD_INTERVAL:
                    continue
                if now - started > BUSY_AFTER:
                    busy = True
                    document.body.dataset.tutorBusy = "1"
                    self.app.progress(t("seeking", target=view.fmt_int(target), position=view.fmt_int(position)))
                await asyncio.sleep(0)
                last_yield = perf_counter()
                if op != self.op or goal() != target:
                    break
        if busy:
            self.app.progress("")
            document.body.dataset.tutorBusy = "0"
        if op == self.op:
            self.seek_goal = None
            self.render()
            self.announce(note=note, note_kind=note_kind)

    def run_steps(self, count, deadline):
        """Up to ``count`` steps; stops after a "solved" event, at the end, or past ``deadline``."""
        p = self.player
        for i in range(count):
            event = p.step()
            if event is None:
                return i, "over"
            if event.kind == "solved":
                return i + 1, "solved"
            if i & 127 == 127 and perf_counter() > deadline:
                return i + 1, None
        return count, None

    def pause(self):
        self.interrupt()
        self.render()
        self.announce("paused")

    async def on_play(self, event=None):
        if self.playing:
            self.pause()
            return
        op = self.interrupt()
        if not self.sync_player() or self.player.over:
            self.render()
            return
        self.playing = True
        self._set_text("play", t("pause"))
        document.body.dataset.tutorPlaying = "1"
        credit, last = 1.0, perf_counter()
        stop = None
        try:
            while op == self.op:
                now = perf_counter()
                rate = self.rate
                credit = min(credit + (now - last) * rate, rate * MAX_SLEEP + 1)
                last = now
                if credit >= 1:
                    done, stop = self.run_steps(int(credit), now + FRAME_BUDGET)
                    credit -= done
                    self.render()
                    if stop:
                        break
                wait = FRAME if credit >= 1 else max(FRAME, (1 - credit) / rate)
                await asyncio.sleep(min(wait, MAX_SLEEP))
        finally:
            if op == self.op:  # stopped by itself (solved, end, cap), not by another action
                self.interrupt()
                self.render()
                self.announce()

    # ----- hints -------------------------------------------------------------------------
    def on_hint(self, event=None):
        if self.playing:
            self.interrupt()
            self.render()
        board = Puzzle(self.shown_board(), self.grid.size)
        result = hint(board)
        self.grid.mark_hint(result.cells, result.cell)
        self.hint_on = True
        body = document.body.dataset
        body.hintKind = result.kind
        body.hintCell = str(result.cell)
        kind = {"conflict": "error", "dead_cell": "warning", "stuck": "warning"}.get(result.kind, "info")
        conflicts = find_conflicts(board) if result.kind == "conflict" else ()
        self.app.say(i18n.hint_message(result, self.grid.size, self.grid.symbols, conflicts), kind)

    # ----- link --------------------------------------------------------------------------
    async def on_link(self, event=None):
        loc = window.location
        step = self.player.position if self.player is not None else 0
        url = (f"{loc.origin}{loc.pathname}?puzzle={self.grid.line(('given',))}"
               f"&algo={self.algo}&step={step}")
        await self.app.copy_text(url, t("link_copied", step=view.fmt_int(step)), "share_failed")

    # ----- race --------------------------------------------------------------------------
    async def on_race(self, event=None):
        """Race every algorithm (``RaceTask``), giving the browser a turn every YIELD_INTERVAL."""
        if self.playing:
            self.pause()
        givens = self.app.givens()
        conflicts = find_conflicts(givens)
        if conflicts:
            self.app.check_conflicts()
            self.app.say(t("tutor_conflict", message=i18n.conflict_message(
                conflicts[0], self.grid.size, self.grid.symbols)), "error")
            return
        self.race_op += 1
        rop = self.race_op
        self.racing = True
        self.race_cancelled = False
        self.el["race"].disabled = True
        self.el["race-cancel"].disabled = False
        document.body.dataset.raceDone = "0"
        self.el["race-out"].innerHTML = view.race_table("")
        tbody = self.el["race-out"].querySelector("tbody")
        results = []
        last_yield = perf_counter()
        try:
            for name in ALGORITHMS:
                title = algo_title(name)
                task = RaceTask(name, givens, view.RACE_CAP)
                every = RACE_EVERY
                while not task.finished:
                    # run until YIELD_INTERVAL is used up, looking at the clock every ~CLOCK_LOOK s
                    chunk_start, chunk_steps = perf_counter(), task.tally.steps
                    run = task.run(every=every)
                    try:
                        for _ in run:
                            if perf_counter() - last_yield >= YIELD_INTERVAL:
                                break
                    finally:
                        run.close()  # the task goes on from here with the next run()
                    if task.finished:
                        break
                    rate = (task.tally.steps - chunk_steps) / max(perf_counter() - chunk_start, 1e-6)
                    every = min(RACE_EVERY_MAX, max(RACE_EVERY, int(rate * CLOCK_LOOK)))
                    self.app.progress(t("race_running", title=title, steps=view.fmt_int(task.tally.steps)))
                    await asyncio.sleep(0)
                    last_yield = perf_counter()
                    if rop != self.race_op:
                        return
                result = task.result
                results.append((result.tally.nodes, title))
                tbody.insertAdjacentHTML("beforeend", view.race_row(name, title, result.tally, result.seconds,
                                                                    result.capped))
                await asyncio.sleep(0)  # paint the row
                last_yield = perf_counter()
                if rop != self.race_op:
                    return
            self.app.say(t("race_done", fastest=min(results)[1]), "success")
            document.body.dataset.raceDone = "1"
        finally:
            self.racing = False
            self.el["race"].disabled = False
            self.el["race-cancel"].disabled = True
            self.app.progress("")
            if self.race_cancelled and rop == self.race_op - 1:
                # Cancel race: what finished stays (no table at all when nothing did), and we say so
                if not results:
                    self.el["race-out"].innerHTML = ""
                self.app.say(t("race_cancelled", done=len(results), total=len(ALGORITHMS)))
            elif rop != self.race_op:  # the puzzle changed or the tutor was left: nothing to show
                self.el["race-out"].innerHTML = ""

    def on_race_cancel(self, event=None):
        """Stop the race at its next chunk (at once, as far as a person can tell)."""
        if not self.racing or self.race_cancelled:
            return
        self.race_cancelled = True
        self.race_op += 1
