"""The panels that ask the engine worker (Hint, Explain, the rating line, Generate, the race, the
tutor's frames, the practice judge's count), in CPython with a fake engine and fake elements.

The fake engine runs the worker's own jobs (``sudoku_jobs.jobs.run``, JSON in and out, as the
worker does) when a test lets it, and answers with ``wire``'s decoders, so what is checked is the
panels' side: what they send, what they show from the answer, and that a cancelled request leaves
the page as it was.
"""

from __future__ import annotations

import asyncio
import json
import sys
import types

if "pyscript" not in sys.modules:  # the panels import the browser's document; not used here
    _fake = types.ModuleType("pyscript")
    _fake.document = None
    _fake.window = None
    _fake.when = lambda *args: (lambda handler: handler)
    sys.modules["pyscript"] = _fake
if "pyscript.ffi" not in sys.modules:
    _ffi = types.ModuleType("pyscript.ffi")
    _ffi.create_proxy = _ffi.to_js = lambda value, **options: value
    sys.modules["pyscript.ffi"] = _ffi

import pytest

from sudoku_core import parse, solve
from sudoku_core.examples import EXAMPLES
from sudoku_jobs import jobs, wire
from sudoku_web.workspace import Position

class Asked:
    """One request the fake engine got: its job, its arguments (decoded JSON), whether cancelled."""

    def __init__(self, id, job, args_json, on_progress, promise):
        self.id, self.job, self.args = id, job, json.loads(args_json)
        self.args_json, self.on_progress, self.promise = args_json, on_progress, promise
        self.cancelled = False


class FakeEngine:
    """``window.sudokuEngine`` in miniature (engine_client.js's contract, as tests/web_unit/
    test_engine.py's): each request runs the worker's job (``jobs.run_json``) once the engine is
    ready and not ``held``; ``cancel(id)`` rejects its promise at once."""

    def __init__(self):
        self.state = "ready"
        self.onstate = None
        self.held = False
        self.requests = []
        self.forgotten = []

    @property
    def ready(self):
        return self.state == "ready"

    @ready.setter
    def ready(self, value):
        self.state = "ready" if value else "starting"
        if self.onstate:
            self.onstate(self.state)

    def request(self, job, args_json, on_progress=None):
        assert isinstance(args_json, str)  # only JSON text crosses to JavaScript
        asked = Asked(len(self.requests) + 1, job, args_json, on_progress,
                      asyncio.get_running_loop().create_future())
        self.requests.append(asked)
        asyncio.ensure_future(self.run(asked))
        return types.SimpleNamespace(id=asked.id, promise=asked.promise)

    async def run(self, asked):
        while not self.ready or self.held:
            if asked.cancelled:
                return
            await asyncio.sleep(0.001)
        if asked.cancelled:
            return
        report = (lambda text, keep: asked.on_progress(text)) if asked.on_progress else None
        asked.promise.set_result(jobs.run_json(asked.job, asked.args_json, report))

    def cancel(self, id):
        asked = self.requests[id - 1]
        asked.cancelled = True
        if not asked.promise.done():
            asked.promise.set_exception(RuntimeError("cancelled"))

    def forget(self, id):
        """engine_client.js's forget: dropped when queued (here: not run yet), else left to finish
        unheard; the promise rejects at once either way."""
        self.forgotten.append(id)
        self.cancel(id)


@pytest.fixture
def engine():
    from sudoku_web import engine as client

    fake = FakeEngine()
    client.use(fake)
    yield fake
    client.use(None)


class El:
    """An element: the properties the panels set, ``insertAdjacentHTML`` and no children."""

    def __init__(self):
        self.disabled = False
        self.hidden = False
        self.textContent = ""
        self.innerHTML = ""
        self.title = ""
        self.value = ""

    def insertAdjacentHTML(self, where, html):
        self.innerHTML += html

    def querySelectorAll(self, selector):
        return []

    def querySelector(self, selector):
        return self

    def getBoundingClientRect(self):   # no layout here: no box
        return types.SimpleNamespace(top=0, bottom=0, left=0, right=0)


