"""The tutor's seeks on the page's thread: a LocalPlayer (the practice room's "your code", a
recorded run of up to 2,000,000 writes) replays a backward or far seek in chunks with a turn of the
event loop between them, never in one call; the engine's windows a closed trace still waits for
are forgotten (the engine runs one job at a time: left queued, they would hold every later
Solve/Hint); Step pressed twice before a seek starts makes two steps."""

from __future__ import annotations

import asyncio

from test_engine_panels import El, engine  # noqa: F401 - the fake engine's fixture

from sudoku_core import parse
from sudoku_core.examples import EXAMPLES


class Counting:
    """A core Player whose moves are written down (with the turns of the loop between them)."""

    def __init__(self, player, log):
        self.player, self.log = player, log

    def __getattr__(self, name):
        return getattr(self.player, name)

    def advance(self, count):
        self.log.append(("advance", count))
        return self.player.advance(count)

    def seek(self, target):
        self.log.append(("seek", target))
        return self.player.seek(target)


class Ctx:
    def __init__(self):
        self.marks, self.progressed = {}, []

    def mark(self, **marks):
        self.marks.update(marks)

    def progress(self, text):
        self.progressed.append(text)

    def progress_t(self, key, **fields):   # as the page's Context (said again on a switch)
        from sudoku_web.strings import t

        self.progress(t(key, **fields))


class Display:
    def __init__(self):
        self.rendered = 0

    def render(self):
        self.rendered += 1

    def announce(self, *args, **kwargs):
        pass

    def set_text(self, *args):
        pass


class Trace:
    def __init__(self, player):
        self.player = player

    def sync(self):
        return True


def playback_over(player):
    from sudoku_web.tutor_playback import Playback

    speed = El()
    speed.value = "20"
    return Playback(Ctx(), {"speed": speed, "speed-out": El(), "scrub": El()}, Trace(player), Display())


def test_a_far_backward_seek_on_a_local_player_replays_in_chunks_with_turns_between(monkeypatch):
    from sudoku_core.algorithms import Player
    from sudoku_web import tutor_frames
    from sudoku_web.tutor_frames import LocalPlayer

    monkeypatch.setattr(tutor_frames, "SEEK_CHUNK", 10)
    log = []
    core = Player(parse(EXAMPLES["easy"]), "scan")
    core.advance(120)
    assert core.position == 120 and not core.over
    player = LocalPlayer(Counting(core, log))
    assert player.has(120) and player.has(121) and player.has(0)
    assert not player.has(119) and not player.has(40) and not player.has(500)   # a replay: load() first
    playback = playback_over(player)

    async def ticker(stop):
        while not stop:
            log.append(("turn",))
            await asyncio.sleep(0)

    async def scenario():
        stop = []
        tick = asyncio.ensure_future(ticker(stop))
        await playback.seek_to(lambda: 40)          # a Back / scrub far behind
        stop.append(True)
        await tick

    asyncio.run(scenario())
    assert core.position == 40
    moves = [entry for entry in log if entry[0] != "turn"]
    assert not any(entry[0] == "seek" for entry in moves)          # never one call replaying all
    assert moves and all(entry[0] == "advance" and entry[1] <= 10 for entry in moves)
    assert sum(entry[1] for entry in moves) == 39                  # then one step shows step 40
    between = [i for i, entry in enumerate(log) if entry[0] == "advance"]
    assert all(("turn",) in log[a:b] for a, b in zip(between, between[1:]))   # a turn between chunks


def test_a_local_players_step_back_and_reset_stay_cheap():
    from sudoku_core.algorithms import Player
    from sudoku_web.tutor_frames import LocalPlayer

    log = []
    core = Player(parse(EXAMPLES["easy"]), "scan")
    player = LocalPlayer(Counting(core, log))
    assert player.has(1) and player.goto(1) and core.position == 1
    assert player.has(0) and player.goto(0) and core.position == 0
    assert log == [("seek", 0)]                    # step 0: a reset, nothing replayed


class Coming:
    """A trace's player whose first window is still on its way (a WindowPlayer's moves)."""

    def __init__(self):
        self.index, self.over, self.here = 0, False, False

    def has(self, k):
        return self.here and 0 <= k < 500

    async def load(self, k):
        await asyncio.sleep(0.01)
        self.here = True
        return True

    def goto(self, k):
        self.index = k
        return True


def test_two_steps_pressed_before_the_first_window_comes_make_two_steps():
    """Enter then Space on Step while the first window comes: the second press counts from where
    the first is heading, even before the first press's seek has started running."""
    async def press_twice():
        player = Coming()
        playback = playback_over(player)
        playback.on_step()
        playback.on_step()
        for _ in range(300):
            await asyncio.sleep(0.01)
            if playback.seek_goal is None:
                break
        return player.index, playback.seek_goal

    assert asyncio.run(press_twice()) == (2, None)


def test_reset_while_the_window_comes_heads_for_step_zero():
    async def reset_then_step():
        player = Coming()
        player.index = 7
        playback = playback_over(player)
        playback.on_reset()
        playback.on_step()                 # counts from step 0, where the reset is heading
        for _ in range(300):
            await asyncio.sleep(0.01)
            if playback.seek_goal is None:
                break
        return player.index

    assert asyncio.run(reset_then_step()) == 1


