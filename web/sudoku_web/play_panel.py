"""Playing: the timer and Pause, noticing a finished grid, and mistakes against the solution.

DOM glue over ``play`` (clock, finish check, play state) and ``records``. It follows the
workspace, not the keyboard: every change of the work (typing, a paste, an applied hint, another
panel's ``grid.set_cell``, undo, redo) ends in the ``work_changed`` event, and that is where a
finished grid is noticed. Solve's digits are not the player's (they are not in the workspace's
position), so Solve never finishes a puzzle.

* The timer (``#timer``, role ``timer``) runs while a loaded puzzle is being played: started,
  not finished, not paused, the page visible, the Solver tab shown. Its time is kept with the work
  (``workspace.History.play``, written through ``WorkspacePanel.keep_play``), so a reload goes on
  from it. ``<body data-clock="running|stopped">`` says whether it runs.
* Pause (``#pause``) hides the grid under a cover (``<body data-paused="1">``) until Resume.
* A finished grid: ``<body data-finished="1">``, "Solved in m:ss" in the status line, the clock
  stops, and the records count it once per puzzle (``PlayState.finished``). A full grid that is
  wrong is said so, with "Show where" (``#show-where``) marking the wrong cells. A grid completed
  by a shared link's work (``arriving``) is finished but not counted: nothing was played.
* The records: ``records_store`` (read again at each finish, damage kept aside and said).
* ``mistakes`` (settings) and Show where: ``play_mistakes``.
"""

from __future__ import annotations

import asyncio
import random

from pyscript import document, when, window
from pyscript.ffi import create_proxy

from .daily_panel import local_date
from .play import (SOLVED, WRONG, Clock, Plays, PlayState, earlier_play, format_time, has_puzzle, play_id,
                   player_finish, puzzle_of, stored_play, tenths)
from .play_mistakes import Mistakes
from .records_store import RecordsStore
from .strings import t

CONTROLS = ("timer", "pause", "show-where")


async def run_soon(action):
    """``action()`` as a task of its own: after what runs now (``later``)."""
    action()


def say_later(say):
    """Say it after the change's own message (an applied step says what it placed first)."""
    asyncio.create_task(run_soon(say))   # MicroPython's loop has no call_soon


def show_time(timer, seconds):
    """``#timer`` showing ``seconds`` (written only when the text changes)."""
    text = format_time(seconds)
    if timer.textContent != text:
        timer.textContent = text
    timer.dataset.seconds = str(int(seconds))


def label_pause(button, paused: bool):
    key = "resume" if paused else "pause"
    button.dataset.t = key           # re-rendered on a language switch
    button.textContent = t(key)


def pause_cover(board, cover, paused: bool):
    """The cover Pause lays over the board (made on first use, or again if the board was rebuilt),
    shown or hidden; returned to be kept."""
    if paused and (cover is None or cover.parentElement is None):
        cover = document.createElement("div")
        cover.className = "pause-cover"
        cover.dataset.t = "play_paused"        # re-rendered on a language switch
        board.appendChild(cover)
    if cover is not None:
        cover.textContent = t("play_paused")
        cover.hidden = not paused
    return cover