class Events:
    def __init__(self):
        self.emitted = []

    def on(self, name, handler):
        pass

    def emit(self, name, **fields):
        self.emitted.append((name, fields))


class Grid:
    def __init__(self, size=9):
        self.size = size
        self.symbols = "123456789"
        self.conflicts = None
        self.givens = (0,) * (size * size)

    def mark_conflicts(self, cells):
        self.conflicts = tuple(cells)

    def show_trace(self, values):   # an Explain step shows the grid as it was before it
        self.trace = tuple(values)

    def has_kind(self, kind):       # no Solve answer on this grid
        return False

    def values_of(self, kinds=("given",)):
        return self.givens


class Ctx:
    def __init__(self, size=9):
        self.grid = Grid(size)
        self.events = Events()
        self.marks = {}
        self.said = []
        self.progressed = []
        self.variant = None
        self.mode = "solver"
        self.paused = False

    def mark(self, **fields):
        self.marks.update(fields)

    def held_by_pause(self):   # as the page's Context: said, and True, while Pause covers the board
        if self.paused:
            self.say("paused")
        return self.paused

    def say(self, text, kind="info"):   # words, or a function that builds them (as the page's Context)
        self.said.append((text() if callable(text) else text, kind))

    def say_t(self, key, kind="info", number=None, **fields):   # as the page's Context (said again on a switch)
        from sudoku_web.strings import t, t_n

        self.say(t(key, **fields) if number is None else t_n(key, number, **fields), kind)

    def progress(self, text):
        self.progressed.append(text)

    def progress_t(self, key, **fields):   # as the page's Context (said again on a switch)
        from sudoku_web.strings import t

        self.progress(t(key, **fields))

    def conflict_text(self, conflicts, key):
        return key

    def say_conflicts(self, conflicts, key="conflict"):
        self.say(self.conflict_text(conflicts, key), "error")


class Work:
    def __init__(self, position):
        self.position = position
        self.changed = []

    def settle(self):
        pass

    def change(self, new):
        self.changed.append(new)
        self.position = new

    def render_marks(self):
        pass


class Drawing:
    on = False

    def show_step(self, grid, step, level, targets):
        self.on = True
        self.shown = (step.technique, level)

    def show(self, marks, links, level, targets=()):
        self.on = True

    def clear(self):
        self.on = False


def position_of(line: str) -> Position:
    pos = Position.empty(9)
    return Position(9, "".join(ch if ch in "123456789" else "." for ch in line), pos.entries, pos.marks, False)


def run(coro):
    return asyncio.run(coro)


def logic_parts(line=EXAMPLES["easy"]):
    from sudoku_web.logic_hint import LogicHint
    from sudoku_web.logic_search import LogicSearch

    ctx = Ctx()
    el = {name: El() for name in ("hint", "apply", "explain", "logic-cancel", "explain-close", "explain-box",
                                  "explain-list", "hint-text", "rating")}
    work = Work(position_of(line))
    search = LogicSearch(ctx, el)
    drawing = Drawing()
    hints = LogicHint(ctx, el, work, search, drawing, drawing.clear)
    return ctx, el, work, search, drawing, hints


# ----- Hint and Apply ---------------------------------------------------------------------------
def test_hint_is_the_engines_and_apply_makes_its_step(engine):
    ctx, el, work, search, drawing, hints = logic_parts()
    run(hints.on_hint())
    request = engine.requests[-1]
    assert request.job == "hint" and request.args["givens"] == list(work.position.digits(work.position.givens))
    assert hints.hint is not None and hints.hint.kind == "step" and hints.level == 1
    assert ctx.marks["hintTechnique"] == hints.hint.technique and ctx.marks["logicBusy"] == "0"
    assert el["apply"].disabled is False and el["hint-text"].textContent
    step = hints.hint.step
    hints.on_apply()
    assert len(work.changed) == 1                                # the step made, as one change
    entries = work.position.digits(work.position.entries)
    assert step.placements and all(entries[c] == d for c, d in step.placements)
    assert hints.hint is None and el["apply"].disabled is True


