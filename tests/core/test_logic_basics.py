"""Locked candidates, subsets and fish on built positions: each fires with
exactly the expected eliminations, and stays quiet where it must not fire.

Positions are built on an empty grid where every cell holds every candidate,
then a few candidates are crossed out to leave exactly the pattern (so the
expected eliminations can be checked by hand from the docstrings)."""

import pytest

from sudoku_core.logic import BY_ID, CandidateGrid, notation, sentence
from sudoku_core.logic.grid import bit
from sudoku_core.puzzle import DEFAULT_SYMBOLS

BOX = {4: 2, 9: 3, 16: 4, 25: 5}


def grid(size=9, keep=None, cands=None):
    """An empty grid with every candidate, where ``keep[digit][house_cells]``
    restricts ``digit`` to the given cells of a set of cells (the digit is
    crossed out from the other cells of that set), and ``cands`` sets a cell's
    candidates outright."""
    full = (1 << size) - 1
    masks = [full] * (size * size)
    for digit, rules in (keep or {}).items():
        for region, allowed in rules:
            for c in region:
                if c not in allowed:
                    masks[c] &= ~bit(digit)
    for c, digits in (cands or {}).items():
        masks[c] = sum(bit(d) for d in digits)
    return CandidateGrid(size, [0] * (size * size), masks, DEFAULT_SYMBOLS[size])


def row(size, r):
    return [r * size + c for c in range(size)]


def col(size, c):
    return [r * size + c for r in range(size)]


def box(size, b):
    n = BOX[size]
    br, bc = divmod(b, n)
    return [(br * n + r) * size + bc * n + c for r in range(n) for c in range(n)]


def steps(technique, g):
    before = list(g.cands)
    found = list(BY_ID[technique].find(g))
    assert g.cands == before, "a finder must not change the grid"
    for s in found:
        assert s.technique == technique and s.progress
    return found


def elims(step):
    return sorted(step.eliminations)


# ----- locked candidates ----------------------------------------------------------------------

@pytest.mark.parametrize("size", [4, 9, 16, 25])
def test_pointing_every_size(size):
    n = BOX[size]
    # In box 1, digit 1 only in the last row of the box, first two columns.
    allowed = [(n - 1) * size, (n - 1) * size + 1]
    g = grid(size, keep={1: [(box(size, 0), allowed)]})
    found = steps("locked_pointing", g)
    assert len(found) == 1
    assert elims(found[0]) == [((n - 1) * size + c, 1) for c in range(n, size)]
    assert found[0].parts["house"] == 2 * size and found[0].parts["cover_house"] == n - 1
    if size > 4:  # on 4x4 the rest of row 1 is a box half, so claiming holds there too
        assert steps("locked_claiming", g) == []


def test_pointing_notation_and_sentence():
    g = grid(9, keep={5: [(box(9, 0), [18, 19])]})
    (step,) = steps("locked_pointing", g)
    assert notation(step, 9, "123456789") == "Locked Candidates (pointing): 5 in b1 => r3c456789<>5"
    assert sentence(step, 9, "123456789").startswith("Locked Candidates (pointing): in box 1, 5 fits only in row 3")


@pytest.mark.parametrize("size", [4, 9, 16])
def test_claiming_every_size(size):
    n = BOX[size]
    # In row 1, digit 2 only in the first box.
    g = grid(size, keep={2: [(row(size, 0), list(range(n)))]})
    found = steps("locked_claiming", g)
    assert len(found) == 1
    assert elims(found[0]) == [(c, 2) for c in box(size, 0) if c >= size]
    if size > 4:
        assert steps("locked_pointing", g) == []


def test_claiming_from_a_column():
    g = grid(9, keep={7: [(col(9, 4), [4, 13])]})  # column 5: 7 only in r1c5, r2c5 (box 2)
    found = steps("locked_claiming", g)
    assert [elims(s) for s in found] == [[(c, 7) for c in box(9, 1) if c % 9 != 4]]


def test_locked_candidates_quiet_on_an_open_grid():
    g = grid(9)
    assert steps("locked_pointing", g) == [] and steps("locked_claiming", g) == []


# ----- naked subsets --------------------------------------------------------------------------

@pytest.mark.parametrize("size", [4, 9, 16, 25])
def test_naked_pair_every_size(size):
    g = grid(size, cands={0: [1, 2], 1: [1, 2]})
    (step,) = steps("naked_pair", g)
    others = sorted(set(row(size, 0) + box(size, 0)) - {0, 1})
    assert elims(step) == sorted((c, d) for c in others for d in (1, 2))
    assert step.parts["digits"] == (1, 2) and step.parts["houses"] == (0, 2 * size)


def test_naked_pair_notation():
    g = grid(9, cands={0: [1, 2], 1: [1, 2]})
    (step,) = steps("naked_pair", g)
    assert notation(step, 9, "123456789").startswith("Naked Pair: 1,2 in r1c12 => ")
    assert "row 1 and box 1" in sentence(step, 9, "123456789")


