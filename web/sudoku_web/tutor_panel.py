"""The tutor panel: the player (Step, Play/Pause, Back, Reset, Speed, scrubber), the counters, the
data panel, hints, pencil marks and the step link; the code panel is ``code_view``'s and the race
``race_panel``'s. DOM glue over ``sudoku_core.algorithms`` (searches, Player, hints, pencil marks);
texts and markup come from ``tutor_view``.

Decisions:
- Editing the grid in tutor mode restarts the trace (new Player from the new givens, step 0).
- Nothing blocks the page for long: Play advances a number of steps per frame from the Speed
  (stepping at most FRAME_BUDGET seconds per frame) and sleeps between frames; seeking and Back
  replay in chunks; both run in turns (``runner``) and show progress when a seek is slow.
  Every user action bumps ``self.op``, which stops a running Play or seek at its next turn (so
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

from pyscript import document, when

from sudoku_core import Puzzle, SudokuError, find_conflicts
from sudoku_core.algorithms import ALGORITHMS, Player, hint, pencil_marks, unpack_writes

from . import i18n
from . import tutor_view as view
from .code_view import CodeView
from .options import DEFAULT_ALGO
from .race_panel import RacePanel
from .reading import shorten
from .runner import Turn, run_in_turns
from .strings import t

SEEK_CHUNK = 2000        # steps per chunk when seeking or replaying (a few ms each in Pyodide)
SEEK_INTERVAL = 0.03     # seconds of replay between two turns of the browser
BUSY_AFTER = 0.25        # show a progress line when a seek takes longer than this
FRAME = 1 / 60
FRAME_BUDGET = 0.02      # at most this long stepping in one frame of Play
MAX_SLEEP = 0.2          # Play re-reads the Speed at least this often
COUNTERS = ("steps", "nodes", "backtracks", "depth")
YOURS = "yours"          # the algorithm select's entry for a practice run being watched
CONTROLS = ("algo", "step", "play", "back", "reset", "hint", "speed", "speed-out", "scrub", "pos",
            "counters", "event", "cands", "link", "code", "code-file", "data")


class TutorPanel:
    def __init__(self, ctx):
        self.ctx = ctx
        self.grid = ctx.grid
        self.el = {name: document.getElementById("t-" + name) for name in CONTROLS}
        self.counter_el = {k: self.el["counters"].querySelector(f'[data-counter="{k}"]') for k in COUNTERS}
        self.code = CodeView(self.el["code"], self.el["code-file"])
        self.race = RacePanel(ctx, self.pause_if_playing, lambda: self.recorded)
        self.recorded = None      # the practice run watched as "your code" (practice_panel.CaseRun)
        self.player = None
        self.key = None           # (cells, size, algorithm) the player was made for
        self.known = 0            # highest step reached: the scrubber's max
        self.op = 0               # bumped by every user action; loops stop when it changes
        self.playing = False
        self.scrubbing = False
        self.scrub_target = 0
        self.seek_goal = None     # the step a running seek is heading for (None: no seek)
        self.hint_on = False
        self.cands_on = bool(self.el["cands"].checked)
        self.cache = {}           # last text/attribute written per key (fewer DOM writes per frame)
        self.last_step = None     # (position, algorithm, key) last sent as a tutor_step event
        self.rate = view.rate_of(self.el["speed"].value)
        self._fill_algorithms()
        self._wire()
        ctx.events.on("mode_changed", self.on_mode)
        ctx.events.on("puzzle_changed", self.on_puzzle_changed)
        ctx.events.on("language", self.on_language)

    # ----- set-up ------------------------------------------------------------------------
    def _fill_algorithms(self):
        """The options come from the core's registry, in teaching order."""
        select = self.el["algo"]
        current = str(select.value) or DEFAULT_ALGO
        select.innerHTML = ""
        names = list(ALGORITHMS) + ([YOURS] if self.recorded is not None else [])
        for name in names:
            option = document.createElement("option")
            option.value = name
            option.textContent = view.algo_title(name)
            select.appendChild(option)
        select.value = current if current in names else DEFAULT_ALGO

    def _wire(self):
        for name, handler in (("step", self.on_step), ("play", self.on_play), ("back", self.on_back),
                              ("reset", self.on_reset), ("hint", self.on_hint), ("link", self.on_link)):
            when("click", self.el[name])(handler)
        when("change", self.el["algo"])(self.on_algo)
        when("input", self.el["speed"])(self.on_speed)
        when("input", self.el["scrub"])(self.on_scrub)
        when("change", self.el["cands"])(self.on_cands)
        for name in ("algo", "step", "play", "back", "reset", "hint", "speed", "cands", "link"):
            self.el[name].disabled = False
        self.on_speed()

    @property
    def algo(self) -> str:
        name = str(self.el["algo"].value)
        if name == YOURS and self.recorded is not None:
            return name
        return name if name in ALGORITHMS else DEFAULT_ALGO

    # ----- the player --------------------------------------------------------------------
    def interrupt(self) -> int:
        """Stop whatever moves the player (Play, a seek); return the new operation number."""
        self.op += 1
        self.seek_goal = None
        if self.playing:
            self.playing = False
            self._set_text("play", t("play"))
            self.ctx.mark(tutorPlaying="0")
        return self.op

    def sync_player(self) -> bool:
        """Make the player match the grid's givens and the chosen algorithm; False if unusable."""
        givens = self.ctx.givens()
        key = (tuple(givens.cells), givens.size, self.algo)
        if key == self.key:
            return self.player is not None  # None only when these givens conflict
        self.interrupt()
        self.key = key
        self.known = 0
        if find_conflicts(givens):
            self.player = None
            return False
        if self.algo == YOURS:
            run = self.recorded
            if tuple(givens.cells) != run.cells or givens.size != 9:
                self.player = None
                return False
            self.player = Player.recorded(givens, unpack_writes(bytes(run.writes)), run.source,
                                          max_steps=view.STEP_CAP)
            return True
        self.player = Player(givens, self.algo, max_steps=view.STEP_CAP)
        return True

    def description(self) -> str:
        p = self.player
        if p is None:
            conflicts = find_conflicts(self.ctx.givens())
            if conflicts:
                return t("tutor_conflict", message=i18n.conflict_message(conflicts[0], self.grid.size, self.grid.symbols))
            if self.algo == YOURS:
                return t("yours_other")
            return t("ev_ready")
        if p.capped:
            return t("ev_capped", cap=i18n.fmt_int(view.STEP_CAP))
        return view.describe(p.event, self.grid.size, self.grid.symbols, p.tally.solutions)

    def announce(self, key="announce", note=None, note_kind="warning"):
        """Say the current step in the status line; ``note`` (e.g. about the address) goes first."""
        p = self.player
        if p is None:
            self.ctx.say(" ".join(filter(None, (note, self.description()))), "error")
            return
        text = t(key, step=i18n.fmt_int(p.position), event=self.description())
        if note:
            self.ctx.say(f"{note} {text}", note_kind)
            return
        self.ctx.say(text, "success" if p.event is not None and p.event.kind == "solved" else "info")

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

    def render(self):
        """Show the player's state everywhere (grid, counters, code, data); once per frame."""
        p = self.player
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
            self.ctx.mark(tutorPosition="0")
            return
        self.code.show(p, self.algo)
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
            self.grid.set_trace_state(trace_state)
        tally = p.tally
        for k in COUNTERS:
            self._set_text("c_" + k, i18n.fmt_int(getattr(tally, k)), self.counter_el[k])
        self._set_prop("scrub", "max", str(self.known))
        self.el["scrub"].value = str(p.position)  # not cached: dragging changes it behind our back
        pos_key = "position" if p.over else "position_more"
        self._set_text("pos", t(pos_key, position=i18n.fmt_int(p.position), known=i18n.fmt_int(self.known)))
        self._set_text("event", desc)
        self.code.show_line(p.line)
        data = view.data_html(view.data_rows(p.panel(), self.grid.size))
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
        self.ctx.mark(tutorPosition=str(p.position), tutorAlgo=self.algo, tutorState=trace_state)
        step = (p.position, self.algo, self.key)
        if step != self.last_step:
            self.last_step = step
            self.ctx.events.emit("tutor_step", event=p.event, position=p.position, algorithm=self.algo)

    def render_pencil(self, board):
        if not self.cands_on:
            if self.grid.pencil:
                self.grid.show_pencil({})
            return
        marks = pencil_marks(Puzzle(tuple(board), self.grid.size))
        self.grid.show_pencil({i: m for i, m in enumerate(marks) if not board[i]})

    def shown_board(self) -> tuple:
        p = self.player
        return tuple(p.board) if p is not None and p.position else tuple(self.ctx.givens().cells)

    # ----- events from the page --------------------------------------------------------------
    def on_language(self, announce=False):
        """Re-render every text of the panel (static ones are the language module's)."""
        self._fill_algorithms()
        self.el["play"].textContent = t("pause" if self.playing else "play")
        self.cache.clear()
        self.code.forget()
        self.on_speed()
        if self.ctx.mode == "tutor":
            self.render()
            if announce:
                self.announce()
        self.race.relabel()

    def on_mode(self, mode):
        if mode == "tutor":
            self.ctx.check_conflicts()
            self.sync_player()
            self.render()
        else:
            self.interrupt()
            self.race.stop()
            self.grid.clear_trace()
            self.cache.pop("trace", None)
            self.hint_on = False

    def on_puzzle_changed(self, announce=True):
        """The givens changed (edit, paste, example, size, clear): the trace starts again."""
        if self.ctx.mode != "tutor":
            return
        self.race.stop()
        had_trace = self.player is not None and self.player.position > 0
        self.grid.clear_trace()
        self.cache.pop("trace", None)
        ok = self.sync_player()
        self.render()
        if announce and had_trace and ok:
            self.ctx.say(t("tutor_restart"))

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
        rate = i18n.fmt_int(self.rate)
        self.el["speed-out"].textContent = t("speed_value", rate=rate)
        self.el["speed"].setAttribute("aria-valuetext", t("speed_valuetext", rate=rate))

    def on_cands(self, event=None):
        self.cands_on = bool(self.el["cands"].checked)
        p = self.player
        self.render_pencil(p.board if p is not None else self.ctx.givens().cells)

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

    def seek_work(self, goal):
        """Seeking as a generator for ``run_in_turns``: replay towards ``goal()``, re-read after
        each chunk (a dragged scrubber moves it). Yields ``(target, position)``."""
        p = self.player
        while True:
            target = max(0, goal())
            self.seek_goal = target
            if target == p.position or (target > p.position and p.over):
                return
            for position in p.seek_iter(target, chunk=SEEK_CHUNK):
                yield target, position
                if goal() != target:
                    break

    async def seek_to(self, goal, note=None, note_kind="warning"):
        """Move the player to step ``goal()`` without freezing the page; ``note`` is said before
        the step when it ends (e.g. about the address's step)."""
        op = self.interrupt()
        if not self.sync_player():
            if note:
                self.announce(note=note, note_kind=note_kind)
            return
        started = perf_counter()
        busy = []

        def progress(item):
            target, position = item
            if perf_counter() - started > BUSY_AFTER:
                busy.append(True)
                self.ctx.mark(tutorBusy="1")
                self.ctx.progress(t("seeking", target=i18n.fmt_int(target), position=i18n.fmt_int(position)))

        await run_in_turns(self.seek_work(goal), lambda: op == self.op, progress, SEEK_INTERVAL)
        if busy:
            self.ctx.progress("")
            self.ctx.mark(tutorBusy="0")
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

    def pause_if_playing(self):
        if self.playing:
            self.pause()

    def play_work(self):
        """Play as a generator for ``run_in_turns``: as many steps per frame as the Speed asks
        (within FRAME_BUDGET), then a pause until the next step is due."""
        credit, last = 1.0, perf_counter()
        while True:
            now = perf_counter()
            rate = self.rate
            credit = min(credit + (now - last) * rate, rate * MAX_SLEEP + 1)
            last = now
            if credit >= 1:
                done, stop = self.run_steps(int(credit), now + FRAME_BUDGET)
                credit -= done
                self.render()
                if stop:
                    return
            wait = FRAME if credit >= 1 else max(FRAME, (1 - credit) / rate)
            yield Turn(min(wait, MAX_SLEEP))

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
        self.ctx.mark(tutorPlaying="1")
        try:
            await run_in_turns(self.play_work(), lambda: op == self.op)
        finally:
            if op == self.op:  # stopped by itself (solved, end, cap), not by another action
                self.interrupt()
                self.render()
                self.announce()

    # ----- hints and the link ------------------------------------------------------------
    async def on_hint(self, event=None):
        """The logic engine's hint on the board the tutor shows (the puzzle, and the search's
        digits as entries: a wrong guess is named first). A puzzle without exactly one solution
        gets the singles-only hint of ``sudoku_core.algorithms`` instead."""
        from sudoku_core.logic import hint_work

        from .step_words import hint_text

        was_playing = self.playing
        op = self.interrupt()  # a hint pauses Play and stops a seek
        if was_playing:
            self.render()
        board = Puzzle(self.shown_board(), self.grid.size)
        box = {}

        def job():
            box["hint"] = yield from hint_work(self.ctx.givens(), board)

        try:
            if not await run_in_turns(job(), lambda: op == self.op):
                return
        except SudokuError:
            self.simple_hint(board)
            return
        result = box["hint"]
        step = result.step
        if step is not None and step.placements:
            target = step.placements[0][0]
        else:
            target = result.cells[0] if result.kind == "wrong_entry" and result.cells else -1
        self.grid.mark_hint(result.cells, target)
        self.hint_on = True
        self.ctx.mark(hintKind=result.technique or result.kind, hintCell=str(target))
        self.ctx.say(hint_text(result, 3), "warning" if result.kind in ("wrong_entry", "stuck") else "info")

    def simple_hint(self, board):
        result = hint(board)
        self.grid.mark_hint(result.cells, result.cell)
        self.hint_on = True
        self.ctx.mark(hintKind=result.kind, hintCell=str(result.cell))
        kind = {"conflict": "error", "dead_cell": "warning", "stuck": "warning"}.get(result.kind, "info")
        conflicts = find_conflicts(board) if result.kind == "conflict" else ()
        self.ctx.say(i18n.hint_message(result, self.grid.size, self.grid.symbols, conflicts), kind)

    async def on_link(self, event=None):
        step = self.player.position if self.player is not None else 0
        url = self.ctx.share_url(algo=self.algo, step=step)
        await self.ctx.copy_text(url, t("link_copied", step=i18n.fmt_int(step)), "share_failed")

    # ----- the address -------------------------------------------------------------------
    def open_link(self, options, problem=None):
        """Follow ?algo= / ?algorithm= and ?step= (the page is already in the tutor).

        An unknown algorithm or a bad step is said in the status line (with ``problem``, the
        ?puzzle= error if any) and stays there after the seek; values from the address are only
        ever shown as text."""
        notes = [problem] if problem else []
        name = options.algo or DEFAULT_ALGO
        if name not in ALGORITHMS:
            notes.append(t("url_algo", name=shorten(name), title=view.algo_title(DEFAULT_ALGO)))
            name = DEFAULT_ALGO
        if name != self.algo:
            self.el["algo"].value = name
            self.on_algo()
        target, trouble = view.parse_step(options.step, view.STEP_CAP)
        if trouble == "bad":
            notes.append(t("url_step_bad", value=shorten(options.step), cap=i18n.fmt_int(view.STEP_CAP)))
        elif trouble == "capped":
            notes.append(t("url_step_capped", value=shorten(options.step), cap=i18n.fmt_int(view.STEP_CAP)))
        note = " ".join(notes) or None
        kind = "warning" if trouble == "capped" and len(notes) == 1 else "error"  # capped: the link still works
        if target:
            asyncio.ensure_future(self.seek_to(lambda: target, note=note, note_kind=kind))
        elif note:
            self.ctx.say(note, kind)

    # ----- the host page (embed) -----------------------------------------------------------
    def play(self):
        if not self.playing:
            asyncio.ensure_future(self.on_play())

    # ----- the practice room -------------------------------------------------------------------
    def watch(self, run):
        """Play a practice run (its writes, its code) as the algorithm "your code"; the board
        already holds its puzzle."""
        self.recorded = run
        self.key = None
        self._fill_algorithms()
        self.el["algo"].value = YOURS
        self.on_algo()
        self.ctx.say(t("p_watching", case=t("case_" + run.case_id)))
