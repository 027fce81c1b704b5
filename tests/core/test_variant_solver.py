"""The variant solver (issue 32): honest verdicts, counting, statistics and the paced task.

Verdicts are checked against an independent counter written here: plain backtracking over the
rules as the Variant's fields state them (its own rows, columns, boxes, knight and king moves,
cage sums, thermometers, kropki and XV dots with their strict rules, little killers, arrows,
sandwiches), sharing no
code with the solver. The shared ISS puzzles are solved to their
published solutions in test_variant_puzzles.py.
"""

import random

import pytest

from sudoku_core import SudokuError
from sudoku_core.variants import Cage, VariantSolveTask, count_variant, make_variant, solve_variant
from sudoku_core.variants import shapes

KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
KING = [(1, 1), (1, -1), (-1, 1), (-1, -1), (0, 1), (1, 0), (0, -1), (-1, 0)]


# ----- the independent counter -------------------------------------------------------------

def groups_of(v):
    """Every all-different group as lists of cells, from the fields alone."""
    n = v.size
    groups = [[r * n + c for c in range(n)] for r in range(n)] + [[r * n + c for r in range(n)] for c in range(n)]
    if v.regions is not None:
        groups += [[i for i in range(n * n) if v.regions[i] == k] for k in range(n)]
    elif v.box_shape and not v.no_boxes:
        h, w = v.box_shape
        groups += [[(top + r) * n + left + c for r in range(h) for c in range(w)]
                   for top in range(0, n, h) for left in range(0, n, w)]
    groups += [list(cells) for _, cells in v.extra_houses]
    groups += [list(cage.cells) for cage in v.cages]
    steps = (KNIGHT if "anti-knight" in v.differ else []) + (KING if "anti-king" in v.differ else [])
    for cell in range(n * n):
        r, c = divmod(cell, n)
        for dr, dc in steps:
            if 0 <= r + dr < n and 0 <= c + dc < n:
                groups.append([cell, (r + dr) * n + c + dc])
    return groups


def obeys(v, grid, cell):
    """Does the value just put in ``cell`` keep every rule (empty cells are 0)?"""
    n, value = v.size, grid[cell]
    for group in GROUPS[id(v)][cell]:
        if sum(1 for c in group if grid[c] == value) > 1:
            return False
    for c, kind in v.parity:
        if c == cell and value % 2 != (kind == "odd"):
            return False
    if v.non_consecutive:
        r, c = divmod(cell, n)
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            other = grid[(r + dr) * n + c + dc] if 0 <= r + dr < n and 0 <= c + dc < n else 0
            if other and abs(other - value) == 1:
                return False
    for cage in v.cages:
        if cell in cage.cells and cage.total is not None:
            values = [grid[c] for c in cage.cells]
            if 0 in values and sum(values) >= cage.total or 0 not in values and sum(values) != cage.total:
                return False
    for thermo in v.thermos:   # every filled cell below another on a thermometer holds less
        if cell in thermo:
            filled = [grid[c] for c in thermo if grid[c]]
            if any(a >= b for i, a in enumerate(filled) for b in filled[i + 1:]):
                return False
    if v.dots or v.strict:
        r, c = divmod(cell, n)
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            if not (0 <= r + dr < n and 0 <= c + dc < n) or not grid[(r + dr) * n + c + dc]:
                continue
            other = (r + dr) * n + c + dc
            pair = {cell, other}
            kinds = {kind for kind, a, b in v.dots if {a, b} == pair}
            for kind in kinds:
                if not DOT_RULES[kind](value, grid[other]):
                    return False
            if "kropki" in v.strict and not kinds & {"white", "black"} and (
                    DOT_RULES["white"](value, grid[other]) or DOT_RULES["black"](value, grid[other])):
                return False
            if "xv" in v.strict and not kinds & {"x", "v"} and value + grid[other] in (5, 10):
                return False
    for total, line in v.little_killers:   # digits along the diagonal may repeat; they add up to the total
        if cell in line:
            filled = [grid[c] for c in line if grid[c]]
            empty = len(line) - len(filled)
            if not sum(filled) + empty <= total <= sum(filled) + empty * n:
                return False
    for bulb, shaft in v.arrows:   # once full, the shaft adds up to the number the bulb's digits spell
        if cell in bulb + shaft and all(grid[c] for c in bulb + shaft):
            spelled = int("".join(str(grid[c]) for c in sorted(bulb, key=lambda x: divmod(x, n))))
            if sum(grid[c] for c in shaft) != spelled:
                return False
    for total, line in v.sandwiches:   # once its 1, its n and every cell between them are placed, the sum
        if cell in line:
            values = [grid[c] for c in line]
            if 1 in values and n in values:
                low, high = sorted((values.index(1), values.index(n)))
                between = values[low + 1:high]
                if 0 not in between and sum(between) != total:
                    return False
    return True


