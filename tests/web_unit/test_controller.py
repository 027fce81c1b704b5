"""The cooperative solve loop in CPython (no browser): results, cancel and stale solves."""

from __future__ import annotations

import asyncio

from sudoku_core import parse, solve
from sudoku_web.controller import SolveController

from samples import EASY, HARD16, TWO_SOLUTIONS, assert_valid_solution


def run(coro):
    return asyncio.run(coro)


def test_controller_gives_the_same_result_as_solve():
    for line in (EASY, TWO_SOLUTIONS):
        puzzle = parse(line)
        outcome = run(SolveController().solve(puzzle))
        expected = solve(puzzle)
        assert outcome.kind == "done"
        assert outcome.result.status == expected.status
        assert outcome.result.solution == expected.solution
        assert_valid_solution(str(outcome.result.solution), 9, line)
        assert outcome.wall >= 0


def test_cancel_and_invalidate_stop_a_long_solve_quickly():
    async def scenario(action):
        controller = SolveController()
        seen = []
        task = asyncio.ensure_future(controller.solve(parse(HARD16), lambda n, s: seen.append(n)))
        while len(seen) < 2:
            await asyncio.sleep(0.01)
        action(controller)
        outcome = await asyncio.wait_for(task, 5)
        return controller, seen, outcome

    controller, seen, outcome = run(scenario(lambda c: c.cancel()))
    assert outcome.kind == "cancelled" and outcome.nodes >= seen[-1] > 0
    assert not controller.running
    controller, _, outcome = run(scenario(lambda c: c.invalidate()))
    assert outcome.kind == "stale" and not controller.running
