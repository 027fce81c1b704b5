"""Sudoku Explainer's dynamic (+) and nested forcing chains: producers 18 to 22.

Producer 18, *dynamic forcing chains (+)* (9.0 + length), is producer 17 (see :mod:`.forcing`)
whose propagations, each time they run dry, scan their hypothetical grid with four simple
producers (:class:`.hypothetical.HypotheticalScans`: locked candidates, hidden and naked pairs,
X-Wings) and go on with what they remove; such a fact's parents are the "off" facts the pattern
needed, so the chain's complexity counts them.

SE's code is LGPL and is not copied here; this follows its rules.
"""

from __future__ import annotations

from ..slices import steps_only
from .chaining import tables
from .forcing import dynamic_chains_with
from .hypothetical import HypotheticalScans

#: The technique id and base value of each level (SE's producer 18 is level 1).
PLUS = "se_dynamic_forcing_chains_plus"


def _dynamic_plus(grid):
    yield from dynamic_chains_with(grid, PLUS, 9.0, HypotheticalScans(grid, tables(grid)))


dynamic_forcing_chains_plus = steps_only(_dynamic_plus)
