"""The variant solver's rules on their own: what a sum over cells that may repeat a digit
leaves in its cells when some of them lie in one house (and so must differ), and what a
house's digit confined to a cage's part of it takes from the cage's other cells."""

from sudoku_core.variants import Cage, make_variant
from sudoku_core.variants.propagation import propagate, prune_bounds, tables

ONE_OR_TWO = 0b11


def test_cells_of_one_house_count_as_distinct_digits():
    # Two pairs in one house each hold 1 and 2 (3 per pair), so the fifth cell of a total of
    # 7 must be 1; counted cell by cell (1..2 each) nothing would go.
    masks = (ONE_OR_TWO,) * 5
    assert prune_bounds(masks, 7) == (masks, 0)
    new, _ = prune_bounds(masks, 7, ((0, 1), (2, 3), (4,)))
    assert new == (ONE_OR_TWO,) * 4 + (0b1,)


def test_a_group_with_more_cells_than_digits_is_a_contradiction():
    masks = (ONE_OR_TWO,) * 3 + (0b111111111,) * 2
    assert prune_bounds(masks, 10) is not None
    assert prune_bounds(masks, 10, ((0, 1, 2), (3,), (4,))) is None


def test_a_group_bounds_the_digits_of_its_own_cells():
    # Cells 0..2 differ within 1..3, so they add up to 6 exactly: of a total of 8, cells 3 and 4
    # share 2, so both are 1 (cell by cell, 0..2 would range over 3..9 and leave them 1..4).
    masks = (0b111,) * 3 + (0b111111111,) * 2
    new, _ = prune_bounds(masks, 8, ((0, 1, 2), (3,), (4,)))
    assert new == (0b111,) * 3 + (0b1, 0b1)


# ----- a house's digit confined to a cage's part of it ---------------------------------------

ONE, ALL4 = 0b1, 0b1111


def settled(variant, without_one=()):
    """The 4x4 candidates after propagation, cells ``without_one`` starting without digit 1."""
    t = tables(variant)
    cand = t.start[:]
    for cell in without_one:
        cand[cell] &= ~ONE
    assert propagate(cand, 0, [], t) >= 0
    return cand


def test_a_digit_confined_to_a_cage_in_a_house_leaves_the_cage_s_other_cells():
    # Row 1's 1 can only go in r1c2 or r1c3, both in the cage with r2c3: r2c3 is not 1.
    caged = make_variant(size=4, cages=(Cage((1, 2, 6)),))
    assert not settled(caged, without_one=(0, 3))[6] & ONE


def test_a_digit_with_a_place_outside_the_cage_stays_in_the_cage_s_other_cells():
    caged = make_variant(size=4, cages=(Cage((1, 2, 6)),))
    assert settled(caged, without_one=(0,))[6] == ALL4  # r1c4 may still be 1
    plain = make_variant(size=4)
    assert settled(plain, without_one=(0, 3))[6] == ALL4  # no cage: r2c3 may be 1


# ----- innies of two boxes ---------------------------------------------------------------

