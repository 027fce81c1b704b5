"""Branching on a digit's two places, in the classic engine on small variants (diagonal,
windoku, jigsaw...) and in the killer search: every solution is still found, once; and on a
hard Sudoku X it takes far fewer nodes than branching on cells alone."""

import pytest

from sudoku_core.generation.randomness import Rng
from sudoku_core.search import engine
from sudoku_core.variants.generation.solutions import random_solution, rules_of
from sudoku_core.variants.house_rules import house_tables
from sudoku_core.variants.propagation import search_tables

from test_variant_differences import random_killers
from variant_puzzles import load

CAP = 300


def counted(module, used):
    """``module.two_places`` wrapped to note in ``used`` whether each call chose a pair."""
    real = module.two_places

    def wrapper(*args):
        found = real(*args)
        used.append(found is not None)
        return found
    return wrapper


def _found(variant, cap=CAP):
    counters = [0, 0]
    found = []
    for solution in engine.search(list(variant.givens), variant.size, counters, 0, house_tables(variant)):
        found.append(solution)
        if len(found) >= cap:
            break
    return found, counters[0]


def test_the_same_solutions_with_and_without_two_place_branching(monkeypatch):
    used = []
    counting = counted(engine, used)
    checked = 0
    for kind in ("diagonal", "windoku", "anti-knight"):
        rules = rules_of(kind)
        for seed in range(6):
            rng = Rng(500 + seed)
            solution = random_solution(rules, rng, kind)
            cells = list(range(81))
            rng.shuffle(cells)
            givens = [0] * 81
            for c in cells[:20]:
                givens[c] = solution[c]
            variant = rules.with_givens(givens)
            monkeypatch.setattr(engine, "two_places", counting)
            first, _ = _found(variant)
            monkeypatch.setattr(engine, "two_places", lambda *args: None)
            second, _ = _found(variant)
            if len(first) < CAP and len(second) < CAP:
                assert sorted(first) == sorted(second) and len(set(first)) == len(first)
                assert tuple(solution) in first
                checked += 1
    assert checked >= 6 and sum(used) > 20


def test_a_hard_sudoku_x_takes_far_fewer_nodes(monkeypatch):
    found = [v for name, v, _ in load() if name == "Sudoku X"]
    if not found:
        pytest.skip("../shared is absent")
    solutions, nodes = _found(found[0], 2)
    monkeypatch.setattr(engine, "two_places", lambda *args: None)
    again, alone = _found(found[0], 2)
    assert len(solutions) == len(again) == 1 and solutions == again
    assert nodes * 1.4 < alone, (nodes, alone)   # 396 against 693


def test_the_killer_search_finds_the_same_solutions_with_and_without_it(monkeypatch):
    """Where past conflicts favour it, the search branches on the two places of a digit in a
    house instead of a cell's many digits: it must still find every solution, once each.
    Killers with some cages' sums left out have many; the solutions found with and without
    that branching are the same sets."""
    from sudoku_core.variants import engine as killer_engine
    from sudoku_core.variants.model import Cage

    used = []
    counting = counted(killer_engine, used)
    checked = 0
    for killer, solution in random_killers(10):
        for drop in (5,):
            loose = killer.replace(cages=tuple(Cage(c.cells, None if k % drop == 0 else c.total)
                                               for k, c in enumerate(killer.cages)))
            rules = search_tables(loose)
            monkeypatch.setattr(killer_engine, "two_places", counting)
            first = list(_capped(killer_engine.search(loose.givens, rules, [0, 0]), CAP))
            monkeypatch.setattr(killer_engine, "two_places", lambda *args: None)
            second = list(_capped(killer_engine.search(loose.givens, rules, [0, 0]), CAP))
            if len(first) < CAP and len(second) < CAP:
                assert sorted(first) == sorted(second) and len(set(first)) == len(first)
                assert tuple(solution) in first
                checked += 1
    assert checked >= 6 and sum(used) > 50



def _capped(solutions, cap):
    for k, found in enumerate(solutions):
        if k >= cap:
            return
        yield found