def test_a_closed_trace_forgets_the_windows_it_asked_for(engine):
    """A trace the page closes (another puzzle, another algorithm) drops the windows it still
    waits for from the engine's queue, where they would hold the next Solve or Hint back, and
    forgets rather than cancels them: cancelling a running job replaces the whole worker."""
    from sudoku_web.tutor_frames import WindowPlayer

    engine.held = True                   # the windows wait in the engine's queue

    async def close_while_asking():
        player = WindowPlayer(parse(EXAMPLES["easy"]), "scan", 10_000, window=50)
        player.prefetch(0)
        player.prefetch(120)
        for _ in range(3):
            await asyncio.sleep(0)       # the fetch tasks send their requests
        asked = [r.id for r in engine.requests if r.job == "tutor_trace"]
        player.close()
        for _ in range(3):
            await asyncio.sleep(0)
        return asked, player

    asked, player = asyncio.run(close_while_asking())
    assert len(asked) == 2 and sorted(engine.forgotten) == sorted(asked)
    assert all(r.promise.done() for r in engine.requests)
    assert player.pending == {} and player.asked == {} and player.failed is None


def test_a_window_that_came_is_not_forgotten_on_close(engine):
    from sudoku_web.tutor_frames import WindowPlayer

    async def window_then_close():
        player = WindowPlayer(parse(EXAMPLES["easy"]), "scan", 10_000, window=50)
        await player.prefetch(0)
        player.close()
        return player

    player = asyncio.run(window_then_close())
    assert player.has(0) and engine.forgotten == []


def test_a_far_seek_says_how_far_the_engines_replay_has_got(engine):
    """The progress line of a seek the engine replays (Back from step 400,000, the scrubber) said
    the step shown ("Going to step 399,999: 400,000 of 399,999…", or "0 of 400,000" for the whole
    wait): it says the step the replay has reached, as the worker reports it."""
    from sudoku_web.tutor_frames import WindowPlayer

    engine.held = True

    async def seek():
        player = WindowPlayer(parse(EXAMPLES["easy"]), "scan", 1_000_000, window=50)
        playback = playback_over(player)
        seeking = asyncio.ensure_future(playback.seek_to(lambda: 100_000))
        await asyncio.sleep(0.4)                        # past BUSY_AFTER: the progress line shows
        asked = [r for r in engine.requests if r.job == "tutor_trace"]
        assert asked and asked[-1].on_progress is not None
        asked[-1].on_progress('{"position": 40000}')    # the worker's report, mid-replay
        await asyncio.sleep(0.1)
        said = list(playback.ctx.progressed)
        seeking.cancel()
        player.close()
        return said

    said = [text for text in asyncio.run(seek()) if text]
    assert said and "40,000 of 100,000" in said[-1], said


def test_a_far_seek_left_before_its_first_report_is_cancelled_not_forgotten(engine):
    """Leaving the tutor within the first moments of a far seek (before the engine's replay first
    reports how far it got) only forgot the window: the replay ran on unheard, up to a minute, and
    a Solve pressed then waited behind it. With no report yet, the replay is reckoned from step 0
    (no window came yet), so one millions of steps away is cancelled."""
    from sudoku_web.tutor_frames import WindowPlayer

    engine.held = True

    async def leave_at_once():
        player = WindowPlayer(parse(EXAMPLES["easy"]), "scan", 5_000_000, window=50)
        player.prefetch(4_900_000)
        for _ in range(3):
            await asyncio.sleep(0)       # the fetch task sends its request
        player.stop()                    # the tutor is left
        for _ in range(3):
            await asyncio.sleep(0)

    asyncio.run(leave_at_once())
    far = [r for r in engine.requests if r.job == "tutor_trace"]
    assert len(far) == 1 and far[0].args["start"] == 4_900_000
    assert far[0].cancelled and engine.forgotten == []


class Held:
    """A far step whose window comes only once the tutor is back (``stop`` when it is left)."""

    def __init__(self):
        self.index, self.open, self.stopped = 0, False, 0

    def has(self, k):
        return self.open

    def reached(self, k):
        return 0

    async def load(self, k):
        while not self.open:
            await asyncio.sleep(0.01)
        return True

    def goto(self, k):
        self.index = k
        return True

    def stop(self):
        self.stopped += 1


def test_the_address_steps_note_survives_leaving_the_tutor_mid_seek():
    """?step=9999999 seeks to the player's limit and says so when it gets there ("past the
    player's limit"); leaving the tutor during that seek lost the note for good: the tutor opened
    again went on to the step without a word about the address. Now the note comes with it."""
    import types

    from sudoku_web.tutor_panel import TutorPanel

    announced = []

    class Saying(Display):
        def announce(self, key="announce", note=None, note_kind="warning", again=False):
            announced.append((note() if note else None, note_kind))

        def clear(self):
            pass

    async def leave_and_come_back():
        player = Held()
        playback = playback_over(player)
        playback.display = Saying()
        trace = Trace(player)
        trace.key = ("puzzle", "scan")
        panel = TutorPanel.__new__(TutorPanel)
        panel.ctx = types.SimpleNamespace(check_conflicts=lambda: None, mode="tutor")
        panel.trace, panel.playback, panel.display, panel.resume = trace, playback, playback.display, None
        panel.race = types.SimpleNamespace(leave=lambda: None)
        asyncio.ensure_future(playback.seek_to(lambda: 5_000_000, note=lambda: "past the limit",
                                               note_kind="warning"))
        await asyncio.sleep(0.05)
        panel.on_mode("solver")                 # the tutor is left mid-seek
        await asyncio.sleep(0.05)
        assert announced == [] and player.stopped == 1
        player.open = True
        panel.on_mode("tutor")                  # and opened again
        for _ in range(100):
            await asyncio.sleep(0.01)
            if announced:
                break
        return player.index

    assert asyncio.run(leave_and_come_back()) == 5_000_000
    assert announced == [("past the limit", "warning")]
