"""Every variant technique, easiest first: one registry line each (id, English name from
``words.NAMES``, base value, finder), as :data:`sudoku_core.logic.techniques.TECHNIQUES` is for classic puzzles.

The values are Sudoku Explainer's where it has the technique (singles, intersections, subsets,
fish), SukakuExplainer's for the generalized intersection (2.9), and this project's for the
killer and jigsaw techniques, placed beside the classic ones a person finds about as hard (see
docs/variants.md, "Explained and rated"). No uniqueness technique: a variant's rules can make a
deadly pattern unique, so they are not sound here.
"""

from __future__ import annotations

from ...logic.techniques import Technique
from . import (arrows, chains, dots, fish, forcing, intersections, killer, leftovers, little_killers, neighbours,
               sandwiches, singles, subsets, thermos)
from .words import NAMES

VARIANT_TECHNIQUES = (
    Technique("full_house", NAMES["full_house"], 1.0, singles.full_house),
    Technique("cage_single", NAMES["cage_single"], 1.0, singles.cage_single),
    Technique("hidden_single", NAMES["hidden_single"], 1.2, singles.hidden_single),
    Technique("cage_combinations", NAMES["cage_combinations"], 1.7, killer.cage_combinations),
    Technique("thermometer", NAMES["thermometer"], thermos.VALUE, thermos.thermometer),
    Technique("dot", NAMES["dot"], dots.VALUE, dots.dot),
    Technique("little_killer", NAMES["little_killer"], little_killers.VALUE, little_killers.little_killer),
    Technique("arrow", NAMES["arrow"], arrows.VALUE, arrows.arrow),
    Technique("sandwich", NAMES["sandwich"], sandwiches.VALUE, sandwiches.sandwich),
    Technique("naked_single", NAMES["naked_single"], 2.3, singles.naked_single),
    Technique("rule_of_45", NAMES["rule_of_45"], 2.5, killer.rule_of_45),
    Technique("non_consecutive", NAMES["non_consecutive"], 2.5, neighbours.non_consecutive),
    Technique("locked_candidates", NAMES["locked_candidates"], 2.6, intersections.locked_candidates),
    Technique("cage_locked_digit", NAMES["cage_locked_digit"], 2.8, killer.cage_locked_digit),
    Technique("house_digit_in_cage", NAMES["house_digit_in_cage"], 2.8, killer.house_digit_in_cage),
    Technique("innie_outie_difference", NAMES["innie_outie_difference"], 2.8, killer.innie_outie_difference),
    Technique("naked_pair", NAMES["naked_pair"], 3.0, subsets.naked_set(2)),
    Technique("x_wing", NAMES["x_wing"], 3.2, fish.fish(2)),
    Technique("law_of_leftovers", NAMES["law_of_leftovers"], 3.2, leftovers.law_of_leftovers),
    Technique("hidden_pair", NAMES["hidden_pair"], 3.4, subsets.hidden_set(2)),
    Technique("naked_triple", NAMES["naked_triple"], 3.6, subsets.naked_set(3)),
    Technique("swordfish", NAMES["swordfish"], 3.8, fish.fish(3)),
    Technique("hidden_triple", NAMES["hidden_triple"], 4.0, subsets.hidden_set(3)),
    Technique("naked_quad", NAMES["naked_quad"], 5.0, subsets.naked_set(4)),
    Technique("hidden_quad", NAMES["hidden_quad"], 5.4, subsets.hidden_set(4)),
    Technique("variant_chain", NAMES["variant_chain"], chains.BASE, chains.variant_chain),
    Technique("variant_forcing", NAMES["variant_forcing"], forcing.BASE, forcing.forcing(False)),
    Technique("variant_forcing_plus", NAMES["variant_forcing_plus"], forcing.BASE + 0.5, forcing.forcing(True)),
    Technique("variant_forcing_nested", NAMES["variant_forcing_nested"], forcing.NESTED, forcing.nested),
)

VARIANT_BY_ID = {t.id: t for t in VARIANT_TECHNIQUES}
