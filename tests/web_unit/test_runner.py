"""The one cooperative runner (solve, seek, play, race) in CPython: it gives turns, stops when the
work is no longer wanted, and always closes the work."""

from __future__ import annotations

import asyncio
import time

from sudoku_web.runner import Turn, run_in_turns


def test_short_work_runs_to_its_end_without_a_turn():
    turns = []
    done = asyncio.run(run_in_turns(iter(range(100)), on_turn=turns.append, interval=10))
    assert done is True and turns == []


def test_long_work_gives_turns_and_stops_when_no_longer_wanted():
    closed, turns = [], []

    def work():
        try:
            for i in range(10_000):
                time.sleep(0.001)
                yield i
        finally:
            closed.append(True)

    wanted = {"yes": True}

    def on_turn(item):
        turns.append(item)
        if len(turns) == 3:
            wanted["yes"] = False  # e.g. Cancel pressed during the third turn

    done = asyncio.run(run_in_turns(work(), lambda: wanted["yes"], on_turn, interval=0.005))
    assert done is False and len(turns) == 3 and closed == [True]
    assert turns == sorted(turns) and turns[-1] < 100


def test_a_turn_item_always_pauses_for_its_time():
    def work():
        for _ in range(3):
            yield Turn(0.02)

    started = time.perf_counter()
    assert asyncio.run(run_in_turns(work(), interval=100)) is True
    assert time.perf_counter() - started >= 0.05


def test_other_tasks_run_during_the_turns():
    """The point of a turn: the event loop runs other work (in the page: painting, clicks)."""
    seen = []

    async def main():
        async def other():
            seen.append("other ran")

        def work():
            asyncio.ensure_future(other())
            for _ in range(50):
                time.sleep(0.001)
                yield None

        return await run_in_turns(work(), interval=0.005)

    assert asyncio.run(main()) is True and seen == ["other ran"]