def test_stop_looking_cancels_the_request_and_changes_nothing(engine):
    ctx, el, work, search, drawing, hints = logic_parts()
    engine.held = True

    async def scenario():
        task = asyncio.ensure_future(hints.on_hint())
        await asyncio.sleep(0.01)
        assert search.busy and el["logic-cancel"].disabled is False and el["hint"].disabled is True
        search.on_cancel()
        await asyncio.wait_for(task, 1)

    run(scenario())
    assert engine.requests[-1].cancelled
    assert hints.hint is None and work.changed == [] and not search.busy
    assert el["hint"].disabled is False and el["logic-cancel"].disabled is True
    assert ctx.said[-1][0] == "Stopped looking; your grid is unchanged."


def test_a_request_made_before_the_engine_is_ready_waits_visibly_then_runs(engine):
    ctx, el, work, search, drawing, hints = logic_parts()
    engine.ready = False

    async def scenario():
        task = asyncio.ensure_future(hints.on_hint())
        await asyncio.sleep(0.01)
        assert ctx.progressed[-1] == "Starting the solver…" and hints.hint is None
        engine.ready = True
        await asyncio.wait_for(task, 5)

    run(scenario())
    assert hints.hint is not None and ctx.progressed[-1] == ""


def test_an_engine_error_is_said_with_its_cells(engine):
    ctx, el, work, search, drawing, hints = logic_parts("12" + "." * 79)   # many solutions
    run(hints.on_hint())
    assert hints.hint is None and ctx.said[-1][1] == "error" and not search.busy


# ----- Explain and the rating line ---------------------------------------------------------------
def test_explain_lists_the_engines_path_in_chunks_and_rates_it(engine):
    from sudoku_web import logic_explain
    from sudoku_web.logic_explain import Explanation

    ctx, el, work, search, drawing, hints = logic_parts(EXAMPLES["easy"])
    explanation = Explanation(ctx, el, work, search, drawing, drawing.clear)
    pos = work.position

    async def scenario():
        hint = await explanation.find(pos)
        await explanation.show(hint)
        await explanation.rate(pos, hint)
        return hint

    hint = run(scenario())
    assert [r.job for r in engine.requests] == ["explain", "rate"]
    count = len(explanation.path)
    assert count > logic_explain.CHUNK                               # written in more than one chunk
    assert el["explain-list"].innerHTML.count("<li>") == count and ctx.marks["explainSteps"] == str(count)
    assert explanation.path[0][1].technique == hint.step.technique
    assert explanation.path[3][0].values is not None                   # a step's grid, read when needed
    assert ctx.marks["ratingSe"] and ctx.marks["ratingLevel"] and explanation.rating.state == "done"


def test_a_position_changed_while_explaining_keeps_no_path(engine):
    from sudoku_web.logic_explain import Explanation

    ctx, el, work, search, drawing, hints = logic_parts()
    explanation = Explanation(ctx, el, work, search, drawing, drawing.clear)
    pos = work.position
    engine.held = True

    async def scenario():
        task = asyncio.ensure_future(explanation.find(pos))
        await asyncio.sleep(0.01)
        work.position = work.position.with_entry(0 if pos.givens[0] == "." else 2, "5")
        search.stop()
        return await asyncio.wait_for(task, 1)

    assert run(scenario()) is None and explanation.path == [] and engine.requests[-1].cancelled


# ----- Generate ----------------------------------------------------------------------------------
class Select(El):
    def __init__(self, value):
        super().__init__()
        self.value = value
        self.options = []


def new_panel(ctx):
    from sudoku_web.new_puzzle_panel import NewPuzzlePanel

    panel = NewPuzzlePanel.__new__(NewPuzzlePanel)
    loaded = []
    panel.ctx, panel.load = ctx, lambda puzzle, message: loaded.append((puzzle, message() if callable(message) else message))
    panel.el = {"new-level": Select("easy"), "new-technique": Select(""), "new-puzzle": El(), "new-fresh": El(),
                "new-cancel": El()}
    panel.bank, panel.request, panel.busy = None, None, False
    return panel, loaded


