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
producers), and :func:`rate_se` rates with it. Techniques SE does not have (Skyscraper, W-Wing,
finned fish, ALS, ...) are not in this profile: hints and explanations keep them (the teaching
profile, :data:`~..techniques.TECHNIQUES`).

Work in progress (issue 28): this profile is reached through :func:`rate_se` and the benchmark
(``bench/bench_logic.py --profile se``); ``rate`` keeps the teaching profile until this one has
every producer up to the nested chains.
"""

from __future__ import annotations

from ..rating import rate
from ..techniques import BY_ID, Technique
from . import forcing

#: SE 1.2.1's producers in its order (the numbers are the note's table rows).
SE_TECHNIQUES = (
    BY_ID["full_house"],  # 1: hidden single, last cell of a house (1.0)
    BY_ID["hidden_single"],  # 1: hidden single in a block (1.2), a row or column (1.5)
    BY_ID["naked_single"],  # 4 (2.3)
    BY_ID["locked_pointing"],  # 6 (2.6)
    BY_ID["locked_claiming"],  # 6 (2.8)
    BY_ID["naked_pair"],  # 7 (3.0)
    BY_ID["x_wing"],  # 7 (3.2)
    BY_ID["hidden_pair"],  # 7 (3.4)
    BY_ID["naked_triple"],  # 7 (3.6)
    BY_ID["swordfish"],  # 7 (3.8)
    BY_ID["hidden_triple"],  # 7 (4.0)
    BY_ID["xy_wing"],  # 8 (4.2)
    BY_ID["xyz_wing"],  # 8 (4.4)
    BY_ID["naked_quad"],  # 10 (5.0)
    BY_ID["jellyfish"],  # 10 (5.2)
    BY_ID["hidden_quad"],  # 10 (5.4)
    BY_ID["bug_plus_1"],  # 11: BUG type 1 (5.6)
    Technique("se_forcing_chains_cycles", "Forcing Chains & Cycles", 6.5, forcing.forcing_chains_cycles),  # 13
    # 14: aligned triple exclusion (another helper)
    Technique("se_nishio", "Nishio Forcing Chains", 7.5, forcing.nishio),  # 15
    Technique("se_multiple_forcing_chains", "Multiple Forcing Chains", 8.0, forcing.multiple_forcing_chains),  # 16
    Technique("se_dynamic_forcing_chains", "Dynamic Forcing Chains", 8.5, forcing.dynamic_forcing_chains),  # 17
)

#: Every technique of the profile by id.
SE_BY_ID = {t.id: t for t in SE_TECHNIQUES}


def rate_se(puzzle):
    """Rate a puzzle as Sudoku Explainer 1.2.1 does (ER in ``se``, EP in ``ep``, ED in ``ed``):
    :func:`~..rating.rate` with :data:`SE_TECHNIQUES` and SE's first-producer rule."""
    return rate(puzzle, SE_TECHNIQUES, first_producer=True)