class PlayPanel:
    def __init__(self, ctx, work, records=None, notice=None):
        self.ctx = ctx
        self.work = work                # the WorkspacePanel: its position and history
        # the records (a storage.Storage of them, or None: embedded), told through ``notice``
        self.records = None if records is None else RecordsStore(records, notice, local_date)
        self.el = {name: document.getElementById(name) for name in CONTROLS}
        self.clock = Clock(lambda: float(window.performance.now()) / 1000)
        self.state = PlayState()
        self.plays = Plays()            # the plays of puzzles left (Undo back to them)
        self.seen_history = None        # the History whose play record was read
        self.paused = self.hidden = False
        self.not_played = False         # the next change comes with the puzzle (a shared link's work)
        self.saved_at = 0.0             # the clock's time at the last save
        self.mistakes = Mistakes(ctx, self.later, lambda: self.work.position)
        self.cover = None
        work.keep_play = self.keep_in
        for name, handler in (("work_changed", self.on_work), ("board_changed", self.on_board), ("solved", self.on_solved),
                              ("settings_changed", self.on_setting), ("hint_shown", self.on_hint),
                              ("puzzle_source", self.on_source), ("mode_shown", lambda mode: self.update_clock())):
            ctx.events.on(name, handler)

    def wire(self):
        when("click", self.el["pause"])(self.on_pause)
        when("click", self.el["show-where"])(self.show_where)
        self._tick = create_proxy(self.tick)
        window.setInterval(self._tick, 1000)
        self._visibility = create_proxy(self.on_visibility)
        document.addEventListener("visibilitychange", self._visibility)
        self._pagehide = create_proxy(lambda event: self.save_time())
        window.addEventListener("pagehide", self._pagehide)
        self.hidden = str(document.visibilityState) == "hidden"
        self.ctx.mark(finished="0", paused="0")
        self.update_clock()
        if self.records is not None:
            self.records.stored()       # a damaged record is kept aside and said at once

    # ----- the play of the current puzzle --------------------------------------------------
    def keep_in(self, history):
        """Called before the work is saved: the play record goes into ``history`` (a history
        read from storage or another tab is read first, so its time goes on)."""
        if history is not self.seen_history:
            self.seen_history = history
            self.plays.read(history.plays, earlier_play(history.play, history.current))
            self.take(stored_play(history.play, history.current))
            self.set_paused(self.state.paused and not self.state.finished)   # (left paused: still covered)
        self.follow(history.current)
        self.state = self.state.replace(seconds=self.clock.elapsed)
        self.saved_at = self.state.seconds
        history.play = self.state.to_json()
        history.plays = self.plays.to_json(history.positions)

    def take(self, state):
        if not state.id:
            state = state.replace(id=play_id(float(window.Date.now()), random.getrandbits(24)))
        self.state = state
        self.clock.set(state.seconds)
        self.ctx.mark(daily=state.daily)

    def follow(self, pos):
        """Another puzzle on the board: its play (a new one, or one left earlier, kept with the work)."""
        if puzzle_of(pos) == self.state.puzzle:
            return
        self.plays.leave(self.state.replace(seconds=self.clock.elapsed))
        self.take(self.plays.back_to(pos))
        self.set_paused(False)

    def on_board(self, how="edit"):
        """A puzzle loaded (example, paste, address, New puzzle, Daily): a finished one starts
        again; the same unfinished puzzle goes on with its time."""
        if how == "load" and (self.state.finished or self.state.shown):
            pos = self.work.position
            self.take(PlayState(pos.givens, rules=pos.variant))
            self.save()
        if how == "load" and self.set_paused(False):
            self.save()       # (the play stored paused would cover it again on a reload)
        self.update_clock()   # an edit may take Solve's answer away without changing the work

    def on_source(self, level="custom", daily=""):
        """The puzzle on the board came from the bank, the generator or the daily choice."""
        self.state = self.state.replace(level=level, daily=daily)
        self.ctx.mark(daily=daily)
        self.save()

    def on_hint(self, **details):
        if self.ctx.mode == "solver" and not self.state.finished:
            self.state = self.state.replace(hints=self.state.hints + 1)
            self.save()

    def save(self):
        self.work.save()

    def save_time(self):
        """Save when the clock went on since the last save (leaving, hiding): no play, no write."""
        if abs(self.clock.elapsed - self.saved_at) >= 1:
            self.save()

    # ----- finishing ------------------------------------------------------------------------
    def arriving(self):
        """The next change comes with the puzzle (``?work=``): a grid it completes is not counted."""
        self.not_played = True

    def on_work(self):
        pos = self.work.position
        arrived, self.not_played = self.not_played, False
        self.follow(pos)
        if self.ctx.mode != "solver":
            return
        done = player_finish(pos)
        self.ctx.mark(finished="1" if done == SOLVED else "0")
        self.el["show-where"].hidden = done != WRONG
        self.mistakes.show(pos)
        if done == SOLVED and not self.state.finished and arrived:
            self.state = self.state.replace(finished=True)
            self.save()
        elif done == SOLVED and not self.state.finished:
            self.finish()
        elif done == WRONG:
            self.later(lambda: self.ctx.say_t("finish_wrong", "error"))
        self.update_clock()

    def finish(self):
        """The records count the play once (``RecordsStore.count``)."""
        seconds = tenths(self.clock.elapsed)      # the time shown, stored and counted alike
        self.state = self.state.replace(finished=True, seconds=seconds)
        self.clock.run(False)
        self.set_paused(False)
        key = "finished" if self.records is None else self.records.count(self.state)
        self.ctx.events.emit("records_changed")
        self.save()
        self.later(lambda: self.ctx.say_t(key, "success", time=format_time(seconds)))

    def on_solved(self, outcome):
        """Solve's answer shown on the puzzle played: this play will not count."""
        if outcome.result.status == "solved" and self.ctx.mode == "solver" and not self.state.finished \
                and not self.state.shown and self.work.position.started:
            self.state = self.state.replace(shown=True)
            self.save()
        self.later(self.update_clock)   # once it is drawn

    later = staticmethod(say_later)

    def show_where(self, event=None):
        asyncio.ensure_future(self.mistakes.show_where(self.work.position))

    def on_setting(self, setting, value):
        if setting == "mistakes" and self.ctx.mode == "solver":
            self.ctx.check_conflicts()
            self.mistakes.show(self.work.position)

    # ----- the clock and Pause ---------------------------------------------------------------
    def playing(self) -> bool:
        pos = self.work.position    # and not while Solve's answer is shown (an edit takes it away)
        return (pos.started and has_puzzle(pos) and not self.state.finished
                and self.ctx.mode == "solver" and not self.ctx.grid.has_kind("solved"))

    def update_clock(self):
        playing = self.playing()
        if self.paused and not playing and self.ctx.grid.has_kind("solved"):
            self.set_paused(False)   # Pause pressed while Solve ran: its answer must not stay covered
            self.save()
        on = playing and not self.paused and not self.hidden
        self.clock.run(on)
        self.el["pause"].disabled = not playing
        self.ctx.mark(clock="running" if on else "stopped")
        self.render()

    def render(self):
        show_time(self.el["timer"], self.clock.elapsed)

    def tick(self, *args):
        """Every second: the time shown. Not saved from here: a save on a timer could ask the
        other-tab question (storage.Keeper) with nobody doing anything; the time is saved with
        every change of the work and when the page is left, hidden or paused."""
        if self.clock.running:
            self.render()

    def on_visibility(self, event=None):
        """The page hidden or shown: the clock stops or goes on (Pause and a finish stay as they are)."""
        self.hidden = str(document.visibilityState) == "hidden"
        self.update_clock()
        if self.hidden:
            self.save_time()

    def on_pause(self, event=None):
        self.set_paused(not self.paused)
        self.update_clock()
        self.ctx.say_t("paused_status" if self.paused else "resumed")
        self.save()

    def set_paused(self, paused: bool) -> bool:
        """Pause on or off (True when it changed); kept with the play, so a reload stays paused."""
        self.state = self.state.replace(paused=paused)
        if paused == self.paused:
            return False
        self.paused = self.ctx.paused = paused
        label_pause(self.el["pause"], paused)
        self.ctx.mark(paused="1" if paused else "0")
        self.cover = pause_cover(self.ctx.grid.container, self.cover, paused)
        return True
