"""The tutor panel: makes the tutor's parts, wires its controls and follows the page's events;
the one object the rest of the page holds (the tabs, the host page, the practice room, the address).

By job, each in its own module:

  tutor_trace    -- which trace: the chosen algorithm (or "your code") and the player for the givens
  tutor_frames   -- the player: the engine worker's frames of the search, a window at a time
  tutor_playback -- Step, Play/Pause, Back, Reset, Speed, scrubber: moving through the frames
  tutor_display  -- the trace shown: grid, counters, data panel, code line, pencil marks, status
  tutor_hints    -- the Hint button (the logic engine on the board the tutor shows)
  tutor_link     -- Copy link and the address's ?algo= / ?step=
  code_view      -- the code panel;  race_panel -- the race;  tutor_view -- texts and markup (pure)

Decisions:
- Editing the grid in tutor mode restarts the trace (a new player for the new givens, step 0).
- Every user action stops a running Play or seek first (``Playback.interrupt``), so there is only
  ever one loop moving the player.
- The tutor's modules are imported on first use (``app.make_tutor``): the page's start-up does
  not pay for them (tests/web_unit/test_startup.py).
"""

from __future__ import annotations

import asyncio

from pyscript import document, when

from .code_view import CodeView
from .race_panel import RacePanel
from .strings import t
from .tutor_display import TraceDisplay
from .tutor_hints import TutorHints
from .tutor_link import TutorLink
from .tutor_playback import Playback
from .tutor_trace import Trace

CONTROLS = ("algo", "step", "play", "back", "reset", "hint", "speed", "speed-out", "scrub", "pos",
            "counters", "event", "cands", "link", "code", "code-file", "data")


class TutorPanel:
    def __init__(self, ctx):
        self.ctx = ctx
        self.el = el = {name: document.getElementById("t-" + name) for name in CONTROLS}
        self.trace = Trace(ctx, el["algo"], lambda: self.playback.interrupt())
        self.display = TraceDisplay(ctx, el, CodeView(el["code"], el["code-file"]), self.trace,
                                    lambda: self.playback.playing)
        self.playback = Playback(ctx, el, self.trace, self.display)
        self.trace.on_window = self.on_window
        self.resume = None            # (step, trace key, (note, kind) or None): a seek the tutor was left during
        self.hints = TutorHints(ctx, self.trace, self.display, self.playback)
        self.link = TutorLink(ctx, self.trace, self.choose_algorithm, self.playback.seek_to, self.display.say_note)
        self.race = RacePanel(ctx, self.playback.pause_if_playing, lambda: self.trace.recorded)
        self.trace.fill_algorithms()
        self._wire()
        ctx.events.on("mode_changed", self.on_mode)
        ctx.events.on("puzzle_changed", self.on_puzzle_changed)
        ctx.events.on("language", self.on_language)

    def _wire(self):
        playback = self.playback
        for name, handler in (("step", playback.on_step), ("play", playback.on_play), ("back", playback.on_back),
                              ("reset", playback.on_reset), ("hint", self.hints.on_hint),
                              ("link", self.link.on_link)):
            when("click", self.el[name])(handler)
        when("change", self.el["algo"])(self.on_algo)
        when("input", self.el["speed"])(playback.on_speed)
        when("input", self.el["scrub"])(playback.on_scrub)
        when("change", self.el["cands"])(self.display.on_cands)
        for name in ("algo", "step", "play", "back", "reset", "hint", "speed", "cands", "link"):
            self.el[name].disabled = False
        playback.on_speed()

    # ----- events from the page --------------------------------------------------------------
    def on_language(self, announce=False):
        """Re-render every text of the panel (static ones are the language module's)."""
        self.trace.fill_algorithms()
        self.el["play"].textContent = t("pause" if self.playing else "play")
        self.display.forget()
        self.playback.on_speed()
        if self.ctx.mode == "tutor":
            self.display.render()
            if announce:
                self.display.announce(again=True)
        self.race.relabel()

    def on_mode(self, mode):
        if mode == "tutor":
            self.ctx.check_conflicts()
            self.trace.sync()
            self.display.render()
            resume, self.resume = self.resume, None
            if resume is not None and resume[1] == self.trace.key:   # the same trace: on to that step
                note, kind = resume[2] or (None, "warning")           # (and what it was to say then)
                asyncio.create_task(self.playback.seek_to(lambda: resume[0], note=note, note_kind=kind))
        else:
            self.leave()

    def leave(self):
        """The tutor is left: whatever moves the player stops, and a seek under way stops in the
        engine too (``WindowPlayer.stop``: a far replay there would hold a Solve or a Hint back
        for up to a minute); the tutor opened again goes on to the step that seek asked for, and
        says then what that seek was to say when it ended (e.g. that the address's ?step= was past
        the player's limit: it was lost with the seek)."""
        goal = self.playback.seek_goal
        if goal is not None:          # (not lost by a move between two other tabs)
            self.resume = (goal, self.trace.key, self.playback.seek_note)
        self.playback.interrupt()
        if self.trace.player is not None:
            self.trace.player.stop()
        self.race.leave()
        self.display.clear()

    def on_puzzle_changed(self, announce=True):
        """The givens changed (edit, paste, example, size, clear): the trace starts again, and the
        race's table goes when it was for other givens (also while the tutor is not shown)."""
        self.race.on_puzzle_changed(self.ctx.givens())
        if self.ctx.mode != "tutor":
            return
        had_trace = self.trace.position > 0
        self.display.clear()
        ok = self.trace.sync()
        self.display.render()
        if announce and had_trace:
            self.ctx.say(t("tutor_restart") if ok else self.trace.description())

    def on_window(self):
        """The trace's first frames arrived from the engine: step 0 shown whole (its code line)."""
        if self.ctx.mode == "tutor" and not self.playback.playing:
            self.display.render()

    def on_algo(self, event=None):
        self.playback.interrupt()
        self.display.clear()
        self.trace.sync()
        self.display.render()
        self.display.announce()

    def choose_algorithm(self, name):
        self.trace.choose(name)
        self.on_algo()

    # ----- for the rest of the page: the address, the host page (embed), the practice room -----
    def open_link(self, options, problem=None):
        self.link.open_link(options, problem)

    @property
    def playing(self) -> bool:
        return self.playback.playing

    def on_step(self, event=None):
        self.playback.on_step()

    def play(self):
        self.playback.play()

    def pause(self):
        self.playback.pause()

    def pause_if_playing(self):
        self.playback.pause_if_playing()

    def watch(self, run):
        """Play a practice run (its writes, its code) as the algorithm "your code"; the board
        already holds its puzzle."""
        self.trace.watch(run)
        self.on_algo()
        self.display.say_note(lambda: t("p_watching", case=t("case_" + run.case_id)), "info")   # (again on a switch)
