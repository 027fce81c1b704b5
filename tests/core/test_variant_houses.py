"""Variants made of houses, "must differ" peers and digit domains, searched by the classic engine.

Why: these variants (diagonal, windoku, anti-knight, even/odd...) are handed to the classic engine
over tables built from their rules (:meth:`sudoku_core.search.propagation.Tables.from_rules`),
and on hard large grids to its learning search, whose nogoods are only sound if every fact's
reason is right for the new rules (a peer losing a digit to a knight's move, a hidden single in a
diagonal, a digit locked into where a window crosses a box). A wrong reason makes a nogood that
cuts off solutions, so counts through the learning search are checked against the independent
counter of test_variant_solver.py on 16x16 grids with none, one and several solutions.
"""

import random

import pytest

from sudoku_core.search.learning import search_learning
from sudoku_core.search.propagation import initial_candidates
from sudoku_core.variants import count_variant, make_variant, shapes, solve_variant
from sudoku_core.variants.house_rules import house_tables, houses_only

from test_variant_solver import groups_of, is_solution

SYMBOLS = "123456789ABCDEFG"
#: Share of the solution's cells kept as givens per side, and the most solutions a puzzle may have.
GIVEN, CAP = {16: 0.5, 9: 0.33}, 20

#: A solution of each variant, per rule and side (checked by the independent counter's rules below).
RULES = {
    ("diagonal", 16): ({"extra_houses": [(n, shapes.diagonal(16, n)) for n in ("diagonal+", "diagonal-")]},
                       "123456789ABCDEGF5678DEFG12349ABC9ABC1234DEFG5678DEGF9ABC56781234BDF98GC7E312645AG826435EF7DAC91B"
                       "C4E3BDA1G56978F2715A6F924C8B3DEGA9CDG5137B4E2F863587ACEF6921GB4D4F1E296B38GDA7C52G6B784DCFA5E193"
                       "F3DGEB8621C745A9E7A234D58G9FBC616C95F12AB4E38GD78B41C7G9AD56F32E"),
    ("windoku", 16): ({"extra_houses": [("windoku", h) for h in shapes.windoku(16, (4, 4))]},
                      "123456789ABCDEFG5678DEFG12349ABCA9BC1234DEFG5786DEFGAB9C587612348352496AB7GDFCE1EC69GFBD21A53847"
                      "BA4F81E763C925GD7GD135C284EF6BA9G596C4D1AB28E37F372BEA59FG61C4D84F8EB3G6C5D7A192CD1A278FE943G65B"
                      "68E39G254D1B7FCAFBG568137C9A4D2E24C7FDABG65E891391AD7C4E3F82BG65"),
    ("anti-knight", 16): ({"differ": {"anti-knight"}},
                          "123456789ABCDEFGAC6DEFGB12345789FG8739415DE62ABC9EB52DAC78FG1346561G4AFE238BC97DD8CEG732A495B61F"
                          "24FA91B56CD7E8G3B973C8D6FG1E425AC7D16E23G958F4ABE35FA417CB629GD86B49FG8DE17A35C2GA28B5C93F4D61E7"
                          "71EBDC6A8529GF348FG612E4D7C3AB9535AC7B9F46G18D2E4D92835GBEAF7C61"),
    ("diagonal", 9): ({"extra_houses": [(n, shapes.diagonal(9, n)) for n in ("diagonal+", "diagonal-")]},
                      "123456798456789123798123456264931875319875642587642931645217389831594267972368514"),
    ("windoku", 9): ({"extra_houses": [("windoku", h) for h in shapes.windoku(9, (3, 3))]},
                     "123456789456789321798321456542198673869573214317264598234917865985642137671835942"),
    ("anti-knight", 9): ({"differ": {"anti-knight"}},
                         "123456789987312456645798312231985674876124593594673821318569247762841935459237168"),
}


def independent_count(v, cap):
    """Solutions of ``v`` up to ``cap``: test_variant_solver's counter (groups read from the
    fields alone, no solver code), filling the empty cell with fewest digits left first, so
    16x16 grids with half their cells given take milliseconds."""
    n = v.size
    near = [set() for _ in range(n * n)]
    for group in groups_of(v):
        for cell in group:
            near[cell].update(group)
    for cell, others in enumerate(near):
        others.discard(cell)
    domain = [set(range(1, n + 1)) for _ in range(n * n)]
    for cell, kind in v.parity:
        domain[cell] = {d for d in domain[cell] if d % 2 == (kind == "odd")}
    grid = list(v.givens)
    if any(x and (x not in domain[c] or any(grid[p] == x for p in near[c])) for c, x in enumerate(grid)):
        return 0, []
    found = []

    def go():
        if len(found) >= cap:
            return
        best, options = None, None
        for cell, x in enumerate(grid):
            if not x:
                left = domain[cell] - {grid[p] for p in near[cell]}
                if best is None or len(left) < len(options):
                    best, options = cell, left
                    if not left:
                        return
        if best is None:
            found.append(tuple(grid))
            return
        for d in sorted(options):
            grid[best] = d
            go()
        grid[best] = 0

    go()
    return len(found), found


