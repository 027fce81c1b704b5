"""The tutor's player on the page: the frames of a traced search, fetched from the engine worker a
window at a time, and a player that moves through them.

Why: the search runs in the engine worker (its ``tutor_trace`` job answers frames ``start`` ..
``start + count - 1``: ``sudoku_jobs.wire.encode_trace``), and the page's thread only shows frames.
A :class:`WindowPlayer` reads like the core's ``Player`` where the display reads it (``position``,
``event``, ``board``, ``line``, ``panel()``, ``tally``, ``finished``, ``capped``, ``over``,
``source``) and moves by frame *index* (the step number; at the step cap one more frame says
"capped"): ``has(k)`` says whether frame ``k`` is here, ``await load(k)`` fetches its window,
``goto(k)`` shows it. Moving near the end of a window asks for the next one (``prefetch``), so
Play rarely waits. A :class:`LocalPlayer` gives the same moves over a core ``Player`` the page
runs itself (the practice room's "your code": its recorded writes, replayed, no search).
"""

from __future__ import annotations

import asyncio

WINDOW = 500             # frames per request (the job's default: ~160 KB of JSON)
AHEAD = 250              # ask for the next window when this close to the end of the loaded ones
KEPT = 6                 # windows kept (the others are fetched again when needed)
SEEK_CHUNK = 2000        # a LocalPlayer's steps between two turns of the browser when it seeks
RESTART_WORTH = 1_000_000  # steps a window's replay has still to go above which it is cancelled, not
                           # forgotten (a few seconds of replay: about what a fresh worker costs)


class Start:
    """Step 0 before the first window arrives: the givens, nothing done."""

    def __init__(self, cells):
        from sudoku_jobs.wire import decode_tally

        self.position = 0
        self.event = None
        self.board = tuple(cells)
        self.line = None
        self.panel = []
        self.tally = decode_tally([0, 0, 0, 0, 0, 0, False])
        self.finished = False
        self.capped = False


class FileName:
    """What the code panel reads of a player's search: the file its source is."""

    def __init__(self, filename):
        self.filename = filename


def file_of(algorithm: str) -> str:
    """The algorithm's module's file name (``fast.py``), as the code panel shows it."""
    from sudoku_core.algorithms import ALGORITHMS

    module = getattr(ALGORITHMS[algorithm].search, "__module__", "") if algorithm in ALGORITHMS else ""
    return (module.rsplit(".", 1)[-1] or algorithm) + ".py"