def test_generate_is_the_engines_and_stop_leaves_the_board(engine):
    ctx = Ctx()
    panel, loaded = new_panel(ctx)
    run(panel.on_fresh())
    request = engine.requests[-1]
    assert request.job == "generate" and request.args["level"] == "easy" and request.args["size"] == 9
    assert len(loaded) == 1 and loaded[0][0].size == 9 and str(request.args["seed"]) in loaded[0][1]
    assert ctx.marks["generating"] == "0"

    engine.held = True

    async def scenario():
        task = asyncio.ensure_future(panel.on_fresh())
        await asyncio.sleep(0.01)
        assert panel.busy and ctx.marks["generating"] == "1"
        panel.on_cancel()
        await asyncio.wait_for(task, 1)

    run(scenario())
    assert engine.requests[-1].cancelled and len(loaded) == 1 and not panel.busy
    assert ctx.marks["generating"] == "0" and el_enabled(panel.el["new-fresh"])


def test_a_generation_goes_on_through_undo_and_stops_for_another_puzzle(engine):
    """Undo, Redo and Apply send ``puzzle_changed`` as they show another position of the same
    puzzle: that stopped a generation without a word. Only another puzzle on the board stops it."""
    ctx = Ctx()
    panel, loaded = new_panel(ctx)
    engine.held = True

    async def scenario():
        task = asyncio.ensure_future(panel.on_fresh())
        await asyncio.sleep(0.01)
        panel.on_puzzle_changed()       # (what puzzle_changed calls) Undo: the same givens
        assert panel.busy and not engine.requests[-1].cancelled
        ctx.grid.givens = (5,) + ctx.grid.givens[1:]              # a given typed: another puzzle
        panel.on_puzzle_changed()
        assert not panel.busy and engine.requests[-1].cancelled
        await asyncio.wait_for(task, 1)

    run(scenario())
    assert not loaded and ctx.marks["generating"] == "0"


def el_enabled(el):
    return el.disabled is False


# ----- the practice judge's reference -------------------------------------------------------------
def test_the_practice_judge_counts_in_the_engine(engine):
    from sudoku_web.practice_judge import case_cells, count_solutions, solution_of

    known = {}
    cells = case_cells("adversarial")
    run(count_solutions(known, [cells, cells, (0,) * 81]))
    assert [r.job for r in engine.requests] == ["count", "count"]          # counted once per puzzle
    assert known == {tuple(cells): solution_of(cells), (0,) * 81: None}


def test_a_practice_worker_that_does_not_start_in_time_is_said_in_the_pages_language():
    """The page's own reason (its clock ran out) said from its key, not as the English word "timeout"."""
    from sudoku_web import practice_session
    from sudoku_web.strings import set_lang

    class Late:
        async def wait(self, timeout):
            raise asyncio.TimeoutError

    class Runner:
        started = False
        ready = Late()

        def start(self):
            pass

        def stop(self):
            pass

    said = {}
    for lang in ("en", "zh-CN"):
        ctx = Ctx()
        session = practice_session.PracticeSession.__new__(practice_session.PracticeSession)
        session.ctx, session.runner, session.op, session.failed = ctx, Runner(), 1, None
        set_lang(lang)
        try:
            assert run(session.ensure_worker(1)) is False
        finally:
            set_lang("en")
        said[lang] = ctx.said[-1]
    seconds = practice_session.START_TIMEOUT
    assert said == {"en": (f"Python for your code could not start: it was not ready after {seconds} s.", "error"),
                    "zh-CN": (f"无法为你的代码启动 Python：{seconds} 秒后仍未就绪。", "error")}


# ----- the tutor's frames ------------------------------------------------------------------------
def core_view(player):
    return (player.position, None if player.event is None else player.event.kind, tuple(player.board),
            player.line, player.tally.steps, player.over)


