"""What a variant puzzle needs, by a sweep (every step of a technique at once) and by its path (one
cheapest step at a time): the same answer, the same stall; and the chain finder, which reads its
links as bit sets, against a plain search written here that tests every pair of candidates."""

from __future__ import annotations

from functools import lru_cache
from math import prod

import pytest

from sudoku_core.variants.generation import generate_variant
from sudoku_core.variants.logic import VARIANT_TECHNIQUES, VariantGrid, variant_path
from sudoku_core.variants.logic.chains import BASE as CHAINS, MAX_FILLINGS, MAX_PRODUCT, strong_links, variant_chain
from sudoku_core.variants.logic.sweep import sweep

BELOW_FORCING = tuple(t for t in VARIANT_TECHNIQUES if t.difficulty < 8.0)
BELOW_CHAINS = tuple(t for t in BELOW_FORCING if t.difficulty < CHAINS)

#: (kind, level, seed): puzzles a path finishes without chains, with chains, or not at all.
SAMPLES = (("killer", "hard", 1), ("killer", "hard", 2), ("killer", "nightmare", 1), ("killer", "nightmare", 4),
           ("jigsaw", "extreme", 2), ("anti-knight", "extreme", 1), ("windoku", "extreme", 3),
           ("non-consecutive", "extreme", 2))


@pytest.fixture(scope="module")
def puzzles():
    return [generate_variant(kind, level, seed=seed).variant for kind, level, seed in SAMPLES]


def test_a_sweep_needs_what_the_path_needs_and_stalls_where_it_stalls(puzzles):
    seen = set()
    for variant in puzzles:
        path = variant_path(variant, techniques=BELOW_FORCING)
        swept = sweep(VariantGrid.from_variant(variant), BELOW_FORCING, one_from=CHAINS)
        needs_chains = any(s.difficulty >= CHAINS for s in path.steps)
        assert swept.solved == path.solved
        assert (swept.hardest >= CHAINS) == needs_chains
        assert swept.grid.values == path.grid.values and swept.grid.cands == path.grid.cands
        seen.add((path.solved, needs_chains))
    # finished without chains, finished with them, and stalled: each answer met
    assert {(True, False), (True, True)} <= seen and any(not solved for solved, _ in seen)


def test_a_sweep_stops_at_its_budget():
    variant = generate_variant("killer", "nightmare", seed=1).variant
    swept = sweep(VariantGrid.from_variant(variant), BELOW_FORCING, budget=0.0)
    assert swept.stopped and not swept.solved


def linked(grid, a, b) -> bool:
    """Whether candidates ``a`` and ``b`` cannot both hold: one cell, or one digit in cells that
    must differ, or digits next to each other in non-consecutive neighbours, or two digits of one
    cage's cells that no filling of the cage with its candidates allows together."""
    (ca, da), (cb, db) = a, b
    if ca == cb:
        return da != db
    lay = grid.layout
    if da == db and cb in lay.peers[ca]:
        return True
    if abs(da - db) == 1 and cb in lay.neighbours[ca]:
        return True
    k = lay.cell_cage[ca]
    if k < 0 or k != lay.cell_cage[cb] or lay.cages[k][1] is None:
        return False
    # the finder gives up a cage's links past MAX_PRODUCT candidate combinations of its open cells
    # or MAX_FILLINGS ways to fill it (sound, only weaker)
    open_cells = [c for c in lay.cages[k][0] if not grid.values[c]]
    if prod(bin(grid.cands[c]).count("1") for c in open_cells) > MAX_PRODUCT:
        return False
    return fillings(grid, k, {}) <= MAX_FILLINGS and not fillings(grid, k, {ca: da, cb: db})


def fillings(grid, cage, fixed) -> int:
    """The ways the cage's empty cells can take different digits among their candidates, adding up
    to what its sum still needs, with the digits ``fixed`` (cell -> digit)."""
    cells, total = grid.layout.cages[cage]
    empty = [c for c in cells if not grid.values[c]]
    placed = [grid.values[c] for c in cells if grid.values[c]]
    options = [tuple(d for d in range(1, grid.size + 1) if grid.cands[c] >> (d - 1) & 1 and d not in placed)
               for c in empty]
    options = tuple(o if c not in fixed else (fixed[c],) if fixed[c] in o else () for c, o in zip(empty, options))
    return count_fillings(options, total - sum(placed))


@lru_cache(maxsize=None)
def count_fillings(options: tuple, total: int) -> int:
    """How many ways one digit from each tuple of ``options``, all different, add up to ``total``."""
    if not options:
        return int(total == 0)
    return sum(count_fillings(tuple(tuple(e for e in o if e != d) for o in options[1:]), total - d)
               for d in options[0] if d <= total)


def plain_chain(grid):
    """The shortest chain the finder's rule gives, each weak link found by testing every
    candidate: (chain, placements, eliminations), or None."""
    strong = strong_links(grid)
    nodes = sorted(strong)
    every = [(c, d) for c, m in enumerate(grid.cands) for d in range(1, grid.size + 1) if m >> (d - 1) & 1]
    best = None
    for start in nodes:
        parent = {(start, False): None}
        frontier, depth = [(start, False)], 0
        while frontier and depth < 16:
            depth += 1
            reached = []
            for node, on in frontier:
                targets = [(m, True) for m in strong[node]] if not on else \
                    [(m, False) for m in nodes if m != node and linked(grid, node, m)]
                for state in targets:
                    if state not in parent:
                        parent[state] = (node, on)
                        reached.append(state)
            found = None
            for node, on in reached:
                if not on:
                    continue
                chain, state = [], (node, on)
                while state is not None:
                    chain.append(state[0])
                    state = parent[state]
                chain.reverse()
                if node == start:
                    result = (len(chain), chain, ((start[0], start[1]),), ())
                else:
                    gone = tuple(x for x in every if x not in (start, node) and linked(grid, x, start)
                                 and linked(grid, x, node))
                    if not gone:
                        continue
                    result = (len(chain), chain, (), gone)
                if found is None or result[0] < found[0]:
                    found = result
            if found is not None:
                if best is None or found[0] < best[0]:
                    best = found
                break
            if best is not None and depth >= best[0]:
                break
            frontier = reached
    return None if best is None else tuple(best[1:])


def test_the_chain_finder_finds_the_chain_a_plain_search_finds(puzzles):
    found = by_cage = 0
    for variant in puzzles:
        grid = VariantGrid.from_variant(variant)
        for _ in range(6):   # each stall of the easier techniques, and the chain that moves it on
            sweep(grid, BELOW_CHAINS)
            if grid.solved():
                break
            steps = list(variant_chain(grid))
            expected = plain_chain(grid)
            if expected is None:
                assert steps == []
                break
            (step,) = steps
            assert (list(step.parts["chain"]), step.placements, step.eliminations) == expected
            found += 1
            chain = step.parts["chain"]
            by_cage += sum(1 for a, b in zip(chain[1::2], chain[2::2]) if by_cage_alone(grid, a, b))
            grid.apply(step)
    assert found >= 4
    assert by_cage >= 1   # a weak link only a cage's sum makes


def by_cage_alone(grid, a, b) -> bool:
    """Whether ``a`` and ``b`` are weakly linked by a cage's sum only (other cells, other digits,
    no rule between them)."""
    (ca, da), (cb, db) = a, b
    return ca != cb and not (da == db and cb in grid.layout.peers[ca]) and linked(grid, a, b)
