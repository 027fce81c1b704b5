"""Large grids and the learning search: verdicts checked against an independent counter.

The oracle here shares nothing with the engine: Sudoku as exact cover (each cell, and each digit
in each row, column and box, covered exactly once), solved by Knuth's Algorithm X with sets,
always taking the requirement with the fewest options left. It counts solutions up to a cap and
gives up (None) past a budget of steps, so a test stays bounded in time.
"""

import random

import pytest

from conftest import assert_valid_solution, puzzle_lines
from sudoku_core import EXAMPLES, SolveTask, count_solutions, parse, solve
from sudoku_core.search import engine, learning
from sudoku_core.search.propagation import initial_candidates, tables
from sudoku_core.geometry import geometry
from sudoku_core.search.learning import search_learning

#: The three puzzles of issue 13 and the verdicts pycosat gives them.
ISSUE = {
    "no_solution": "....A.5C.....8.G....68..59E.F.......2..D.F....E3....E9.........5.1.....8.B9F..D....C....E..7"
    "....6.D4.....G..A5.....F..4.3........2...G....1.4E.A..........A6....4C.39B.2G.........7.4.C.....6."
    "G1.......71D..3..6.3E9.6.4A7......D..8...3..6912.......1...8.2....",
    "solved": ".A729.BC.....3.16..B3....D..A.2........5.3..C8..1.9...86..4.....7.......B..92..8D..........2"
    ".......G.3..5....B7..4.3...D...71...9.1...A2.......74.6.....1.......5.......F..8..34..27.9.1.4....65"
    "...C.......A...6....65..C7....A......423.1..859......8.9...64.B2",
    "multiple": "7..AM.....CP...H3.4..K82....I.PF...1764HL.K5..DE.....CL.....G...2E..O..J..N32......9.5BF.A..7"
    ".C........1..4HA.DL...GF29.5.P...7C....B....G.D.A.JI38..........LJP.K9I....H..B.4...B..A.N2.E..C.4"
    "..76O.D5.HL.PE7...4...A.K.1F..IJ...DI.3.9.G.H..OL.....7.K1.JKN..O7...B8..9.....6.H..8B9...G..EP.J.."
    "M....1.O...G.D....5..1I..O..B2.ANK....25.3......MF1........PMH..I6..B23.AE.NC9.........H..K.1.MON3."
    "..D48..7G.2.9.K.FE...I.L.MJ...P...D..O1.C.2....H.......GE.....JG.DL8AH..F.B57...1...3.BF.M24D.I3.C."
    "...N5....96...A....I..4OH.B.2L.KJ...G.1.8.MP6.J.9..I5.AE...2...N.H.....C...J3.....D.7P..4....A.D..G"
    "C5...N.FIL..85.....N...2M.7.C..3D...HB",
}


def exact_cover_count(puzzle, cap=2, budget=200_000):
    """Solutions of ``puzzle`` by Algorithm X, up to ``cap``; None past ``budget`` steps."""
    n, geo = puzzle.size, geometry(puzzle.size)
    rows = {}  # (cell, digit) -> the requirements it meets
    for cell in range(n * n):
        r, c = divmod(cell, n)
        b = r // geo.box * geo.box + c // geo.box
        for d in range(1, n + 1):
            rows[cell, d] = [("cell", cell), ("row", r, d), ("col", c, d), ("box", b, d)]
    columns = {}
    for key, needs in rows.items():
        for need in needs:
            columns.setdefault(need, set()).add(key)

    def choose(key):
        removed = []
        for need in rows[key]:
            for other in columns[need]:
                for other_need in rows[other]:
                    if other_need != need:
                        columns[other_need].discard(other)
            removed.append((need, columns.pop(need)))
        return removed

    def unchoose(key, removed):
        for need, keys in reversed(removed):
            columns[need] = keys
            for other in keys:
                for other_need in rows[other]:
                    if other_need != need:
                        columns[other_need].add(other)

    for cell, value in enumerate(puzzle.cells):
        if value:
            if any(need not in columns or (cell, value) not in columns[need] for need in rows[cell, value]):
                return 0  # a given its own peers rule out
            choose((cell, value))
    # Depth-first with an explicit stack (deep recursion is fragile in WebAssembly). A frame is
    # [the options left for the requirement it branches on, the option chosen, what it removed].
    found = steps = 0

    def branch():
        need = min(columns, key=lambda k: len(columns[k]))
        return [list(columns[need]), None, None]

    if not columns:
        return 1
    frames = [branch()]
    while frames:
        frame = frames[-1]
        if frame[1] is not None:
            unchoose(frame[1], frame[2])
            frame[1] = None
        if not frame[0] or found >= cap:
            frames.pop()
            continue
        steps += 1
        if steps > budget:
            return None
        frame[1] = frame[0].pop()
        frame[2] = choose(frame[1])
        if columns:
            frames.append(branch())
        else:
            found += 1
    return found