def test_the_tutors_window_player_shows_the_core_players_frames(engine):
    from sudoku_core.algorithms import Player
    from sudoku_web.tutor_frames import WindowPlayer

    puzzle = parse(EXAMPLES["easy"])
    core = Player(puzzle, "scan")
    arrived = []
    player = WindowPlayer(puzzle, "scan", 5_000_000, lambda: arrived.append(True), window=150)
    assert player.position == 0 and player.board == list(puzzle.cells) and player.source is None

    async def scenario():
        assert await player.load(0)
        assert arrived and player.source == core.source
        seen = [core_view(player)]
        while not player.over:
            done, stop = player.advance(7)
            if stop == "wait":
                assert await player.load(player.index + 1)
            if done:
                seen.append(core_view(player))
            if stop == "solved":
                continue
        return seen

    seen = run(scenario())
    expected = [core_view(core)]
    while not core.over:
        core.step()
        expected.append(core_view(core))
    assert seen[-1] == expected[-1] and set(seen) <= set(expected)
    assert all(r.job == "tutor_trace" and r.args["start"] % 150 == 0 for r in engine.requests)

    async def back_and_past_the_end():   # the frame asked for, or the last one
        assert await player.load(5) and player.goto(5)
        at_five = core_view(player)
        assert await player.load(10 ** 6) and player.goto(10 ** 6)
        return at_five, core_view(player)

    assert run(back_and_past_the_end()) == (expected[5], expected[-1])


def test_play_fetches_the_next_window_before_it_is_needed(engine):
    from sudoku_web.tutor_frames import AHEAD, WindowPlayer

    player = WindowPlayer(parse(EXAMPLES["easy"]), "scan", 5_000_000, window=2 * AHEAD)

    async def scenario():
        await player.load(0)
        player.goto(AHEAD + 1)           # past the middle of the first window: the next one is asked for
        while player.pending:
            await asyncio.sleep(0.001)

    run(scenario())
    assert [r.args["start"] for r in engine.requests] == [0, 2 * AHEAD] and player.has(2 * AHEAD + 3)


# ----- the race -----------------------------------------------------------------------------------
class Table(El):
    def __init__(self):
        super().__init__()
        self.body = El()
        self.attributes = {}

    def querySelector(self, selector):
        return self.body

    def setAttribute(self, name, value):
        self.attributes[name] = value

    def removeAttribute(self, name):
        self.attributes.pop(name, None)


def race_panel(ctx):
    from sudoku_web.race_panel import RacePanel

    panel = RacePanel.__new__(RacePanel)
    panel.ctx, panel.before_race, panel.watched = ctx, lambda: None, lambda: None
    panel.el = {"race": El(), "race-cancel": El(), "race-out": Table()}
    panel.request, panel.cancelled = None, False
    return panel


class TutorCtx(Ctx):
    def __init__(self, line):
        super().__init__()
        self.puzzle = parse(line)

    def givens(self):
        return self.puzzle

    def check_conflicts(self):
        pass


def test_the_race_is_the_engines_with_a_row_as_each_arrives(engine):
    from sudoku_core.algorithms import ALGORITHMS

    ctx = TutorCtx(EXAMPLES["easy"])
    panel = race_panel(ctx)
    run(panel.on_race())
    request = engine.requests[-1]
    assert request.job == "race" and request.args["algorithms"] == list(ALGORITHMS)
    rows = panel.el["race-out"].body.innerHTML
    assert all(f'data-algo="{name}"' in rows for name in ALGORITHMS)
    assert ctx.marks["raceDone"] == "1" and ctx.said[-1][1] == "success" and not panel.racing


def test_the_learners_row_in_the_race_is_said_in_the_pages_language_only(engine):
    """The watched practice run's row: "Your code" in English, "你的代码" in Chinese, never with the
    English id ``yours`` beside it (an algorithm's row shows its name, ``scan``, as code)."""
    from sudoku_web.practice_judge import Verdict
    from sudoku_web.strings import set_lang

    ctx = TutorCtx(EXAMPLES["easy"])
    watched = types.SimpleNamespace(cells=tuple(ctx.puzzle.cells), writes=bytes((0, 5, 3, 0, 0, 0, 4, 0)),
                                    count=2, ms=12.0, verdict=Verdict("accepted"))
    heads = {}
    for lang in ("en", "zh-CN"):
        set_lang(lang)
        try:
            panel = race_panel(ctx)
            panel.watched = lambda: watched
            run(panel.on_race())
        finally:
            set_lang("en")
        rows = panel.el["race-out"].body.innerHTML
        yours = rows[rows.index('<tr data-algo="yours">'):]
        heads[lang] = yours[:yours.index("</th>") + 5]
        assert '<code>scan</code>' in rows
    assert heads == {"en": '<tr data-algo="yours"><th scope="row">Your code</th>',
                     "zh-CN": '<tr data-algo="yours"><th scope="row">你的代码</th>'}


