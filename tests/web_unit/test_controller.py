"""The solver's run through the engine (a fake engine_client.js running the real jobs): results,
a variant, the node budget, waiting for the engine, cancel and stale solves."""

from __future__ import annotations

import asyncio

import pytest

from sudoku_core import parse, solve
from sudoku_web import engine
from sudoku_web.controller import SolveController

from engine_fake import FakeEngine
from samples import EASY, HARD16, TWO_SOLUTIONS, assert_valid_solution


def run(coro):
    return asyncio.run(coro)


@pytest.fixture
def fake():
    host = FakeEngine("ready", auto=True)
    engine.use(host)
    yield host
    engine.use(None)


def test_controller_gives_the_same_result_as_solve(fake):
    for line in (EASY, TWO_SOLUTIONS):
        puzzle = parse(line)
        outcome = run(SolveController().solve(puzzle))
        expected = solve(puzzle)
        assert outcome.kind == "done"
        assert outcome.result.status == expected.status
        assert outcome.result.solution == expected.solution
        assert_valid_solution(str(outcome.result.solution), 9, line)
        assert outcome.wall >= 0


def test_a_solve_past_its_budget_is_given_up(fake):
    outcome = run(SolveController().solve(parse(HARD16), max_nodes=50))
    assert outcome.kind == "over_budget" and outcome.result is None and outcome.nodes >= 50


def test_a_solve_asked_while_the_engine_starts_says_so_and_runs_when_ready(fake):
    fake.state, fake.auto = "starting", False

    async def go():
        waited = []
        controller = SolveController()
        task = asyncio.ensure_future(controller.solve(parse(EASY), on_waiting=lambda: waited.append(True)))
        await asyncio.sleep(0)
        assert waited == [True] and controller.running
        fake.set_state("ready")
        fake.run_next()
        return await task

    assert run(go()).kind == "done"


def test_cancel_and_invalidate_end_the_job_and_leave_no_result(fake):
    fake.auto = False

    async def scenario(action):
        controller = SolveController()
        task = asyncio.ensure_future(controller.solve(parse(HARD16)))
        await asyncio.sleep(0)
        action(controller)
        outcome = await asyncio.wait_for(task, 5)
        return controller, outcome

    controller, outcome = run(scenario(lambda c: c.cancel()))
    assert outcome.kind == "cancelled" and outcome.result is None and not controller.running
    controller, outcome = run(scenario(lambda c: c.invalidate()))
    assert outcome.kind == "stale" and not controller.running
    assert len(fake.cancelled) == 2 and fake.queue == []
