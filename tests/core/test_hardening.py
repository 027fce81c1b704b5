"""Hardening of the public API: every size, format and empty mark round-trips;
border lines are told from rows of empty cells; odd characters, deep JSON and
huge numbers are explained; misused calls raise SudokuError("bad_argument");
a SudokuError survives pickle and copy whole (it crosses process boundaries)."""

import copy
import json
import pickle
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sudoku_core import (
    EXAMPLES, Puzzle, SolveTask, SudokuError, check_givens, count_solutions, find_conflicts, format_puzzle, parse,
    solve,
)
from sudoku_core.algorithms import Player, hint, make, pencil_marks, race_one
from sudoku_core.errors import ERROR_CODES
from sudoku_core.puzzle import HEX_SYMBOLS

SIZES = (4, 9, 16, 25)
OUTPUTS = ("line", "grid", "luogu", "leetcode")
MARKS = (None, ".", "0", "-", "_", "*")
INKALA = EXAMPLES["inkala"]


# ----- random puzzles (shared with test_fuzz) ------------------------------------------------
@st.composite
def puzzles(draw, sizes=SIZES):
    """A random grid of any size, not necessarily valid (parse does not check
    validity): some rows entirely empty, sometimes a first row of low digits only,
    and for 16x16 sometimes the hexadoku alphabet 0-F."""
    size = draw(st.sampled_from(sizes))
    rng = random.Random(draw(st.integers(0, 2 ** 32 - 1)))
    fill = draw(st.sampled_from((0.0, 0.2, 0.6, 1.0)))
    cells = [rng.randint(1, size) if rng.random() < fill else 0 for _ in range(size * size)]
    for row in draw(st.lists(st.integers(0, size - 1), max_size=3)):
        cells[row * size:(row + 1) * size] = [0] * size
    hexa = size == 16 and draw(st.booleans())
    if draw(st.booleans()):  # a first row of low digits only (0-4; 0 is a digit in hexadoku)
        cells[:size] = [rng.randint(0, 5 if hexa else 4) for _ in range(size)]
    if hexa:
        # Hexadoku is recognised by a "0" digit beside another empty mark.
        cells[rng.randrange(size * size)] = 1
        cells[rng.randrange(size * size)] = 0
    return Puzzle(tuple(cells), size, HEX_SYMBOLS if hexa else "")


def marks_for(puzzle, fmt):
    """The empty marks a puzzle can be written with: "0" only where it is no digit."""
    return [m for m in MARKS if not (m == "0" and "0" in puzzle.symbols and fmt != "luogu")]


def assert_round_trip(puzzle, fmt, mark):
    text = format_puzzle(puzzle, fmt, empty=mark)
    for back in (parse(text), parse(text, fmt), parse(text, size=puzzle.size)):
        assert (back.size, back.cells) == (puzzle.size, puzzle.cells), (fmt, mark, text)


# ----- 1. round trips ------------------------------------------------------------------------
@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(puzzles(), st.sampled_from(OUTPUTS))
def test_every_size_format_and_mark_round_trips(puzzle, fmt):
    for mark in marks_for(puzzle, fmt):
        assert_round_trip(puzzle, fmt, mark)