@pytest.mark.parametrize("stop, said", [
    ("on_cancel", "Race cancelled: 0 of 4 algorithms finished."),
    # Leaving the tutor stops a running race in the engine; it used to end without a word (the
    # table gone, nothing said): now it ends as a Cancel race does, said as stopped by the leaving.
    ("leave", "Race stopped: you left the tutor; 0 of 4 algorithms finished."),
])
def test_cancel_race_or_leaving_the_tutor_ends_the_request_at_once_and_says_so(engine, stop, said):
    ctx = TutorCtx(EXAMPLES["easy"])
    panel = race_panel(ctx)
    engine.held = True

    async def scenario():
        task = asyncio.ensure_future(panel.on_race())
        await asyncio.sleep(0.01)
        assert panel.racing and panel.el["race-cancel"].disabled is False
        getattr(panel, stop)()
        await asyncio.wait_for(task, 1)

    run(scenario())
    assert engine.requests[-1].cancelled and not panel.racing and panel.el["race"].disabled is False
    assert ctx.marks["raceDone"] == "0" and ctx.said[-1] == (said, "info")


def test_a_finished_race_table_goes_when_the_puzzle_changes_even_away_from_the_tutor(engine):
    """A finished race's table used to outlive its puzzle: a change of givens (here while another
    tab is shown) only cancelled a running race, and the table still said "Race on this puzzle"
    for the earlier givens. Now it goes; a change that leaves the givens as they were keeps it."""
    from sudoku_web.tutor_panel import TutorPanel

    ctx = TutorCtx(EXAMPLES["easy"])
    panel = race_panel(ctx)
    run(panel.on_race())
    assert "data-algo" in panel.el["race-out"].body.innerHTML
    tutor = TutorPanel.__new__(TutorPanel)
    tutor.ctx, tutor.race = ctx, panel
    ctx.mode = "solver"
    tutor.on_puzzle_changed(announce=False)            # the same givens (e.g. the example loaded again)
    assert panel.el["race-out"].innerHTML != "" and "tabindex" in panel.el["race-out"].attributes
    ctx.puzzle = parse(EXAMPLES["inkala"])
    tutor.on_puzzle_changed(announce=False)
    assert panel.el["race-out"].innerHTML == "" and "tabindex" not in panel.el["race-out"].attributes


def test_race_finished_is_said_again_in_the_new_language_after_a_switch(engine):
    """"Race finished" was said as plain English words, so a switch to Chinese left it in English
    (other panels' lines are said again); now it is rebuilt, the fastest algorithm's title too."""
    from sudoku_web.strings import set_lang

    class KeptCtx(TutorCtx):    # keeps what was said, as the page's Context does for say_again
        def say(self, text, kind="info"):
            super().say(text, kind)
            self.kept = text

    ctx = KeptCtx(EXAMPLES["easy"])
    panel = race_panel(ctx)
    run(panel.on_race())
    assert ctx.said[-1][0].startswith("Race finished") and callable(ctx.kept)
    set_lang("zh-CN")
    try:
        again = ctx.kept()
    finally:
        set_lang("en")
    assert again.startswith("比赛结束") and "(d) 快速" in again


# ----- Play: mistakes against the engine's solution ------------------------------------------------
class MistakeCtx(Ctx):
    def __init__(self):
        super().__init__()
        self.settings = {"mistakes": "solution"}
        self.grid.inputs = [El() for _ in range(81)]
        for cell in self.grid.inputs:
            cell.classList = types.SimpleNamespace(add=lambda name: None, remove=lambda name: None)
            cell.setAttribute = cell.removeAttribute = lambda *args: None
        self.grid.focus = lambda cell: None


