"""Sudoku Explainer's producers 1-8 and 10 (issue 28): singles, direct techniques, locking,
subsets, fish and wings, each in SE 1.2.1's scan order.

Every position below is real: a reference puzzle (``../shared/puzzles/se121_reference.tsv``)
stepped along SE's path to the step SE takes there, written as its values and the candidates
crossed out so far. Where the teaching finder gives a different step at the same position, the
test also shows that the scan order is SE's and not the teaching one.
"""

from __future__ import annotations

import csv
import random

import pytest

from sudoku_core import parse, solve
from sudoku_core.logic import BY_ID, CandidateGrid, next_step, rate
from sudoku_core.logic.se import SE_BY_ID, SE_TECHNIQUES
from sudoku_core.logic.se.scan import box_column_row, colex

from conftest import PUZZLES, SET_LIMIT

# (technique, values, crossed-out candidates, value, placements, eliminations); cells 0..80 in
# reading order. SE takes this step at this position (its first producer that finds one).
PATH_POSITIONS = [
    ("full_house", ".839216..96.3458212.18.64....81.29..729.....8..67982....26.95..8..2.3..9695.1.3..", (),
     1.0, ((22, 7),), ()),
    ("hidden_single", "......9.779.42.18....79542617.9.4....59...74....5.7.19926178..4834.59.71517.4..9.", (),
     1.5, ((34, 6),), ()),
    ("direct_pointing", "469158.....2463859.3..9.641.27.3.51...........46.8.79..5.....8...48761.5...325...", (),
     1.7, ((78, 9),), ()),
    ("direct_hidden_pair", "......95779542618338179542617.9.4.65.59...74....5.7.19926178534834.59.71517.4..9.", (),
     2.0, ((2, 2),), ()),
    # box 4 has another direct hidden pair, which a lexicographic order of digit pairs would take first
    ("direct_hidden_pair", "31875..9.624319758597.683.1..6.73.15..1.854....512.9..472531..91638975..859.4.137", (),
     2.0, ((37, 3),), ()),
    ("naked_single", "1..92....524.17..9......271.5...81.2...1.2...4127...9..6...9.1...1.3.945.4..71.26", (),
     2.3, ((68, 6),), ()),
    ("direct_hidden_triple", "921......5....1..283462.15.782...4164591763286138425..3..2958.11.8.6.2.52.5.18...", (),
     2.5, ((15, 9),), ()),
    ("locked_pointing", ".4398.25.6..425...2....1.949....4.7.3..6.8...41.2.9..382.5.............553489.71.", (),
     2.6, (), ((22, 7), (58, 7), (67, 7))),
    ("locked_claiming", "76582.....3...7.6.....65..7.72.....38.9...7.43..7..19.52.978....8.2...7...7.512..", (),
     2.8, (), ((33, 5), (53, 5))),
    ("naked_pair", "....21..5..5.87.12213.4578....4581.....1965.35.12738.4...814657147569238658732941", (),
     3.0, (), ((34, 6), (34, 9))),
    ("x_wing", "67..3...28.49.26.7....76.8..63.4..2.9.72.38.6.8..6.3...5869....7.63251.83...8..65", (),
     3.2, (), ((7, 5), (52, 5))),
    ("hidden_pair", "2..7..1......5..9...1..4..3......8......4..6...9..6..27..5..6...5.67..3...64.3..1", (),
     3.4, (), ((32, 1), (32, 2), (32, 9), (41, 1), (41, 2), (41, 8), (41, 9))),
    # the same in box 2: SE's colexicographic order takes 48 in r1c4,r1c6 before another pair
    ("hidden_pair", ".2....5938..5..46.945.6...8..2.3.....6..8.7327..2.........4.38..7....6..........5",
     ((14, 3), (23, 2), (65, 3), (73, 3), (74, 3)),
     3.4, (), ((3, 1), (3, 7), (5, 1), (5, 7))),
    ("naked_triple", "....1..594...5.8...5.7........59..8..1.2.3....34........38...........6.7.729...18", (),
     3.6, (), ((36, 6), (36, 7), (38, 6), (38, 7), (45, 2), (45, 6), (45, 7))),
    ("swordfish", ".6.5.4.3.1.4.9...8........49...5.4.6.4.6.2.7.7.6.4...5...4.....4...8...1.5.2.3.4.",
     ((18, 8), (19, 8), (20, 8), (24, 5), (25, 5), (51, 9), (52, 9)),
     3.8, (), ((2, 2), (6, 2), (19, 2), (20, 2), (24, 2), (25, 2), (55, 2), (56, 2), (60, 2), (61, 2))),
    ("hidden_triple", "....6...8..2......49...2316..6.34........85..94...1......2.94..28.......51.....3.",
     ((58, 7), (61, 6), (61, 7), (62, 7), (65, 3), (65, 7), (66, 6), (74, 7), (75, 6)),
     4.0, (), ((3, 3), (3, 5), (3, 7), (12, 3), (12, 5), (12, 7), (12, 8), (13, 5), (13, 7), (13, 8))),
    ("xy_wing", ".26..7..889562..73.74.8....457193862983246517612578..42.9.1.78.5487.9...7.18.2.4.", ((26, 5),),
     4.2, (), ((3, 9), (24, 9), (25, 9), (26, 9))),
    ("xyz_wing", ".......21.....2.69.23....45351429678...578132287.6.954..2834516835216497416...283", (),
     4.4, (), ((21, 1),)),
    ("naked_quad", "7.4.6.8..25..4...1.....7.....28...5..6..251.75..1..28......3.6.9.........25...4..",
     ((58, 7), (67, 7), (68, 6), (76, 7), (77, 6)),
     5.0, (), ((57, 5), (57, 9), (66, 5), (68, 1), (68, 8), (75, 9))),
    ("jellyfish", "51.2.4..3..8.....9.....7.5.8.47.3..2.....8...1..5.27.8.6.37....78....3..3..8.1.97", ((66, 9), (67, 9)),
     5.2, (), ((13, 6), (15, 6), (16, 6), (20, 6), (22, 6), (24, 6), (38, 6), (40, 6), (42, 6), (43, 6), (67, 6),
               (70, 6))),
]

