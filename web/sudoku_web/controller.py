"""The cooperative solve loop: the search runs on the main thread in small chunks.

``SolveTask.run(every=N)`` yields a Stats snapshot every N search nodes; between chunks, at most
every ~12 ms (so short solves never pay for it), we ``await asyncio.sleep(0)``, which in Pyodide
yields a real macrotask, so the page paints and handles clicks.  Cancel sets a flag that is checked after every chunk (a fraction of a second).
A generation counter makes any result of an older solve (grid edited, Clear, new solve) ignored.
No DOM access here: the app passes callbacks.
"""

import asyncio
from dataclasses import dataclass
from time import perf_counter

from sudoku_core import SolveTask

# Search nodes per chunk, by grid size: a node costs ~50 us (9x9) to ~120 us (16x16) in CPython and
# about twice that in Pyodide, so these keep a chunk near 20-60 ms: smooth page, quick Cancel.
EVERY = {4: 2000, 9: 500, 16: 150, 25: 60}
PROGRESS_INTERVAL = 0.1  # seconds between progress callbacks
YIELD_INTERVAL = 0.012   # give the browser a turn at least this often (a frame is 16.7 ms)


@dataclass
class Outcome:
    kind: str               # "done" | "cancelled" | "stale"
    result: object = None   # SolveResult when kind == "done"
    nodes: int = 0
    wall: float = 0.0       # seconds from start to end, chunks and pauses included


class SolveController:
    def __init__(self, every=None):
        self.every = every  # None: by grid size (EVERY)
        self.generation = 0
        self.running = False
        self._cancel = False

    def invalidate(self):
        """Make the running solve (if any) stale: its result will be ignored."""
        self.generation += 1
        self.running = False

    def cancel(self):
        self._cancel = True

    async def solve(self, puzzle, on_progress=None):
        """Solve ``puzzle`` cooperatively; never raises for cancel/stale, returns an Outcome."""
        self.generation += 1
        gen = self.generation
        self._cancel = False
        self.running = True
        start = last_report = last_yield = perf_counter()
        nodes = 0
        task = SolveTask(puzzle)
        steps = task.run(every=self.every or EVERY.get(puzzle.size, 100))
        try:
            for stats in steps:
                nodes = stats.nodes
                now = perf_counter()
                if now - last_yield < YIELD_INTERVAL:
                    continue  # short solves finish without a round trip through the event loop
                if on_progress and now - last_report >= PROGRESS_INTERVAL:
                    last_report = now
                    on_progress(nodes, now - start)
                await asyncio.sleep(0)
                last_yield = perf_counter()
                if self._cancel:
                    return Outcome("cancelled", nodes=nodes, wall=perf_counter() - start)
                if gen != self.generation:
                    return Outcome("stale", nodes=nodes, wall=perf_counter() - start)
            result = task.result
            wall = perf_counter() - start
            if gen != self.generation:
                return Outcome("stale", nodes=nodes, wall=wall)
            return Outcome("done", result=result, nodes=result.stats.nodes, wall=wall)
        finally:
            steps.close()
            if gen == self.generation:
                self.running = False
                self._cancel = False