#: A valid 9x9 grid, row by row.
GRID = [(r * 3 + r // 3 + c) % 9 + 1 for r in range(9) for c in range(9)]


def cages_of(groups):
    return tuple(Cage(cells, sum(GRID[c] for c in cells)) for cells in groups)


#: Boxes 1 and 2 (rows 1-3, columns 1-6) in cages of one row each, two crossing from box 1 to
#: box 2, r3c6 left out: neither box alone nor rows 1-3 (box 3 has no cages) pin r3c6.
TWO_BOXES = ((0, 1), (2, 3), (4, 5), (9, 10), (11, 12), (13, 14), (18, 19), (20, 21), (22,))


def test_two_boxes_side_by_side_pin_their_single_innie():
    variant = make_variant(size=9, cages=cages_of(TWO_BOXES))
    assert tables(variant).start[23] == 1 << (GRID[23] - 1)


def test_two_boxes_with_an_unsummed_cage_pin_nothing():
    groups = cages_of(TWO_BOXES)
    variant = make_variant(size=9, cages=groups[:-1] + (Cage((22,)),))
    assert tables(variant).start[23] == 0b111111111


# ----- a true fixed point, though only what changed is read again ------------------------------

def _variants():
    """Killers over random full grids (cages grown at random, not made unique), one with the
    non-consecutive rule too, and rules without sums (where hidden singles do most of the work):
    every rule :func:`propagate` applies has work to do."""
    import random

    from sudoku_core.generation.generator import full_grid
    from sudoku_core.generation.randomness import Rng
    from sudoku_core.variants.generation.cages import grow, killer_of
    from sudoku_core.variants.generation.solutions import rules_of

    for seed in range(6):
        solution = full_grid(9, Rng(seed))
        killer = killer_of(grow(solution, 9, Rng(seed + 100)), solution, 9)
        yield killer, random.Random(seed)
    yield make_variant(size=9, cages=killer.cages, non_consecutive=True), random.Random(99)
    for seed, kind in enumerate(("diagonal", "anti-knight", "windoku")):
        yield rules_of(kind, 9), random.Random(seed)
    yield make_variant(size=9), random.Random(7)


def test_propagation_stops_only_where_every_rule_has_nothing_left_to_do():
    # propagate re-counts a house only when one of its cells changed and re-prunes a sum only
    # when its masks changed: a change it failed to note would leave a hidden single or a sum's
    # pruning undone. Propagating the result again, everything read afresh, must change nothing.
    checked = 0
    for variant, rng in _variants():
        t = tables(variant)
        for _ in range(20):
            cand = t.start[:]
            placed = propagate(cand, 0, [c for c, m in enumerate(cand) if not m & (m - 1)], t)
            while placed >= 0:
                again = cand[:]
                assert propagate(again, 0, [c for c, m in enumerate(again) if not m & (m - 1)], t) == placed
                assert again == cand
                checked += 1
                open_cells = [c for c, m in enumerate(cand) if m & (m - 1)]
                if not open_cells:
                    break
                cell = rng.choice(open_cells)   # a digit assumed there, the rest followed from it
                cand[cell] = 1 << rng.choice([d for d in range(9) if cand[cell] >> d & 1])
                placed = propagate(cand, placed, [cell], t, dirty=1 << cell)
    assert checked >= 300


def test_sums_shared_by_layouts_a_merge_apart_settle_each_as_from_scratch():
    # A generator checks layout after layout, each a merge away from the last; their sums (and
    # what each has pruned) are shared. Each layout must still get its own verdict and search.
    from sudoku_core.variants import count_variant
    from sudoku_core.variants.generation import generate_variant
    from sudoku_core.variants.generation.regions import neighbours
    from sudoku_core.variants.propagation import forget_tables, search_tables

    made = generate_variant("killer", "hard", seed=2)
    solution, cages = made.solution, [list(c.cells) for c in made.variant.cages]
    owner = {c: k for k, cage in enumerate(cages) for c in cage}
    layouts = [made.variant]
    for a in range(81):
        for b in neighbours(9, a):
            i, j = sorted((owner[a], owner[b]))
            if i != j and len(layouts) < 6 and not {solution[c] for c in cages[i]} & {solution[c] for c in cages[j]}:
                merged = [c for k, c in enumerate(cages) if k not in (i, j)] + [sorted(cages[i] + cages[j])]
                layouts.append(make_variant(size=9, cages=[Cage(tuple(c), sum(solution[x] for x in c)) for c in merged]))
    assert len(layouts) == 6
    shared = [(r.count, r.stats.nodes) for r in (count_variant(v, cap=2) for v in layouts)]
    first, second = search_tables(layouts[0]).sums, search_tables(layouts[1]).sums
    assert any(s is t for s in first for t in second)   # the cages the merge left alone
    alone = []
    for v in layouts:
        forget_tables()
        r = count_variant(v, cap=2)
        alone.append((r.count, r.stats.nodes))
    assert shared == alone and shared[0] == (1, shared[0][1])


# ----- the non-consecutive rule before a cell is placed (the search's tables) -----------------

def searched(variant, masks):
    """The candidates after the search's propagation from ``masks`` ({cell: mask}) on an empty
    grid; None on a contradiction."""
    from sudoku_core.variants.propagation import search_tables

    t = search_tables(variant)
    cand = t.start[:]
    for cell, mask in masks.items():
        cand[cell] &= mask
    return cand if propagate(cand, 0, [c for c, m in enumerate(cand) if not m & (m - 1)], t) >= 0 else None


def bits(*digits):
    return sum(1 << (d - 1) for d in digits)


def test_a_cell_of_two_close_digits_takes_what_both_rule_out_from_its_neighbours():
    """r5c5 is 4 or 6: beside either, 5 is consecutive, so r5c4, r5c6, r4c5 and r6c5 lose 5 (the
    rule a person reads off two candidates; the placed cell's rule alone removes nothing yet)."""
    nc = make_variant(size=9, non_consecutive=True)
    cand = searched(nc, {40: bits(4, 6)})
    for neighbour in (39, 41, 31, 49):
        assert not cand[neighbour] & bits(5)
        assert cand[neighbour] & bits(3, 7) == bits(3, 7)   # each allowed beside one of them
    assert cand[30] & bits(5)   # a diagonal neighbour keeps 5
    cand = searched(nc, {40: bits(4, 5)})   # 4 or 5: its neighbours (same row or column) are neither
    assert not cand[39] & bits(4, 5) and cand[39] & bits(3, 6) == bits(3, 6)
    assert searched(make_variant(size=9), {40: bits(4, 6)})[39] & bits(5)   # the rule's, not a house's


def test_cells_left_with_nothing_a_neighbour_allows_are_a_contradiction():
    """Two neighbours of 4-or-5 and 4-or-5 (one row): neither digit fits either beside the other."""
    nc = make_variant(size=9, non_consecutive=True)
    assert searched(nc, {40: bits(4, 5), 41: bits(4, 5)}) is None
    assert searched(nc, {40: bits(4, 6), 41: bits(4, 6)}) is not None   # (4 beside 6 is allowed)


def test_the_losses_match_every_digit_of_the_mask_checked_one_by_one():
    from sudoku_core.variants.propagation import consecutive_losses

    for size in (4, 6, 9):
        table = consecutive_losses(size)
        for mask in range(1, 1 << size):
            digits = [d for d in range(1, size + 1) if mask >> (d - 1) & 1]
            ruled_out = [e for e in range(1, size + 1) if all(abs(e - d) <= 1 for d in digits)]
            expected = 0 if len(digits) == 1 else bits(*ruled_out)
            assert table[mask] == expected, (size, digits)


def test_a_change_propagated_alone_ends_where_reading_everything_again_does():
    """The search propagates a child from its settled parent with only the cell it changed marked
    (``dirty``): the neighbours' rule must still reach every cell the change touches, so the end
    equals a propagation that re-reads every cell (the rules only remove digits: one fixpoint)."""
    import random

    from sudoku_core.variants.propagation import search_tables

    rng = random.Random(47)
    compared = 0
    for trial in range(300):
        size = rng.choice((4, 6, 9))
        t = search_tables(make_variant(size=size, non_consecutive=True,
                                       no_boxes=size == 6 and rng.random() < 0.5))
        cand = t.start[:]
        for cell in rng.sample(range(size * size), size):   # a settled start: some digits gone
            cand[cell] &= ~(1 << rng.randrange(size)) or cand[cell]
        if propagate(cand, 0, [c for c, m in enumerate(cand) if not m & (m - 1)], t) < 0:
            continue
        placed = sum(1 << c for c, m in enumerate(cand) if not m & (m - 1))
        open_cells = [c for c, m in enumerate(cand) if m & (m - 1)]
        if not open_cells:
            continue
        cell = rng.choice(open_cells)
        digits = [1 << d for d in range(size) if cand[cell] >> d & 1]
        cand[cell] &= ~rng.choice(digits)   # one digit out of one cell, as a branch does
        alone, again = cand[:], cand[:]
        single = [cell] if not cand[cell] & (cand[cell] - 1) else []
        ends = (propagate(alone, placed, single[:], t, 1 << cell), propagate(again, placed, single[:], t, -1))
        assert (ends[0] < 0) == (ends[1] < 0), trial
        if ends[0] >= 0:
            assert alone == again, trial
            compared += 1
    assert compared > 150, compared
