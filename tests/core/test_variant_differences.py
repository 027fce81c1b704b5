"""The killer search's innie-outie differences and house complements (issue 32): each
difference holds in every solution, its pruning keeps exactly the digits some filling allows
(checked by brute force), a cage's sets keep a digit the rest of its house cannot take, and the
search's rules, stronger than the logic's, never remove a solution's digit."""

from itertools import product
from random import Random

import pytest

from sudoku_core.generation.randomness import Rng
from sudoku_core.variants.generation.cages import grow, killer_of
from sudoku_core.variants.generation.solutions import random_solution, rules_of
from sudoku_core.variants.engine import search, start_state
from sudoku_core.variants.propagation import (Sum, differences, prune_bounds, prune_sets, prune_signed, reflect,
                                             search_tables, tables)

from variant_puzzles import load

N = 9
FULL = (1 << N) - 1


def random_killers(count: int):
    """(killer, its solution) for random layouts over random full grids (no givens: many have
    several solutions, and every rule must keep each one)."""
    rules = rules_of("classic")
    for seed in range(count):
        rng = Rng(1000 + seed)
        solution = random_solution(rules, rng)
        yield killer_of(grow(solution, N, rng), solution, N), list(solution)


def shared_killers():
    return [(v, [int(ch) for ch in solution]) for name, v, solution in load() if v.size == N and v.cages]


def test_every_difference_holds_in_the_solution():
    seen = 0
    for killer, solution in list(random_killers(12)) + shared_killers():
        for ins, outs, total in differences(killer, tables(killer).houses):
            assert ins and outs and not set(ins) & set(outs)
            assert sum(solution[c] for c in ins) - sum(solution[c] for c in outs) == total
            seen += 1
    assert seen > 50   # the random layouts alone give many


def test_reflect_reads_digit_d_as_size_plus_one_minus_d():
    for size in (4, 6, 9, 16):
        for d in range(1, size + 1):
            assert reflect(1 << (d - 1), size) == 1 << (size - d)
        assert reflect((1 << size) - 1, size) == (1 << size) - 1


def _digits(mask):
    return [d for d in range(1, N + 1) if mask >> (d - 1) & 1]


def _brute_signed(masks, negative, total, groups):
    """Each cell's digits in some filling of plus-cells minus minus-cells = total, the cells
    of each group differing; None when there is none."""
    split = len(masks) - negative
    kept = [0] * len(masks)
    for values in product(*(_digits(m) for m in masks)):
        if sum(values[:split]) - sum(values[split:]) != total:
            continue
        if any(len({values[i] for i in g}) < len(g) for g in groups):
            continue
        for i, v in enumerate(values):
            kept[i] |= 1 << (v - 1)
    return None if not any(kept) else tuple(kept)


def test_a_small_difference_keeps_exactly_the_digits_some_filling_allows():
    rng = Random(7)
    for _ in range(400):
        cells = rng.randint(2, 4)
        negative = rng.randint(1, cells - 1)
        masks = tuple(rng.randint(1, FULL) for _ in range(cells))
        total = rng.randint(-12, 20)
        s = Sum(tuple(range(cells)), total, None, negative, N)
        found = prune_signed(masks, s)
        expected = _brute_signed(masks, negative, total, ())
        assert (found and found[0]) == expected, (masks, negative, total)


def test_a_wide_difference_never_loses_a_digit_some_filling_needs():
    # Above four cells the pruning works by bounds over distinct digits: weaker than exact,
    # never wrong. Cells 0-2 differ (one house), as do cells 4-5.
    # (Groups of two and three cells have written-out bounds of their own, session 30.)
    rng = Random(11)
    kept = 0
    for groups, negative in ((((0, 1, 2), (3,), (4, 5)), 2), (((0, 1), (2, 3), (4, 5)), 2),
                             (((0, 1, 2), (3, 4, 5)), 3), (((0, 1), (2, 3, 4), (5,)), 0)):
        for _ in range(150):
            masks = tuple(rng.randint(1, FULL) for _ in range(6))
            total = rng.randint(0, 20) if negative else rng.randint(6, 54)
            s = Sum(tuple(range(6)), total, None, negative, N)
            s.groups = groups
            found = prune_signed(masks, s) if negative else prune_bounds(masks, total, groups)
            expected = _brute_signed(masks, negative, total, groups)
            if expected is None:
                continue
            assert found is not None
            for got, need, old in zip(found[0], expected, masks):
                assert got & need == need and got & ~old == 0
            kept += 1
    assert kept > 200


def test_a_cage_keeps_a_digit_the_rest_of_its_house_cannot_take():
    # A cage of two cells adding up to 10 in a house: {1,9}, {2,8}, {3,7}, {4,6}. When 7 has
    # no place in the rest of the house it is the cage's, so only {3,7} is left.
    sets = tuple(sum(1 << (d - 1) for d in pair) for pair in ((1, 9), (2, 8), (3, 7), (4, 6)))
    masks = (FULL, FULL)
    assert prune_sets(masks, sets)[0] == (FULL & ~(1 << 4),) * 2   # 5 goes (5+5 repeats)
    seven = 1 << 6
    new, needed = prune_sets(masks, sets, seven)
    assert new == (0b1000100,) * 2 and needed == 0b1000100
    assert prune_sets(masks, sets, seven | 1) is None   # 7 and 1 cannot both be in it


def _settled(killer, rules):
    state = start_state(killer.givens, rules)
    assert state is not None
    return state[0]


def test_the_search_rules_remove_more_and_keep_every_solution_digit():
    stronger = 0
    for killer, solution in list(random_killers(20)) + shared_killers():
        base = _settled(killer, tables(killer))
        more = _settled(killer, search_tables(killer))
        for c, (a, b) in enumerate(zip(base, more)):
            assert b & ~a == 0
            assert b >> (solution[c] - 1) & 1, f"cell {c} lost its solution digit {solution[c]}"
        stronger += more != base
    assert stronger > 0


def test_a_hard_killer_needs_far_fewer_nodes_with_the_differences():
    """The differences are what settles "Killing with flowers": 720 nodes against 11,685 with
    the logic's rules alone (a count, not a time: the counts are deterministic)."""
    found = [v for n, v, _ in load() if n == "Killing with flowers"]
    if not found:
        pytest.skip("../shared is absent")
    variant = found[0]
    counts = {}
    for label, rules in (("logic", tables(variant)), ("search", search_tables(variant))):
        counters = [0, 0]
        solutions = list(search(variant.givens, rules, counters))
        assert len(solutions) == 1
        counts[label] = counters[0]
    assert counts["search"] * 4 < counts["logic"], counts