def grid_of(text):
    return tuple(SYMBOLS.index(ch) + 1 for ch in text)


def learning_count(variant, cap):
    """Solutions through the learning search alone (from the propagated givens), up to ``cap``,
    and the contradictions it met."""
    t = house_tables(variant)
    counters = [0, 0]
    found = []
    for solution in search_learning(initial_candidates(variant.givens, t), t, counters):
        found.append(solution)
        if len(found) >= cap:
            break
    return found, counters[1]


def puzzles(rule, rng, count):
    """Puzzles cut from the rule's solution with several solutions (up to :data:`CAP`), each
    with its solutions; then from each, one with a single solution (an empty cell given the digit
    only one of them has there) and one with none (an empty cell given a digit none has there
    and no given peer holds): their counts follow from the solutions counted. Propagation alone settles few of them: the search must guess,
    meet contradictions and learn."""
    fields, text = RULES[rule]
    solution = grid_of(text)
    n = rule[1]
    base = make_variant(size=n, **fields)
    made = 0
    while made < count:
        v = base.with_givens(x if rng.random() < GIVEN[n] else 0 for x in solution)
        expected, found = independent_count(v, CAP)
        if not 2 <= expected < CAP:
            continue
        made += 1
        yield v, expected
        differ = [c for c in range(n * n) if len({grid[c] for grid in found}) > 1]
        for cell in rng.sample(differ, len(differ)):
            digits = [grid[cell] for grid in found]
            once = [d for d in digits if digits.count(d) == 1]
            if once:
                yield v.with_givens(v.givens[:cell] + (rng.choice(once),) + v.givens[cell + 1:]), 1
                break
        for cell in rng.sample(differ, len(differ)):
            taken = {grid[cell] for grid in found} | {v.givens[p] for p in base.peers(cell)}
            never = [d for d in range(1, n + 1) if d not in taken]
            if never:
                yield v.with_givens(v.givens[:cell] + (rng.choice(never),) + v.givens[cell + 1:]), 0
                break


@pytest.mark.parametrize("rule", sorted(RULES), ids=lambda r: f"{r[0]}-{r[1]}")
def test_the_solutions_keep_every_rule(rule):
    fields, text = RULES[rule]
    v = make_variant(size=rule[1], **fields)
    assert houses_only(v) and is_solution(v, grid_of(text))


@pytest.mark.parametrize("rule", sorted(RULES), ids=lambda r: f"{r[0]}-{r[1]}")
def test_the_learning_search_counts_as_the_independent_counter(rule):
    verdicts = set()
    for v, expected in puzzles(rule, random.Random(str(rule)), 3):
        found, _ = learning_count(v, CAP)
        assert len(found) == expected, v
        assert len(set(found)) == len(found)
        assert all(is_solution(v, grid) for grid in found)
        verdicts.add(min(expected, 2))
    assert verdicts == {0, 1, 2}  # none, one and several solutions were met


def test_the_learning_search_learns_from_contradictions_on_these_puzzles():
    """The counts above test the reasons only if the search met contradictions besides the one
    per solution it blocks (each sends it on to the next solution)."""
    learned = 0
    for rule in [r for r in sorted(RULES) if r[1] == 9]:
        for v, expected in puzzles(rule, random.Random(str(rule)), 3):
            learned += learning_count(v, CAP)[1] - expected
    assert learned > 10


@pytest.mark.parametrize("rule", sorted(RULES), ids=lambda r: f"{r[0]}-{r[1]}")
def test_solve_and_count_give_the_verdicts_through_the_classic_engine(rule):
    for v, expected in puzzles(rule, random.Random(str(rule) + "!"), 2):
        result = count_variant(v, cap=CAP)
        assert result.count == expected and not result.capped
        assert all(is_solution(v, s.cells) for s in result.solutions)
        status = solve_variant(v).status
        assert status == ("no_solution", "solved", "multiple")[min(expected, 2)]


def test_even_and_odd_cells_are_digit_domains():
    fields, text = RULES["anti-knight", 16]
    solution = grid_of(text)
    parity = [(c, "even" if solution[c] % 2 == 0 else "odd") for c in range(0, 256, 3)]
    givens = [x if c % 3 else 0 for c, x in enumerate(solution)]
    v = make_variant(size=16, parity=parity, givens=givens, **fields)
    expected, _ = independent_count(v, 3)
    found, _ = learning_count(v, 3)
    assert len(found) == expected and solution in found
    wrong = make_variant(size=16, parity=[(c, "odd" if k == "even" else "even") for c, k in parity], givens=givens, **fields)
    assert learning_count(wrong, 3)[0] == [] and solve_variant(wrong).status == "no_solution"
