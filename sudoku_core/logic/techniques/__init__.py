"""Every technique, easiest first: one registry line each.

A technique is a :class:`Technique`: an ``id`` (stable, used in messages,
the CLI and translations), an English ``name``, its base ``difficulty`` on
the Sudoku Explainer scale, and ``find(grid)``, a generator of
:class:`~sudoku_core.logic.step.Step` objects for the given
:class:`~sudoku_core.logic.grid.CandidateGrid` (each step makes progress;
the finder never changes the grid). Steps of one technique may be rated
above its base difficulty (a hidden single in a row is 1.5, in a box 1.2;
long chains get a length bonus); a finder yields its easiest steps first.

A finder whose search can run long (the chains, the forcing chains) is
*paced*: written as a generator that also yields
:data:`~sudoku_core.logic.slices.PAUSE` between units of work, and wrapped
by :func:`~sudoku_core.logic.slices.steps_only` so that ``find`` yields
steps only; :attr:`Technique.search` is the paced form, what the path and
the hints run (see :mod:`sudoku_core.logic.slices`).

Adding a technique: write its module (a finder with a docstring stating the
pattern in words), then add one line to :data:`TECHNIQUES`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from . import als, chains, colouring, fish, forcing, intersections, singles, single_digit, subsets, uniqueness, wings


@dataclass(frozen=True)
class Technique:
    id: str
    name: str
    difficulty: float
    find: Callable

    @property
    def search(self) -> Callable:
        """The finder with pauses between units of work (a paced finder's own form; a pattern
        technique's scan is one unit, so it is ``find`` itself)."""
        return getattr(self.find, "paced", self.find)


#: The registry, in the order a solver tries them (easiest first).
TECHNIQUES = (
    Technique("full_house", "Full House", 1.0, singles.full_house),
    Technique("hidden_single", "Hidden Single", 1.2, singles.hidden_single),
    Technique("naked_single", "Naked Single", 2.3, singles.naked_single),
    Technique("locked_pointing", "Locked Candidates (pointing)", 2.6, intersections.pointing),
    Technique("locked_claiming", "Locked Candidates (claiming)", 2.8, intersections.claiming),
    Technique("naked_pair", "Naked Pair", 3.0, subsets.naked_pair),
    Technique("x_wing", "X-Wing", 3.2, fish.x_wing),
    Technique("hidden_pair", "Hidden Pair", 3.4, subsets.hidden_pair),
    Technique("naked_triple", "Naked Triple", 3.6, subsets.naked_triple),
    Technique("swordfish", "Swordfish", 3.8, fish.swordfish),
    Technique("hidden_triple", "Hidden Triple", 4.0, subsets.hidden_triple),
    Technique("xy_wing", "XY-Wing", 4.2, wings.xy_wing),
    Technique("xyz_wing", "XYZ-Wing", 4.4, wings.xyz_wing),
    Technique("unique_rectangle_1", "Unique Rectangle Type 1", 4.5, uniqueness.unique_rectangle_1),
    Technique("unique_rectangle_2", "Unique Rectangle Type 2", 4.6, uniqueness.unique_rectangle_2),
    Technique("unique_rectangle_3", "Unique Rectangle Type 3", 4.6, uniqueness.unique_rectangle_3),
    Technique("unique_rectangle_4", "Unique Rectangle Type 4", 4.6, uniqueness.unique_rectangle_4),
    Technique("naked_quad", "Naked Quad", 5.0, subsets.naked_quad),
    Technique("jellyfish", "Jellyfish", 5.2, fish.jellyfish),
    Technique("hidden_quad", "Hidden Quad", 5.4, subsets.hidden_quad),
    Technique("bug_plus_1", "BUG+1", 5.6, uniqueness.bug_plus_1),
    Technique("skyscraper", "Skyscraper", 6.6, single_digit.skyscraper),
    Technique("two_string_kite", "2-String Kite", 6.6, single_digit.two_string_kite),
    Technique("empty_rectangle", "Empty Rectangle", 6.6, single_digit.empty_rectangle),
    Technique("finned_x_wing", "Finned X-Wing", 6.6, fish.finned_x_wing),
    Technique("sashimi_x_wing", "Sashimi X-Wing", 6.6, fish.sashimi_x_wing),
    Technique("x_chain", "X-Chain", 6.6, chains.x_chain),
    Technique("xy_chain", "XY-Chain", 6.6, chains.xy_chain),
    Technique("simple_colouring", "Simple Colouring", 6.6, colouring.simple_colouring),
    Technique("finned_swordfish", "Finned Swordfish", 6.7, fish.finned_swordfish),
    Technique("sashimi_swordfish", "Sashimi Swordfish", 6.7, fish.sashimi_swordfish),
    Technique("finned_jellyfish", "Finned Jellyfish", 6.8, fish.finned_jellyfish),
    Technique("sashimi_jellyfish", "Sashimi Jellyfish", 6.8, fish.sashimi_jellyfish),
    Technique("w_wing", "W-Wing", 7.0, wings.w_wing),
    Technique("aic", "Alternating Inference Chain", 7.0, chains.aic),
    Technique("als_xz", "ALS-XZ", 7.0, als.als_xz),
    Technique("grouped_aic", "Grouped AIC", 7.3, chains.grouped_aic),
    Technique("contradiction_chain", "Contradiction Chain", 7.5, forcing.contradiction_chain),
    Technique("forcing_chain", "Forcing Chain", 8.2, forcing.forcing_chain),
    Technique("dynamic_contradiction_chain", "Dynamic Contradiction Chain", 8.5, forcing.dynamic_contradiction_chain),
    Technique("dynamic_forcing_chain", "Dynamic Forcing Chain", 8.5, forcing.dynamic_forcing_chain),
    Technique("dynamic_forcing_chain_plus", "Dynamic Forcing Chain (+)", 9.0, forcing.dynamic_forcing_chain_plus),
)

BY_ID = {t.id: t for t in TECHNIQUES}
