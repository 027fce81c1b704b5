"""Fuzzing the variant readers with a fixed budget: any text ends in a variant or a SudokuError
(never another exception, never a hang), and whatever reads is written back by every writer, read
back the same and checked against its own rules without an error.

Seeds: variants of every rule written in every format (f-puzzles JSON and links, ISS strings, our
text form, jigsaw layouts, SudoCue strings), then characters changed, inserted or deleted, with
the characters that broke readers before (session 33's fuzz run: box lines such as ``boxes: 2x2``,
``²`` where a number goes, thousands of digits, rule fields that are not true or false)."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sudoku_core import SudokuError
from sudoku_core.variants.conflicts import variant_conflicts
from sudoku_core.variants.formats import (
    read_variant, write_fpuzzles, write_fpuzzles_link, write_iss, write_text,
)


def fuzz(examples):
    """A fixed, reproducible budget (the same inputs on every run, in CPython and in Pyodide)."""
    return settings(max_examples=examples, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))


SEEDS = (
    "variant: killer, diagonal+\nsize: 6\n1.....\n......\n..3...\n......\n......\n.....6\n"
    "cage 7: r1c2 r1c3\ncage: r2c1 r3c1\neven: r6c1\nodd: r5c5\nhouse: r4c4 r4c5 r5c4\n",
    "variant: windoku, disjoint, anti-knight\nsize: 8\nboxes: 4x2\nodd: r8c8\n",
    "variant: jigsaw, anti-king, non-consecutive\nsize: 5\nregions:\n00011\n02211\n02221\n33344\n33444\n",
    "variant: diagonal, no-boxes\nsize: 7\n",
    "variant: killer\nsize: 9\ncage 10: r1c1 r1c2 r2c1\ncage 17: r9c9 r9c8\n",
)
WRITERS = (write_fpuzzles, write_fpuzzles_link, write_iss, write_text)
EXTRA = (
    "3x3::k:" + ":".join(["2563"] * 81),
    "000000021453303021453333221453322221455566121445666111445566667488887777888887777",
    ".Shape~6x6.Cage~7~R1C1~R1C2.Windoku.AntiKnight.~R3C3_1",
)
ALPHABET = list("0123456789.:~_-+x, \n\t{}[]\"'rRcC#|/\\=&?%") + [
    "true", "false", "null", "1x9", "2x2", "0x9", "9" * 60, "\u00b2", "\u0663", "\uff13", "\u200b",
    "Cage~", "Jigsaw~", "Diagonal~", "boxes: ", "size: ", "cage 45: ", "regions:\n", "r99c99", "R0C0",
]


@st.composite
def mutated(draw):
    """A variant written in some format, then a few characters or tokens changed, inserted or
    deleted."""
    rnd = random.Random(draw(st.integers(0, 2 ** 32)))
    writer = rnd.choice(WRITERS + (None,))
    text = rnd.choice(EXTRA) if writer is None else writer(read_variant(rnd.choice(SEEDS)))
    chars = list(text)
    for _ in range(draw(st.integers(0, 5))):
        where = rnd.randrange(len(chars) + 1)
        action = rnd.choice(["change", "insert", "delete"])
        if action == "insert" or not chars:
            chars.insert(where, rnd.choice(ALPHABET))
        elif action == "change":
            chars[min(where, len(chars) - 1)] = rnd.choice(ALPHABET)
        else:
            del chars[min(where, len(chars) - 1)]
    return "".join(chars)


@fuzz(400)
@given(mutated())
def test_any_variant_text_is_a_variant_or_a_sudoku_error_and_reads_back_the_same(text):
    try:
        variant = read_variant(text)
    except SudokuError as error:
        assert error.code and error.message
        return
    variant_conflicts(variant, list(variant.givens))
    for writer in WRITERS:
        again = read_variant(writer(variant))
        assert again.replace(name="") == variant.replace(name=""), writer.__name__
