"""What a puzzle needs, answered faster than by its path: every step of a technique taken at once.

The path (:func:`.rating.variant_path_work`) takes one step at a time, the cheapest, and looks
again from the easiest technique after each; its rating is its hardest step. A generator aiming at
a level asks a coarser question hundreds of times per puzzle: do these techniques finish it, and
does it need those from some value up (for "extreme", the chains)? :func:`sweep` answers that:
the easiest technique that finds anything gives every step it finds, all carried out, and the
look starts again from the easiest. The techniques from ``one_from`` up (chains) give one step a
look, as on the path: finding every chain costs more than the look it saves.

Why the answer is the path's: every step is sound, and whatever a technique finds on a grid, the
techniques find again on any grid with fewer candidates (the same pattern, or, where the pattern
fell apart because a cell was placed, the singles and cage combinations that placement leaves), so
the grid where no technique finds anything is the same however the steps were ordered, and a
puzzle needs a technique on the path exactly when the easier ones stall short of solving it in a
sweep. (Measured on the 320 killers a generator rated for seeds 100 and 101: every one
classified alike, in 30% of the time; an independent review compared about 3,800 more over all
eight kinds.) A sweep rates nothing: a step's value (a longer chain's bonus) is the path's to
give, so a generator confirms a level with the path.
"""

from __future__ import annotations

import time

from ...logic.slices import PAUSE


class Swept:
    """Where a sweep ended: ``grid`` (the grid, swept), ``hardest`` (the base value of the hardest
    technique that gave a step; 0.0 for none), ``solved``, and ``stopped`` (the budget ran out
    first)."""

    __slots__ = ("grid", "hardest", "solved", "stopped")

    def __init__(self, grid, hardest, solved, stopped):
        self.grid, self.hardest, self.solved, self.stopped = grid, hardest, solved, stopped


def sweep(grid, techniques, one_from: float = 6.6, budget: float | None = None) -> Swept:
    """Sweep ``grid`` (changed in place) with ``techniques`` (easiest first) until it is solved or
    none finds a step; those from ``one_from`` up give one step a look. ``budget``: CPU seconds,
    read after each look."""
    deadline = None if budget is None else time.process_time() + budget
    hardest = 0.0
    while not grid.solved() and not grid.broken():
        if deadline is not None and time.process_time() > deadline:
            return Swept(grid, hardest, False, True)
        for technique in techniques:
            found = []
            for step in technique.search(grid):
                if step is PAUSE or not step.progress:
                    continue
                found.append(step)
                if technique.difficulty >= one_from:
                    break
            if found:
                for step in found:
                    grid.apply(step)
                hardest = max(hardest, technique.difficulty)
                break
        else:
            break
    return Swept(grid, hardest, grid.solved(), False)


__all__ = ["Swept", "sweep"]
