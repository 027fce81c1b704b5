"""Wings, uniqueness, single-digit patterns and colouring on built positions:
each fires with exactly the expected eliminations (worked out by hand in the
comments), and stays quiet on a near miss. Positions start from an empty grid
where every cell holds every candidate; cells are numbered row by row from 0
(r1c1 = 0, r1c9 = 8, r2c1 = 9 ...)."""

from sudoku_core.logic import BY_ID, CandidateGrid, notation, sentence
from sudoku_core.logic.grid import bit
from sudoku_core.puzzle import DEFAULT_SYMBOLS


def empty(size=9):
    full = (1 << size) - 1
    return CandidateGrid(size, [0] * (size * size), [full] * (size * size), DEFAULT_SYMBOLS[size])


def set_cands(g, cells):
    for c, digits in cells.items():
        g.cands[c] = sum(bit(d) for d in digits)
    return g


def only(g, digit, keep, region):
    for c in region:
        if c not in keep:
            g.cands[c] &= ~bit(digit)
    return g


def found(technique, g):
    before = list(g.cands)
    steps = list(BY_ID[technique].find(g))
    assert g.cands == before, "a finder must not change the grid"
    for s in steps:
        assert s.technique == technique and s.progress
        text = sentence(s, g.size, g.symbols)
        assert "{" not in text and notation(s, g.size, g.symbols)
    return steps


def elims(technique, g):
    steps = found(technique, g)
    return sorted(steps[0].eliminations) if steps else None


ROW = lambda r: range(9 * r, 9 * r + 9)  # noqa: E731
COL = lambda c: range(c, 81, 9)  # noqa: E731
BOX0 = (0, 1, 2, 9, 10, 11, 18, 19, 20)


def test_xy_wing():
    # pivot r1c1 {1,2}, pincers r1c5 {1,3} and r5c1 {2,3}: r5c5 sees both pincers
    g = set_cands(empty(), {0: (1, 2), 4: (1, 3), 36: (2, 3)})
    assert elims("xy_wing", g) == [(40, 3)]
    assert found("xy_wing", g)[0].difficulty == 4.2
    assert elims("xy_wing", set_cands(empty(), {0: (1, 2), 4: (1, 3), 36: (2, 4)})) is None


def test_xyz_wing():
    # pivot r1c1 {1,2,3}, pincers r1c5 {1,3} and r2c2 {2,3}: r1c2, r1c3 see all three
    g = set_cands(empty(), {0: (1, 2, 3), 4: (1, 3), 10: (2, 3)})
    assert elims("xyz_wing", g) == [(1, 3), (2, 3)]
    assert elims("xyz_wing", set_cands(empty(), {0: (1, 2, 3), 4: (1, 3), 10: (1, 3)})) is None


def test_w_wing():
    # r1c1 and r5c5 hold {1,2}; 1 in column 9 only in r1c9 and r5c9: 2 leaves r1c5 and r5c1
    g = only(set_cands(empty(), {0: (1, 2), 40: (1, 2)}), 1, {8, 44}, COL(8))
    step = found("w_wing", g)[0]
    assert sorted(step.eliminations) == [(4, 2), (36, 2)]
    assert [link.kind for link in step.pattern.links] == ["strong", "weak", "strong", "weak", "strong"]
    g = only(set_cands(empty(), {0: (1, 2), 40: (1, 2)}), 1, {8, 44, 80}, COL(8))
    assert elims("w_wing", g) is None


def rectangle(roof):
    """Floor r1c1, r1c4 = {1,2}; roof r2c1, r2c4 as given (boxes 1 and 2)."""
    return set_cands(empty(), {0: (1, 2), 3: (1, 2), 9: roof[0], 12: roof[1]})


def test_unique_rectangle_1():
    assert elims("unique_rectangle_1", rectangle([(1, 2), (1, 2, 5)])) == [(12, 1), (12, 2)]
    # the same over four boxes is no deadly pattern the rule covers
    g = set_cands(empty(), {0: (1, 2), 6: (1, 2), 27: (1, 2), 33: (1, 2, 5)})
    assert elims("unique_rectangle_1", g) is None