def mistakes_parts(line=EXAMPLES["easy"]):
    from sudoku_web.play_mistakes import Mistakes

    ctx = MistakeCtx()
    work = Work(position_of(line))
    return ctx, work, Mistakes(ctx, lambda say: say(), lambda: work.position)


def test_show_where_asks_again_after_an_unsolvable_givens_cancelled_the_request(engine, monkeypatch):
    """Review: a position whose solve arguments cannot be made cancelled the first request but left
    it as 'being asked'; back at the first givens Show where then waited for it for good."""
    from sudoku_web import play_mistakes

    ctx, work, mistakes = mistakes_parts()
    first = work.position
    other = position_of("12" + "." * 79)
    real_args = play_mistakes.solve_args
    monkeypatch.setattr(play_mistakes, "solve_args",
                        lambda pos: (_ for _ in ()).throw(ValueError("rules")) if pos == other else real_args(pos))
    engine.held = True

    async def scenario():
        assert mistakes.solution(first) is None and engine.requests
        mistakes.solution(other)
        assert mistakes.solution(other) == ""            # no arguments: nothing to check against
        await asyncio.sleep(0.01)
        assert engine.requests[0].cancelled
        engine.held = False
        work.position = first
        await asyncio.wait_for(mistakes.show_where(first), 5)

    run(scenario())
    assert ctx.said[-1] == ("Cells marked as wrong: 0.", "error")
    assert mistakes.asking is None and len(engine.requests) == 2


def test_show_where_marks_nothing_when_the_board_changed_while_it_waited(engine):
    """Review: Show where marked the grid it was called with after the engine answered, even when
    the board had changed meanwhile."""
    ctx, work, mistakes = mistakes_parts()
    pos = work.position
    engine.ready = False

    async def scenario():
        task = asyncio.ensure_future(mistakes.show_where(pos))
        await asyncio.sleep(0.1)
        assert ctx.progressed[-1] == "Starting the solver…"
        work.position = pos.with_entry(0 if pos.givens[0] == "." else 2, "5")
        engine.ready = True
        await asyncio.wait_for(task, 5)

    run(scenario())
    assert ctx.said == [] and mistakes.wrong == set() and ctx.progressed[-1] == ""


def test_a_hint_asked_while_explains_list_is_written_is_not_stopped_by_its_rating(engine, monkeypatch):
    """Review: Hint and Explain are enabled while Explain's list is written in chunks; the old
    Explain then asked for its rating, whose search stopped (cancelled) the newer Hint's request."""
    from sudoku_web import logic_explain
    from sudoku_web.logic_explain import Explanation
    from sudoku_web.logic_panel import LogicPanel

    monkeypatch.setattr(logic_explain, "CHUNK", 2)      # many chunks: Hint is pressed between two
    ctx, el, work, search, drawing, hints = logic_parts(EXAMPLES["easy"])

    panel = object.__new__(LogicPanel)
    panel.ctx, panel.work, panel.el, panel.drawing, panel.search, panel.hints = ctx, work, el, drawing, search, hints
    panel.explanation = Explanation(ctx, el, work, search, drawing, drawing.clear)

    async def scenario():
        explain = asyncio.ensure_future(panel.on_explain())
        for _ in range(10000):
            await asyncio.sleep(0)
            if "<li>" in el["explain-list"].innerHTML:
                break
        assert not explain.done() and not search.busy          # between two chunks
        engine.held = True
        hint = asyncio.ensure_future(panel.on_hint())
        await asyncio.sleep(0.01)
        assert search.busy
        await asyncio.wait_for(explain, 5)
        assert not engine.requests[-1].cancelled and engine.requests[-1].job == "hint"
        engine.held = False
        await asyncio.wait_for(hint, 5)

    run(scenario())
    assert [r.job for r in engine.requests] == ["explain", "hint"]
    assert hints.hint is not None


