"""Fuzzing the public API with a fixed budget: any text ends in a puzzle or a SudokuError,
and whatever parse() accepts, the conflict finder, hints, pencil marks, the tutorial
searches, the player and the logic engine's first step accept too; every error survives pickling."""

import pickle
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sudoku_core import EXAMPLES, Puzzle, SudokuError, find_conflicts, format_puzzle, parse
from sudoku_core.algorithms import ALGORITHMS, Player, hint, make, pencil_marks
from sudoku_core.logic import CandidateGrid, next_step

def fuzz(examples):
    """A fixed, reproducible budget (the same inputs on every run, in CPython and in Pyodide)."""
    return settings(max_examples=examples, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
FORMATS = ("auto", "line", "grid", "luogu", "leetcode")
ALPHABET = list("0123456789.-_*|+=[]{}\",;: \t\nabcdefgGhHpPzZ²٣３\ufeff\u200b\x00"
                # issue 29 item 7: Unicode spaces, bidi marks, line separators, full-width forms, CR
                "\u00a0\u3000\u2009\u200e\u200f\u202e\u2066\u2069\u2028\u0085\uff0e\uff10\uff19\uff21\uff5c\uff3b\r")
INKALA = EXAMPLES["inkala"]


@st.composite
def mutated_puzzles(draw):
    """A valid puzzle of any size written in any format, then a few characters changed,
    inserted or deleted."""
    size = draw(st.sampled_from([4, 9, 16, 25]))
    rnd = random.Random(draw(st.integers(0, 2 ** 32)))
    cells = tuple(rnd.choice([0, 0, rnd.randint(1, size)]) for _ in range(size * size))
    fmt = draw(st.sampled_from(["line", "grid", "luogu", "leetcode"]))
    text = list(format_puzzle(Puzzle(cells, size), fmt))
    for _ in range(draw(st.integers(0, 4))):
        where = rnd.randrange(len(text) + 1)
        action = rnd.choice(["change", "insert", "delete"])
        if action == "insert" or not text:
            text.insert(where, rnd.choice(ALPHABET))
        elif action == "change":
            text[min(where, len(text) - 1)] = rnd.choice(ALPHABET)
        else:
            del text[min(where, len(text) - 1)]
    return "".join(text)


TEXTS = st.one_of(st.text(max_size=300), st.text(alphabet=st.sampled_from(ALPHABET), max_size=700), mutated_puzzles())


def parse_or_none(text, fmt="auto", size=None):
    try:
        puzzle = parse(text, fmt, size)
    except SudokuError as error:
        assert error.code and error.message
        back = pickle.loads(pickle.dumps(error))  # as a worker process hands it over (issue 29, item 5)
        assert (back.to_dict(), back.position) == (error.to_dict(), error.position)
        return None
    assert len(puzzle.cells) == puzzle.size * puzzle.size
    assert all(type(v) is int and 0 <= v <= puzzle.size for v in puzzle.cells)
    return puzzle


@fuzz(300)
@given(TEXTS, st.sampled_from(FORMATS), st.sampled_from([None, 4, 9, 16, 25]))
def test_any_text_is_a_puzzle_or_a_sudoku_error(text, fmt, size):
    parse_or_none(text, fmt, size)


def accepts(call, *args):
    """The call returns normally or raises SudokuError: nothing else."""
    try:
        return call(*args)
    except SudokuError:
        return None


@fuzz(60)
@given(mutated_puzzles(), st.sampled_from(sorted(ALGORITHMS)))
def test_whatever_parse_accepts_the_rest_of_the_api_accepts(text, algorithm):
    puzzle = parse_or_none(text)
    if puzzle is None:
        return
    accepts(find_conflicts, puzzle)
    accepts(hint, puzzle)
    accepts(pencil_marks, puzzle)
    search = accepts(make, algorithm, puzzle)
    if search is not None:
        for _, _ in zip(range(50), search.steps()):
            pass
    player = accepts(Player, puzzle, algorithm)
    if player is not None:
        player.step()
        player.seek(30)
        player.back()
        player.data()
    grid = accepts(CandidateGrid.from_puzzle, puzzle)
    if grid is not None and puzzle.size <= 9:
        accepts(next_step, grid)


# ----- issue 29 item 7: paste noise changes nothing ----------------------------------------------
NOISE_MARKS = ("\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u200e", "\u200f", "\u202a", "\u202b",
               "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u00ad")
NOISE_SPACES = ("\u00a0", "\u3000", "\u2002", "\u2003", "\u2009", "\u202f", "\u205f", "\u1680")


@fuzz(120)
@given(st.sampled_from([4, 9, 16, 25]), st.integers(0, 2 ** 32), st.sampled_from(["line", "grid", "luogu", "leetcode"]))
def test_a_puzzle_pasted_with_invisible_marks_unicode_spaces_and_full_width_forms_reads_the_same(size, seed, fmt):
    rnd = random.Random(seed)
    puzzle = Puzzle(tuple(rnd.choice([0, rnd.randint(1, size)]) for _ in range(size * size)), size)
    noisy = []
    for ch in format_puzzle(puzzle, fmt):
        if rnd.random() < 0.1:
            noisy.append(rnd.choice(NOISE_MARKS))
        if ch == " ":
            ch = rnd.choice(NOISE_SPACES + (" ",))
        elif "!" <= ch <= "~" and rnd.random() < 0.5:
            ch = chr(ord(ch) + 0xFEE0)  # its full-width form
        noisy.append(ch)
    assert parse("".join(noisy)) == parse(format_puzzle(puzzle, fmt))