# Positions on reference paths where the producer finds a step, though an earlier producer is
# the one SE takes there (SE's paths never reach a direct claiming: a direct pointing or a single
# always comes first on a 9x9 grid; a hidden quad is rare).
FINDER_POSITIONS = [
    ("direct_claiming", ".7..9..4.14.2.8.379...1...8.8.....9.2.1.4.6.34.......1.1.....2....629...7...8...9", (),
     1.9, ((56, 9),), ()),
    ("hidden_quad", "42....536....3.8...........748.1...9....6.3545639..178.5.4.69131...5.7.2...2.1..5",
     ((4, 7), (18, 6), (18, 9), (19, 1), (19, 7), (19, 9), (21, 8), (22, 7), (22, 8), (23, 8), (32, 2), (41, 2),
      (64, 3)),
     5.4, (), ((20, 9), (23, 2), (23, 4), (23, 9))),
]

# Reference puzzles with SE 1.2.1's ER and skfr's EP and ED (SE's definitions), each rated
# differently with the teaching scans in SE's producer order.
RATED = [
    ("......9.7...42.18....7.5.261..9.4....5.....4....5.7..992.1.8....34.59...5.7......", 2.0, 1.2, 1.2),
    ("........1.......23..4.56..........4..1...7...8.....5.....1...8...5......6....9..7", 1.7, 1.2, 1.2),
    ("19.........2..4.793........45..........28..6.2.....73....17.6...4.63..1.........5", 2.5, 1.2, 1.2),
    ("..............1..2.34....5........3.2....6...7.....8......3.4...8.7.5...9.......6", 2.6, 1.5, 1.5),
    (".1...5.....68....189....5.....79..46...14..8.......9.....2...5.47..3....3....7..9", 3.4, 1.7, 1.7),
    ("2....1.9..1..3.7..9..8...2.......85..6.4.........7...3.2.3...6....5.....1.9...2.5", 3.4, 2.0, 2.0),
    ("..3......4.6.......8.231..62...9..715.......8....4...3....7...........9...1.68..7", 2.8, 2.8, 2.6),
    ("...3..16..27.........9......48.2.......6..9......8........74.2.3.....5..1........", 2.6, 2.6, 2.6),
    ("7...3........5.6....4....9.2.....7.1...9.8......4.....53....2.....1...8..6.......", 4.0, 2.0, 2.0),
]


def position(values, crossed):
    return CandidateGrid.from_puzzle(parse(values), eliminated=crossed)


def summary(step):
    return step.technique, step.difficulty, step.placements, tuple(sorted(step.eliminations))


@pytest.mark.parametrize("technique, values, crossed, value, placements, eliminations", PATH_POSITIONS,
                         ids=[p[0] for p in PATH_POSITIONS])
def test_se_takes_the_producers_first_step_in_its_scan_order(technique, values, crossed, value, placements,
                                                              eliminations):
    grid = position(values, crossed)
    expected = (technique, value, placements, eliminations)
    assert summary(next(iter(SE_BY_ID[technique].find(grid)))) == expected
    assert summary(next_step(grid, SE_TECHNIQUES, first_producer=True)) == expected
    solution = solve(parse(values)).solution.cells
    assert all(solution[c] == d for c, d in placements) and all(solution[c] != d for c, d in eliminations)


@pytest.mark.parametrize("technique, values, crossed, value, placements, eliminations", FINDER_POSITIONS,
                         ids=[p[0] for p in FINDER_POSITIONS])
def test_producers_that_se_paths_rarely_reach(technique, values, crossed, value, placements, eliminations):
    grid = position(values, crossed)
    assert summary(next(iter(SE_BY_ID[technique].find(grid)))) == (technique, value, placements, eliminations)
    solution = solve(parse(values)).solution.cells
    assert all(solution[c] == d for c, d in placements) and all(solution[c] != d for c, d in eliminations)