# ----- session 35: what a position reached by play gets from Hint, Apply, Explain and the rating ----
def test_apply_waits_while_paused_and_a_hint_said_again_in_another_language_is_not_counted(engine):
    ctx, el, work, search, drawing, hints = logic_parts()

    def counted():
        return [fields["level"] for name, fields in ctx.events.emitted if name == "hint_shown"]

    run(hints.on_hint())
    assert counted() == [1]
    hints.render(shown=False)                  # the language changed: said again, not asked for
    assert counted() == [1]
    ctx.paused = True
    hints.on_apply()
    assert work.changed == [] and ctx.said[-1][0] == "paused" and hints.hint is not None
    ctx.paused = False
    hints.on_apply()
    assert len(work.changed) == 1


def test_a_hint_on_a_solved_grid_promises_no_more_detail(engine):
    from sudoku_web.strings import t

    solved = "".join(map(str, solve(parse(EXAMPLES["easy"])).solution.cells))
    ctx, el, work, search, drawing, hints = logic_parts(solved)
    run(hints.on_hint())
    assert hints.hint.kind == "solved" and ctx.said[-1][0] == t("hint_final") and el["apply"].disabled is True


def test_a_step_of_the_explanation_shown_puts_the_hint_and_its_apply_away(engine):
    from sudoku_web.logic_explain import Explanation

    ctx, el, work, search, drawing, hints = logic_parts()
    explanation = Explanation(ctx, el, work, search, drawing, drawing.clear)
    explanation.before_step = hints.drop
    run(hints.on_hint())
    assert el["apply"].disabled is False

    async def scenario():
        await explanation.show(await explanation.find(work.position))

    run(scenario())
    explanation.show_step(5)
    assert hints.hint is None and el["apply"].disabled is True
    hints.on_apply()
    assert work.changed == []                  # nothing hidden is applied


def test_the_rating_line_says_one_step_and_once_in_english():
    from sudoku_web.logic_rating import RatingLine

    ctx = Ctx()
    line = RatingLine(ctx, {"rating": El()}, None)
    line.guesses = 1
    line.show({"se": 1.2, "level": "easy", "hardest": "hidden_single", "steps": 1, "solved": True,
               "reached": 1.2}, "own")
    said = line.el["rating"].textContent
    assert "; 1 step;" in said and said.endswith("backtracks once."), said


def test_the_tutors_hint_shows_its_progress_and_ends_when_the_player_moves(engine):
    """The tutor's Hint on a hard 16x16 ran the engine's one-solution check for many seconds with no
    word, no busy button and no way to stop it; meanwhile Play stalled at its next window and the
    solver's Solve waited behind it. It says how far it is, its button is busy, and any move of
    the player (Step, Play, Reset, another puzzle, the tutor left) cancels it."""
    from sudoku_web.tutor_hints import TutorHints

    ctx = TutorCtx(EXAMPLES["easy"])
    player = types.SimpleNamespace(op=0, playing=False)

    def interrupt():
        player.op += 1
        return player.op

    player.interrupt = interrupt
    display = types.SimpleNamespace(el={"hint": El()}, render=lambda: None, show_hint=lambda cells, target: None)
    trace = types.SimpleNamespace(shown_board=lambda: tuple(ctx.puzzle.cells))
    hints = TutorHints(ctx, trace, display, player)
    engine.held = True                                   # a long search: the answer does not come

    async def scenario():
        looking = asyncio.ensure_future(hints.on_hint())
        await asyncio.sleep(0.02)
        asked = engine.requests[-1]
        assert asked.job == "hint" and not asked.cancelled
        assert display.el["hint"].disabled                 # busy: a second press is no second search
        assert asked.on_progress is not None
        asked.on_progress('{"nodes": 123456}')
        assert "123,456" in ctx.progressed[-1]
        player.interrupt()                                   # the person pressed Step
        await asyncio.sleep(0.2)
        assert asked.cancelled and looking.done()
        assert not display.el["hint"].disabled and ctx.progressed[-1] == ""

    run(scenario())
