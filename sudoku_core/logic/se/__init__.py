"""Sudoku Explainer 1.2.1's rating (the forum's "SER"), as a profile of techniques.

Sudoku Explainer (SE) rates a puzzle by solving it with a fixed list of *producers*, and the rule
differs from this package's teaching path (:mod:`..path`): the first producer in SE's order that
finds any step supplies it, even when a later one has a cheaper step; a chaining producer gives
the cheapest of its steps (by value, then by the chain's complexity). ER is the hardest step of the
path, EP the hardest up to the first placement, ED the first step's value (see
``../shared/notes/se-rating.md`` for the facts this follows, gathered from public sources; SE's
code is LGPL and is not copied here).

:data:`SE_TECHNIQUES` is that order, one :class:`~..techniques.Technique` per producer (a finder
yields its steps in the order SE would give them: scan order, or cheapest first for the chaining
producers): the ``"se"`` profile of :data:`~..profiles.PROFILES`, the one
:func:`~..rating.rate` uses by default. Techniques SE does not have (Skyscraper, W-Wing, finned
fish, ALS, ...) are not in this profile: hints and explanations keep them (the ``"teaching"``
profile, :data:`~..techniques.TECHNIQUES`).

Every SE producer is here, the nested chains (:mod:`.nested`) included; levels 3-5 are slow in
CPython (tens of seconds to minutes a step), and no reference puzzle needs them.
"""

from __future__ import annotations

import dataclasses

from ..techniques import BY_ID, Technique
from . import aligned, bug, fish, forcing, intersections, nested, singles, subsets, uniqueness, wings


def _scan(technique_id, find):
    """A teaching technique (its id, name and value) found in SE's scan order by ``find``."""
    return dataclasses.replace(BY_ID[technique_id], find=find)


#: SE 1.2.1's producers in its order (the numbers are the note's table rows). Steps of the same
#: deduction as a teaching technique keep its id (and so its sentence); SE's scan order is what
#: differs.
SE_TECHNIQUES = (
    # 1: hidden single: every full house first (1.0), then hidden singles (1.2 box, 1.5 line)
    Technique("full_house", "Full House", 1.0, singles.full_house),
    Technique("hidden_single", "Hidden Single", 1.2, singles.hidden_single),
    # 2: direct pointing (1.7), then direct claiming (1.9): one scan, boxes first
    Technique("direct_pointing", "Direct Pointing", 1.7, intersections.direct_pointing),
    Technique("direct_claiming", "Direct Claiming", 1.9, intersections.direct_claiming),
    # 3: direct hidden pair (2.0)
    Technique("direct_hidden_pair", "Direct Hidden Pair", 2.0, subsets.direct_hidden_pair),
    # 4: naked single (2.3): the teaching scan (cells in reading order) is SE's
    BY_ID["naked_single"],
    # 5: direct hidden triple (2.5)
    Technique("direct_hidden_triple", "Direct Hidden Triple", 2.5, subsets.direct_hidden_triple),
    # 6: pointing (2.6), then claiming (2.8): one scan, boxes first
    _scan("locked_pointing", intersections.pointing),
    _scan("locked_claiming", intersections.claiming),
    # 7: subsets and fish of degree 2 and 3
    _scan("naked_pair", subsets.naked_pair),
    _scan("x_wing", fish.x_wing),
    _scan("hidden_pair", subsets.hidden_pair),
    _scan("naked_triple", subsets.naked_triple),
    _scan("swordfish", fish.swordfish),
    _scan("hidden_triple", subsets.hidden_triple),
    # 8: XY-Wing (4.2), then XYZ-Wing (4.4): two producers
    _scan("xy_wing", wings.xy_wing),
    _scan("xyz_wing", wings.xyz_wing),
    # 9: unique rectangles and loops, types 1-4 (4.5 and up), SE's cheapest first
    Technique(uniqueness.TECHNIQUE, "Unique Rectangle / Loop", 4.5, uniqueness.unique_loops),
    # 10: subsets and fish of degree 4
    _scan("naked_quad", subsets.naked_quad),
    _scan("jellyfish", fish.jellyfish),
    _scan("hidden_quad", subsets.hidden_quad),
    # 11: BUG types 1-4 (5.6, 5.7, 5.7 + set), 12: aligned pair exclusion (6.2)
    Technique(bug.TECHNIQUE, "Bivalue Universal Grave", 5.6, bug.bivalue_universal_grave),
    Technique(aligned.PAIR, "Aligned Pair Exclusion", 6.2, aligned.aligned_pair_exclusion),
    # 13: forcing chains and cycles, static (6.5 and up)
    Technique("se_forcing_chains_cycles", "Forcing Chains & Cycles", 6.5, forcing.forcing_chains_cycles),
    # 14: aligned triple exclusion (7.5)
    Technique(aligned.TRIPLE, "Aligned Triple Exclusion", 7.5, aligned.aligned_triple_exclusion),
    # 15: Nishio (7.5 and up), 16: multiple forcing chains (8.0 and up), 17: dynamic (8.5 and up)
    Technique("se_nishio", "Nishio Forcing Chains", 7.5, forcing.nishio),
    Technique("se_multiple_forcing_chains", "Multiple Forcing Chains", 8.0, forcing.multiple_forcing_chains),
    Technique("se_dynamic_forcing_chains", "Dynamic Forcing Chains", 8.5, forcing.dynamic_forcing_chains),
    # 18: dynamic (+): 17 with simple producers run on each hypothetical grid (9.0 and up)
    Technique(nested.PLUS, "Dynamic Forcing Chains (+)", 9.0, nested.dynamic_forcing_chains_plus),
    # 19-22: nested levels 2-5 (9.5, 10.0, 10.5, 11.0 and up): 18 whose propagations also run the
    # chaining producers of the level below on each hypothetical grid
    Technique(nested.NESTED[2], "Dynamic Forcing Chains (+ Forcing Chains)", 9.5, nested.NESTED_FINDERS[2]),
    Technique(nested.NESTED[3], "Dynamic Forcing Chains (+ Multiple Forcing Chains)", 10.0, nested.NESTED_FINDERS[3]),
    Technique(nested.NESTED[4], "Dynamic Forcing Chains (+ Dynamic Forcing Chains)", 10.5, nested.NESTED_FINDERS[4]),
    Technique(nested.NESTED[5], "Dynamic Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))", 11.0,
              nested.NESTED_FINDERS[5]),
)

#: Every technique of the profile by id.
SE_BY_ID = {t.id: t for t in SE_TECHNIQUES}