def random_puzzle(size, givens, rng):
    """Random givens that break no rule by themselves (the benchmark's hard region)."""
    geo = geometry(size)
    cells = [0] * (size * size)
    for cell in rng.sample(range(size * size), size * size):
        if givens == 0:
            break
        used = {cells[p] for p in geo.peers[cell]}
        free = [d for d in range(1, size + 1) if d not in used]
        if free:
            cells[cell] = rng.choice(free)
            givens -= 1
    return parse("".join(".123456789ABCDEFGHIJKLMNOP"[v] for v in cells))


def learned(puzzle, cap):
    """Solutions found by the learning search alone (no depth-first start)."""
    t = tables(puzzle.size)
    found = []
    for solution in search_learning(initial_candidates(puzzle.cells, t), t, [0, 0]):
        found.append(solution)
        if len(found) >= cap:
            break
    return found


def test_the_oracle_itself_on_known_verdicts():
    assert exact_cover_count(parse(EXAMPLES["inkala"])) == 1
    assert exact_cover_count(parse("12345678" + "." * 72 + "9")) == 0  # row 1 lacks only 9
    assert exact_cover_count(parse("." * 16), cap=300) == 288  # every 4x4 grid


@pytest.mark.parametrize("verdict", sorted(ISSUE))
def test_the_issue_puzzles_get_their_verdicts(verdict):
    puzzle = parse(ISSUE[verdict])
    result = solve(puzzle)
    assert result.status == verdict
    for found in (result.solution, result.witness):
        if found is not None:
            assert_valid_solution(puzzle, found)
    if verdict == "multiple":
        assert result.solution != result.witness
    # Past the depth-first budget: the learning search settled these.
    assert result.stats.nodes > engine.LEARN_AFTER


@pytest.mark.parametrize("size,givens,seed", [(16, 80, 1), (16, 80, 2), (25, 245, 3)])
def test_random_large_puzzles_agree_with_exact_cover(size, givens, seed):
    rng = random.Random(seed)
    checked = 0
    for _ in range(6 if size == 16 else 3):
        puzzle = random_puzzle(size, givens, rng)
        expected = exact_cover_count(puzzle, cap=2, budget=20_000)
        if expected is None:
            continue  # too hard for the oracle's budget
        checked += 1
        assert len(learned(puzzle, 2)) == expected
        status = solve(puzzle).status
        assert status == ("no_solution", "solved", "multiple")[expected]
    assert checked


def test_learning_counts_exactly_like_exact_cover_on_9x9():
    # Few givens: many solutions, so the learning search must enumerate without repeats or gaps.
    rng = random.Random(7)
    for _ in range(12):
        puzzle = random_puzzle(9, 20, rng)
        expected = exact_cover_count(puzzle, cap=30)
        found = learned(puzzle, 30)
        assert len(found) == expected and len(set(found)) == len(found)
        for solution in found:
            assert_valid_solution(puzzle, puzzle.with_cells(solution))


