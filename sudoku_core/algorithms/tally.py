"""Counting a traced search as the player and the race count it: every event is a step."""

from __future__ import annotations

from ..values import FrozenValue, Record
from .events import BACKTRACK, DEAD_END, DONE, PLACE, SOLVED, Event


class Tally(Record):
    """Counters as the player shows them: every event is a step."""

    FIELDS = ("steps", "nodes", "backtracks", "dead_ends", "solutions", "depth", "finished")

    steps: int = 0
    nodes: int = 0
    backtracks: int = 0
    dead_ends: int = 0
    solutions: int = 0
    depth: int = 0
    finished: bool = False

    def add(self, event: Event):
        self.steps += 1
        self.depth = event.depth
        kind = event.kind
        if kind == PLACE:
            self.nodes += 1
        elif kind == BACKTRACK:
            self.backtracks += 1
        elif kind == DEAD_END:
            self.dead_ends += 1
        elif kind == SOLVED:
            self.solutions += 1
        elif kind == DONE:
            self.finished = True


class RaceResult(FrozenValue):
    """One algorithm's run to its first solution (or its step cap)."""

    FIELDS = ("name", "tally", "seconds", "board", "capped")

    name: str
    tally: Tally
    seconds: float
    board: tuple
    capped: bool