def test_unique_rectangle_2():
    assert elims("unique_rectangle_2", rectangle([(1, 2, 5), (1, 2, 5)])) == [
        (c, 5) for c in ROW(1) if c not in (9, 12)]
    assert elims("unique_rectangle_2", rectangle([(1, 2, 5), (1, 2, 6)])) is None


def test_unique_rectangle_3():
    # the roof's extras {5,6} with r2c7 {5,6} are a naked pair in row 2
    g = set_cands(rectangle([(1, 2, 5), (1, 2, 6)]), {15: (5, 6)})
    step = found("unique_rectangle_3", g)[0]
    assert sorted(step.eliminations) == sorted((c, d) for c in (10, 11, 13, 14, 16, 17) for d in (5, 6))
    assert step.difficulty == 4.6 and step.parts["subset"] == (15,)
    assert elims("unique_rectangle_3", set_cands(rectangle([(1, 2, 5), (1, 2, 6)]), {15: (5, 7)})) is None


def test_unique_rectangle_3_draws_its_naked_set():
    # the sentence says the roof's extras form a naked set with r2c7: those cells and digits are
    # the pattern too (only the rectangle was drawn, and r2c7 was named but never highlighted)
    g = set_cands(rectangle([(1, 2, 5), (1, 2, 6)]), {15: (5, 6)})
    step = found("unique_rectangle_3", g)[0]
    assert set(step.pattern.cells) == {0, 3, 9, 12, 15}
    assert {(9, 5), (12, 6), (15, 5), (15, 6)} <= set(step.pattern.candidates)
    assert len(set(step.pattern.candidates)) == len(step.pattern.candidates)


def test_unique_rectangle_4():
    # 1 in row 2 only in the roof: one roof corner is 1, so neither is 2
    g = only(rectangle([(1, 2, 5), (1, 2, 6)]), 1, {9, 12}, ROW(1))
    assert elims("unique_rectangle_4", g) == [(9, 2), (12, 2)]
    assert elims("unique_rectangle_4", rectangle([(1, 2, 5), (1, 2, 6)])) is None


def bug_grid(extra):
    """A 4x4 grid in which every cell is bivalue and each digit has two places
    in every house (1,2 swap and 3,4 swap), plus extra candidates."""
    solution = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]
    partner = {1: 2, 2: 1, 3: 4, 4: 3}
    g = empty(4)
    for c, d in enumerate(solution):
        g.cands[c] = bit(d) | bit(partner[d])
    for c, d in extra.items():
        g.cands[c] |= bit(d)
    return g


def test_bug_plus_1():
    # r1c1 {1,2,3}: 3 appears three times in its row, column and box, so it goes there
    step = found("bug_plus_1", bug_grid({0: 3}))[0]
    assert step.placements == ((0, 3),) and step.difficulty == 5.6
    assert found("bug_plus_1", bug_grid({0: 3, 15: 3})) == []
    assert found("bug_plus_1", bug_grid({})) == []


def skyscraper_grid():
    # 1 in column 1 only in r1c1, r9c1; in column 5 only in r2c5, r9c5
    g = only(empty(), 1, {0, 72}, COL(0))
    return only(g, 1, {13, 76}, COL(4))


def test_skyscraper():
    # tops r1c1 and r2c5: r1c4, r1c6 (row 1, box 2) and r2c2, r2c3 (row 2, box 1)
    assert elims("skyscraper", skyscraper_grid()) == [(3, 1), (5, 1), (10, 1), (11, 1)]
    g = only(only(empty(), 1, {0, 72}, COL(0)), 1, {4, 76}, COL(4))  # tops in one row: an X-Wing
    assert elims("skyscraper", g) is None


