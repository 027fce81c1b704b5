"""Every variant technique, easiest first: one registry line each (id, English name, base value,
finder), as :data:`sudoku_core.logic.techniques.TECHNIQUES` is for classic puzzles.

The values are Sudoku Explainer's where it has the technique (singles, intersections, subsets,
fish), SukakuExplainer's for the generalized intersection (2.9), and this project's for the
killer and jigsaw techniques, placed beside the classic ones a person finds about as hard (see
docs/variants.md, "Explained and rated"). No uniqueness technique: a variant's rules can make a
deadly pattern unique, so they are not sound here.
"""

from __future__ import annotations

from ...logic.techniques import Technique
from . import chains, fish, forcing, intersections, killer, leftovers, neighbours, singles, subsets

VARIANT_TECHNIQUES = (
    Technique("full_house", "Full House", 1.0, singles.full_house),
    Technique("cage_single", "Cage Single", 1.0, singles.cage_single),
    Technique("hidden_single", "Hidden Single", 1.2, singles.hidden_single),
    Technique("cage_combinations", "Cage Combinations", 1.7, killer.cage_combinations),
    Technique("naked_single", "Naked Single", 2.3, singles.naked_single),
    Technique("rule_of_45", "Rule of 45", 2.5, killer.rule_of_45),
    Technique("non_consecutive", "Non-Consecutive Neighbours", 2.5, neighbours.non_consecutive),
    Technique("locked_candidates", "Locked Candidates", 2.6, intersections.locked_candidates),
    Technique("cage_locked_digit", "Cage Locked Digit", 2.8, killer.cage_locked_digit),
    Technique("house_digit_in_cage", "House Digit in a Cage", 2.8, killer.house_digit_in_cage),
    Technique("naked_pair", "Naked Pair", 3.0, subsets.naked_set(2)),
    Technique("x_wing", "X-Wing", 3.2, fish.fish(2)),
    Technique("law_of_leftovers", "Law of Leftovers", 3.2, leftovers.law_of_leftovers),
    Technique("hidden_pair", "Hidden Pair", 3.4, subsets.hidden_set(2)),
    Technique("naked_triple", "Naked Triple", 3.6, subsets.naked_set(3)),
    Technique("swordfish", "Swordfish", 3.8, fish.fish(3)),
    Technique("hidden_triple", "Hidden Triple", 4.0, subsets.hidden_set(3)),
    Technique("naked_quad", "Naked Quad", 5.0, subsets.naked_set(4)),
    Technique("hidden_quad", "Hidden Quad", 5.4, subsets.hidden_set(4)),
    Technique("variant_chain", "Alternating Inference Chain", chains.BASE, chains.variant_chain),
    Technique("variant_forcing", "Forcing Chain (variant rules)", forcing.BASE, forcing.forcing(False)),
    Technique("variant_forcing_plus", "Forcing Chain (+ patterns)", forcing.BASE + 0.5, forcing.forcing(True)),
)

#: The names of the ids steps carry that are not registry ids (a locked-candidates step is named
#: for its case).
STEP_NAMES = {
    "locked_pointing": "Locked Candidates (pointing)",
    "locked_claiming": "Locked Candidates (claiming)",
    "generalized_intersection": "Generalized Intersection",
}

VARIANT_BY_ID = {t.id: t for t in VARIANT_TECHNIQUES}


def variant_technique_name(technique_id) -> str:
    """The English name of a variant step's technique id."""
    if technique_id in STEP_NAMES:
        return STEP_NAMES[technique_id]
    technique = VARIANT_BY_ID.get(technique_id)
    return technique.name if technique else str(technique_id)