def with_empty_row(size, row, hexa=False):
    cells = [(i * 7 + i // size) % size + 1 for i in range(size * size)]
    cells[row * size:(row + 1) * size] = [0] * size
    cells[-1] = 0
    return Puzzle(tuple(cells), size, HEX_SYMBOLS if hexa else "")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("fmt", OUTPUTS)
@pytest.mark.parametrize("mark", MARKS)
@pytest.mark.parametrize("row", [0, 1, "last"])
def test_grids_with_an_empty_row_round_trip(size, fmt, mark, row):
    puzzle = with_empty_row(size, size - 1 if row == "last" else row)
    assert_round_trip(puzzle, fmt, mark)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("fmt", OUTPUTS)
@pytest.mark.parametrize("mark", MARKS)
def test_empty_grids_and_low_first_rows_round_trip(size, fmt, mark):
    assert_round_trip(Puzzle.empty(size), fmt, mark)
    low = [0] * (size * size)
    low[:size] = [i % 5 for i in range(size)]  # 0-4 only
    assert_round_trip(Puzzle(tuple(low), size), fmt, mark)


@pytest.mark.parametrize("fmt", OUTPUTS)
@pytest.mark.parametrize("mark", [m for m in MARKS if m != "0"])
def test_hexadoku_round_trips_with_its_alphabet(fmt, mark):
    puzzle = with_empty_row(16, 3, hexa=True)
    text = format_puzzle(puzzle, fmt, empty=mark)
    assert parse(text).cells == puzzle.cells
    if fmt != "luogu":  # Luogu rows are numbers, in no alphabet
        assert parse(text).symbols == HEX_SYMBOLS


def test_a_solved_hexadoku_round_trips():
    base = [((r % 4) * 4 + r // 4 + c) % 16 + 1 for r in range(16) for c in range(16)]
    solution = Puzzle(tuple(base), 16, HEX_SYMBOLS)
    for fmt in ("line", "grid", "leetcode"):
        back = parse(format_puzzle(solution, fmt))
        assert back.cells == solution.cells and back.symbols == HEX_SYMBOLS


def test_sixteen_grid_written_with_dashes_and_an_empty_row_reads_back():
    # The case: the empty row was taken for a border line.
    puzzle = with_empty_row(16, 5)
    text = format_puzzle(puzzle, "grid", empty="-")
    assert "- - - - | - - - - | - - - - | - - - -" in text.splitlines()
    assert parse(text) == puzzle


def test_dash_lines_rows_or_borders():
    row = "- - - | - - - | - - -"
    digits = "1 2 3 | 4 5 6 | 7 8 9"
    lines = [digits, row, "------+-------+------", row] + [digits] * 6
    assert parse("\n".join(lines)).givens == 7 * 9  # 9 rows: 7 of digits, 2 of empty cells
    # Borders of plain dashes and spaced dashes that do not match the width are skipped.
    assert parse("\n".join([digits] * 3 + ["---------------------"] + [digits] * 6)).size == 9
    assert parse("\n".join([digits] * 3 + ["- - - -"] + [digits] * 6)).size == 9
    assert parse("\n".join([digits] * 3 + ["=" * 21] + [digits] * 6)).size == 9


def test_dash_rules_for_single_lines_compact_rows_and_small_grids():
    assert parse("-" * 81).givens == 0  # a single line is never a border
    assert parse("\n" + "-" * 81 + "\n").givens == 0
    compact = ["123456789"] * 4 + ["---------"] + ["123456789"] * 4
    assert parse("\n".join(compact)).cells[36:45] == (0,) * 9  # a compact row of empties
    four = "1 2 | 3 4\n- - - -\n3 4 | 1 2\n- - - -\n2 1 | 4 3\n4 3 | 2 1"
    assert parse(four).size == 4 and parse(four).givens == 16  # separators: 16 cells, not 24
    everything_empty = "\n".join(["- - | - -", "- - | - -", "----+----", "- - | - -", "- - | - -"])
    assert parse(everything_empty) == Puzzle.empty(4)


def test_wrong_cell_count_reports_the_cells_really_found():
    lines = format_puzzle(with_empty_row(16, 2), "grid", empty="-").splitlines()
    lines[0] = lines[0][:-2]  # one cell less
    with pytest.raises(SudokuError) as caught:
        parse("\n".join(lines))
    assert caught.value.code == "wrong_cell_count"
    assert caught.value.details == {"found": 255, "expected": 256, "line": 1, "holds": 15,
                                    "width": 16}   # the row one short named
    assert "Found 255 cells" in caught.value.message and "line 1 holds 15, the others 16" in caught.value.message


def test_board_row_counts_carry_cell_counts():
    with pytest.raises(SudokuError) as caught:
        parse(json.dumps([["."] * 9] * 8))
    assert caught.value.details == {"found": 72, "expected": 81, "board_rows": 8}


# ----- 2. odd text becomes SudokuError -------------------------------------------------------
def luogu_with(token, cell=20):
    tokens = ["16"] + ["0"] * 255
    tokens[cell] = token
    return "\n".join(" ".join(tokens[r * 16:(r + 1) * 16]) for r in range(16))


@pytest.mark.parametrize("digit", ["\u00b2", "\u0663", "\u0969"])  # full-width ３ is read: see test_pastes
@pytest.mark.parametrize("fmt", ["auto", "luogu"])
def test_non_ascii_digits_are_unknown_symbols_naming_the_cell(digit, fmt):
    with pytest.raises(SudokuError) as caught:
        parse(luogu_with(digit), fmt)
    assert caught.value.code == "unknown_symbol"
    assert caught.value.details["row"] == 2 and caught.value.details["column"] == 5
    assert caught.value.cells == (20,)


@pytest.mark.parametrize("digit", ["\u00b2", "\u0663", "\u0131"])  # dotless i upper-cases to I
@pytest.mark.parametrize("size", [9, 25])
def test_non_ascii_characters_are_unknown_in_one_line_strings_and_boards(digit, size):
    line = "." * 7 + digit + "." * (size * size - 8)
    board = json.dumps([list(line[r * size:(r + 1) * size]) for r in range(size)])
    for text in (line, board):
        with pytest.raises(SudokuError) as caught:
            parse(text)
        assert caught.value.code == "unknown_symbol" and caught.value.cells == (7,)


def test_luogu_numbers_over_the_int_digit_limit_are_unknown_symbols():
    with pytest.raises(SudokuError) as caught:
        parse(luogu_with("9" * 5000), "luogu")
    assert caught.value.code == "unknown_symbol" and caught.value.cells == (20,)
    assert len(caught.value.message) < 300


@pytest.mark.parametrize("text", ["[" * 5000, "[" * 5000 + "]" * 5000, "{" * 5000, '[{"a":' * 3000])
def test_deeply_nested_json_is_a_bad_format(text):
    for fmt in ("auto", "leetcode"):
        with pytest.raises(SudokuError) as caught:
            parse(text, fmt)
        assert caught.value.code == "bad_format"


def test_oversized_json_is_a_bad_format():
    with pytest.raises(SudokuError) as caught:
        parse("[" + " " * 2_000_000 + "]")
    assert caught.value.code == "bad_format"
    pretty = json.dumps([["."] * 25] * 25, indent=8)  # a large board with generous whitespace is fine
    assert parse(pretty).size == 25


def test_json_with_a_huge_number_is_a_bad_format():
    with pytest.raises(SudokuError) as caught:
        parse("[[" + "9" * 5000 + "]]")
    assert caught.value.code == "bad_format"


@pytest.mark.parametrize("start", ["\ufeff", "\u200b", "\ufeff\u200b", "\u2060", "\ufeff\n"])
def test_a_leading_byte_order_mark_is_skipped(start):
    board = json.dumps([list(INKALA[r * 9:(r + 1) * 9]) for r in range(9)])
    for text in (INKALA, format_puzzle(parse(INKALA), "grid"), EXAMPLES["luogu"], board):
        assert str(parse(start + text)) == INKALA
    with pytest.raises(SudokuError) as caught:
        parse(start + "12x" + "." * 78)
    assert "row 1, column 3" in caught.value.message and caught.value.code == "unknown_symbol"


def test_a_byte_order_mark_alone_is_empty_input():
    with pytest.raises(SudokuError) as caught:
        parse("\ufeff")
    assert caught.value.code == "empty_input"


# ----- 2. misused API calls ------------------------------------------------------------------
P = parse(INKALA)
MISUSES = {
    "Puzzle(None)": lambda: Puzzle(None),
    "Puzzle(str)": lambda: Puzzle(INKALA),
    "Puzzle(size float)": lambda: Puzzle(P.cells, 9.0),
    "Puzzle(size bool)": lambda: Puzzle((0,) * 1, True),
    "Puzzle(size str)": lambda: Puzzle(P.cells, "9"),
    "Puzzle(size list)": lambda: Puzzle(P.cells, [9]),
    "Puzzle(symbols int)": lambda: Puzzle(P.cells, 9, symbols=5),
    "Puzzle(symbols repeated)": lambda: Puzzle(P.cells, 9, symbols="112345678"),
    "Puzzle(symbols letters)": lambda: Puzzle(P.cells, 9, symbols="ABCDEFGHI"),
    "Puzzle(symbols with empty mark)": lambda: Puzzle(P.cells, 9, symbols=".12345678"),
    "Puzzle(symbols with space)": lambda: Puzzle(P.cells, 9, symbols=" 12345678"),
    "Puzzle(symbols too short)": lambda: Puzzle(P.cells, 9, symbols="1234"),
    "Puzzle(symbols full-width)": lambda: Puzzle(P.cells, 9, symbols="１２３４５６７８９"),
    "Puzzle(16 symbols hex for 9)": lambda: Puzzle(P.cells, 9, symbols="012345678"),
    "SolveTask(keep 1.0)": lambda: SolveTask(P, 5, keep=1.0),
    "Puzzle.empty(9.0)": lambda: Puzzle.empty(9.0),
    "Puzzle.empty([9])": lambda: Puzzle.empty([9]),
    "symbol(99)": lambda: P.symbol(99),
    "symbol(-1)": lambda: P.symbol(-1),
    "find_conflicts(None)": lambda: find_conflicts(None),
    "find_conflicts(text)": lambda: find_conflicts("text"),
    "check_givens(text)": lambda: check_givens(INKALA),
    "hint(text)": lambda: hint("text"),
    "pencil_marks(text)": lambda: pencil_marks("text"),
    "make(list name)": lambda: make(["scan"], P),
    "make(text puzzle)": lambda: make("scan", INKALA),
    "race_one(steps str)": lambda: race_one("scan", P, max_steps="9"),
    "race_one(text)": lambda: race_one("scan", INKALA),
    "Player(text)": lambda: Player(INKALA, "scan"),
    "Player(dict algorithm)": lambda: Player(P, {}),
    "Player(max_steps float)": lambda: Player(P, "scan", max_steps=1.5),
    "seek(1.5)": lambda: Player(P, "scan").seek(1.5),
    "seek('3')": lambda: Player(P, "scan").seek("3"),
    "seek(None)": lambda: Player(P, "scan").seek(None),
    "seek_iter chunk 0": lambda: list(Player(P, "scan").seek_iter(5, chunk=0)),
    "advance('2')": lambda: Player(P, "scan").advance("2"),
    "format_puzzle(empty=5)": lambda: format_puzzle(P, empty=5),
    "format_puzzle(empty=x)": lambda: format_puzzle(P, empty="xy"),
    "format_puzzle(empty=x one)": lambda: format_puzzle(P, empty="x"),
    "format_puzzle(empty=space)": lambda: format_puzzle(P, "grid", empty=" "),
    "format_puzzle(empty=|)": lambda: format_puzzle(P, "line", empty="|"),
    "format_puzzle(empty=full-width .)": lambda: format_puzzle(P, empty="\uff0e"),
    "format_puzzle(text)": lambda: format_puzzle("text"),
    "format_puzzle(fmt list)": lambda: format_puzzle(P, ["line"]),
    "format_puzzle(hex empty 0)": lambda: format_puzzle(with_empty_row(16, 1, hexa=True), "grid", empty="0"),
    "parse(size=[9])": lambda: parse(INKALA, size=[9]),
    "parse(size='9')": lambda: parse(INKALA, size="9"),
    "parse(size=9.0)": lambda: parse(INKALA, size=9.0),
    "parse(size=True)": lambda: parse(INKALA, size=True),
    "parse(fmt=None)": lambda: parse(INKALA, fmt=None),
    "parse(fmt=list)": lambda: parse(INKALA, fmt=["line"]),
    "parse(bytes)": lambda: parse(INKALA.encode()),
    "solve(None)": lambda: solve(None),
    "solve(text)": lambda: solve(INKALA),
    "count_solutions(cap='x')": lambda: count_solutions(P, cap="x"),
    "count_solutions(cap=True)": lambda: count_solutions(P, cap=True),
    "count_solutions(None)": lambda: count_solutions(None),
    "SolveTask(None)": lambda: SolveTask(None),
    "SolveTask(max 2.0)": lambda: SolveTask(P, 2.0),
    "run(every='x')": lambda: list(SolveTask(P).run(every="x")),
    "run(every=-1)": lambda: list(SolveTask(P).run(every=-1)),
}


@pytest.mark.parametrize("name", sorted(MISUSES))
def test_misused_calls_raise_bad_argument(name):
    with pytest.raises(SudokuError) as caught:
        MISUSES[name]()
    assert caught.value.code == "bad_argument", caught.value.message
    assert caught.value.message and len(caught.value.message) < 300


def test_out_of_range_cell_values_are_unknown_symbols_with_short_messages():
    with pytest.raises(SudokuError) as caught:
        Puzzle((10 ** 5000,) + P.cells[1:])
    assert caught.value.code == "unknown_symbol" and caught.value.cells == (0,)
    assert len(caught.value.message) < 300


def test_seeking_before_the_start_is_the_start():
    player = Player(P, "scan")
    player.seek(5)
    player.seek(-1)
    assert player.position == 0


def test_unsupported_whole_sizes_stay_bad_size():
    for call in (lambda: parse(INKALA, size=7), lambda: Puzzle(P.cells, 7), lambda: Puzzle.empty(0)):
        with pytest.raises(SudokuError) as caught:
            call()
        assert caught.value.code == "bad_size"


def test_well_formed_calls_still_work():
    assert Puzzle(list(P.cells), 9).cells == P.cells  # any iterable of numbers
    assert format_puzzle(P, empty="") == INKALA  # "" means the default mark
    player = Player(P, "scan")
    player.seek(5)
    player.seek(0)
    assert player.position == 0
    assert count_solutions(P, cap=2).count == 1


# ----- 3. errors cross process boundaries (issue 29, item 5) ---------------------------------
JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=8)


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(sorted(ERROR_CODES)), st.text(max_size=60), st.lists(st.integers(0, 624), max_size=5),
       st.none() | st.integers(0, 10 ** 6), st.dictionaries(st.text(max_size=8), JSONISH, max_size=4))
def test_a_sudoku_error_survives_pickle_and_copy_with_every_field(code, message, cells, position, details):
    """A worker process or a Dask worker pickles the error it raises; the caller must get it whole
    (the default pickling called SudokuError(message) and broke the process pool)."""
    error = SudokuError(code, message, cells, position, details)
    error.add_note("raised in chunk easy-000003.jsonl")
    for back in (pickle.loads(pickle.dumps(error)), copy.copy(error), copy.deepcopy(error)):
        assert type(back) is SudokuError and isinstance(back, ValueError) and str(back) == message
        assert (back.code, back.message, back.cells, back.position, back.details) == \
               (code, message, tuple(cells), position, details)
        assert back.to_dict() == error.to_dict() and back.__notes__ == error.__notes__


def test_errors_raised_by_the_api_pickle_whole():
    for call in (lambda: parse("12x" + INKALA[3:]), lambda: parse(INKALA[:80]), lambda: Puzzle(P.cells, 7)):
        with pytest.raises(SudokuError) as caught:
            call()
        back = pickle.loads(pickle.dumps(caught.value))
        assert back.to_dict() == caught.value.to_dict() and back.position == caught.value.position


# ----- issue 29 item 7: bounded Puzzle(), two kept solutions, alphabets that read back, seeds -----
from itertools import count as counting, repeat  # noqa: E402

from sudoku_core.generation.generator import generate  # noqa: E402
from sudoku_core.puzzle import ALPHABETS, DEFAULT_SYMBOLS  # noqa: E402
from sudoku_core.generation.randomness import MAX_SEED, Rng, require_seed  # noqa: E402


@pytest.mark.parametrize("size", SIZES)
def test_puzzle_reads_an_endless_iterable_no_further_than_the_grid(size):
    taken = counting()

    def endless():
        while True:
            next(taken)
            yield 0

    with pytest.raises(SudokuError) as caught:
        Puzzle(endless(), size)
    assert caught.value.code == "wrong_cell_count"
    assert f"more than {size * size} cells" in caught.value.message
    assert next(taken) == size * size + 1  # read one value past the grid, then stopped
    for endless_kind in (repeat(1), range(10 ** 15), map(int, repeat("0"))):
        with pytest.raises(SudokuError):
            Puzzle(endless_kind, size)


def test_puzzle_takes_any_iterable_of_the_right_length():
    assert Puzzle(iter(P.cells)) == P == Puzzle(list(P.cells)) == Puzzle(v for v in P.cells)
    assert Puzzle(map(int, "0" * 16), 4) == Puzzle.empty(4)
    with pytest.raises(SudokuError) as caught:
        Puzzle(iter(P.cells[:-1]))
    assert caught.value.code == "wrong_cell_count" and caught.value.details == {"found": 80, "expected": 81}


@pytest.mark.parametrize("cap", [2, 3, 50, 400])
def test_count_keeps_two_solutions_that_differ_whatever_the_cap(cap):
    counted = count_solutions(Puzzle.empty(9), cap)
    assert (counted.count, counted.capped) == (cap, True)
    first, second = counted.solutions
    assert first != second and all(first.cells) and all(second.cells)
    task = SolveTask(Puzzle.empty(4), 200, keep=1)  # an empty 4x4 grid has 288 solutions
    for _ in task.run():
        pass
    assert task.found == 200 and len(task.solutions) == 1 and task.result.status == "multiple"


@pytest.mark.parametrize("size", SIZES)
def test_every_allowed_alphabet_round_trips_in_every_format(size):
    for symbols in ALPHABETS[size]:
        for alphabet in (symbols, symbols.lower()):
            puzzle = Puzzle(with_empty_row(size, 1).cells, size, alphabet)
            assert puzzle.symbols == symbols  # letters are kept upper-case, as parse() gives them
            for fmt in OUTPUTS:
                for mark in marks_for(puzzle, fmt):
                    back = parse(format_puzzle(puzzle, fmt, empty=mark))
                    assert back.cells == puzzle.cells, (symbols, fmt, mark)
                    if fmt != "luogu":  # Luogu rows are numbers, in no alphabet
                        assert back == puzzle, (symbols, fmt, mark)
            assert parse(str(puzzle)) == puzzle


@settings(max_examples=40, deadline=None, derandomize=True)
@given(st.text(min_size=1, max_size=25))
def test_no_other_alphabet_is_accepted(symbols):
    size = min(SIZES, key=lambda n: abs(n - len(symbols)))
    if symbols.upper() in ALPHABETS[size] and symbols.isascii():
        return
    with pytest.raises(SudokuError) as caught:
        Puzzle((0,) * size * size, size, symbols)
    assert caught.value.code == "bad_argument"
    assert repr(DEFAULT_SYMBOLS[size]) in caught.value.message


def test_seeds_are_whole_numbers_up_to_two_to_the_64_minus_one():
    assert require_seed(0) == 0 and require_seed(MAX_SEED) == MAX_SEED == 2 ** 64 - 1
    for seed in (2 ** 64, 2 ** 64 + 1, 2 ** 200, 10 ** 5000):
        for call in (lambda: require_seed(seed), lambda: Rng(seed), lambda: generate(4, seed=seed)):
            with pytest.raises(SudokuError) as caught:
                call()
            assert caught.value.code == "bad_argument" and str(MAX_SEED) in caught.value.message
            assert len(caught.value.message) < 300
    for seed in (-1, 1.5, "7", True):
        with pytest.raises(SudokuError):
            require_seed(seed)
    from sudoku_core.generation.bank import Plan

    with pytest.raises(SudokuError) as caught:
        Plan(("easy",), 1, seed=2 ** 64).check()
    assert caught.value.code == "bad_argument" and "bank seed" in caught.value.message
    # The top seed is a seed like any other, and differs from the seeds it used to be truncated to.
    top, zero = generate(4, seed=MAX_SEED), generate(4, seed=0)
    assert top.seed == MAX_SEED and generate(4, seed=MAX_SEED).puzzle == top.puzzle
    assert Rng(MAX_SEED).next64() != Rng(0).next64()
