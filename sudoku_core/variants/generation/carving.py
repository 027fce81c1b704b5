"""Givens taken away while the solution stays unique: the classic generator's carving over a
variant's rules. Orbits of the chosen symmetry (``..generation.symmetry`` of the classic
generator) go in random order; an orbit whose removal lets the variant solver find a second
solution goes back. One pass leaves a puzzle from which no orbit can go. A check the solver
cannot settle within :data:`CHECK_NODES` search nodes counts as "not unique" (the orbit goes back):
a non-consecutive puzzle with few givens can take the solver seconds, and the carving must not.
"""

from __future__ import annotations

from ...generation.symmetry import orbits
from ..solver import VariantSolveTask

#: Search nodes one uniqueness check may cost.
CHECK_NODES = 4_000


def unique_within(variant, max_nodes: int = CHECK_NODES) -> bool:
    """True when the solver shows within ``max_nodes`` nodes that ``variant`` has one solution."""
    task = VariantSolveTask(variant, 2)
    for stats in task.run(every=500):
        if stats.nodes > max_nodes:
            return False
    return task.result.status == "solved"


def carve(rules, solution: list, rng, symmetry: str = "none", keep=()) -> list:
    """The givens left (a value per cell, 0 empty) of ``solution`` under ``rules``; cells in
    ``keep`` stay given."""
    n = rules.size
    givens = list(solution)
    groups = [list(o) for o in orbits(n, symmetry)]
    rng.shuffle(groups)
    for orbit in groups:
        if any(c in keep for c in orbit):
            continue
        saved = [givens[c] for c in orbit]
        for c in orbit:
            givens[c] = 0
        if not unique_within(rules.with_givens(tuple(givens))):
            for c, v in zip(orbit, saved):
                givens[c] = v
    return givens
