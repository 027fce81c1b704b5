"""``python -m sudoku_core hint``: the next step from a position, read from a plain puzzle, a
pencil-mark grid (rows of candidate runs, or one line of 729 characters) or a variant; with
``--givens``, a wrong entry or a crossed-out digit the solution needs is named. The oracle is the
library's own ``hint_at`` on the same position, and the puzzle's unique solution."""

import json

import pytest

from sudoku_core import parse, solve
from sudoku_core.cli import main
from sudoku_core.logic import CandidateGrid, hint_at
from sudoku_core.logic.path import solve_path

HARD = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
FOUR = "1.....3..4.....2"


def position(puzzle_text, steps):
    """The grid after the first ``steps`` steps of the puzzle's logical path."""
    grid = CandidateGrid.from_puzzle(parse(puzzle_text))
    for step in solve_path(grid.copy()).steps[:steps]:
        grid.apply(step)
    return grid


def token(grid, cell):
    if grid.values[cell]:
        return str(grid.values[cell])
    return "".join(str(d) for d in range(1, grid.size + 1) if grid.cands[cell] >> (d - 1) & 1)


def as_rows(grid):
    n = grid.size
    box = {4: 2, 9: 3}[n]
    lines = [".---" * n + "."]
    for r in range(n):
        cells = [token(grid, r * n + c) for c in range(n)]
        lines.append("| " + " | ".join(" ".join(cells[b:b + box]) for b in range(0, n, box)) + " |")
        if r % box == box - 1 and r < n - 1:
            lines.append(":---" * n + ":")
    lines.append("'---" * n + "'")
    return "\n".join(lines)


def as_line(grid):
    n = grid.size
    out = []
    for cell in range(n * n):
        digits = {grid.values[cell]} if grid.values[cell] else \
            {d for d in range(1, n + 1) if grid.cands[cell] >> (d - 1) & 1}
        out.append("".join(str(d) if d in digits else "." for d in range(1, n + 1)))
    return "".join(out)


def expected(grid):
    """``hint_at`` on the same position: the filled cells and those with one candidate left as
    givens (a pencil-mark grid cannot tell them apart), the rest's missing digits crossed out."""
    n = grid.size
    values = [v or (grid.cands[c].bit_length() if grid.cands[c].bit_count() == 1 else 0)
              for c, v in enumerate(grid.values)]
    filled = parse("".join(str(v) if v else "." for v in values), size=n)
    crossed = [(c, d) for c in range(n * n) if not values[c]
               for d in range(1, n + 1) if not grid.cands[c] >> (d - 1) & 1]
    return hint_at(filled, None, crossed)


def hint(capsys, tmp_path, text, *args):
    path = tmp_path / "position.txt"
    path.write_text(text)
    code = main(["hint", str(path), "--json", *args])
    return code, json.loads(capsys.readouterr().out)


def test_comment_lines_are_read_as_solve_reads_them(capsys, tmp_path):
    """A position saved with a note above it was "Unexpected character '#'"; an error's line is
    still the file's."""
    code, record = hint(capsys, tmp_path, "# from the forum\n  # second note\n" + HARD + "\n")
    assert code == 0 and record == hint(capsys, tmp_path, HARD + "\n")[1]
    code, record = hint(capsys, tmp_path, "# a note\n" + HARD[:-1] + "x\n")
    assert code == 1 and "(line 2, column 81 of the text)" in record["error"], record


def test_a_plain_puzzle_gets_its_first_step_at_each_level(capsys, tmp_path):
    for level in (1, 2, 3):
        code, record = hint(capsys, tmp_path, HARD + "\n", "--level", str(level))
        assert code == 0 and record["status"] == "hint"
        assert record["text"] == hint_at(HARD).text(level) and record["level"] == level
    main(["hint", str(tmp_path / "position.txt")])
    assert capsys.readouterr().out.strip() == hint_at(HARD).text(3)


@pytest.mark.parametrize("steps", [5, 30, 45])
def test_a_pencil_mark_grid_in_rows_or_one_line_gets_the_step_of_that_position(capsys, tmp_path, steps):
    grid = position(HARD, steps)
    want = expected(grid)
    solution = solve(parse(HARD)).solution.cells
    for text in (as_rows(grid), as_line(grid)):
        code, record = hint(capsys, tmp_path, text)
        assert code == 0 and record["kind"] == want.kind == "step"
        assert record["text"] == want.text(3)
        for cell, digit in record["placements"]:
            assert solution[cell] == digit
        for cell, digit in record["eliminations"]:
            assert solution[cell] != digit


def test_a_4x4_pencil_mark_grid(capsys, tmp_path):
    grid = CandidateGrid.from_puzzle(parse(FOUR))
    code, record = hint(capsys, tmp_path, as_rows(grid))
    assert code == 0 and record["text"] == expected(grid).text(3)