def test_two_string_kite():
    # 1 in row 1 only in r1c2, r1c7; in column 1 only in r3c1, r8c1; r1c2 and r3c1 share box 1
    g = only(only(empty(), 1, {1, 6}, ROW(0)), 1, {18, 63}, COL(0))
    assert elims("two_string_kite", g) == [(69, 1)]  # r8c7 sees r1c7 and r8c1
    g = only(only(empty(), 1, {4, 6}, ROW(0)), 1, {36, 63}, COL(0))  # no shared box
    assert elims("two_string_kite", g) is None


def test_empty_rectangle():
    # box 1: 1 only in r1c2, r2c1, r3c1 (row 1 and column 1); column 5: 1 only in r1c5, r6c5
    g = only(only(empty(), 1, {1, 9, 18}, BOX0), 1, {4, 49}, COL(4))
    steps = found("empty_rectangle", g)
    assert steps and {tuple(sorted(s.eliminations)) for s in steps} == {((45, 1),)}  # r6c1
    g = only(only(empty(), 1, {1, 9, 18, 20}, BOX0), 1, {4, 49}, COL(4))  # r3c3 breaks the L
    assert found("empty_rectangle", g) == []


def test_simple_colouring_trap():
    # conjugate pairs of 1: column 1 (r1c1, r9c1), row 9 (r9c1, r9c5), column 5 (r9c5, r2c5):
    # colours r1c1, r9c5 / r9c1, r2c5; r1c4, r1c6, r2c2, r2c3 see r1c1 and r2c5
    g = only(only(only(empty(), 1, {0, 72}, COL(0)), 1, {72, 76}, ROW(8)), 1, {76, 13}, COL(4))
    step = found("simple_colouring", g)[0]
    assert sorted(step.eliminations) == [(3, 1), (5, 1), (10, 1), (11, 1)]
    assert step.parts["sentence"] == "colouring_trap" and step.difficulty == 6.6
    assert step.parts["colour_a"] == (0, 76) and step.parts["colour_b"] == (13, 72)
    g = only(only(empty(), 1, {0, 72}, COL(0)), 1, {72, 76}, ROW(8))  # three cells: too small
    assert found("simple_colouring", g) == []


def test_als_xz():
    # A = r5c1 {1,2}; B = r5c5, r6c5 (column 5) {1,3} + {2,3}: two cells, three digits.
    # x = 1 is restricted (A's 1 sees B's only 1, r5c5); z = 2 is in A or B, so the cells
    # seeing r5c1 and r6c5 lose 2: r5c4, r5c6 (row 5, box 5) and r6c1, r6c2, r6c3 (row 6, box 4).
    # (Read with A = r5c1,r5c5 and B = r6c5 and x = 3, the same follows.)
    g = set_cands(empty(), {36: (1, 2), 40: (1, 3), 49: (2, 3)})
    step = found("als_xz", g)[0]
    assert step.parts["x_digit"] in (1, 3) and step.parts["digits"] == (2,)
    assert sorted(step.eliminations) == [(39, 2), (41, 2), (45, 2), (46, 2), (47, 2)]
    assert step.difficulty == 7.1  # 7.0 + the length bonus for three cells and the two digits' links
    g = set_cands(empty(), {36: (1, 4), 40: (1, 3), 49: (2, 3)})  # no second common digit
    assert found("als_xz", g) == []


def test_bug_plus_1_needs_every_digit_twice_in_every_house():
    """Bivalue cells and one trivalue cell are not enough: a house holding another digit three
    times (or once) is no grave, and the teaching finder once placed a wrong digit there (found on
    the path of a 9x9 puzzle, step 61: r6c7=5 against the solution's digit)."""
    g = bug_grid({0: 3})
    # Swap r4c3 {2,1} -> {4,1}: 4 now has three places in row 4 and one in column 3; every cell
    # is still bivalue but for r1c1, and 3 still appears three times around r1c1.
    g.cands[14] = bit(4) | bit(1)
    assert found("bug_plus_1", g) == []
