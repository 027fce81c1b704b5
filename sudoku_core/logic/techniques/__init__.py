"""Every technique, easiest first: one registry line each.

A technique is a :class:`Technique`: an ``id`` (stable, used in messages,
the CLI and translations), an English ``name``, its base ``difficulty`` on
the Sudoku Explainer scale, and ``find(grid)``, a generator of
:class:`~sudoku_core.logic.step.Step` objects for the given
:class:`~sudoku_core.logic.grid.CandidateGrid` (each step makes progress;
the finder never changes the grid). Steps of one technique may be rated
above its base difficulty (a hidden single in a row is 1.5, in a box 1.2;
long chains get a length bonus); a finder yields its easiest steps first.

Adding a technique: write its module (a finder with a docstring stating the
pattern in words), then add one line to :data:`TECHNIQUES`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from . import singles


@dataclass(frozen=True)
class Technique:
    id: str
    name: str
    difficulty: float
    find: Callable


#: The registry, in the order a solver tries them (easiest first).
TECHNIQUES = (
    Technique("full_house", "Full House", 1.0, singles.full_house),
    Technique("hidden_single", "Hidden Single", 1.2, singles.hidden_single),
    Technique("naked_single", "Naked Single", 2.3, singles.naked_single),
)

BY_ID = {t.id: t for t in TECHNIQUES}