def test_the_scan_order_is_not_the_teaching_one():
    """At most of these positions the teaching finder's first step is another one."""
    differ = 0
    for technique, values, crossed, value, placements, eliminations in PATH_POSITIONS:
        grid = position(values, crossed)
        teaching = next(iter(BY_ID[technique].find(grid)), None) if technique in BY_ID else None
        differ += teaching is None or summary(teaching) != (technique, value, placements, eliminations)
    assert differ >= 12


def test_a_naked_pair_clears_only_the_house_it_was_found_in():
    # the pair 56 in r7c4, r7c6 (box 8 and row 7): SE clears box 8 only; the row's turn comes later
    grid = position("3.12....7...1.7...7.693451..7.4.918.9...217.4.1.873.5...9.4.371...7.28.5..73.8..6",
                    ((72, 2), (73, 2)))
    step = next_step(grid, SE_TECHNIQUES, first_producer=True)
    assert step.technique == "naked_pair" and step.parts["cells"] == (57, 59) and step.parts["house"] == 25
    assert sorted(step.eliminations) == [(67, 6), (76, 5)]
    assert grid.has(54, 5) and grid.has(55, 6)  # left in r7c1, r7c2 for now


def test_a_direct_step_places_its_single_and_removes_nothing_else():
    # as in SE, the locking's eliminations are not applied: only the single it leaves is placed
    values = "469158.....2463859.3..9.641.27.3.51...........46.8.79..5.....8...48761.5...325..."
    step = next(iter(SE_BY_ID["direct_pointing"].find(position(values, ()))))
    assert step.placements == ((78, 9),) and step.eliminations == ()
    assert step.parts["digit"] == 9 and step.parts["cell"] == 78 and step.parts["cleared"]


def test_se_scans_boxes_columns_rows_and_sets_in_colexicographic_order():
    assert box_column_row(9) == list(range(18, 27)) + list(range(9, 18)) + list(range(9))
    assert [chosen for chosen, _ in colex([1, 2, 4, 8], 2, 2)] == [(0, 1), (0, 2), (1, 2), (0, 3), (1, 3), (2, 3)]
    assert [chosen for chosen, _ in colex([1, 2, 4, 8, 16], 3, 3)] == [
        (0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3), (0, 1, 4), (0, 2, 4), (1, 2, 4), (0, 3, 4), (1, 3, 4), (2, 3, 4)]
    assert list(colex([1, 1, 6, 1], 2, 1)) == [((0, 1), 1), ((0, 3), 1), ((1, 3), 1)]  # unions over 1 bit pruned


def test_producers_in_se_order():
    ids = [t.id for t in SE_TECHNIQUES]
    mine = ["full_house", "hidden_single", "direct_pointing", "direct_claiming", "direct_hidden_pair", "naked_single",
            "direct_hidden_triple", "locked_pointing", "locked_claiming", "naked_pair", "x_wing", "hidden_pair",
            "naked_triple", "swordfish", "hidden_triple", "xy_wing", "xyz_wing", "naked_quad", "jellyfish",
            "hidden_quad"]
    assert [i for i in ids if i in mine] == mine
    assert len(set(ids)) == len(ids)


@pytest.mark.parametrize("puzzle, er, ep, ed", RATED)
def test_rate_se_agrees_with_se(puzzle, er, ep, ed):
    rating = rate(parse(puzzle), profile="se")
    assert (rating.se, rating.ep, rating.ed) == (er, ep, ed)


def test_every_step_of_every_producer_keeps_the_solution():
    """Along SE's path of a sample of reference puzzles, every step each producer finds (not only
    the one taken) keeps the unique solution."""
    path = PUZZLES / "se121_reference.tsv"
    if not path.is_file():
        pytest.skip(f"{path} not found (the shared puzzle sets are optional)")
    with open(path) as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    sample = random.Random(28).sample(rows, SET_LIMIT or 25)
    basic = {f"sudoku_core.logic.se.{m}" for m in ("singles", "intersections", "subsets", "fish", "wings")}
    ours = [t for t in SE_TECHNIQUES if t.id in SE_BY_ID and t.find.__module__ in basic]
    assert len(ours) == 19
    checked = 0
    for row in sample:
        puzzle = parse(row["puzzle"])
        solution = solve(puzzle).solution.cells
        grid = CandidateGrid.from_puzzle(puzzle)
        while not grid.solved():
            for technique in ours:
                for step in technique.find(grid):
                    checked += 1
                    assert all(solution[c] == d for c, d in step.placements), (row["puzzle"], step)
                    assert all(solution[c] != d for c, d in step.eliminations), (row["puzzle"], step)
            step = next_step(grid, SE_TECHNIQUES, first_producer=True)
            if step is None:
                break
            grid.apply(step)
    assert checked > 1000
