"""The solver's run: the solve is a job of the engine worker (``engine``), asked and awaited here.

Issue 31: nothing long runs on the page's thread. ``solve`` sends the puzzle (and a variant's
rules) as a ``solve`` job, passes its progress on, and returns an :class:`Outcome`. Cancel ends the
job at once (the worker is replaced); a generation counter makes any answer of an older solve
(grid edited, Clear, new solve) ignored. No DOM access here: the panel passes callbacks.
"""

from sudoku_core.values import Record
from sudoku_jobs import wire

from . import engine


class Outcome(Record):
    FIELDS = ("kind", "result", "nodes", "wall")

    kind: str               # "done" | "cancelled" | "stale" | "over_budget"
    result: object = None   # the decoded SolveResult when kind == "done"
    nodes: int = 0
    wall: float = 0.0       # seconds the engine worked on it


class SolveController:
    def __init__(self):
        self.generation = 0
        self.running = False
        self.request = None

    def invalidate(self):
        """Make the running solve (if any) stale: its result will be ignored, its job ended."""
        self.generation += 1
        self.running = False
        self.cancel()

    def cancel(self):
        if self.request is not None:
            self.request.cancel()

    async def solve(self, puzzle, on_progress=None, variant=None, max_nodes=None, on_waiting=None):
        """Solve ``puzzle`` in the engine; never raises for cancel/stale, returns an Outcome.
        ``on_progress(nodes, seconds)``; ``on_waiting()`` once when the engine is still starting
        (the job runs when it is ready); ``max_nodes``: give up past it (Outcome "over_budget").
        An error answer raises its SudokuError; a broken worker raises ``engine.EngineFailed``."""
        self.cancel()
        self.generation += 1
        gen = self.generation
        self.running = True
        seen = {"nodes": 0}
        args = {"puzzle": wire.encode_puzzle(puzzle)}
        if variant is not None:
            args["variant"] = wire.variant_args(variant)
        if max_nodes is not None:
            args["max_nodes"] = max_nodes

        def report(data):
            seen["nodes"] = data.get("nodes", seen["nodes"])
            if on_progress is not None and gen == self.generation:
                on_progress(seen["nodes"], data.get("seconds", 0.0))

        request = engine.request("solve", args, report)
        self.request = request
        if request.waiting and on_waiting is not None:
            on_waiting()
        try:
            answer = await request.result()
        except engine.Cancelled:
            if gen != self.generation:
                return Outcome("stale", nodes=seen["nodes"])
            return Outcome("cancelled", nodes=seen["nodes"])
        finally:
            if gen == self.generation:
                self.running = False
                self.request = None
        if gen != self.generation:
            return Outcome("stale", nodes=answer.nodes, wall=answer.wall)
        return Outcome(answer.kind, result=answer.result, nodes=answer.nodes, wall=answer.wall)