def test_no_learned_nogood_excludes_a_solution_still_to_come(monkeypatch):
    # A nogood says "these facts cannot all hold": no solution the search has not given yet may
    # make them all true (once a solution is given, nogoods that exclude it are the point).
    # Shortened nogoods (a peer's loss named by the placement behind it) must stay sound. Every
    # solution is known independently: a hard 16x16 with one (pycosat's verdict), and
    # few-solution 9x9 puzzles enumerated by the depth-first search, which learns nothing.
    found, kept = [], []
    real = learning.Learner.watch

    def watch(self, clause, forever=False):
        if not forever:
            kept.append((set(found), self.n, self.N, list(clause)))
        return real(self, clause, forever)

    monkeypatch.setattr(learning.Learner, "watch", watch)
    texts = [ISSUE["solved"]] + puzzle_lines("derived_multi_solution_from_top1465_500.txt")[:16]
    checked = 0
    for text in texts:
        puzzle = parse(text)
        t = tables(puzzle.size)
        if puzzle.size == 16:
            every = [solve(puzzle).solution.cells]
            assert_valid_solution(puzzle, puzzle.with_cells(every[0]))
        else:
            nodes = [0, 0]
            every = list(engine.search_candidates(initial_candidates(puzzle.cells, t), t, nodes, 0, 20_000))
            if nodes[0] >= 20_000 or len(every) > 300:
                continue  # not every solution known
        found.clear()
        kept.clear()
        for solution in search_learning(initial_candidates(puzzle.cells, t), t, [0, 0]):
            found.append(solution)
        for given, n, N, clause in kept:
            for solution in every:
                if solution not in given:
                    assert not all(f < N and solution[f // n] != f % n + 1
                                   or f >= N and solution[(f - N) // n] == (f - N) % n + 1
                                   for f in clause), (text, clause)
            checked += 1
        assert sorted(found) == sorted(every)
    assert checked >= 200  # the premise: many nogoods, each read against the solutions after it


def test_forgetting_nogoods_keeps_counts_and_verdicts_exact(monkeypatch):
    # Forget every few contradictions: the nogoods that block solutions already found must
    # survive (or counting would repeat them), and forgetting the rest is only a loss of speed.
    monkeypatch.setattr(learning, "FORGET_EVERY", 1)
    monkeypatch.setattr(learning, "FORGET_GROWTH", 0)
    forgot = []
    real = learning.Learner.forget
    monkeypatch.setattr(learning.Learner, "forget", lambda self: forgot.append(1) or real(self))
    rng = random.Random(11)
    for _ in range(20):
        puzzle = random_puzzle(9, 18, rng)
        found = learned(puzzle, 300)
        assert len(found) == exact_cover_count(puzzle, cap=300) and len(set(found)) == len(found)
    for verdict in ("no_solution", "solved"):
        assert len(learned(parse(ISSUE[verdict]), 2)) == ("no_solution", "solved").index(verdict)
    assert len(forgot) > 50  # the premise: forgetting happened, often


def test_shared_sets_verdicts_with_learning_from_the_start(monkeypatch):
    # LEARN_AFTER = 1: the learning search settles every puzzle, on the published verdicts.
    monkeypatch.setattr(engine, "LEARN_AFTER", 1)
    for name, status in (("derived_no_solution_from_top1465_500.txt", "no_solution"),
                         ("derived_multi_solution_from_top1465_500.txt", "multiple"),
                         ("norvig_top95.txt", "solved")):
        for line in puzzle_lines(name)[:40]:
            assert solve(parse(line)).status == status, line


def test_forum_16x16_puzzles_are_solved_uniquely():
    lines = puzzle_lines("sudoku16x16_enjoysudoku_verified.txt")
    for line in lines[20:26]:
        puzzle = parse(line)
        result = solve(puzzle)
        assert result.status == "solved"
        assert_valid_solution(puzzle, result.solution)


def test_counting_with_a_cap_on_a_large_grid():
    puzzle = parse(ISSUE["multiple"])
    counted = count_solutions(puzzle, cap=3)
    assert counted.count == 3 and counted.capped
    assert len(set(counted.solutions)) == 2  # two that differ are kept, whatever the cap (issue 29)
    for found in counted.solutions:
        assert_valid_solution(puzzle, found)


def test_the_cooperative_solve_reports_progress_and_can_stop():
    puzzle = parse(ISSUE["solved"])
    task = SolveTask(puzzle)
    progress = [stats.nodes for stats in task.run(every=40)]
    assert len(progress) > 5 and progress == sorted(progress)
    assert task.result.status == "solved"
    assert task.result.solution == solve(puzzle).solution
    stopped = SolveTask(puzzle)
    for count, _ in enumerate(stopped.run(every=40)):
        if count == 3:
            break
    assert stopped.result is None  # cancelled: no verdict claimed
