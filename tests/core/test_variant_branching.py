"""Branching on a digit's two places on small variants searched by the classic engine
(diagonal, windoku, jigsaw...): every solution is still found, once; and on a hard Sudoku X it
takes far fewer nodes than branching on cells alone."""

import pytest

from sudoku_core.generation.randomness import Rng
from sudoku_core.search import engine
from sudoku_core.variants.generation.solutions import random_solution, rules_of
from sudoku_core.variants.house_rules import house_tables

from variant_puzzles import load

CAP = 300


def _found(variant, cap=CAP):
    counters = [0, 0]
    found = []
    for solution in engine.search(list(variant.givens), variant.size, counters, 0, house_tables(variant)):
        found.append(solution)
        if len(found) >= cap:
            break
    return found, counters[0]


def test_the_same_solutions_with_and_without_two_place_branching(monkeypatch):
    real = engine.two_places
    used = []

    def counted(*args):
        found = real(*args)
        used.append(found is not None)
        return found

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
            monkeypatch.setattr(engine, "two_places", counted)
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
