"""The forum's hardest puzzles (issue 28 item 3) and what rating them needs from the nested levels.

The puzzles and their published ratings live in ``bench/hardest_ser.tsv`` (rated whole by
``bench/bench_hardest.py``: minutes each, so not here). Here: the list is what the benchmark
says it is, and the two things that bound a nested level's memory on them (the reduction search
lets each cell's propagations go once nothing will ask for them again, and a path's search keeps
only its cheapest hint) give the same step as the full search, on a position SE was checked on."""

from __future__ import annotations

from pathlib import Path

import pytest

from sudoku_core import parse, solve
from sudoku_core.logic.se.chaining import propagate, tables
from sudoku_core.logic.se.inner import Counter, reduction_hints, reduction_work
from sudoku_core.logic.slices import run as drain

from conftest import candidate_grid
from test_logic_se_chains import CASES as CHAIN_CASES

DATA = Path(__file__).resolve().parents[2] / "bench" / "hardest_ser.tsv"


def test_the_hardest_list_holds_unique_puzzles_with_published_ratings_from_10_to_11_9():
    if not DATA.is_file():
        pytest.skip("bench/hardest_ser.tsv is not here")
    bench = pytest.importorskip("bench.bench_hardest")
    rows = bench.read_hardest(DATA)
    assert len(rows) >= 10
    assert len({r["puzzle"] for r in rows}) == len(rows)
    for r in rows:
        assert 10.0 <= r["er"] <= 11.9, r
        assert r["ep"] is None or r["ep"] <= r["er"]
        assert r["source"], r
        assert solve(parse(r["puzzle"])).status == "solved", r["name"]
    ers = sorted(r["er"] for r in rows)
    assert ers[0] < 10.5 and ers[-1] == 11.9  # the whole band, both ends


DYNAMIC = [case for case in CHAIN_CASES if case[2] == "se_dynamic_forcing_chains"]


@pytest.mark.parametrize("case", DYNAMIC, ids=[f"case-{i}" for i in range(len(DYNAMIC))])
def test_releasing_finished_cells_and_keeping_the_cheapest_hint_give_the_same_step(case):
    grid = candidate_grid(case[1])
    t = tables(grid)
    cands = grid.cands
    places = t.places(cands)
    memo = {}
    computed = {}

    def run(pot, state):
        key = 2 * pot + state
        r = memo.get(key)
        if r is None:
            computed[key] = computed.get(key, 0) + 1
            r = memo[key] = propagate(t, cands, pot, bool(state), True, True, places)
        return r

    released = []

    def release(cell):
        released.append(cell)
        for key in [k for k in memo if k >> 1 in range(cell * 9, cell * 9 + 9)]:
            del memo[key]

    every = reduction_hints(t, cands, places, lambda pot, state: propagate(t, cands, pot, bool(state), True, True,
                                                                            places), 8.5, True, Counter(2 * 81 * 9))
    kept = drain(reduction_work(t, cands, places, run, 8.5, True, Counter(2 * 81 * 9), release=release,
                                cheapest=True))
    assert len(every) > 1 and len(kept) == 1
    best, mine = every[0], kept[0]
    assert (mine.order, mine.removed, mine.placed, mine.complexity) == (best.order, best.removed, best.placed,
                                                                        best.complexity)
    # every cell the search examined was released, and nothing released was asked for again
    assert released == [c for c, m in enumerate(cands) if m.bit_count() > 1]
    assert max(computed.values()) == 1
    assert not memo