def test_naked_pair_needs_the_same_two_digits():
    g = grid(9, cands={0: [1, 2], 1: [1, 3]})
    assert steps("naked_pair", g) == [] and steps("naked_triple", g) == []


def test_naked_triple_in_row_and_box():
    g = grid(9, cands={0: [1, 2], 1: [2, 3], 2: [1, 3]})
    (step,) = steps("naked_triple", g)
    others = sorted(set(row(9, 0) + box(9, 0)) - {0, 1, 2})
    assert elims(step) == sorted((c, d) for c in others for d in (1, 2, 3))
    assert steps("naked_pair", g) == []


def test_naked_quad_in_a_column():
    g = grid(9, cands={0: [1, 2], 9: [2, 3], 18: [3, 4], 27: [1, 4]})
    (step,) = steps("naked_quad", g)
    assert elims(step) == sorted((c, d) for c in (36, 45, 54, 63, 72) for d in (1, 2, 3, 4))
    assert step.parts["houses"] == (9,)
    assert steps("naked_triple", g) == [] and steps("naked_pair", g) == []


def test_naked_quad_on_16x16():
    g = grid(16, cands={0: [1, 2], 1: [2, 3], 2: [3, 4], 3: [1, 4]})
    (step,) = steps("naked_quad", g)
    others = sorted(set(row(16, 0) + box(16, 0)) - {0, 1, 2, 3})
    assert elims(step) == sorted((c, d) for c in others for d in (1, 2, 3, 4))


# ----- hidden subsets -------------------------------------------------------------------------

@pytest.mark.parametrize("size", [4, 9, 16])
def test_hidden_pair_every_size(size):
    g = grid(size, keep={1: [(row(size, 0), [0, 1])], 2: [(row(size, 0), [0, 1])]})
    found = steps("hidden_pair", g)
    assert elims(found[0]) == [(c, d) for c in (0, 1) for d in range(3, size + 1)]
    # on 4x4 the other half of box 2 then holds 1 and 2 too: a second, true hidden pair
    assert len(found) == (2 if size == 4 else 1)


def test_hidden_pair_notation():
    g = grid(9, keep={1: [(row(9, 0), [0, 1])], 2: [(row(9, 0), [0, 1])]})
    (step,) = steps("hidden_pair", g)
    assert notation(step, 9, "123456789") == "Hidden Pair: 1,2 in r1c12 => r1c12<>3456789"


def test_hidden_pair_quiet_when_digits_spread():
    g = grid(9, keep={1: [(row(9, 0), [0, 1])], 2: [(row(9, 0), [0, 2])]})
    assert steps("hidden_pair", g) == []


def test_hidden_triple():
    g = grid(9, keep={1: [(row(9, 0), [0, 1])], 2: [(row(9, 0), [1, 2])], 3: [(row(9, 0), [0, 2])]})
    (step,) = steps("hidden_triple", g)
    assert elims(step) == [(c, d) for c in (0, 1, 2) for d in range(4, 10)]
    assert steps("hidden_pair", g) == []


def test_hidden_quad_in_a_box():
    b = box(9, 4)  # box 5: cells 30, 31, 32, 39, 40, 41, 48, 49, 50
    where = [30, 40, 50, 32]
    g = grid(9, keep={1: [(b, [30, 40])], 2: [(b, [40, 50])], 3: [(b, [50, 32])], 4: [(b, [32, 30])]})
    (step,) = steps("hidden_quad", g)
    assert elims(step) == sorted((c, d) for c in where for d in range(5, 10))
    assert steps("hidden_triple", g) == [] and steps("hidden_pair", g) == []


# ----- fish -----------------------------------------------------------------------------------

def fish_grid(size, digit, lines, by_rows=True):
    """``lines``: {line index: allowed cross indexes} for the digit."""
    rules = []
    for line, crosses in lines.items():
        cells = row(size, line) if by_rows else col(size, line)
        rules.append((cells, [cells[x] for x in crosses]))
    return grid(size, keep={digit: rules})


def test_x_wing_rows():
    g = fish_grid(9, 4, {1: [2, 7], 6: [2, 7]})
    (step,) = steps("x_wing", g)
    assert elims(step) == sorted((r * 9 + c, 4) for c in (2, 7) for r in range(9) if r not in (1, 6))
    assert notation(step, 9, "123456789").startswith("X-Wing: 4 r2,r7 c3,c8 => ")
    assert step.parts["base"] == (1, 6) and step.parts["cover"] == (11, 16)
    for quiet in ("swordfish", "jellyfish", "finned_x_wing", "sashimi_x_wing"):
        assert steps(quiet, g) == []