DOT_RULES = {"white": lambda a, b: abs(a - b) == 1, "black": lambda a, b: a == 2 * b or b == 2 * a,
             "x": lambda a, b: a + b == 10, "v": lambda a, b: a + b == 5}


GROUPS = {}


def independent_count(v, cap, rng=None):
    """Solutions of ``v`` up to ``cap``: (count, solutions found), cell by cell in reading order."""
    n = v.size
    by_cell = [[] for _ in range(n * n)]
    for group in groups_of(v):
        for cell in group:
            by_cell[cell].append(group)
    GROUPS[id(v)] = by_cell
    grid = list(v.givens)
    empties = [i for i, x in enumerate(grid) if not x]
    found = []
    digits = list(range(1, n + 1))

    def go(k):
        if len(found) >= cap:
            return
        if k == len(empties):
            found.append(tuple(grid))
            return
        cell = empties[k]
        order = digits[:]
        if rng:
            rng.shuffle(order)
        for d in order:
            grid[cell] = d
            if obeys(v, grid, cell):
                go(k + 1)
        grid[cell] = 0

    go(0)
    return len(found), found


def is_solution(v, grid):
    """Every rule kept by a full grid that keeps the givens (checked from the fields alone)."""
    if any(g and g != x for g, x in zip(v.givens, grid)) or not all(grid):
        return False
    independent_count(v, 0)  # builds the groups
    return all(obeys(v, list(grid), cell) for cell in range(v.size ** 2))


# ----- random small variants, made from a solution --------------------------------------------

