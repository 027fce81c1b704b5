"""The tutor's player controls: Step, Play/Pause, Back, Reset, Speed and the scrubber, and the
loops behind them (Play, seeking). The search runs in the engine worker: these loops only move
through the frames it sent (``tutor_frames``) and wait, without blocking, for a window not here yet.

Its own part because it holds the one rule that keeps these loops apart: every user action calls
``interrupt``, which bumps ``op``, and a running Play or seek stops at its next turn when ``op``
changed (so only one loop ever moves the player). The trace (``tutor_trace``) says which player;
the display (``tutor_display``) shows where it is.

- Play advances a number of steps per frame from the Speed (stepping at most FRAME_BUDGET
  seconds per frame) and sleeps between frames; it stops on the first "solved" event (a further
  Play looks for a second solution), at the end of the trace, or at the step cap (then it says so).
- Seeking and Back fetch the window of the step asked for (the worker replays the search) and
  show progress when a seek is slow.
- Back and Step during a seek count from where the seek is heading (``seek_goal``), not from where
  the replay happens to be: two quick Backs from step N land on N - 2.
- The status line is told about steps on Step/Back/Reset/seek and when Play stops, never during Play.
"""

from __future__ import annotations

import asyncio

from . import i18n
from . import tutor_view as view
from .strings import t
from .timing import perf_counter

