"""A nested level's inner propagations are taken from earlier grids when nothing they read differs
(issue 28, speed: :class:`sudoku_core.logic.se.nested.RunReuse`). Whatever the grids and their
order, every propagation it hands out must be the one a fresh propagation on that grid makes: the
same facts in the same order, the same parents and ancestors, the same contradiction."""

from __future__ import annotations

from sudoku_core import parse
from sudoku_core.logic.grid import CandidateGrid
from sudoku_core.logic.se.chaining import propagate, tables
from sudoku_core.logic.se.nested import RunReuse

#: The Golden Nugget (SER 11.9): its start needs nested chains, so its hypothetical grids are the
#: kind a nested level meets.
PUZZLE = ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7....."


def hypothetical_grids(grid, t, count):
    """Grids a propagation makes: the real grid less the "off" facts of an assumption (each
    candidate of the first cells with two candidates or more, assumed on, then off)."""
    places = t.places(grid.cands)
    out = []
    for cell, m in enumerate(grid.cands):
        if m.bit_count() < 2:
            continue
        for di in range(t.size):
            if not m >> di & 1:
                continue
            for on in (True, False):
                on_facts, off_facts, absurd = propagate(t, grid.cands, cell * t.size + di, on, True, True, places)
                if absurd is not None:
                    continue
                cands = list(grid.cands)
                for q in off_facts:
                    cands[q // t.size] &= ~(1 << (q % t.size))
                out.append(cands)
                if len(out) == count:
                    return out
    return out


def flat(run):
    on, off, absurd = run
    return list(on.items()), list(off.items()), absurd


def test_a_kept_propagation_is_the_one_the_grid_would_make():
    grid = CandidateGrid.from_puzzle(parse(PUZZLE))
    t = tables(grid)
    grids = hypothetical_grids(grid, t, 6)
    assert len(grids) == 6
    for dynamic in (True, False):
        reuse = RunReuse(t, grid.cands, dynamic)
        seen = {}  # id of every run handed out for an earlier grid
        taken = 0
        for cands in grids + grids[::-1]:
            places = t.places(cands)
            run = reuse.start(cands, places)
            for cell, m in enumerate(cands):
                if m.bit_count() < 2:
                    continue
                for di in range(t.size):
                    if not m >> di & 1:
                        continue
                    pot = cell * t.size + di
                    for state in (1, 0):
                        got = run(pot, state)
                        assert flat(got) == flat(propagate(t, cands, pot, bool(state), dynamic, True, places))
                        taken += id(got) in seen
                        seen[id(got)] = got
            reuse.finish()
        # the grids share most of their cells: some propagations were taken, not made again
        assert taken > 0
