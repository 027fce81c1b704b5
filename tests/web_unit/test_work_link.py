"""The player's work in a link (``?work=``, work_link) and the colours of a position (issue 30 items 8, 9).

Pure modules in CPython: the link's text form round-trips every part, reads an empty part as
"none", and names the part a damaged text got wrong (never raising); a position's colours are
undoable work, stored only when painted, and a record stored before colours existed reads the same.
"""

from __future__ import annotations

import pytest

from samples import EASY, HARD16
from sudoku_web.options import read_options
from sudoku_web.palette import COLOUR_COUNT, COLOURS, colour_key
from sudoku_web.work_link import mark_width, read_work_link, write_work_link
from sudoku_web.workspace import History, Position


def loaded(line=EASY, size=9) -> Position:
    n2 = len(line)
    return Position(size, line, "." * n2, (0,) * n2, True)


def worked() -> Position:
    """EASY with two entries, marks in two cells (one with 9, the highest bit) and two colours."""
    pos = loaded()
    empty = [i for i, ch in enumerate(EASY) if ch == "."]
    pos = pos.with_entry(empty[0], "4").with_entry(empty[1], "7")
    pos = pos.toggling_mark(empty[2], 1).toggling_mark(empty[2], 9).toggling_mark(empty[3], 5)
    return pos.with_colour(empty[4], 2).with_colour(0, 7)


def link_of(pos: Position) -> str:
    return write_work_link(pos.size, pos.entries, pos.marks, pos.colours)


def test_a_link_round_trips_entries_marks_and_colours_in_url_safe_text():
    pos = worked()
    text = link_of(pos)
    assert text.startswith("1_") and text.count("_") == 3
    assert set(text) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.")
    got = read_work_link(text, 9, pos.givens)
    assert got.problem is None
    assert (got.entries, got.marks, got.colours) == (pos.entries, pos.marks, pos.colours)
    assert got.counts == {"entries": 2, "marks": 2, "colours": 2}


def test_no_work_gives_no_link_and_empty_parts_mean_none():
    pos = loaded()
    assert link_of(pos) == ""
    only_colour = pos.with_colour(5, 3)
    text = link_of(only_colour)
    assert text == "1___" + "".join(str(k) for k in only_colour.colours)
    got = read_work_link(text, 9, EASY)
    assert got.entries == "." * 81 and got.marks == (0,) * 81 and got.colours == only_colour.colours


def test_16x16_marks_take_three_characters_a_cell_and_round_trip():
    pos = loaded(HARD16, 16).toggling_mark(HARD16.index("."), 16).toggling_mark(HARD16.index("."), 1)
    assert mark_width(16) == 3 and mark_width(9) == 2 and mark_width(4) == 1
    text = link_of(pos)
    assert len(text.split("_")[2]) == 256 * 3
    assert read_work_link(text, 16, HARD16).marks == pos.marks


@pytest.mark.parametrize("spoil, part", [
    (lambda t: "2" + t[1:], "version"),
    (lambda t: "nonsense", "form"),
    (lambda t: t + "_", "form"),
    (lambda t: "1_" + "x" * 81 + "__", "entries"),
    (lambda t: "1_" + "5" + "." * 80 + "__", "entries"),          # an entry over r1c1's given
    (lambda t: "1_" + "." * 80 + "__", "entries"),                 # a cell short
    (lambda t: "1__" + "AA" * 80 + "__", "form"),                  # five parts
    (lambda t: "1__" + "AA" * 80 + "A", "form"),
    (lambda t: "1__" + "AA" * 80 + "A_", "marks"),                 # a character short
    (lambda t: "1__" + "Ie" + "AA" * 80 + "_", "marks"),           # 542 > 511: a digit 10
    (lambda t: "1__" + "A!" + "AA" * 80 + "_", "marks"),
    (lambda t: "1___" + "8" + "0" * 80, "colours"),                # no colour 8
    (lambda t: "1___" + "0" * 82, "colours"),
    (lambda t: "1___" + "٣" + "0" * 80, "colours"),                # a digit, but not ASCII
])
def test_a_damaged_link_names_the_part_that_is_wrong(spoil, part):
    got = read_work_link(spoil(link_of(worked())), 9, EASY)
    assert got.problem == part
    assert got.entries == "" and got.marks == () and got.colours == ()


def test_reading_never_raises_whatever_it_is_given():
    assert read_work_link(None, 9, EASY).problem == "form"          # read as the text "None"
    assert read_work_link("1_.._", 9, None).problem == "form"
    assert read_work_link("1_" + "1" * 81 + "__", 9, None).problem == "form"   # givens unusable: caught


def test_the_address_carries_work_as_a_page_option():
    assert read_options({"puzzle": EASY, "work": "1___"}.get).work == "1___"
    assert read_options({}.get).work is None


def test_colours_are_work_undone_like_a_digit_and_stored_only_when_painted():
    pos = loaded()
    assert pos.colours == (0,) * 81 and pos.painted() == {}
    history = History(pos)
    assert history.push(pos.with_colour(10, 4)) and history.current.painted() == {10: 4}
    assert history.push(history.current.with_colour(10, 0)) and history.current.painted() == {}
    assert history.undo().painted() == {10: 4}
    assert history.undo() == pos
    assert "colours" not in pos.to_json()
    painted = pos.with_colour(10, 4)
    assert painted.to_json()["colours"][10] == 4
    assert Position.from_json(painted.to_json()) == painted


def test_a_record_stored_before_colours_existed_reads_with_no_colours_and_bad_colours_do_not():
    old = {"size": 9, "givens": EASY, "entries": "." * 81, "marks": [0] * 81, "started": True}
    assert Position.from_json(old) == loaded()
    for bad in ([0] * 80, [COLOUR_COUNT + 1] + [0] * 80, [-1] + [0] * 80, ["1"] + [0] * 80, "0" * 81):
        with pytest.raises(ValueError):
            Position.from_json({**old, "colours": bad})
    stored = History(loaded().with_colour(3, 1)).to_json()
    assert History.read(stored).history.current.painted() == {3: 1}


def test_the_palette_has_at_least_six_named_colours_and_no_colour():
    assert COLOUR_COUNT >= 6 and [n for n, _, _ in COLOURS] == list(range(1, COLOUR_COUNT + 1))
    assert colour_key(0) == "colour_none" and colour_key(2) == "colour_sky_blue"


def test_marks_holding_the_separator_round_trip():
    """A cell marked 1-6 is 63 in base64url, written "_": the separator too, so a link with such
    marks was read as "its form could not be read" (Share lost the work of every Fill candidates).
    The marks are read by their length."""
    pos = loaded(EASY)
    empty = [i for i, ch in enumerate(EASY) if ch == "."]
    for cell in empty[:3] + empty[-2:]:       # the first and the last cells' marks hold "_"
        for digit in range(1, 7):
            pos = pos.toggling_mark(cell, digit)
    pos = pos.replace(colours=tuple(1 if i == empty[0] else 0 for i in range(81)))
    text = link_of(pos)
    assert "__" in text or text.count("_") > 3
    got = read_work_link(text, 9, EASY)
    assert got.problem is None and got.marks == pos.marks and got.colours == pos.colours
    without_colours = link_of(pos.replace(colours=(0,) * 81))
    assert read_work_link(without_colours, 9, EASY).marks == pos.marks
    four = "1...2...3...4..."
    small = loaded(four, 4).toggling_mark(1, 1).toggling_mark(1, 2).toggling_mark(1, 3).toggling_mark(1, 4)
    assert read_work_link(link_of(small), 4, four).marks == small.marks