def test_with_the_givens_a_wrong_entry_and_a_needed_candidate_are_named(capsys, tmp_path):
    grid = position(HARD, 30)
    solution = solve(parse(HARD)).solution.cells
    entered = next(c for c in range(81) if grid.values[c] and HARD[c] == ".")
    wrong = grid.copy()
    wrong.values[entered] = solution[entered] % 9 + 1          # a wrong digit where the player entered one
    code, record = hint(capsys, tmp_path, as_rows(wrong), "--givens", HARD, "--level", "3")
    assert code == 0 and record["kind"] == "wrong_entry" and record["wrong"] == [[entered, wrong.values[entered]]]
    open_cell = next(c for c in range(81) if not grid.values[c] and grid.cands[c].bit_count() > 2)
    crossed = grid.copy()
    crossed.cands[open_cell] &= ~(1 << (solution[open_cell] - 1))  # the solution's digit crossed out
    code, record = hint(capsys, tmp_path, as_rows(crossed), "--givens", HARD)
    assert code == 0 and record["kind"] == "wrong_elimination"
    assert record["wrong"] == [[open_cell, solution[open_cell]]]
    code, record = hint(capsys, tmp_path, as_rows(wrong))             # no givens: the filled cells are the puzzle
    assert code == 1 and record["status"] in ("invalid", "no_solution")


def test_bad_positions_are_said_with_their_cells_and_exit_1(capsys, tmp_path):
    grid = position(HARD, 5)
    rows = as_rows(grid).splitlines()
    empty = next(c for c in range(81) if not grid.values[c])
    line = as_line(grid)
    text = line[:empty * 9] + "." * 9 + line[empty * 9 + 9:]       # a cell with every digit ruled out
    code, record = hint(capsys, tmp_path, text)
    assert code == 1 and record["status"] == "invalid" and record["cells"] == [empty]
    assert f"r{empty // 9 + 1}c{empty % 9 + 1} has no candidate" in record["error"]
    code, record = hint(capsys, tmp_path, "." * 81)
    assert code == 1 and record["status"] == "multiple"
    code, record = hint(capsys, tmp_path, "\n".join(rows), "--givens", FOUR)
    assert code == 1 and record["error_code"] == "bad_argument"
    code, record = hint(capsys, tmp_path, "\n".join(rows), "--givens", "12345")   # --givens itself unreadable:
    assert code == 1 and record["error_code"] == "wrong_cell_count"              # said as --givens's, not the file's
    assert record["error"].startswith("--givens: Found 5 cells")
    assert main(["hint", str(tmp_path / "absent.txt")]) == 2


def test_a_variant_gets_a_hint_by_its_own_rules(capsys, tmp_path):
    from sudoku_core.variants.generation.generator import generate_variant
    from sudoku_core.variants.formats import read_variant, write_fpuzzles, write_iss
    from sudoku_core.variants.logic.hints import variant_hint

    killer = write_iss(generate_variant("killer", level="medium", seed=3).variant)
    code, record = hint(capsys, tmp_path, killer)
    assert code == 0 and record["variant"] == ["killer"]
    assert record["text"] == variant_hint(read_variant(killer)).text(3)
    # --givens is for classic positions: with a variant position, or a variant as --givens (it was
    # "A LeetCode board is a JSON array of rows" for an f-puzzles document), said as such
    for position, givens in ((killer, HARD), (HARD, killer), (HARD, write_fpuzzles(read_variant(killer)))):
        code, record = hint(capsys, tmp_path, position, "--givens", givens)
        assert code == 1 and record["error_code"] == "bad_argument", record
        assert record["error"].startswith("--givens takes a classic puzzle; a variant position's givens"), record


def test_a_budget_stops_the_search_for_a_hint_and_says_so(capsys, tmp_path):
    """hint had no budget: on a givenless little killer its solver's check ran for minutes (rate
    and explain stop at theirs). --budget stops it, classic or variant, with status "stopped"."""
    from sudoku_core.variants.formats import write_iss
    from sudoku_core.variants.generation.generator import generate_variant

    killer = write_iss(generate_variant("killer", level="medium", seed=3).variant)
    for position in (HARD, killer):
        code, record = hint(capsys, tmp_path, position, "--budget", "0")
        assert code == 1 and record["status"] == "stopped" and record["error_code"] == "stopped", record
        assert record["error"].startswith("No hint within the budget of 0 CPU seconds")
        assert record.get("variant") == (["killer"] if position == killer else None)   # a variant's says so
        code, record = hint(capsys, tmp_path, position, "--budget", "600")
        assert code == 0 and record["status"] == "hint"
    path = tmp_path / "position.txt"
    path.write_text(HARD)
    assert main(["hint", str(path), "--budget", "0"]) == 1
    assert capsys.readouterr().out.startswith("stopped: No hint within the budget")


