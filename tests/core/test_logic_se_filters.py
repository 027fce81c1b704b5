"""The closures that let SE's chaining producers skip searches (issue 28's speed goals): they
may only skip work that finds nothing, so the hints come out the same with them as without."""

from __future__ import annotations

import random

import pytest

from sudoku_core.logic.se.chaining import propagate, reach_sets, tables
from sudoku_core.logic.se.inner import Counter, reduction_hints, static_reach

from conftest import candidate_grid
from test_logic_se_chains import CASES as CHAIN_CASES


def _closure_by_search(adj, key):
    """What ``key`` reaches by one link or more, by a plain search."""
    seen = 0
    todo = [key]
    while todo:
        k = todo.pop()
        m = adj[k] & ~seen
        seen |= adj[k]
        while m:
            low = m & -m
            m ^= low
            todo.append(low.bit_length() - 1)
    return seen


@pytest.mark.parametrize("seed", range(6))
def test_reach_sets_is_the_transitive_closure_of_the_links(seed):
    rnd = random.Random(seed)
    n = 40
    adj = [0] * n
    for k in range(n):
        for _ in range(rnd.randrange(3)):  # sparse: cycles, chains and facts that imply nothing
            adj[k] |= 1 << rnd.randrange(n)
    keys = list(range(n))
    reach = reach_sets(adj, keys)
    assert reach == {k: _closure_by_search(adj, k) for k in keys}


def _hints(position, with_reach):
    grid = candidate_grid(position)
    t = tables(grid)
    cands = list(grid.cands)
    places = t.places(cands)

    def run(pot, state):
        return propagate(t, cands, pot, bool(state), False, True, places)

    reach = static_reach(t, cands, places) if with_reach else None
    hints = reduction_hints(t, cands, places, run, 8.0, False, Counter(2 * 81 * 9), reach)
    return [(h.order, h.complexity, h.removed, h.placed, h.sources, h.signature) for h in hints]


@pytest.mark.parametrize("case", CHAIN_CASES[:6], ids=[f"{c[2]}-{i}" for i, c in enumerate(CHAIN_CASES[:6])])
def test_producer_16_on_a_grid_gives_the_same_hints_with_the_static_closure(case):
    """Nested level 3 runs producer 16 on hypothetical grids with the grid's static closure:
    the cells and houses it skips have no reduction, so every hint (value, complexity, removals,
    sources, order) is the same."""
    with_reach = _hints(case[1], True)
    assert with_reach == _hints(case[1], False)
