"""The solver's cooperative run: the search runs on the main thread in chunks (``runner``).

``SolveTask.run(every=N)`` yields a Stats snapshot every N search nodes; ``run_in_turns`` gives the
browser a turn at most every ~12 ms (so short solves never pay for it). Cancel sets a flag that is
checked at each turn (a fraction of a second). A generation counter makes any result of an older
solve (grid edited, Clear, new solve) ignored. No DOM access here: the panel passes a callback.
"""

from sudoku_core.values import Record

from .runner import run_in_turns
from .timing import perf_counter

# Search nodes per chunk, by grid size: a node costs ~50 us (9x9) to ~120 us (16x16) in CPython and
# about twice that in Pyodide, so these keep a chunk near 20-60 ms: smooth page, quick Cancel.
EVERY = {4: 2000, 9: 500, 16: 150, 25: 60}
PROGRESS_INTERVAL = 0.1  # seconds between progress callbacks


class Outcome(Record):
    FIELDS = ("kind", "result", "nodes", "wall")

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

    async def solve(self, puzzle, on_progress=None, variant=None):
        """Solve ``puzzle`` cooperatively; never raises for cancel/stale, returns an Outcome.
        ``variant``: the puzzle's variant (its givens are the puzzle's), solved by the variant
        solver's task in the same turns (a bad variant raises SudokuError, as a bad puzzle does)."""
        self.generation += 1
        gen = self.generation
        self._cancel = False
        self.running = True
        start = last_report = perf_counter()
        nodes = 0
        if variant is None:
            from sudoku_core import SolveTask  # the search: imported with the first solve (issue 31: the worker's job)

            task = SolveTask(puzzle)
        else:
            from sudoku_core.variants.solver import VariantSolveTask  # imported with the first variant

            task = VariantSolveTask(variant)

        def report(stats):
            nonlocal nodes, last_report
            nodes = stats.nodes
            now = perf_counter()
            if on_progress and now - last_report >= PROGRESS_INTERVAL:
                last_report = now
                on_progress(nodes, now - start)

        def wanted():
            return not self._cancel and gen == self.generation

        try:
            ended = await run_in_turns(task.run(every=self.every or EVERY.get(puzzle.size, 100)), wanted, report)
            wall = perf_counter() - start
            if not ended and self._cancel and gen == self.generation:
                return Outcome("cancelled", nodes=nodes, wall=wall)
            if gen != self.generation:
                return Outcome("stale", nodes=nodes, wall=wall)
            result = task.result
            return Outcome("done", result=result, nodes=result.stats.nodes, wall=wall)
        finally:
            if gen == self.generation:
                self.running = False
                self._cancel = False
