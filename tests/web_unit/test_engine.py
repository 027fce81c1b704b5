"""The page's engine client (sudoku_web.engine) against a fake ``window.sudokuEngine``.

The fake keeps engine_client.js's contract: ``request(job, argsJson, onProgress) -> {id, promise}``
(the promise gives the job's JSON text, or rejects with Error("cancelled") after ``cancel(id)``),
``state`` and ``onstate``. Its jobs are run by ``sudoku_jobs.jobs.run_json``, as the worker runs
them, so what the page gets here is what it gets in the browser.
"""

from __future__ import annotations

import asyncio
import json

import pytest

from sudoku_core import SudokuError
from sudoku_web import engine

from engine_fake import FakeEngine

PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


@pytest.fixture
def fake():
    host = FakeEngine()
    engine.use(host)
    yield host
    engine.use(None)


def run(coro):
    return asyncio.run(coro)


def test_a_solve_waits_for_the_engine_then_gives_the_decoded_result(fake):
    async def go():
        reports = []
        req = engine.request("solve", {"puzzle": PUZZLE}, reports.append)
        assert req.waiting and engine.state() == "starting"
        fake.set_state("ready")
        assert not req.waiting
        fake.run_next()
        return await req.result(), reports

    outcome, reports = run(go())
    assert outcome.kind == "done" and outcome.result.status == "solved"
    assert "".join(map(str, outcome.result.solution.cells)).startswith("534678912")
    assert all(isinstance(r, dict) for r in reports)


def test_progress_reaches_the_page_decoded(fake):
    fake.state = "ready"

    async def go():
        reports = []
        req = engine.request("count", {"puzzle": "." * 81, "cap": 3000}, reports.append)
        fake.run_next()
        return await req.result(), reports

    result, reports = run(go())
    assert result.count == 3000 and result.capped
    assert reports and all("nodes" in r for r in reports)


def test_cancel_raises_cancelled_and_tells_the_engine(fake):
    async def go():
        req = engine.request("solve", {"puzzle": PUZZLE})
        req.cancel()
        with pytest.raises(engine.Cancelled):
            await req.result()
        return req

    req = run(go())
    assert fake.cancelled == [req.id] and fake.queue == [] and not req.waiting


def test_an_error_answer_is_raised_as_the_sudoku_error_it_was(fake):
    fake.state = "ready"
    bad = "55" + PUZZLE[2:]

    async def go():
        req = engine.request("solve", {"puzzle": bad})
        fake.run_next()
        await req.result()

    with pytest.raises(SudokuError) as caught:
        run(go())
    assert caught.value.code == "duplicate" and 0 in caught.value.cells and 1 in caught.value.cells


def test_a_crashed_worker_fails_the_request(fake):
    fake.state = "ready"

    async def go():
        req = engine.request("solve", {"puzzle": PUZZLE})
        fake.crash()
        await req.result()

    with pytest.raises(engine.EngineFailed, match="out of memory"):
        run(go())


def test_state_listeners_hear_every_change(fake):
    heard = []
    engine.on_state(heard.append)
    try:
        fake.set_state("ready")
        fake.set_state("failed")
        assert heard == ["ready", "failed"] and engine.state() == "failed"
    finally:
        engine.off_state(heard.append)


def test_a_request_before_the_engine_exists_is_sent_when_it_appears():
    engine.use(None)

    async def go():
        req = engine.request("rate", {"puzzle": PUZZLE})
        assert req.waiting and engine.state() == "starting"
        host = FakeEngine("ready")
        pending = asyncio.ensure_future(req.result())
        await asyncio.sleep(0)
        engine.use(host)
        while not host.queue:
            await asyncio.sleep(0.01)
        host.run_next()
        return await pending

    try:
        rating = run(go())
    finally:
        engine.use(None)
    assert rating.rating.level and rating.scale == ""


def test_no_engine_client_and_boots_failed_mark_fail_requests_instead_of_waiting(monkeypatch):
    """Review: when boot.js could not import engine_client.js, window.sudokuEngine never came and a
    request waited for good; boot.js now marks <html data-engine-state="failed"> and the page's
    requests fail (EngineFailed) as its panels say."""
    import sys
    import types

    dataset = types.SimpleNamespace(engineState="starting")
    fake_pyscript = types.ModuleType("pyscript")
    fake_pyscript.window = types.SimpleNamespace()            # no sudokuEngine on it
    fake_pyscript.document = types.SimpleNamespace(documentElement=types.SimpleNamespace(dataset=dataset))
    monkeypatch.setitem(sys.modules, "pyscript", fake_pyscript)
    engine.use(None)
    assert engine.state() == "starting"
    dataset.engineState = "failed"
    assert engine.state() == "failed"

    async def go():
        return await asyncio.wait_for(engine.request("solve", {"puzzle": "." * 81}).result(), 2)

    with pytest.raises(engine.EngineFailed):
        run(go())


def test_a_requests_progress_proxy_is_destroyed_when_it_ends_or_is_cancelled(fake, monkeypatch):
    made = []

    class Proxy:
        def __init__(self, function):
            self.function, self.destroyed = function, False
            made.append(self)

        def __call__(self, *args):
            return self.function(*args)

        def destroy(self):
            self.destroyed = True

    monkeypatch.setattr(engine, "_proxy", Proxy)
    fake.set_state("ready")

    async def go():
        done = engine.request("solve", {"puzzle": "." * 81})
        fake.run_next()
        await done.result()
        dropped = engine.request("solve", {"puzzle": "." * 81})
        dropped.cancel()
        with pytest.raises(engine.Cancelled):
            await dropped.result()

    run(go())
    assert len(made) == 2 and all(proxy.destroyed for proxy in made)