def test_x_wing_columns():
    g = fish_grid(9, 3, {0: [0, 8], 5: [0, 8]}, by_rows=False)
    (step,) = steps("x_wing", g)
    assert elims(step) == sorted((r * 9 + c, 3) for r in (0, 8) for c in range(9) if c not in (0, 5))


@pytest.mark.parametrize("size", [4, 16, 25])
def test_x_wing_other_sizes(size):
    a, b = 1, size - 1
    g = fish_grid(size, 1, {0: [a, b], size // 2: [a, b]})
    step = steps("x_wing", g)[0]  # on 4x4 the other two columns form the same X-Wing the other way
    assert elims(step) == sorted((r * size + c, 1) for c in (a, b) for r in range(size) if r not in (0, size // 2))


def test_x_wing_quiet_when_columns_differ():
    g = fish_grid(9, 4, {1: [2, 7], 6: [2, 8]})
    assert steps("x_wing", g) == []


def test_swordfish():
    g = fish_grid(9, 9, {0: [0, 4], 4: [4, 8], 8: [0, 8]})
    (step,) = steps("swordfish", g)
    assert elims(step) == sorted((r * 9 + c, 9) for c in (0, 4, 8) for r in range(9) if r not in (0, 4, 8))
    assert steps("x_wing", g) == []


def test_swordfish_on_16x16():
    g = fish_grid(16, 5, {0: [0, 4], 5: [4, 8], 10: [0, 8]})
    (step,) = steps("swordfish", g)
    assert elims(step) == sorted((r * 16 + c, 5) for c in (0, 4, 8) for r in range(16) if r not in (0, 5, 10))


def test_jellyfish():
    g = fish_grid(9, 2, {0: [0, 2], 2: [2, 4], 4: [4, 6], 6: [0, 6]})
    (step,) = steps("jellyfish", g)
    assert elims(step) == sorted((r * 9 + c, 2) for c in (0, 2, 4, 6) for r in range(9) if r not in (0, 2, 4, 6))
    assert steps("swordfish", g) == [] and steps("x_wing", g) == []


def test_finned_x_wing():
    # Digit 1: row 4 in c3, c5; row 7 in c3, c5 and the fin r7c4 (box 8).
    g = fish_grid(9, 1, {3: [2, 4], 6: [2, 3, 4]})
    (step,) = steps("finned_x_wing", g)
    assert elims(step) == [(67, 1), (76, 1)]  # r8c5, r9c5: in cover column 5 and in the fin's box
    assert step.parts["fins"] == (57,) and step.difficulty == 6.6
    assert notation(step, 9, "123456789") == "Finned X-Wing: 1 r4,r7 c3,c5 fr7c4 => r89c5<>1"
    assert steps("x_wing", g) == [] and steps("sashimi_x_wing", g) == []


def test_a_finned_fish_says_its_one_fin_and_why_the_cells_go():
    # one fin was "or in the fins r7c4", and the end said the digit twice ("1 leaves r89c5<>1")
    g = fish_grid(9, 1, {3: [2, 4], 6: [2, 3, 4]})
    (step,) = steps("finned_x_wing", g)
    assert sentence(step, 9, "123456789") == (
        "Finned X-Wing: in r4, r7, 1 fits only in c3, c5 or as a fin in r7c4; either a fin holds 1 or the X-Wing "
        "stands, and both ways 1 leaves the cells of c3, c5 that see every fin: r89c5<>1.")


def test_sashimi_x_wing():
    # Digit 1: row 4 in c3, c5; row 7 in c3 and c4 only: without its fin, a row keeps one place.
    g = fish_grid(9, 1, {3: [2, 4], 6: [2, 3]})
    found = steps("sashimi_x_wing", g)
    assert sorted(elims(s) for s in found) == [[(39, 1), (48, 1)], [(67, 1), (76, 1)]]
    assert steps("finned_x_wing", g) == []


def test_finned_fish_needs_fins_in_one_box():
    # Extra places in two different boxes: no finned X-Wing.
    g = fish_grid(9, 1, {3: [2, 4, 8], 6: [2, 3, 4]})
    assert steps("finned_x_wing", g) == [] and steps("sashimi_x_wing", g) == []


def test_finned_swordfish():
    g = fish_grid(9, 6, {0: [0, 4], 4: [4, 8], 8: [0, 8, 7]})  # fin r9c8, box 9
    (step,) = steps("finned_swordfish", g)
    assert elims(step) == [(62, 6), (71, 6)]  # r7c9, r8c9
    assert step.parts["fins"] == (79,) and step.difficulty == 6.7


def test_finned_x_wing_on_16x16():
    g = fish_grid(16, 1, {0: [1, 5], 9: [1, 5, 6]})  # fin r10c7, box 10 (rows 9-12, columns 5-8)
    (step,) = steps("finned_x_wing", g)
    assert elims(step) == [(r * 16 + 5, 1) for r in (8, 10, 11)]
