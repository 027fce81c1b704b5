"""The search's locked candidates (pointing and claiming), written out per grid side, against
their definition checked cell by cell on random candidate grids."""

import random

import pytest

from sudoku_core.geometry import BOX_SIDE, geometry
from sudoku_core.search.propagation import Tables, _box_line, locked_removals, tables


def definition(cands, n, b):
    """Every (digits, targets, absent) the rule finds, in the order the search meets them, from
    the grid's rows, columns and boxes (``geometry``): for each segment where a line crosses a
    box (rows first, then columns; along each line, its boxes in order), the digits open in the
    segment and in the rest of one of its two houses but absent from the rest of the other leave
    that first rest; pointing (out of the line) before claiming (out of the box). Cells are
    compared as sorted tuples, so this knows nothing of how the search lists them."""
    units = geometry(n).units
    rows, columns, boxes = units[:n], units[n:2 * n], units[2 * n:]

    def open_digits(cells):
        found = 0
        for c in cells:
            m = cands[c]
            if m & (m - 1):  # solved cells count as empty
                found |= m
        return found

    found = []
    for lines, box_of in ((rows, lambda line, j: line // b * b + j), (columns, lambda line, j: j * b + line // b)):
        for line_index, line in enumerate(lines):
            for j in range(b):
                box = boxes[box_of(line_index, j)]
                segment = set(line) & set(box)
                rest_line = tuple(sorted(set(line) - segment))
                rest_box = tuple(sorted(set(box) - segment))
                s, in_line, in_box = open_digits(segment), open_digits(rest_line), open_digits(rest_box)
                if s & in_line & ~in_box:
                    found.append((s & in_line & ~in_box, rest_line, rest_box))
                if s & in_box & ~in_line:
                    found.append((s & in_box & ~in_line, rest_box, rest_line))
    return found


def found_by_search(cands, t):
    """``locked_removals`` in its own order, its cells sorted (see :func:`definition`)."""
    return [(digits, tuple(sorted(targets)), tuple(sorted(absent))) for digits, targets, absent in locked_removals(cands, t)]


def random_candidates(rng, n):
    """A grid of candidate masks as a search meets them: mostly open cells of a few digits,
    some solved, now and then a digit thinned out of a whole box so that something is locked."""
    full = (1 << n) - 1
    cands = []
    for _ in range(n * n):
        if rng.random() < 0.25:
            cands.append(1 << rng.randrange(n))
        else:
            cands.append(rng.randrange(1, full + 1) | 1 << rng.randrange(n))
    b = BOX_SIDE[n]
    for _ in range(rng.randrange(4)):  # keep one digit in a box to one segment of it
        digit, box, keep = 1 << rng.randrange(n), rng.randrange(n), rng.randrange(b)
        top, left = box // b * b, box % b * b
        for r in range(top, top + b):
            for c in range(left, left + b):
                if r - top != keep and cands[r * n + c] & (cands[r * n + c] - 1):
                    cands[r * n + c] = cands[r * n + c] & ~digit or 1 << rng.randrange(n)
    return cands


@pytest.mark.parametrize("n", [4, 9, 16])
def test_locked_candidates_are_exactly_the_definitions(n):
    rng = random.Random(n)
    t, b = tables(n), BOX_SIDE[n]
    seen = 0
    for _ in range(300):
        cands = random_candidates(rng, n)
        got = found_by_search(cands, t)
        assert got == definition(cands, n, b)
        seen += bool(got)
    assert seen > 50  # the grids were not all quiet ones


def settled(cands, peers):
    """``cands`` with every solved cell's digit taken from its peers, again until nothing
    changes (the grids the propagation's locked candidates read); None if a cell empties."""
    cands = list(cands)
    changed = True
    while changed:
        changed = False
        for c, m in enumerate(cands):
            if not m & (m - 1):
                for p in peers[c]:
                    if cands[p] & m:
                        cands[p] &= ~m
                        if not cands[p]:
                            return None
                        changed = True
    return cands


@pytest.mark.parametrize("n", [4, 9, 16])
def test_the_propagations_box_line_reads_settled_grids_as_the_definition(n):
    # Tables.box_line reads solved cells as places (no lookup of open candidates per cell):
    # on a settled grid, the same findings in the same order as locked_removals' reading.
    rng = random.Random(n + 2)
    t, b, seen = tables(n), BOX_SIDE[n], 0
    for _ in range(300):
        digits = rng.sample(range(n), n)  # a solution (the classic pattern, digits shuffled) ...
        solution = [1 << digits[(r % b * b + r // b + c) % n] for r in range(n) for c in range(n)]
        # ... some of its cells solved, the others with a few more digits, then settled
        cands = settled([s if rng.random() < 0.2 else s | rng.randrange(1 << n) for s in solution], t.peers)
        found = t.box_line(cands)
        assert found == _box_line(n, b)(cands)
        seen += bool(found)
    assert seen > 10


def test_locked_candidates_in_25x25():
    rng = random.Random(25)
    t = tables(25)
    for _ in range(5):
        cands = random_candidates(rng, 25)
        assert found_by_search(cands, t) == definition(cands, 25, 5)


def test_rule_built_tables_add_the_crossings_of_their_other_houses():
    # A diagonal added to the classic houses: the box-line steps are the classic ones, and the
    # diagonal's crossings with the boxes it passes through (three cells each) come on top.
    n = 9
    classic = tables(n)
    diagonal = tuple(i * n + i for i in range(n))
    peers = [set(p) for p in classic.peers]
    for c in diagonal:
        peers[c] |= set(diagonal) - {c}
    t = Tables.from_rules(n, list(classic.units) + [diagonal], peers, [(1 << n) - 1] * (n * n))

    def open_digits(cands, cells):
        return sum_or(cands[c] for c in cells if cands[c] & (cands[c] - 1))

    rng = random.Random(7)
    for _ in range(200):
        cands = random_candidates(rng, n)
        expected = []  # the crossings first, box by box, then the box-line steps
        for box in classic.units[2 * n:]:
            shared = tuple(c for c in diagonal if c in box)
            if len(shared) < 2:
                continue
            only_diagonal = tuple(sorted(c for c in diagonal if c not in box))
            only_box = tuple(sorted(c for c in box if c not in diagonal))
            s = open_digits(cands, shared)
            in_d, in_b = open_digits(cands, only_diagonal), open_digits(cands, only_box)
            if s & in_d & ~in_b:  # confined to the shared cells in the box: leaves the diagonal
                expected.append((s & in_d & ~in_b, only_diagonal, only_box))
            if s & in_b & ~in_d:  # confined to them in the diagonal: leaves the box
                expected.append((s & in_b & ~in_d, only_box, only_diagonal))
        expected += definition(cands, n, 3)
        assert found_by_search(list(cands), t) == expected
    # the first calls read the crossings cell by cell, the later ones compiled: both checked
    assert t.crossing_locks.compiled is not None


def test_the_propagations_reading_of_rule_built_tables_on_settled_grids():
    # The propagation's reading (Tables.crossing_locks.settled, then Tables.box_line: the masks
    # as they are, solved cells too): on settled grids, what locked_removals finds, cell by
    # cell for the first calls and written out after them.
    from sudoku_core.search.engine import search

    n = 9
    classic = tables(n)
    diagonals = (tuple(i * n + i for i in range(n)), tuple(i * n + n - 1 - i for i in range(n)))
    peers = [set(p) for p in classic.peers]
    for diagonal in diagonals:
        for c in diagonal:
            peers[c] |= set(diagonal) - {c}
    t = Tables.from_rules(n, list(classic.units) + list(diagonals), peers, [(1 << n) - 1] * (n * n))
    solution = next(search([0] * (n * n), n, [0, 0], 0, t))
    rng = random.Random(11)
    seen = 0
    for _ in range(300):
        cands = settled([1 << (d - 1) | (0 if rng.random() < 0.2 else rng.randrange(1 << n)) for d in solution], t.peers)
        found = t.crossing_locks.settled(cands) + t.box_line(cands)
        assert found == locked_removals(cands, t)
        seen += bool(found)
    assert seen > 50
    assert t.crossing_locks.settled_compiled is not None


def sum_or(masks):
    found = 0
    for m in masks:
        found |= m
    return found


@pytest.mark.parametrize("n", [4, 9, 16])
def test_the_branchings_counts_are_the_cells_candidates_and_open_peers(n):
    """The written-out counts the branching reads: each cell's candidates, each cell's open
    peers; on classic tables and on rule-built ones without square boxes (a Latin square plus
    one diagonal)."""
    rng = random.Random(n + 1)
    latin = geometry(n).units[:2 * n] + (tuple(i * n + i for i in range(n)),)
    peers = [set() for _ in range(n * n)]
    for house in latin:
        for c in house:
            peers[c] |= set(house) - {c}
    for t in (tables(n), Tables.from_rules(n, latin, peers, [(1 << n) - 1] * (n * n))):
        for _ in range(50):
            cands = random_candidates(rng, n)
            counts = t.candidate_counts(cands)
            assert counts == [bin(m).count("1") for m in cands]
            is_open = [int(k > 1) for k in counts]
            assert [t.open_peers[c](is_open) for c in range(n * n)] == \
                [sum(is_open[p] for p in t.peers[c]) for c in range(n * n)]