SEEK_LOOK = 0.03         # seconds between two looks at a seek's goal while its frames are fetched
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
        self.starting = False         # a host's "play" asked for, not running yet (``play``)
        self.scrubbing = False
        self.scrub_target = 0
        self.seek_goal = None         # the step a running seek is heading for (None: no seek)
        self.seek_note = None         # (note, kind) that seek says when it ends (e.g. about ?step=)
        self.rate = view.rate_of(el["speed"].value)

    def interrupt(self) -> int:
        """Stop whatever moves the player (Play, a seek); return the new operation number."""
        self.op += 1
        self.seek_goal = self.seek_note = None
        if self.playing:
            self.playing = False
            self.display.set_text("play", t("play"))
            self.ctx.mark(tutorPlaying="0")
        return self.op

    def on_speed(self, event=None, reached=None):
        """The Speed asked; ``reached``: the steps a second Play reaches, said beside it when it
        falls short (each frame also draws the grid: a few thousand a second at most)."""
        self.rate = view.rate_of(self.el["speed"].value)
        rate = i18n.fmt_int(self.rate)
        short = reached is not None and reached < 0.8 * self.rate
        self.el["speed-out"].textContent = (t("speed_reached", rate=rate, reached=i18n.fmt_int(round(reached)))
                                            if short else t("speed_value", rate=rate))
        self.el["speed"].setAttribute("aria-valuetext", t("speed_valuetext", rate=rate))

    def show(self, key="announce"):
        self.display.render()
        self.display.announce(key)

    def seek_soon(self, target: int):
        """Seek to step ``target`` in a task, ``seek_goal`` set at once: a Step pressed before that
        task runs counts from it (Enter then Space on Step, the first window still coming: two steps)."""
        self.seek_goal = target
        asyncio.create_task(self.seek_to(lambda: target))

    def on_step(self, event=None):
        if self.seek_goal is not None:  # a seek is under way: one step past where it is heading
            self.seek_soon(self.seek_goal + 1)
            return
        self.interrupt()
        if self.trace.sync():
            p = self.trace.player
            target = p.index + 1
            if p.over:   # the search is over: its last step told again (a host's sudoku:step got no answer)
                self.display.last_step = None
            elif not p.has(target):
                self.seek_soon(target)
                return
            else:
                p.goto(target)
        self.show()

    def on_reset(self, event=None):
        self.interrupt()
        if self.trace.sync():
            p = self.trace.player
            if not p.has(0):
                self.seek_soon(0)
                return
            p.goto(0)
        self.show()

    async def on_back(self, event=None):
        """One step back from where the player is, or from where a running seek is heading."""
        if self.trace.player is None:
            return
        base = self.seek_goal if self.seek_goal is not None else self.trace.player.index
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

    async def seek_to(self, goal, note=None, note_kind="warning"):
        """Move the player to step ``goal()`` (re-read while its frames are fetched: a dragged scrubber
        moves it); ``note`` (about the address's step, say: ``seek_note`` meanwhile) is said when it ends."""
        op = self.interrupt()
        if not self.trace.sync():
            if note:
                self.display.announce(note=note, note_kind=note_kind)
            return
        p = self.trace.player
        started, busy = perf_counter(), False
        self.seek_note = (note, note_kind) if note else None   # kept by a tutor left mid-seek
        while op == self.op:
            target = max(0, goal())
            self.seek_goal = target
            if p.has(target):
                p.goto(target)
                break
            loaded = []
            loading = asyncio.create_task(self.load(p, target, loaded))
            while not loading.done() and op == self.op:
                await asyncio.sleep(SEEK_LOOK)
                if not busy and perf_counter() - started > BUSY_AFTER:
                    busy = True
                    self.ctx.mark(tutorBusy="1")
                if busy:
                    self.ctx.progress(t("seeking", target=i18n.fmt_int(target), position=i18n.fmt_int(p.reached(target))))
            if loading.done() and loaded != [True]:
                break             # the engine could not give it (the trace is gone, or failed)
        if busy:
            self.ctx.progress("")
            self.ctx.mark(tutorBusy="0")
        if op == self.op:
            self.seek_goal = self.seek_note = None
            self.display.render()
            self.display.announce(note=note, note_kind=note_kind)

    @staticmethod
    async def load(player, target, loaded):
        """``player.load(target)``, its answer put in ``loaded`` (MicroPython's tasks keep none)."""
        loaded.append(await player.load(target))

    def pause(self):
        self.interrupt()
        self.show("paused")

    def pause_if_playing(self):
        if self.playing or self.starting:
            self.pause()

    async def on_play(self, event=None):
        """Play: as many steps per frame as the Speed asks (the next window is fetched ahead, waited
        for only when not here yet), then a pause until the next step is due."""
        if self.playing:
            self.pause()
            return
        op = self.interrupt()
        if not self.trace.sync() or self.trace.player.over:   # no trace (it says why: conflicting givens, a
            self.display.last_step = None   # variant), or over: its last step told again, as Step does
            self.show()                     # (a host's sudoku:play got no answer)
            return
        p = self.trace.player
        self.playing = True
        self.display.set_text("play", t("pause"))
        self.ctx.mark(tutorPlaying="1")
        try:
            credit, last = 1.0, perf_counter()
            counted, since = 0, last           # steps since ``since``: the rate reached, said each second
            while op == self.op:
                now = perf_counter()
                rate = self.rate
                credit = min(credit + (now - last) * rate, rate * MAX_SLEEP + 1)
                last = now
                if now - since >= 1:
                    self.on_speed(reached=counted / (now - since))
                    counted, since = 0, now
                if credit >= 1:
                    done, stop = p.advance(int(credit), now + FRAME_BUDGET)
                    credit -= done
                    counted += done
                    if done:
                        self.display.render()
                    if stop == "wait":
                        if not await p.load(p.index + 1):
                            break
                        last = perf_counter()
                        continue
                    if stop:
                        break
                wait = FRAME if credit >= 1 else max(FRAME, (1 - credit) / rate)
                await asyncio.sleep(min(wait, MAX_SLEEP))
        finally:
            self.on_speed()   # the Speed as asked again
            if op == self.op:  # stopped by itself (solved, end, cap), not by another action
                self.interrupt()
                self.show()

    def play(self):
        """Start Play unless it runs (the host page's "play"), in a task of its own after what runs now:
        a pause, solve or load sent with it (the same tick) wins, so it starts only if nothing moved
        the player since and the tutor is still shown."""
        if not self.playing and not self.starting:
            self.starting = True
            asyncio.create_task(self.start_play(self.op))

    async def start_play(self, op):
        self.starting = False
        if op == self.op and self.ctx.mode == "tutor" and not self.playing:
            await self.on_play()
