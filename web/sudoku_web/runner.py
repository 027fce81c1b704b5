"""Long work on the page's one thread, in turns: run a chunk, give the browser a turn, go on or stop.

Pyodide runs Python on the page's main thread, so a long loop would freeze the page. Every long
job (solving, seeking in a trace, playing it, racing the algorithms) is written as a generator that
yields between two chunks of work, and :func:`run_in_turns` drives it:

- after a yielded item, when ``interval`` seconds of work have passed since the browser's last
  turn, it calls ``on_turn(item)`` (say the progress), awaits ``asyncio.sleep(0)`` (a real
  macrotask in Pyodide: the page paints and handles clicks) and asks ``still_wanted()``: False
  (cancelled, or stale because the user did something else) stops the work;
- a yielded :class:`Turn` asks for a turn now, with a pause of its own (Play's frames, a race row
  that should be painted);
- short jobs never pay for a turn.

Pure asyncio, no DOM: tests/web_unit/test_runner.py drives it in CPython.
"""

from __future__ import annotations

import asyncio

from .timing import perf_counter

INTERVAL = 0.012  # seconds of work between two turns of the browser (a frame is 16.7 ms)


class Turn:
    """Yield this to give the browser a turn at once and sleep ``seconds`` (0: just a turn)."""

    __slots__ = ("seconds",)

    def __init__(self, seconds: float = 0.0):
        self.seconds = seconds


async def run_in_turns(work, still_wanted=lambda: True, on_turn=None, interval: float = INTERVAL) -> bool:
    """Drive the generator ``work`` to its end; True when it ended, False when ``still_wanted()``
    said no after a turn. The generator is closed either way (its ``finally`` blocks run)."""
    last = perf_counter()
    try:
        for item in work:
            if isinstance(item, Turn):
                delay = item.seconds
            elif perf_counter() - last < interval:
                continue
            else:
                delay = 0
                if on_turn is not None:
                    on_turn(item)
            await asyncio.sleep(delay)
            last = perf_counter()
            if not still_wanted():
                return False
        return True
    finally:
        close = getattr(work, "close", None)
        if close is not None:
            close()