class WindowPlayer:
    """The frames of ``algorithm`` on ``puzzle`` (a core Puzzle), from the engine, up to ``cap``
    steps. ``on_window()`` is called when the first window arrives (step 0 can be shown whole)."""

    def __init__(self, puzzle, algorithm: str, cap: int, on_window=lambda: None, window: int = WINDOW):
        from sudoku_jobs.wire import encode_puzzle

        self.args = {"puzzle": encode_puzzle(puzzle), "algorithm": algorithm, "cap": cap, "count": window}
        self.algorithm = algorithm
        self.window = window
        self.on_window = on_window
        self.search = FileName(file_of(algorithm))
        self.source = None            # the algorithm's code, with the first window
        self.windows = {}             # first index -> wire.Frames
        self.pending = {}             # first index -> asyncio future of its window
        self.asked = {}               # first index -> the engine's Request for it
        self.replayed = {}            # first index -> the step the engine's replay to it has reached
        self.served = None            # the step the engine's player stands on after the last window it sent
        self.last = None              # the last frame's index, once a window has shown it
        self.index = 0
        self.frame = Start(puzzle.cells)
        self.failed = None            # a SudokuError the engine answered, if any
        self.closed = False
        self.halts = 0                # bumped by stop(): a load under way then ends

    # ----- what the display reads (the core Player's names) -----------------------------------
    @property
    def position(self) -> int:
        return self.frame.position

    @property
    def event(self):
        return self.frame.event

    @property
    def board(self) -> list:
        return list(self.frame.board)

    @property
    def line(self):
        return self.frame.line

    def panel(self) -> list:
        return self.frame.panel

    @property
    def tally(self):
        return self.frame.tally

    @property
    def finished(self) -> bool:
        return self.frame.finished

    @property
    def capped(self) -> bool:
        return self.frame.capped

    @property
    def over(self) -> bool:
        return self.frame.finished or self.frame.capped

    # ----- frames ----------------------------------------------------------------------------
    def clamp(self, k: int) -> int:
        k = max(0, k)
        return k if self.last is None else min(k, self.last)

    def found(self, k: int):
        """Frame ``k`` when its window is here, else None."""
        for start in self.windows:
            frames = self.windows[start]
            if start <= k < start + len(frames):
                return frames[k - start]
        return None

    def has(self, k: int) -> bool:
        return self.found(self.clamp(k)) is not None

    def raw(self, k: int):
        """Frame ``k``'s wire form when its window is here (cheap: nothing built), else None."""
        for start in self.windows:
            frames = self.windows[start]
            if start <= k < start + len(frames):
                return frames.raw[k - start]
        return None

    def advance(self, count: int, deadline=None):
        """Up to ``count`` frames on, reading only the frames' events on the way and building the
        one shown: ``(frames moved, why it stopped)``, the reason "over" (the trace's end),
        "solved" (a solution found: Play stops on it), "wait" (the next window is not here yet)
        or None."""
        k, done, stop = self.index, 0, None
        while done < count:
            raw = self.raw(k)
            if raw is None or raw[6] or raw[7]:     # not here, or finished / capped
                stop = "over" if raw is not None else "wait"
                break
            if self.raw(k + 1) is None:
                stop = "wait"
                break
            k += 1
            done += 1
            event = self.raw(k)[1]
            if event is not None and event[0] == "solved":
                stop = "solved"
                break
        if done:
            self.goto(k)
        if stop == "wait":
            self.prefetch(k + 1)
        return done, stop

    def prefetch(self, k: int):
        """Ask for the window holding frame ``k`` (when not here or asked already)."""
        k = self.clamp(k)
        if self.closed or self.found(k) is not None:
            return None
        start = k - k % self.window
        future = self.pending.get(start)
        if future is None:
            future = self.pending[start] = asyncio.create_task(self.fetch(start))
        return future

    async def fetch(self, start: int):
        from sudoku_core import SudokuError

        from . import engine

        args = dict(self.args)
        args["start"] = start
        request = self.asked[start] = engine.request("tutor_trace", args, lambda data: self.on_replay(start, data))
        try:
            trace = await request.result()
        except engine.Cancelled:
            return
        except (SudokuError, engine.EngineFailed) as error:
            self.failed = error
            return
        finally:
            self.pending.pop(start, None)
            self.asked.pop(start, None)
            self.replayed.pop(start, None)
        if self.closed:
            return
        self.source = trace.source
        frames = trace.frames
        self.served = frames[len(frames) - 1].position
        first = frames[0]
        if first.position < start:           # past the end: the answer is the last frame alone
            start = first.position + (1 if first.capped else 0)
        if frames[len(frames) - 1].over:
            self.last = start + len(frames) - 1
        while len(self.windows) >= KEPT:     # keep the ones nearest the player
            far = max(self.windows, key=lambda s: abs(s - self.index))
            del self.windows[far]
        self.windows[start] = frames
        if isinstance(self.frame, Start) and self.found(self.index) is not None:
            self.frame = self.found(self.index)   # step 0 as the search has it: its code line, its data
            self.on_window()

    def on_replay(self, start: int, data):
        position = data.get("position") if isinstance(data, dict) else None
        if type(position) is int:
            self.replayed[start] = position

    def reached(self, k: int) -> int:
        """How far a seek to frame ``k`` has got: the engine's replay to its window, else the step shown."""
        k = self.clamp(k)
        return self.replayed.get(k - k % self.window, self.position)

    async def load(self, k: int) -> bool:
        """Fetch frame ``k``'s window when it is not here; whether the frame is here now."""
        k, halts = self.clamp(k), self.halts
        while not self.closed and halts == self.halts and self.found(k) is None and self.failed is None:
            future = self.prefetch(k)
            if future is not None:
                await future
            k = self.clamp(k)
        return not self.closed and halts == self.halts and self.found(k) is not None

    def goto(self, k: int) -> bool:
        """Show frame ``k`` (when its window is here: see :meth:`load`); the next window is asked
        for when this one nears its end."""
        k = self.clamp(k)
        frame = self.found(k)
        if frame is None:
            return False
        self.index, self.frame = k, frame
        if self.last is None or k + AHEAD < self.last:
            self.prefetch(k + AHEAD)
        return True

    def close(self):
        """This trace is no longer shown: the windows it asked for (:func:`drop`), answers to come."""
        self.closed = True
        drop(self.asked, self.replayed, self.served)

    def stop(self):
        """The tutor is left (the trace stays): its windows dropped as on close; a waiting load ends."""
        self.halts += 1
        drop(self.asked, self.replayed, self.served)


