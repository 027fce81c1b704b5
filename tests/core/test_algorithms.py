"""The tutorial algorithms: traces replay to the right grid, counts agree, hints explain."""

import pytest

from sudoku_core import EXAMPLES, Puzzle, SolveTask, parse, solve
from sudoku_core.algorithms import (
    ALGORITHMS, KINDS, BACKTRACK, DEAD_END, DONE, PLACE, PROPAGATE, SOLVED, Tally, hint, make, pencil_marks, race_one,
)

EASY = parse(EXAMPLES["easy"])
INKALA = parse(EXAMPLES["inkala"])
FOUR = parse(EXAMPLES["easy4"])


def replay(puzzle, events, search=None):
    """Rebuild the grid from events alone: a guess opens a frame, deductions join
    the newest frame, a backtrack clears its frame. Checks the live board too."""
    board = list(puzzle.cells)
    frames = []
    for event in events:
        if event.kind == PLACE:
            frames.append([event.cell])
            board[event.cell] = event.digit
        elif event.kind == PROPAGATE:
            if frames:
                frames[-1].append(event.cell)
            board[event.cell] = event.digit
        elif event.kind == BACKTRACK:
            frame = frames.pop()
            assert frame[0] == event.cell, "a backtrack undoes the newest guess"
            for cell in frame:
                board[cell] = 0
        if search is not None:
            assert list(search.board) == board, f"live board differs after {event}"
        if event.kind == SOLVED:
            return board
    return None


# Every algorithm on every small case; the plain scan and used-array searches
# take 600,000 steps on Inkala's puzzle, so they meet it in the race test below.
CASES = [(name, label, puzzle) for name in sorted(ALGORITHMS)
         for label, puzzle in (("easy", EASY), ("4x4", FOUR), ("inkala", INKALA))
         if not (name in ("scan", "used") and label == "inkala")]


@pytest.mark.parametrize("name, label, puzzle", CASES, ids=[f"{n}-{l}" for n, l, _ in CASES])
def test_trace_replays_to_the_solution(name, label, puzzle):
    search = make(name, puzzle)
    board = replay(puzzle, search.steps(), search)
    assert tuple(board) == solve(puzzle).solution.cells


def test_plain_searches_visit_the_same_nodes():
    results = {name: race_one(name, INKALA) for name in ("scan", "used", "bitmask")}
    solution = solve(INKALA).solution.cells
    for result in results.values():
        assert result.board == solution and not result.capped
    assert len({(r.tally.nodes, r.tally.backtracks) for r in results.values()}) == 1
    assert results["scan"].tally.nodes > 10_000  # tens of thousands of nodes on Inkala's puzzle


def test_fast_trace_counts_match_the_engine():
    for puzzle in (EASY, INKALA, parse(EXAMPLES["easy16"])):
        task = SolveTask(puzzle, max_solutions=1)
        for _ in task.run(every=0):
            pass
        result = race_one("fast", puzzle)
        assert result.tally.nodes == task.stats.nodes
        assert result.tally.dead_ends == task.stats.backtracks
        assert result.board == task.result.solution.cells
    assert race_one("fast", INKALA).tally.nodes < 100


def test_traces_go_on_past_a_solution_to_the_end():
    puzzle = parse("." * 16)  # 288 solutions
    for name in ALGORITHMS:
        tally = Tally()
        for event in make(name, puzzle).steps():
            tally.add(event)
        assert tally.finished and tally.solutions == 288, name


def test_no_solution_ends_without_solved():
    cells = [1, 2, 3, 4, 5, 6, 7, 8, 0] + [0] * 71 + [9]
    for name in ALGORITHMS:
        kinds = {event.kind for event in make(name, Puzzle(tuple(cells))).steps()}
        assert SOLVED not in kinds and DONE in kinds and DEAD_END in kinds, name


def test_step_cap_is_reported():
    result = race_one("scan", INKALA, max_steps=1000)
    assert result.capped and result.tally.steps == 1000


def test_hints_explain_singles():
    naked = hint(EASY)
    assert naked.kind == "naked_single" and naked.message.startswith("Naked single: only ")
    assert solve(EASY).solution.cells[naked.cell] == naked.digit
    # Remove every naked single's chance: a grid where only a hidden single is left.
    cells = list(solve(EASY).solution.cells)
    for cell in range(0, 81, 2):
        cells[cell] = 0
    found = hint(Puzzle(tuple(cells)))
    assert found.kind in ("naked_single", "hidden_single")
    assert solve(EASY).solution.cells[found.cell] == found.digit
    assert hint(solve(EASY).solution).kind == "full"
    assert hint(parse("55" + "." * 79)).kind == "conflict"


def test_hidden_single_message_names_unit_and_cell():
    # Row 1 holds 1-8 except in column 9... build a case where digit 9 has one place in box 1.
    cells = [0] * 81
    for col, digit in zip((3, 4, 5, 6, 7, 8), range(1, 7)):
        cells[col] = digit  # row 1, columns 4-9: digits 1..6
    cells[9 + 3], cells[18 + 6] = 9, 9  # 9 in rows 2 and 3 (outside box 1)
    cells[27 + 1], cells[54 + 2] = 9, 9  # 9 in columns 2 and 3 (below box 1)
    found = hint(Puzzle(tuple(cells)))
    assert found.kind == "hidden_single" and found.digit == 9
    assert "only row 1, column 1 can hold 9" in found.message


def test_pencil_marks():
    marks = pencil_marks(EASY)
    solution = solve(EASY).solution.cells
    for cell, digits in enumerate(marks):
        assert (digits == ()) == bool(EASY.cells[cell])
        if digits:
            assert solution[cell] in digits


def test_player_steps_back_and_seeks_consistently():
    from sudoku_core.algorithms import Player

    player = Player(INKALA, "bitmask")
    boards = []
    for _ in range(300):
        player.step()
        boards.append(player.board)
    assert player.position == 300 and player.tally.steps == 300
    player.back()
    assert player.position == 299 and player.board == boards[298]
    player.seek(120)
    assert player.board == boards[119] and player.tally.steps == 120
    player.seek(250)
    assert player.board == boards[249]
    player.reset()
    assert player.position == 0 and player.event is None and player.board == list(INKALA.cells)


def test_player_line_is_the_yield_of_the_current_event():
    from sudoku_core.algorithms import Player

    for name in ALGORITHMS:
        player = Player(EASY if name == "fast" else FOUR, name)
        for _ in range(12):
            event = player.step()
            if event is None:
                break
            line = player.source.splitlines()[player.line - 1]
            assert "yield" in line, (name, line)
            assert player.data() or event.cell < 0
            assert event.kind in KINDS


def test_player_cap_is_reported():
    from sudoku_core.algorithms import Player

    player = Player(INKALA, "scan", max_steps=50)
    player.seek(10_000)
    assert player.position == 50 and player.capped and player.over and player.step() is None


def test_player_data_shows_masks_and_used_arrays():
    from sudoku_core.algorithms import Player

    bitmask = Player(INKALA, "bitmask")
    bitmask.step()
    labels = dict(bitmask.data())
    assert {"rows[0]", "rows | cols | boxes"} <= set(labels) and set(labels["rows[0]"]) <= {"0", "1"}
    used = Player(INKALA, "used")
    used.step()
    assert "row_used[0]" in dict(used.data())
    fast = Player(INKALA, "fast")
    fast.seek(5)
    assert "Its candidates" in dict(fast.data())
