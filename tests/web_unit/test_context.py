"""The page context and its events in CPython, with stand-ins for the few DOM objects it writes;
and the data panel said from the core's parts in every language."""

from __future__ import annotations

import asyncio
import types

import pytest

from sudoku_core import parse
from sudoku_core.algorithms import Player
from sudoku_web import strings, tutor_view
from sudoku_web.context import Events, PageContext

from samples import EASY, INKALA


class Element:
    def __init__(self):
        self.textContent = ""
        self.value = ""
        self.hidden = True
        self.dataset = types.SimpleNamespace(kind="")
        self.selected = False

    def select(self):
        self.selected = True


class FakeGrid:
    """The grid's public reading and marking methods, over a one-line string."""

    size, symbols = 9, "123456789"

    def __init__(self, line):
        self.cells = tuple(int(ch) if ch.isdigit() else 0 for ch in line)
        self.marked = []

    def values_of(self, kinds=("given",)):
        return self.cells

    def line(self, kinds=("given", "solved")):
        return "".join(str(v) if v else "." for v in self.cells)

    def clear_marks(self):
        self.marked = []

    def mark_conflicts(self, cells):
        self.marked.extend(cells)


def make_context(line=EASY, clipboard=None):
    async def refuse(text):
        raise RuntimeError("clipboard refused")

    status, progress, copybox = Element(), Element(), Element()
    body = types.SimpleNamespace()
    location = types.SimpleNamespace(origin="https://x.example", pathname="/sudoku/")
    ctx = PageContext(FakeGrid(line), status, progress, copybox, clipboard or refuse, body, location)
    return ctx, status, copybox, body


@pytest.fixture
def lang():
    yield strings.set_lang
    strings.set_lang("en")


def test_events_reach_every_subscriber_in_order():
    events, seen = Events(), []
    events.on("puzzle_changed", lambda announce: seen.append(("a", announce)))
    events.on("puzzle_changed", lambda announce: seen.append(("b", announce)))
    events.emit("puzzle_changed", announce=True)
    events.emit("nobody_listens")
    assert seen == [("a", True), ("b", True)]


def test_status_conflicts_and_markers():
    ctx, status, _, body = make_context("11" + "." * 79)
    ctx.say_ready()
    assert status.dataset.kind == "error" and status.textContent.startswith("Conflict: 1 appears twice in row 1")
    assert set(ctx.grid.marked) == {0, 1} and ctx.said_error  # row 1 and box 1
    ctx.mark(tutorPosition="3")
    assert body.tutorPosition == "3"
    ok, status, _, _ = make_context()
    ok.say_ready()
    assert status.textContent == strings.t("ready") and not ok.said_error
    assert ok.givens() == parse(EASY)


def test_conflicts_said_follow_a_language_switch(lang):
    """The status line's conflicts were said in words only: a switch to Chinese left them in
    English. They are rebuilt from their parts now, as a ``say_t`` message is."""
    ctx, status, _, _ = make_context("11" + "." * 79)
    ctx.say_ready()
    english = status.textContent
    lang("zh-CN")
    assert ctx.say_again() and status.textContent != english and "1" in status.textContent
    assert status.textContent == ctx.conflict_text(ctx.check_conflicts()) and status.dataset.kind == "error"
    ctx.say_t("ready")
    assert ctx.say_again() and status.textContent == strings.t("ready")
    progress = ctx._progress
    ctx.progress_t("engine_starting")              # a progress line that stays: said again too
    lang("en")
    ctx.progress_again()
    assert progress.textContent == strings.t("engine_starting") != strings.STRINGS["zh-CN"]["engine_starting"]
    ctx.progress("42 nodes")                        # a passing line in words is left as it is
    ctx.progress_again()
    assert progress.textContent == "42 nodes"


def test_share_url_and_copy_falls_back_to_a_box():
    copied = []

    async def accept(text):
        copied.append(text)

    ctx, status, box, _ = make_context(clipboard=accept)
    url = ctx.share_url(algo="scan", step=4)
    assert url == f"https://x.example/sudoku/?puzzle={EASY}&algo=scan&step=4"
    asyncio.run(ctx.copy_text("abc", "done", "copy_failed"))
    assert copied == ["abc"] and status.textContent == "done" and box.hidden
    refused, status, box, _ = make_context()
    asyncio.run(refused.copy_text("abc", "done", "copy_failed"))
    assert not box.hidden and box.value == "abc" and box.selected and "abc" in status.textContent


def test_a_copy_that_works_hides_the_box_a_refused_one_showed():
    answers = [RuntimeError("clipboard refused"), None]

    async def refuse_once(text):
        answer = answers.pop(0)
        if answer is not None:
            raise answer

    ctx, status, box, _ = make_context(clipboard=refuse_once)
    asyncio.run(ctx.copy_text("old link", "done", "copy_failed"))
    assert not box.hidden and box.value == "old link"
    asyncio.run(ctx.copy_text("new link", "done", "copy_failed"))
    assert box.hidden and box.value == "" and status.textContent == "done"


@pytest.mark.parametrize("algorithm", ["scan", "used", "bitmask", "fast"])
def test_data_panel_is_said_from_parts_in_every_language(lang, algorithm):
    player = Player(parse(INKALA), algorithm)
    player.seek(40)
    english = tutor_view.data_rows(player.panel(), 9)
    assert english == player.data()  # under English, the page's words are the core's
    lang("zh-CN")
    chinese = tutor_view.data_rows(player.panel(), 9)
    english_labels = {label for label, _ in english}
    for (label, value), datum in zip(chinese, player.panel()):
        if datum.label == "variable":
            assert label == datum.name  # code keeps its spelling
        else:
            assert label not in english_labels and not any(w in label for w in ("Cell", "Branching", "Scans"))
        assert "row" not in value and "column" not in value and "none" not in value


def test_data_panel_says_digits_as_the_grid_shows_them():
    """A 16x16 grid shows digit 10 as "A" (or as "9" in the 0-F alphabet): the data panel says the
    digit, the digit lists and a mask's digits in the grid's symbols; bits and line numbers stay
    numbers."""
    from sudoku_core.algorithms.events import Datum

    rows = [Datum("digit", "digit", 10), Datum("candidates", "digits", (9, 10, 16)),
            Datum("free", "mask", 1 << 9 | 1 << 15), Datum("current_at", "number", 12)]
    default = dict(tutor_view.data_rows(rows, 16, "123456789ABCDEFG"))
    assert default == {"Digit": "A", "Its candidates": "9 A G", "free (digits left to try)":
                       "1" + "0" * 5 + "1" + "0" * 9 + "  = A G", "Current step at": "12"}
    hexa = dict(tutor_view.data_rows(rows, 16, "0123456789ABCDEF"))
    assert hexa["Digit"] == "9" and hexa["Its candidates"] == "8 9 F"
    assert dict(tutor_view.data_rows(rows, 16))["Digit"] == "10"   # no symbols: the number
