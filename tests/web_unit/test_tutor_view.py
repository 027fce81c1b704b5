"""The tutor panel's pure helpers in CPython: the speed scale, event texts, code and data markup."""

from __future__ import annotations

from sudoku_core import parse
from sudoku_core.algorithms import Player
from sudoku_web import tutor_view

from samples import EASY

SYMBOLS = "123456789"


def test_view_helpers_speed_scale_texts_and_markup():
    rates = [tutor_view.rate_of(v) for v in range(0, tutor_view.SPEED_MAX + 1)]
    assert rates[0] == 1 and rates[-1] == 100_000
    assert all(a <= b for a, b in zip(rates, rates[1:]))
    assert tutor_view.rate_of(-5) == 1 and tutor_view.rate_of(10**6) == 100_000
    player = Player(parse(EASY), "scan")
    player.step()
    assert tutor_view.describe(player.event, 9, SYMBOLS) == "Trying 1 at row 1, column 3"
    assert tutor_view.cell_mark(player.event, SYMBOLS) == (2, "try", "1?")
    assert tutor_view.describe(None, 9, SYMBOLS).startswith("Ready")
    html = tutor_view.code_html(player.source)
    assert html.count('class="ln"') == len(player.source.rstrip("\n").split("\n"))
    assert "<script" not in tutor_view.data_html([("<script>", "x")])


def test_the_data_panel_without_rows_says_why_before_and_after_the_first_step():
    """A step about no one cell (solved, the search over) has no data: the panel said "Nothing to
    show before the first step." at step 16 of a 4x4 solved."""
    from sudoku_web.strings import set_lang

    player = Player(parse("1..." + "." * 12), "scan")
    while player.event is None or player.event.kind != "solved":
        player.step()
    assert player.panel() == []
    try:
        for lang in ("en", "zh-CN"):
            set_lang(lang)
            before, solved = tutor_view.data_html([], 0), tutor_view.data_html(player.panel(), player.position)
            assert before != solved
            assert tutor_view.data_html([]) == before
            if lang == "en":
                assert "before the first step" in before and "before the first step" not in solved
    finally:
        set_lang("en")


def test_a_second_solution_is_said_as_one_not_as_the_first_again():
    """Play again on a puzzle with two solutions stopped on the second one saying "Solved! Press
    Play or Step to look for a second solution." (the same words as the first): now it says which
    solution it is and that the puzzle has more than one, in both languages."""
    from samples import TWO_SOLUTIONS
    from sudoku_web.strings import set_lang

    player = Player(parse(TWO_SOLUTIONS), "fast")
    said = []
    try:
        while not player.over:
            player.step()
            if player.event.kind == "solved":
                set_lang("zh-CN")
                zh = tutor_view.describe(player.event, 9, SYMBOLS, player.tally.solutions)
                set_lang("en")
                said.append((tutor_view.describe(player.event, 9, SYMBOLS, player.tally.solutions), zh))
    finally:
        set_lang("en")
    assert len(said) == 2
    (first, first_zh), (second, second_zh) = said
    assert "second solution" in first and "第二个解" in first_zh
    assert second != first and second_zh != first_zh
    assert "Solution 2" in second and "more than one solution" in second and "second solution" not in second
    assert "第 2 个解" in second_zh and "不止一个解" in second_zh