def random_variant(rng, size):
    """A random 4x4 or 6x6 variant: some rules, then cages, marks and givens read off a random
    solution, sometimes altered (a sum off by one, a cage dropped) so every verdict turns up."""
    fields = {"size": size}
    if rng.random() < 0.3:
        fields["extra_houses"] = [(name, shapes.diagonal(size, name)) for name in ("diagonal+", "diagonal-")]
    if rng.random() < 0.25:
        fields["differ"] = {rng.choice(["anti-knight", "anti-king"])}
    if rng.random() < 0.2:
        fields["non_consecutive"] = True
    base = make_variant(**fields)
    count, grids = independent_count(base, 1, rng)
    if not count:
        return base
    grid = grids[0]
    cages, taken = [], set()
    for cell in rng.sample(range(size * size), size * size // 3):
        if cell in taken:
            continue
        cells = [cell]
        r, c = divmod(cell, size)
        for dr, dc in ((0, 1), (1, 0)):
            other = (r + dr) * size + c + dc
            if r + dr < size and c + dc < size and other not in taken and grid[other] not in [grid[x] for x in cells]:
                cells.append(other)
        taken.update(cells)
        total = sum(grid[x] for x in cells)
        if rng.random() < 0.1:
            total += rng.choice((-1, 1))
        cages.append(Cage(tuple(sorted(cells)), total if rng.random() < 0.9 else None))
    parity = [(x, "even" if grid[x] % 2 == 0 else "odd") for x in rng.sample(range(size * size), 3)]
    givens = [grid[x] if rng.random() < 0.2 else 0 for x in range(size * size)]
    thermos = [rising_path(rng, grid, size) for _ in range(rng.choice((0, 0, 1, 2, 3)))]
    thermos = [t[::-1] if rng.random() < 0.1 else t for t in thermos if len(t) > 1]   # (reversed: most often none)
    try:
        return make_variant(**fields, cages=cages, parity=parity if rng.random() < 0.4 else [], givens=givens,
                            thermos=thermos)
    except SudokuError:
        return make_variant(**fields, givens=givens)


def rising_path(rng, grid, size):
    """A thermometer the solution ``grid`` keeps: from a random cell, a step at a time to a cell it
    touches (side or corner) holding a larger digit, two to five cells."""
    path = [rng.randrange(size * size)]
    for _ in range(rng.randint(1, 4)):
        r, c = divmod(path[-1], size)
        near = [(r + dr) * size + c + dc for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                if (dr or dc) and 0 <= r + dr < size and 0 <= c + dc < size]
        up = [x for x in near if grid[x] > grid[path[-1]] and x not in path]
        if not up:
            break
        path.append(rng.choice(up))
    return tuple(path)


def test_counts_agree_with_the_independent_counter_on_random_small_variants():
    rng = random.Random(32)
    verdicts = {0: 0, 1: 0, "many": 0}
    for trial in range(120):
        v = random_variant(rng, rng.choice((4, 4, 6)))
        expected, _ = independent_count(v, 6)
        result = count_variant(v, cap=6)
        assert result.count == expected, (trial, v)
        assert result.capped == (expected == 6)
        for solution in result.solutions:
            assert is_solution(v, solution.cells), (trial, v)
        if result.count >= 2:
            assert result.solutions[0].cells != result.solutions[1].cells
        verdicts[min(expected, 2) if expected < 2 else "many"] += 1
    assert all(verdicts.values()), verdicts  # every verdict was met


def test_solve_gives_the_three_verdicts_with_a_witness_that_differs():
    rng = random.Random(7)
    seen = set()
    for _ in range(60):
        v = random_variant(rng, 4)
        expected, _ = independent_count(v, 2)
        result = solve_variant(v)
        assert result.status == ("no_solution", "solved", "multiple")[expected]
        seen.add(result.status)
        if expected == 2:
            assert result.differences and result.solution.cells != result.witness.cells
            assert is_solution(v, result.witness.cells)
        if expected >= 1:
            assert is_solution(v, result.solution.cells) and result.puzzle is v
        else:
            assert result.solution is None and result.witness is None
    assert seen == {"no_solution", "solved", "multiple"}


def killer_from(grid, size=9):
    """A 9x9 killer whose cages are the dominoes of each row (and a single cell at row's end)."""
    cages = []
    for r in range(size):
        for c in range(0, size, 2):
            cells = tuple(r * size + x for x in range(c, min(c + 2, size)))
            cages.append(Cage(cells, sum(grid[x] for x in cells)))
    return cages


WIKIPEDIA = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
SOLUTION = tuple(map(int, "534678912672195348198342567859761423426853791713924856961537284287419635345286179"))


def test_a_killer_without_givens_is_solved_and_altering_it_gives_none_or_many():
    v = make_variant(size=9, cages=killer_from(SOLUTION))
    result = solve_variant(v)
    assert result.status in ("solved", "multiple")
    assert is_solution(v, result.solution.cells)
    if result.status == "multiple":
        assert is_solution(v, result.witness.cells) and result.differences
    # a cage total off by one in a row makes the row's sum other than 45: no solution
    cages = list(v.cages)
    first = cages[0]
    cages[0] = Cage(first.cells, first.total + 1 if first.total < 17 else first.total - 1)
    assert solve_variant(make_variant(size=9, cages=cages)).status == "no_solution"


def test_an_altered_unique_puzzle_has_no_solution_and_a_thinned_one_many():
    v = make_variant(size=9, givens=SOLUTION[:40] + (0,) * 41, extra_houses=[], differ=set())
    assert v.classic()  # the classic engine answers, through the same results
    givens = [0 if ch == "." else int(ch) for ch in WIKIPEDIA]
    unique = make_variant(size=9, givens=givens, cages=[Cage((2, 3), SOLUTION[2] + SOLUTION[3])],
                          parity=[(8, "even")])
    solved = solve_variant(unique)
    assert solved.status == "solved" and solved.solution.cells == SOLUTION
    # a digit in an empty cell other than the solution's (breaking no rule at once): no solution
    tried = 0
    for d in range(1, 10):
        wrong = list(givens)
        wrong[8] = d
        try:
            altered = make_variant(size=9, givens=wrong)
        except SudokuError:
            continue
        tried += 1
        assert solve_variant(altered).status == ("solved" if d == SOLUTION[8] else "no_solution")
    assert tried >= 3
    broken = make_variant(size=9, givens=givens, cages=[Cage((2, 3), SOLUTION[2] + SOLUTION[3] + 1)])
    assert solve_variant(broken).status == "no_solution"
    assert independent_count(broken, 1)[0] == 0
    thin = make_variant(size=9, givens=[g if i >= 45 else 0 for i, g in enumerate(givens)], parity=[(3, "even")])
    many = solve_variant(thin)
    assert many.status == "multiple"
    assert is_solution(thin, many.solution.cells) and is_solution(thin, many.witness.cells)


def test_count_stops_at_the_cap_and_keeps_two():
    v = make_variant(size=6, extra_houses=[("diagonal-", shapes.diagonal(6, "diagonal-"))])
    result = count_variant(v, cap=25)
    assert result.count == 25 and result.capped and len(result.solutions) == 2
    assert result.stats.nodes > 0
    four = make_variant(size=4, differ={"anti-king"})  # no 4x4 anti-king grid exists
    assert count_variant(four, cap=5).count == independent_count(four, 5)[0]


def test_the_task_runs_in_turns_and_can_be_cancelled():
    v = make_variant(size=9, extra_houses=[("diagonal+", shapes.diagonal(9, "diagonal+"))])
    task = VariantSolveTask(v, max_solutions=500)
    pauses = 0
    for stats in task.run(every=50):
        pauses += 1
        assert stats.nodes >= 50 * pauses
        if pauses == 3:
            break  # cancelled: nothing to clean up
    assert pauses == 3 and task.result is None
    finished = VariantSolveTask(v, max_solutions=3)
    for _ in finished.run(every=10):
        pass
    assert finished.result.status == "multiple" and finished.found == 3 and len(finished.solutions) == 3


def test_a_broken_variant_is_refused_before_solving():
    from sudoku_core.variants import Variant
    givens = [0] * 81
    givens[0] = givens[10] = 5  # same box
    with pytest.raises(SudokuError) as caught:
        solve_variant(Variant(size=9, givens=tuple(givens), box_shape=(3, 3)))
    assert caught.value.code == "duplicate"
    with pytest.raises(SudokuError):
        count_variant(make_variant(size=4), cap=0)


JIGSAW_5 = (0, 0, 0, 1, 1,
            0, 2, 0, 1, 1,
            2, 2, 2, 3, 1,
            4, 2, 3, 3, 3,
            4, 4, 4, 4, 3)


@pytest.mark.parametrize("fields", [
    {"size": 5, "regions": JIGSAW_5},
    {"size": 5, "regions": JIGSAW_5, "givens": (1, 2, 3) + (0,) * 22},  # 30 solutions
    {"size": 5, "regions": JIGSAW_5, "givens": (1, 0, 0, 0, 0, 0, 3) + (0,) * 18},  # 18
    {"size": 5, "regions": JIGSAW_5, "givens": (1,) + (0,) * 24, "differ": {"anti-king"}},
    {"size": 5, "no_boxes": True, "givens": (0, 0, 3) + (0,) * 22, "extra_houses": [("diagonal-", (0, 6, 12, 18, 24))]},
    {"size": 4, "extra_houses": [("disjoint", h) for h in shapes.disjoint(4, (2, 2))]},
    {"size": 4, "extra_houses": [("disjoint", h) for h in shapes.disjoint(4, (2, 2))], "givens": (1, 2) + (0,) * 14},  # 14
    {"size": 6, "extra_houses": [("windoku", h) for h in shapes.windoku(6, (2, 3))], "givens": (1, 2, 3) + (0,) * 33},
    {"size": 6, "cages": [Cage((0, 1, 2), None), Cage((6, 7), 11)], "parity": [(3, "odd"), (4, "odd")],
     "givens": (0, 0, 0, 0, 0, 6) + (0,) * 30},
])
def test_regions_latin_squares_and_extra_houses_count_as_the_independent_counter(fields):
    v = make_variant(**fields)
    expected, _ = independent_count(v, 40)
    result = count_variant(v, cap=40)
    assert result.count == expected and result.capped == (expected == 40)
    for solution in result.solutions:
        assert is_solution(v, solution.cells)


def test_a_full_grid_that_keeps_every_rule_is_its_own_solution():
    v = make_variant(size=9, givens=SOLUTION, cages=killer_from(SOLUTION))
    result = solve_variant(v)
    assert result.status == "solved" and result.solution.cells == SOLUTION


def test_thermometers_count_as_the_independent_counter_with_every_verdict():
    """Variants whose thermometers are read off a random solution (some reversed, so some have
    none), with few givens: the solver's thermometer rule neither loses a solution nor keeps a grid
    whose digits fall along one."""
    rng = random.Random(43)
    verdicts = {0: 0, 1: 0, "many": 0}
    thermos = 0
    for trial in range(150):
        size = rng.choice((4, 6))
        count, grids = independent_count(make_variant(size=size), 1, rng)
        grid = grids[0]
        paths = [p for p in (rising_path(rng, grid, size) for _ in range(rng.randint(2, 7))) if len(p) > 1]
        paths = [p[::-1] if rng.random() < 0.08 else p for p in paths]
        givens = [grid[x] if rng.random() < 0.25 else 0 for x in range(size * size)]
        try:
            v = make_variant(size=size, givens=givens, thermos=paths)
        except SudokuError as error:   # a reversed thermometer through givens: the givens break it
            assert error.code == "rule_broken" and error.details["rule"] == "thermo"
            continue
        thermos += len(v.thermos)
        expected, _ = independent_count(v, 4)
        result = count_variant(v, cap=4)
        assert result.count == expected, (trial, v)
        for solution in result.solutions:
            assert is_solution(v, solution.cells), (trial, v)
        verdicts[expected if expected < 2 else "many"] += 1
    assert all(verdicts.values()) and thermos > 300, (verdicts, thermos)


def test_every_solution_of_4x4_grids_with_thermometers_and_no_givens_is_counted():
    """No givens, so the search branches where no cell has two candidates: on a digit's two places
    in a house, as it does for thermometer puzzles (engine.strong_link). Every 4x4 grid is counted
    (there are 288 classic ones), and each count equals the independent counter's."""
    rng = random.Random(4343)
    seen = set()
    for trial in range(30):
        count, grids = independent_count(make_variant(size=4), 1, rng)
        paths = [p for p in (rising_path(rng, grids[0], 4) for _ in range(rng.randint(1, 3))) if len(p) > 1]
        v = make_variant(size=4, thermos=paths)
        expected, _ = independent_count(v, 300)
        result = count_variant(v, cap=300)
        assert result.count == expected and not result.capped, (trial, v)
        seen.add(expected)
    assert len(seen) > 10 and max(seen) > 20, seen


def dots_of(rng, grid, size):
    """Dots the solution ``grid`` keeps on some pairs side by side (a white or black dot where the
    digits are consecutive or one double the other, an X or V where they add up to 10 or 5), with
    now and then one it breaks, so every verdict turns up."""
    dots = []
    for a in range(size * size):
        for b in (a + 1, a + size):
            if b >= size * size or (b == a + 1 and b % size == 0):
                continue
            kinds = [k for k, holds in DOT_RULES.items() if holds(grid[a], grid[b])]
            if kinds and rng.random() < 0.7:
                dots.append((rng.choice(kinds), a, b))
            elif rng.random() < 0.03:   # (one no two digits of the grid keep is refused: not this one)
                dots.append((rng.choice([k for k in DOT_RULES if k != "x" or size > 4]), a, b))
    return dots


def test_dots_and_strict_rules_count_as_the_independent_counter_with_every_verdict():
    """Variants whose dots are read off a random solution (most pairs that could hold one do, a
    few wrong ones), under the strict rules or not, with few givens: the solver's dot rules neither
    lose a solution nor keep a grid that breaks a dot or a strict rule."""
    rng = random.Random(44)
    verdicts = {0: 0, 1: 0, "many": 0}
    dots = strict = 0
    for trial in range(150):
        size = rng.choice((4, 6))
        count, grids = independent_count(make_variant(size=size), 1, rng)
        grid = grids[0]
        rules = [rule for rule in ("kropki", "xv") if rng.random() < 0.4]
        givens = [grid[x] if rng.random() < 0.15 else 0 for x in range(size * size)]
        try:
            v = make_variant(size=size, givens=givens, dots=dots_of(rng, grid, size), strict=rules,
                             non_consecutive=rng.random() < 0.1)
        except SudokuError as error:   # a wrong dot between givens: the givens break it
            assert error.code == "rule_broken" and error.details["rule"] in ("dot", "non-consecutive")
            continue
        dots += len(v.dots)
        strict += len(v.strict)
        expected, _ = independent_count(v, 4)
        result = count_variant(v, cap=4)
        assert result.count == expected, (trial, v)
        for solution in result.solutions:
            assert is_solution(v, solution.cells), (trial, v)
        verdicts[expected if expected < 2 else "many"] += 1
    assert all(verdicts.values()) and dots > 1000 and strict > 50, (verdicts, dots, strict)


def diagonals(size):
    """Every diagonal of two cells or more, both ways, written here from the grid alone."""
    found = set()
    for r in range(size):
        for c in range(size):
            for dr, dc in ((1, 1), (1, -1)):
                if 0 <= r - dr < size and 0 <= c - dc < size:
                    continue   # not a line's first cell
                line, rr, cc = [], r, c
                while 0 <= rr < size and 0 <= cc < size:
                    line.append(rr * size + cc)
                    rr, cc = rr + dr, cc + dc
                if len(line) > 1:
                    found.add(tuple(line))
    return sorted(found)


def test_little_killers_count_as_the_independent_counter_with_every_verdict():
    """Variants whose little killers are read off a random solution (now and then a total off by
    one), few givens: the solver's sums along diagonals, where digits may repeat, neither lose a
    solution nor keep a grid whose diagonal misses its total."""
    rng = random.Random(45)
    verdicts = {0: 0, 1: 0, "many": 0}
    killers = 0
    for trial in range(120):
        size = rng.choice((4, 6))
        count, grids = independent_count(make_variant(size=size), 1, rng)
        grid = grids[0]
        chosen = rng.sample(diagonals(size), rng.randint(2, 6))
        found = [(sum(grid[c] for c in line) + (rng.choice((-1, 1)) if rng.random() < 0.08 else 0), line)
                 for line in chosen]
        givens = [grid[x] if rng.random() < 0.15 else 0 for x in range(size * size)]
        try:
            v = make_variant(size=size, givens=givens, little_killers=found)
        except SudokuError as error:   # a total off by one beside givens that fill its diagonal
            assert error.code == "rule_broken" and error.details["rule"] == "little-killer"
            continue
        killers += len(v.little_killers)
        expected, _ = independent_count(v, 4)
        result = count_variant(v, cap=4)
        assert result.count == expected, (trial, v)
        for solution in result.solutions:
            assert is_solution(v, solution.cells), (trial, v)
        verdicts[expected if expected < 2 else "many"] += 1
    assert all(verdicts.values()) and killers > 300, (verdicts, killers)


def arrow_on(rng, grid, size):
    """An arrow the solution ``grid`` keeps, or None: a circle (now and then a pill of two cells
    side by side, on a grid of 9 or less) and a path from it, king's steps onto cells not yet on
    it, grown until its digits add up to what the bulb spells."""
    start = rng.randrange(size * size)
    r, c = divmod(start, size)
    bulb = [start]
    if rng.random() < 0.3 and size <= 9:
        step = rng.choice(((0, 1), (1, 0)))
        if r + step[0] < size and c + step[1] < size:
            bulb.append((r + step[0]) * size + c + step[1])
    want = int("".join(str(grid[x]) for x in bulb))
    path, total, here = [], 0, rng.choice(bulb)
    while total < want:
        r, c = divmod(here, size)
        near = [(r + dr) * size + c + dc for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                if 0 <= r + dr < size and 0 <= c + dc < size and (r + dr) * size + c + dc not in bulb + path]
        if not near:
            return None
        here = rng.choice(near)
        path.append(here)
        total += grid[here]
    return (tuple(bulb), tuple(path)) if total == want else None


def sandwich_of(grid, line, size):
    """The sandwich total of ``line`` in the solution ``grid``."""
    values = [grid[c] for c in line]
    low, high = sorted((values.index(1), values.index(size)))
    return sum(values[low + 1:high])


def test_sandwiches_count_as_the_independent_counter_with_every_verdict():
    """Variants with sandwich totals a solution keeps on some rows and columns, now and then one it
    does not, few givens: the solver's crust-by-crust rule and its branching on the crusts neither
    lose a solution nor keep a grid whose filling misses its total."""
    rng = random.Random(50)
    verdicts = {0: 0, 1: 0, "many": 0}
    clues = 0
    for trial in range(60):
        size = rng.choice((4, 6))
        _, grids = independent_count(make_variant(size=size), 1, rng)
        grid = grids[0]
        lines = [tuple(range(r * size, r * size + size)) for r in range(size)] + \
            [tuple(range(c, size * size, size)) for c in range(size)]
        picked = rng.sample(lines, rng.randint(2, 2 * size))
        found = [(sandwich_of(grid, line, size), line) for line in picked]
        rate = 0.15
        if rng.random() < 0.2:   # one total the solution does not keep
            total, line = found[-1]
            found[-1] = ((total + rng.randint(1, 3)) % (size * (size - 1) // 2), line)
            rate = 0.3
        givens = [grid[x] if rng.random() < rate else 0 for x in range(size * size)]
        try:
            v = make_variant(size=size, givens=givens, sandwiches=found)
        except SudokuError as error:   # the changed total against the givens
            assert error.code == "rule_broken" and error.details["rule"] == "sandwich", error
            continue
        clues += len(v.sandwiches)
        expected, _ = independent_count(v, 4)
        result = count_variant(v, cap=4)
        assert result.count == expected, (trial, v)
        for solution in result.solutions:
            assert is_solution(v, solution.cells), (trial, v)
        verdicts[expected if expected < 2 else "many"] += 1
    assert all(verdicts.values()) and clues > 200, (verdicts, clues)


def test_arrows_count_as_the_independent_counter_with_every_verdict():
    """Variants with arrows the solution keeps (circles and pills, grown at random from a solution),
    now and then one it does not, few givens: the solver's signed and weighted sums neither lose a
    solution nor keep a grid whose shaft misses what its bulb reads."""
    rng = random.Random(48)
    verdicts = {0: 0, 1: 0, "many": 0}
    arrows = pills = 0
    for trial in range(120):
        size = rng.choice((4, 6))
        _, grids = independent_count(make_variant(size=size), 1, rng)
        grid = grids[0]
        found = [a for a in (arrow_on(rng, grid, size) for _ in range(rng.randint(4, 12))) if a]
        rate = 0.2
        if rng.random() < 0.15 and found:   # one arrow the solution does not keep: its bulb's first cell
            bulb, shaft = found[-1]          # moved to the shaft's end (most often, with more givens, none)
            found[-1] = (bulb[1:] or shaft[-1:], shaft[:-1] + bulb[:1]) if len(bulb) > 1 else \
                ((shaft[-1],), tuple(reversed(shaft[:-1])) + bulb)
            rate = 0.4
        givens = [grid[x] if rng.random() < rate else 0 for x in range(size * size)]
        try:
            v = make_variant(size=size, givens=givens, arrows=found)
        except SudokuError as error:   # the arrow turned round against its givens, or a shaft too short
            assert error.code in ("rule_broken", "bad_arrow"), error
            continue
        arrows += len(v.arrows)
        pills += sum(1 for bulb, _ in v.arrows if len(bulb) > 1)
        expected, _ = independent_count(v, 4)
        result = count_variant(v, cap=4)
        assert result.count == expected, (trial, v)
        for solution in result.solutions:
            assert is_solution(v, solution.cells), (trial, v)
        verdicts[expected if expected < 2 else "many"] += 1
    assert all(verdicts.values()) and arrows > 150 and pills > 30, (verdicts, arrows, pills)


def strict_dots(rng, grid, size, kinds):
    """Every pair side by side in the solution ``grid`` that holds one of ``kinds``, dotted (one of
    them at random where it holds two): what a strict rule's puzzle shows."""
    found = []
    for a in range(size * size):
        for b in (a + 1, a + size):
            if b < size * size and (b != a + 1 or b % size):
                held = [kind for kind in kinds if DOT_RULES[kind](grid[a], grid[b])]
                if held:
                    found.append((rng.choice(held), a, b))
    return found


def mixed_rules(rng, grid, size):
    """Fields for a variant holding several rules at once, each read off the solution ``grid``
    (killer cages, thermometers, dots with or without a strict rule, little killers, arrows,
    sandwiches, even and odd cells), every rule drawn with even odds, so rules meet in one puzzle as
    they do in the puzzles people set."""
    fields = {}
    if rng.random() < 0.5:
        cages, taken = [], set()
        for cell in rng.sample(range(size * size), size):
            r, c = divmod(cell, size)
            other = r * size + c + 1 if c + 1 < size else (r + 1) * size + c if r + 1 < size else None
            if cell in taken or other is None or other in taken or grid[other] == grid[cell]:
                continue
            taken.update((cell, other))
            cages.append(Cage((cell, other), grid[cell] + grid[other] if rng.random() < 0.85 else None))
        fields["cages"] = cages
    if rng.random() < 0.5:
        fields["thermos"] = [p for p in (rising_path(rng, grid, size) for _ in range(rng.randint(1, 3))) if len(p) > 1]
    if rng.random() < 0.5:
        dots = [d for d in dots_of(rng, grid, size) if DOT_RULES[d[0]](grid[d[1]], grid[d[2]])]
        fields["dots"] = rng.sample(dots, len(dots) // 2)
        if rng.random() < 0.3:   # a strict rule: every pair side by side that holds one of its dots has it
            rule, kinds = rng.choice((("kropki", ("white", "black")), ("xv", ("x", "v"))))
            fields["dots"] = [d for d in fields["dots"] if d[0] not in kinds] + strict_dots(rng, grid, size, kinds)
            fields["strict"] = [rule]
    if rng.random() < 0.5:
        fields["little_killers"] = [(sum(grid[c] for c in line), line)
                                    for line in rng.sample(diagonals(size), rng.randint(1, 3))]
    if rng.random() < 0.5:
        fields["arrows"] = [a for a in (arrow_on(rng, grid, size) for _ in range(rng.randint(1, 3))) if a]
    if rng.random() < 0.5:
        lines = [tuple(range(r * size, r * size + size)) for r in range(size)] + \
            [tuple(range(c, size * size, size)) for c in range(size)]
        fields["sandwiches"] = [(sandwich_of(grid, line, size), line) for line in rng.sample(lines, rng.randint(1, 4))]
    if rng.random() < 0.4:
        fields["parity"] = [(x, "even" if grid[x] % 2 == 0 else "odd") for x in rng.sample(range(size * size), 3)]
    return fields


def test_rules_together_count_as_the_independent_counter():
    """Several rules in one puzzle (each read off a random solution, on grids with diagonals,
    knight or king moves now and then; the non-consecutive rule meets the others in
    ``test_counts_agree_with_the_independent_counter_on_random_small_variants``): the rules' pruning together, and the branching each adds
    (crusts, digits' two places), neither lose a solution nor keep a grid that breaks one rule.
    The puzzles keep the solution they were read from, so none may come out without one."""
    rng = random.Random(3347)
    verdicts = {1: 0, "many": 0}
    rules = {}
    for trial in range(100):
        size = rng.choice((4, 6, 6))
        base = {"size": size}
        if rng.random() < 0.25:
            base["extra_houses"] = [(name, shapes.diagonal(size, name)) for name in ("diagonal+", "diagonal-")]
        if rng.random() < 0.2:
            base["differ"] = {rng.choice(["anti-knight", "anti-king"])}
        count, grids = independent_count(make_variant(**base), 1, rng)
        if not count:
            continue
        grid = grids[0]
        fields = mixed_rules(rng, grid, size)
        givens = [grid[x] if rng.random() < 0.12 else 0 for x in range(size * size)]
        v = make_variant(**base, **fields, givens=givens)
        assert is_solution(v, grid)
        for kind in v.kinds():
            rules[kind] = rules.get(kind, 0) + 1
        expected, _ = independent_count(v, 4)
        result = count_variant(v, cap=4)
        assert result.count == expected >= 1, (trial, v)
        for solution in result.solutions:
            assert is_solution(v, solution.cells), (trial, v)
        verdicts[1 if expected == 1 else "many"] += 1
    assert all(verdicts.values()), verdicts
    assert all(rules.get(kind, 0) >= 10 for kind in ("killer", "thermo", "kropki", "little-killer", "arrow",
                                                      "sandwich", "even-odd")), rules