def drop(asked, replayed, served=None):
    """A trace's windows still ``asked`` (first index -> Request) are no longer wanted. The engine
    runs one job at a time: left queued they would hold a Solve, Hint or Generate back, so they are
    forgotten (dropped from the queue; one running finishes unheard). One whose replay
    (``replayed``: first index -> step reached) has more than RESTART_WORTH steps still to go (a
    far seek: up to a minute) is cancelled instead: its worker is replaced, seconds rather than
    that minute of "Solving…" with no word why. A replay that has not reported yet (its first
    report comes after its first chunk) is reckoned from where the engine's player stood:
    ``served`` (the last step it sent) when the window is ahead of it, else the start (a replay
    from step 0); forgetting it, as before, let a far seek left at once hold the engine."""
    for start, request in list(asked.items()):
        reached = replayed.get(start)
        if reached is None:
            reached = served if served is not None and served <= start else 0
        if start - reached > RESTART_WORTH:
            request.cancel()
        else:
            request.forget()


class LocalPlayer:
    """A core ``Player`` the page runs itself, with a :class:`WindowPlayer`'s moves (an index is
    its position; a seek gives the browser a turn every SEEK_CHUNK steps)."""

    def __init__(self, player):
        self.player = player
        self.last = None
        self.seeking = 0              # bumped by each load: an older one stops

    def __getattr__(self, name):
        return getattr(self.player, name)

    @property
    def index(self) -> int:
        return self.player.position + (1 if self.player.capped else 0)

    def has(self, k: int) -> bool:
        """Whether ``goto(k)`` is cheap: step 0 (a reset), this step, the next one, or past the end
        once the run is over. Any other step (backward: a replay from the start; far forward) goes
        through :meth:`load`, SEEK_CHUNK steps between two turns of the browser: a recorded run
        holds up to 2,000,000 writes, too many to replay in one task."""
        p = self.player
        return k <= 0 or p.position <= k <= p.position + 1 or (p.over and k >= p.position)

    def prefetch(self, k: int):
        return None

    def reached(self, k: int) -> int:
        return self.player.position

    async def load(self, k: int) -> bool:
        self.seeking += 1
        seeking, p = self.seeking, self.player
        if k < p.position:
            p.reset()
        while p.position < k - 1 and not p.over:
            p.advance(min(SEEK_CHUNK, k - 1 - p.position))
            await asyncio.sleep(0)
            if seeking != self.seeking:
                return False
        return True

    def advance(self, count: int, deadline=None):
        """Up to ``count`` steps; stops after a "solved" event, at the end, or past ``deadline``
        (the page's clock): ``(steps made, "solved" | "over" | None)``."""
        from .timing import perf_counter

        p = self.player
        for i in range(count):
            event = p.step()
            if event is None:
                return i, "over"
            if event.kind == "solved":
                return i + 1, "solved"
            if deadline is not None and i & 127 == 127 and perf_counter() > deadline:
                return i + 1, None
        return count, None

    def goto(self, k: int) -> bool:
        p = self.player
        if k == p.position + 1:
            p.step()
        elif k != p.position:
            p.seek(k)
        return True

    def stop(self):
        self.seeking += 1             # a seek under way stops at its next turn

    def close(self):
        pass