def test_crossed_out_candidates_out_of_range_and_two_digits_for_one_variant_cell_are_refused():
    """``CandidateGrid.from_puzzle`` took cell -1 as the last cell and ignored digit 99; the
    variant hint took the last of two digits given one cell (the classic one refuses both)."""
    from sudoku_core import SudokuError
    from sudoku_core.variants.formats import read_variant
    from sudoku_core.variants.logic.hints import variant_hint

    for pair in ((-1, 7), (0, 99), (0, 0), (81, 1), (0.5, 1)):
        with pytest.raises(SudokuError) as caught:
            CandidateGrid.from_puzzle(parse(HARD), [pair])
        assert caught.value.code == "bad_argument"
    variant = read_variant(HARD)
    empty = HARD.index(".")
    with pytest.raises(SudokuError) as caught:
        variant_hint(variant, [(empty, 1), (empty, 2)])
    assert caught.value.code == "bad_argument" and caught.value.cells == (empty,)


def test_rows_a_row_or_a_cell_off_are_refused_for_what_is_wrong_and_an_empty_8x8_is_no_pencil_grid(capsys, tmp_path):
    from sudoku_core import SudokuError
    from sudoku_core.formats.candidates import is_candidates, read_candidates

    grid = position(HARD, 5)
    cells = [[token(grid, r * 9 + c) for c in range(9)] for r in range(9)]
    rows = [" ".join(row) for row in cells]
    short_row = " ".join(cells[2][:8])
    for text, said in (("\n".join(rows[:8]), "found 8 rows"), ("\n".join(rows + rows[:1]), "found 10 rows"),
                       ("\n".join(rows[:2] + [short_row] + rows[3:]), "row 3 has 8 cells")):
        assert is_candidates(text)
        with pytest.raises(SudokuError) as caught:
            read_candidates(text)
        assert caught.value.code == "bad_format" and said in caught.value.message
        assert caught.value.details["rule"] == "marks_shape"
        code, record = hint(capsys, tmp_path, text)
        assert code == 1 and said in record["error"]     # (it was "Found 158 cells; a 9x9 puzzle has 81")
    for plain in ("." * 64, "1" + "." * 63, "1..." * 16, "." * 81, HARD):
        assert not is_candidates(plain)                  # a plain grid: its own reader's words
    assert is_candidates("12.." * 16) and is_candidates(as_line(position(HARD, 5)))


def test_a_pencil_mark_grid_given_to_solve_or_parse_is_said_to_be_one(capsys, tmp_path):
    """solve read a pencil-mark grid's rows as five puzzles ('Found 20 cells; a 4x4 puzzle has
    16', ...) and parse counted its digits ('Found 191 cells'): both now say what it is, once."""
    from sudoku_core import SudokuError

    grid = position(HARD, 5)
    for text in (as_rows(grid), "\n".join(as_rows(grid).splitlines()[1:-1]), as_line(grid)):
        with pytest.raises(SudokuError) as caught:
            parse(text)
        assert caught.value.details.get("rule") == "marks_position" and "hint" in caught.value.message
        path = tmp_path / "marks.txt"
        path.write_text("# a position\n" + text + "\n\n" + HARD + "\n", encoding="utf-8")
        assert main(["solve", "--json", str(path)]) == 1
        records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
        assert len(records) == 2 and "pencil-mark grid" in records[0]["error"] and records[1]["status"] == "solved"


def test_filled_rows_in_groups_and_grids_with_solved_rows_are_told_apart(capsys, tmp_path):
    """Lines of a filled grid written in groups of nine digits are puzzles, not candidates (each
    cell's candidates run upwards: 534678912 does not); a pencil-mark grid with a row of solved
    cells, first or inside, is still one grid, one error; its side is its rows', whatever its
    borders' length."""
    from sudoku_core import SudokuError
    from sudoku_core.formats.candidates import is_candidates
    from sudoku_core.variants.formats import read_variant

    solved = str(solve(parse(HARD)).solution)
    grouped = " ".join(solved[i:i + 9] for i in range(0, 81, 9))
    path = tmp_path / "two.txt"
    path.write_text(grouped + "\n" + grouped + "\n", encoding="utf-8")
    assert main(["solve", "--json", str(path)]) == 0
    assert [json.loads(line)["status"] for line in capsys.readouterr().out.splitlines()] == ["solved", "solved"]
    odd_row = [" ".join(solved[r * 9:r * 9 + 9]) if r != 1 else " ".join(solved[r * 9 + i:r * 9 + i + 3]
                                                                       for i in (0, 3, 6)) for r in range(9)]
    assert not is_candidates("\n".join(odd_row))           # a filled grid, one row written in threes
    grid = position(HARD, 5)
    for row in (0, 4):
        filled = grid.copy()
        for c in range(row * 9, row * 9 + 9):
            filled.values[c] = int(solved[c])
        text = as_rows(filled)
        path.write_text(text + "\n", encoding="utf-8")
        assert main(["solve", "--json", str(path)]) == 1
        records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
        assert len(records) == 1 and "pencil-mark grid" in records[0]["error"], (row, records)
    wide = as_rows(grid).replace(".---", ".-----", 9)           # borders of another length
    with pytest.raises(SudokuError) as caught:
        read_variant(wide)
    assert caught.value.details["size"] == 9 and "8x8" not in caught.value.message
