"""The digit pad's rules (web/sudoku_web/pad.py): counts left, highlighted cells, key presses and
cell taps in each entry mode, the keys' markup. Pure Python."""

from sudoku_web import pad
from sudoku_web.markup import escape


def test_digits_left_counts_givens_entries_and_a_shown_solution_never_below_zero():
    values = ["1", "1", "2", "", "3", "1", "4"]
    kinds = ["given", "entry", "solved", "", "trace", "given", "given"]
    left = pad.digits_left(values, kinds, "1234")
    assert left == {"1": 1, "2": 3, "3": 4, "4": 3}     # a tutor's trace digit is not placed
    assert pad.digits_left(["1"] * 5, ["entry"] * 5, "1234")["1"] == 0


def test_peer_cells_are_the_row_column_and_box():
    peers = pad.peer_cells(0, 9)
    assert len(peers) == 20 and 0 not in peers
    assert {1, 8, 9, 72, 10, 20} <= peers and 30 not in peers
    assert pad.peer_cells(5, 4) == {4, 6, 7, 1, 9, 13, 0}


def test_highlights_follow_the_picked_digit_before_the_selected_one_and_the_settings():
    values = ["5", "", "5", "3"] + [""] * 77
    peers, digit = pad.highlights(0, values, 9)
    assert len(peers) == 20 and digit == "5"
    assert pad.highlights(0, values, 9, picked="3")[1] == "3"
    assert pad.highlights(0, values, 9, peers_on=False) == (frozenset(), "5")
    assert pad.highlights(0, values, 9, same_on=False)[1] == ""
    assert pad.highlights(None, values, 9) == (frozenset(), "")
    assert pad.same_cells(values, "5") == {0, 2} and pad.same_cells(values, "") == frozenset()


def test_a_key_press_enters_in_cell_first_and_picks_in_digit_first():
    assert pad.press("cell", "", "4") == ("enter", "4")
    assert pad.press("digit", "", "4") == ("pick", "4")
    assert pad.press("digit", "4", "4") == ("drop", "")
    assert pad.press("digit", "4", "7") == ("pick", "7")
    assert pad.press("cell", "4", "7") == ("pick", "7")       # picked by a long press
    assert pad.press("cell", "4", "4") == ("drop", "")


def test_a_cell_tap_with_a_picked_digit_enters_or_takes_it_back_never_on_a_given():
    assert pad.tap_cell("", "", "5") == "enter"
    assert pad.tap_cell("3", "entry", "5") == "enter"
    assert pad.tap_cell("5", "entry", "5") == "erase"
    assert pad.tap_cell("5", "given", "5") == "none"
    assert pad.tap_cell("", "", "") == "none"


def test_the_keys_markup_names_each_key_by_its_symbol_and_carries_its_count():
    html = pad.pad_html(16, "123456789ABCDEFG", escape, left=dict.fromkeys("123456789ABCDEFG", 2) | {"G": 0})
    assert html.count('class="pad-key"') == 16 and html.count(" disabled") == 16
    assert '<button type="button" class="pad-key" data-digit="G" data-left="0" disabled>' in html
    assert '<span class="pad-left" aria-hidden="true">2</span>' in html
    enabled = pad.pad_html(4, "1234", escape, disabled=False)
    assert " disabled" not in enabled and 'data-left="4"' in enabled
