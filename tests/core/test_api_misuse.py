"""Misused calls of the logic and variant API are a ``bad_argument`` naming what was expected,
never a TypeError, AttributeError, IndexError or ValueError from deep inside, nor a quiet wrong
answer (a fuzz of the public functions found each of these)."""

from __future__ import annotations

import pytest

from sudoku_core import SudokuError, parse
from sudoku_core.formats.candidates import is_candidates, read_candidates
from sudoku_core.logic import TECHNIQUES, Profile, hint_at, level_of, next_step, notation, rate, sentence, solve_path
from sudoku_core.variants.formats import read_fpuzzles_link, read_iss, read_layout, read_text, read_variant
from sudoku_core.variants.formats.detect import variant_format, variant_in
from sudoku_core.variants.generation import generate_variant
from sudoku_core.variants.logic import variant_hint, variant_path

PUZZLE = parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..")
DIAGONAL = read_variant("variant: diagonal\n2..5.....\n.....7821\n.........\n.8..6..5.\n.9.......\n3.1.8....\n"
                        "1........\n....562..\n9..7..3..\n")
STEP = hint_at(PUZZLE).step

MISUSES = {
    "hint_at techniques None": lambda: hint_at(PUZZLE, techniques=None),
    "hint_at technique names": lambda: hint_at(PUZZLE, techniques=["x_wing"]),
    "hint_at techniques text": lambda: hint_at(PUZZLE, techniques="abc"),
    "a profile without techniques": lambda: rate(PUZZLE, profile=Profile("x", None, False)),
    "a profile of names": lambda: Profile("x", ["bogus"], False),
    "variant_path no values": lambda: variant_path(DIAGONAL, values=[]),
    "variant_path negative values": lambda: variant_path(DIAGONAL, values=[-1] * 81),
    "variant_path values too large": lambda: variant_path(DIAGONAL, values=[99] * 81),   # was an empty path
    "variant_path a Puzzle for values": lambda: variant_path(DIAGONAL, values=PUZZLE),
    "variant_path max_steps None": lambda: variant_path(DIAGONAL, max_steps=None),
    "variant_path techniques None": lambda: variant_path(DIAGONAL, techniques=None),
    "variant_hint entries a Puzzle": lambda: variant_hint(DIAGONAL, entries=PUZZLE),
    "variant_hint entries a number": lambda: variant_hint(DIAGONAL, entries=5),
    "variant_hint eliminated a number": lambda: variant_hint(DIAGONAL, eliminated=5),
    "read_iss None": lambda: read_iss(None),
    "read_text None": lambda: read_text(None),
    "read_layout None": lambda: read_layout(None),
    "read_fpuzzles_link None": lambda: read_fpuzzles_link(None),
    "variant_format None": lambda: variant_format(None),
    "variant_in a number": lambda: variant_in(5),
    "read_candidates None": lambda: read_candidates(None),
    "level_of a name": lambda: level_of("hard"),
    "generate_variant progress text": lambda: generate_variant("diagonal", progress="x"),
    "solve_path a Puzzle": lambda: solve_path(PUZZLE),
    "next_step a Puzzle": lambda: next_step(PUZZLE),
    "peers of text": lambda: DIAGONAL.peers("a"),
    "peers past the grid": lambda: DIAGONAL.peers(81),
    "peers of -1": lambda: DIAGONAL.peers(-1),                                           # were cell 80's
    "with_givens None": lambda: DIAGONAL.with_givens(None),
    "with_givens 80 cells": lambda: DIAGONAL.with_givens([0] * 80),
    "with_givens 99": lambda: DIAGONAL.with_givens([99] * 81),
    "with_givens text": lambda: DIAGONAL.with_givens(["1"] * 81),
    "notation of None": lambda: notation(None, 9, "123456789"),                      # was an AttributeError
    "sentence of a hint": lambda: sentence(hint_at(PUZZLE), 9, "123456789"),
    "notation size text": lambda: notation(STEP, "9", "123456789"),
    "notation too few symbols": lambda: notation(STEP, 9, "1234"),                   # was an IndexError
    "sentence symbols None": lambda: sentence(STEP, 9, None),
}


@pytest.mark.parametrize("name", sorted(MISUSES))
def test_a_misused_call_is_a_bad_argument(name):
    with pytest.raises(SudokuError) as caught:
        MISUSES[name]()
    assert caught.value.code == "bad_argument", caught.value.message


def test_the_same_calls_used_rightly_still_work():
    assert hint_at(PUZZLE, techniques=TECHNIQUES[:3]).kind in ("step", "stuck")
    assert variant_path(DIAGONAL, values=list(DIAGONAL.givens), max_steps=3).steps
    assert DIAGONAL.with_givens(DIAGONAL.givens) == DIAGONAL and len(DIAGONAL.peers(0)) > 20
    assert DIAGONAL.with_givens(()).givens == ()          # the rules alone, as the tables are built
    assert level_of(1.2) == "easy" and not is_candidates(None)
    assert notation(STEP, 9, "123456789") and sentence(STEP, 9, "ABCDEFGHI")


@pytest.mark.parametrize("count", [80, 82, 2])
def test_a_list_of_cell_values_of_the_wrong_length_is_said_as_such(count):
    # hint_at's entries as "a list of every cell's value": one of 80 values was read as (cell, digit)
    # pairs and refused as "An entry is a (cell, digit) pair; got 0.", which named no count.
    values = (list(PUZZLE.cells) * 2)[:count]
    with pytest.raises(SudokuError) as caught:
        hint_at(PUZZLE, entries=values)
    assert caught.value.code == "bad_argument"
    assert "holds 81 values" in caught.value.message and f"got {count}." in caught.value.message
    assert caught.value.details == {"found": count, "expected": 81}
    assert hint_at(PUZZLE, entries=list(PUZZLE.cells)).kind == "step"
