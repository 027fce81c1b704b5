"""What the tutor shows of its trace: the algorithm's board and the step's mark on the grid, the
counters, the position, the data panel, the code line, the pencil marks, which controls are
enabled, and the step said in the status line.

Its own part because it runs once per frame while playing: every text and attribute written is
remembered (``cache``), so a frame only touches what changed. It reads the trace
(``tutor_trace``) and never moves it.
"""

from __future__ import annotations

from sudoku_core import Puzzle
from sudoku_core.algorithms import pencil_marks

from . import i18n
from . import tutor_view as view
from .strings import t

COUNTERS = ("steps", "nodes", "backtracks", "depth")


class TraceDisplay:
    def __init__(self, ctx, el, code, trace, playing):
        self.ctx = ctx
        self.grid = ctx.grid
        self.el = el                  # the tutor's controls by name (tutor_panel.CONTROLS)
        self.counter_el = {k: el["counters"].querySelector(f'[data-counter="{k}"]') for k in COUNTERS}
        self.code = code              # the code panel (code_view.CodeView)
        self.trace = trace
        self.playing = playing        # () -> whether Play is running
        self.hint_on = False
        self.cands_on = bool(el["cands"].checked)
        self.cache = {}               # last text/attribute written per key (fewer DOM writes per frame)
        self.last_step = None         # (position, algorithm, key) last sent as a tutor_step event
        self.note = None              # (words, kind, alone): the address's note said with this step (announce)

    def set_text(self, key, text, el=None):
        if self.cache.get(key) != text:
            self.cache[key] = text
            (el or self.el[key]).textContent = text

    def set_prop(self, key, name, value):
        ck = f"{key}.{name}"
        if self.cache.get(ck) != value:
            self.cache[ck] = value
            setattr(self.el[key], name, value)

    def forget(self):
        """Write every text again at the next render (after a language switch)."""
        self.cache.clear()
        self.code.forget()

    def clear(self):
        """Take the trace and every tutor mark off the grid (givens stay)."""
        self.grid.clear_trace()
        self.cache.pop("trace", None)
        self.hint_on = False

    def show_hint(self, cells, target):
        """Highlight a hint's cells; the next render takes them away."""
        self.grid.mark_hint(cells, target)
        self.hint_on = True

    def render(self):
        """Show the player's state everywhere (grid, counters, code, data); once per frame."""
        trace = self.trace
        p = trace.player
        if self.hint_on:
            self.grid.clear_hint()
            self.hint_on = False
        if p is None:
            self.grid.clear_trace()
            for k in COUNTERS:
                self.set_text("c_" + k, "0", self.counter_el[k])
            self.set_text("event", trace.description())
            self.set_text("pos", t("position", position="0", known="0"))   # no trace: no step shown
            self.cache.pop("data", None)
            self.el["data"].innerHTML = view.data_html([])
            for name in ("step", "play", "back", "reset", "scrub", "link"):
                self.set_prop(name, "disabled", True)
            # no trace (conflicting givens, a variant): step 0, not the last trace's "solved"
            self.ctx.mark(tutorPosition="0", tutorState="start")
            return
        algo = trace.algo
        self.code.show(p, algo)
        event = p.event
        trace.known = max(trace.known, p.position)
        board = p.board
        self.grid.show_trace(board)
        desc = trace.description()
        cell, state, badge = view.cell_mark(event, self.grid.symbols)
        self.grid.mark_step(cell, state, badge, desc)
        trace_state = "capped" if p.capped else (event.kind if event is not None else "start")
        if self.cache.get("trace") != trace_state:
            self.cache["trace"] = trace_state
            self.grid.set_trace_state(trace_state)
        tally = p.tally
        for k in COUNTERS:
            self.set_text("c_" + k, i18n.fmt_int(getattr(tally, k)), self.counter_el[k])
        self.set_prop("scrub", "max", str(trace.known))
        self.el["scrub"].value = str(p.position)  # not cached: dragging changes it behind our back
        pos_key = "position" if p.over else "position_more"
        self.set_text("pos", t(pos_key, position=i18n.fmt_int(p.position), known=i18n.fmt_int(trace.known)))
        self.set_text("event", desc)
        self.code.show_line(p.line)
        data = view.data_html(view.data_rows(p.panel(), self.grid.size, self.grid.symbols), p.position)
        if self.cache.get("data") != data:
            self.cache["data"] = data
            self.el["data"].innerHTML = data
        self.render_pencil(board)
        self.set_prop("step", "disabled", p.over)
        self.set_prop("play", "disabled", p.over and not self.playing())
        self.set_prop("back", "disabled", p.position == 0)
        self.set_prop("reset", "disabled", p.position == 0)
        self.set_prop("scrub", "disabled", trace.known == 0)
        self.set_prop("link", "disabled", False)
        self.ctx.mark(tutorPosition=str(p.position), tutorAlgo=algo, tutorState=trace_state)
        step = (p.position, algo, trace.key)
        if step != self.last_step:
            self.last_step = step
            self.ctx.events.emit("tutor_step", event=p.event, position=p.position, algorithm=algo)

    def render_pencil(self, board):
        if not self.cands_on:
            if self.grid.pencil:
                self.grid.show_pencil({})
            return
        marks = pencil_marks(Puzzle(tuple(board), self.grid.size))
        self.grid.show_pencil({i: m for i, m in enumerate(marks) if not board[i]})

    def on_cands(self, event=None):
        self.cands_on = bool(self.el["cands"].checked)
        p = self.trace.player
        self.render_pencil(p.board if p is not None else self.ctx.givens().cells)

    def say_note(self, note, kind):
        """Say the address's ``note`` (a function that builds its words) alone, the player staying
        where it is; a switch of language says it again (:meth:`announce` ``again``)."""
        self.note = (note, kind, True)
        self.ctx.say(note, kind)

    def announce(self, key="announce", note=None, note_kind="warning", again=False):
        """Say the current step in the status line; ``note`` (e.g. about the address: a function
        that builds its words) goes first. ``again`` (a switch of language): the note said with
        this step is said again, in the new language, rather than dropped; any other announcement
        (the step moved) forgets it."""
        if note is not None:
            self.note = (note, note_kind, False)
        elif not again:
            self.note = None
        elif self.note is not None and self.note[2]:   # said alone (no step to go to): alone again
            self.ctx.say(self.note[0], self.note[1])
            return
        note, note_kind = self.note[:2] if self.note else (None, note_kind)
        p = self.trace.player
        if p is None:
            self.ctx.say(lambda: i18n.sentences((note() if note else "", self.trace.description())), "error")
            return
        position, solved = p.position, p.event is not None and p.event.kind == "solved"
        text = lambda: t(key, step=i18n.fmt_int(position), event=self.trace.description())  # noqa: E731
        if note:
            self.ctx.say(lambda: i18n.sentences((note(), text())), note_kind)
            return
        self.ctx.say(text(), "success" if solved else "info")
