"""The tutor's player controls: Step, Play/Pause, Back, Reset, Speed and the scrubber, and the
loops behind them (Play, seeking), which run in turns so the page never blocks for long.

Its own part because it holds the one rule that keeps these loops apart: every user action calls
``interrupt``, which bumps ``op``, and a running Play or seek stops at its next turn when ``op``
changed (so only one loop ever moves the player). The trace (``tutor_trace``) says which player;
the display (``tutor_display``) shows where it is.

- Play advances a number of steps per frame from the Speed (stepping at most FRAME_BUDGET
  seconds per frame) and sleeps between frames; it stops on the first "solved" event (a further
  Play looks for a second solution), at the end of the trace, or at the step cap (then it says so).
- Seeking and Back replay in chunks and show progress when a seek is slow.
- Back and Step during a seek count from where the seek is heading (``seek_goal``), not from where
  the replay happens to be: two quick Backs from step N land on N - 2.
- The status line is told about steps on Step/Back/Reset/seek and when Play stops, never during Play.
"""

from __future__ import annotations

import asyncio

from . import i18n
from . import tutor_view as view
from .runner import Turn, run_in_turns
from .strings import t
from .timing import perf_counter

SEEK_CHUNK = 2000        # steps per chunk when seeking or replaying (a few ms each in Pyodide)
SEEK_INTERVAL = 0.03     # seconds of replay between two turns of the browser
BUSY_AFTER = 0.25        # show a progress line when a seek takes longer than this
FRAME = 1 / 60
FRAME_BUDGET = 0.02      # at most this long stepping in one frame of Play
MAX_SLEEP = 0.2          # Play re-reads the Speed at least this often


class Playback:
    def __init__(self, ctx, el, trace, display):
        self.ctx = ctx
        self.el = el                  # the tutor's controls by name (speed, speed-out, scrub)
        self.trace = trace
        self.display = display
        self.op = 0                   # bumped by every user action; loops stop when it changes
        self.playing = False
        self.scrubbing = False
        self.scrub_target = 0
        self.seek_goal = None         # the step a running seek is heading for (None: no seek)
        self.rate = view.rate_of(el["speed"].value)

    def interrupt(self) -> int:
        """Stop whatever moves the player (Play, a seek); return the new operation number."""
        self.op += 1
        self.seek_goal = None
        if self.playing:
            self.playing = False
            self.display.set_text("play", t("play"))
            self.ctx.mark(tutorPlaying="0")
        return self.op

    def on_speed(self, event=None):
        self.rate = view.rate_of(self.el["speed"].value)
        rate = i18n.fmt_int(self.rate)
        self.el["speed-out"].textContent = t("speed_value", rate=rate)
        self.el["speed"].setAttribute("aria-valuetext", t("speed_valuetext", rate=rate))

    def show(self, key="announce"):
        self.display.render()
        self.display.announce(key)

    def on_step(self, event=None):
        if self.seek_goal is not None:  # a seek is under way: one step past where it is heading
            target = self.seek_goal + 1
            asyncio.ensure_future(self.seek_to(lambda: target))
            return
        self.interrupt()
        if self.trace.sync():
            self.trace.player.step()
        self.show()

    def on_reset(self, event=None):
        self.interrupt()
        if self.trace.sync():
            self.trace.player.reset()
        self.show()

    async def on_back(self, event=None):
        """One step back from where the player is, or from where a running seek is heading."""
        if self.trace.player is None:
            return
        base = self.seek_goal if self.seek_goal is not None else self.trace.player.position
        if base == 0:
            return
        target = base - 1
        await self.seek_to(lambda: target)

    async def on_scrub(self, event=None):
        self.scrub_target = int(self.el["scrub"].value)
        if self.scrubbing or self.trace.player is None:
            return  # the running seek picks up the new target
        self.scrubbing = True
        try:
            await self.seek_to(lambda: self.scrub_target)
        finally:
            self.scrubbing = False

    def seek_work(self, goal):
        """Seeking as a generator for ``run_in_turns``: replay towards ``goal()``, re-read after
        each chunk (a dragged scrubber moves it). Yields ``(target, position)``."""
        p = self.trace.player
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
        if not self.trace.sync():
            if note:
                self.display.announce(note=note, note_kind=note_kind)
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
            self.display.render()
            self.display.announce(note=note, note_kind=note_kind)

    def run_steps(self, count, deadline):
        """Up to ``count`` steps; stops after a "solved" event, at the end, or past ``deadline``."""
        p = self.trace.player
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
        self.show("paused")

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
                self.display.render()
                if stop:
                    return
            wait = FRAME if credit >= 1 else max(FRAME, (1 - credit) / rate)
            yield Turn(min(wait, MAX_SLEEP))

    async def on_play(self, event=None):
        if self.playing:
            self.pause()
            return
        op = self.interrupt()
        if not self.trace.sync() or self.trace.player.over:
            self.display.render()
            return
        self.playing = True
        self.display.set_text("play", t("pause"))
        self.ctx.mark(tutorPlaying="1")
        try:
            await run_in_turns(self.play_work(), lambda: op == self.op)
        finally:
            if op == self.op:  # stopped by itself (solved, end, cap), not by another action
                self.interrupt()
                self.show()

    def play(self):
        """Start Play unless it runs (the host page's "play")."""
        if not self.playing:
            asyncio.ensure_future(self.on_play())
