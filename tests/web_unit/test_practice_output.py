"""The practice room's Output region in CPython (sudoku_web.practice_output): what a case printed is
cut to SHOW_CHARS characters or SHOW_LINES lines, a cut stream says where (in the page's language),
standard error is apart, and the learner's text is always text (escaped), never markup."""

from __future__ import annotations

import pytest

from sudoku_web import practice_output as out
from sudoku_web.strings import set_lang


@pytest.fixture(autouse=True)
def english():
    set_lang("en")
    yield
    set_lang("en")


def test_short_output_is_shown_whole():
    assert out.cut("hello\nworld\n") == ("hello\nworld\n", "", 0)
    assert out.cut("") == ("", "", 0)
    lines = "".join(f"{n}\n" for n in range(out.SHOW_LINES))   # exactly the lines shown, ending in \n
    assert out.cut(lines) == (lines, "", 0)
    chars = "y" * out.SHOW_CHARS
    assert out.cut(chars) == (chars, "", 0)


def test_long_output_is_cut_by_characters_or_lines():
    shown, how, count = out.cut("z" * (out.SHOW_CHARS + 1))
    assert (len(shown), how, count) == (out.SHOW_CHARS, "chars", out.SHOW_CHARS)
    many = "".join(f"line {n}\n" for n in range(1000))
    shown, how, count = out.cut(many)
    assert (how, count) == ("lines", out.SHOW_LINES)
    assert shown.splitlines() == [f"line {n}" for n in range(out.SHOW_LINES)]
    assert out.cut("a\nb\nc", chars=100, lines=2) == ("a\nb", "lines", 2)
    # long lines: the character cap comes first
    assert out.cut(("w" * 500 + "\n") * 100)[1:] == ("chars", out.SHOW_CHARS)
    # a lone surrogate (JSON lets it through) becomes U+FFFD, not an error in the DOM; every other
    # character stays itself (MicroPython's re once turned each one beyond ASCII into U+FFFDs)
    assert out.cut("a\ud800b")[0] == "a\ufffdb"
    wide = "\u00e9 \u6ce8\u91ca \U0001F600 \udfff"
    assert out.cut(wide)[0] == wide[:-1] + "\ufffd"


def test_a_case_block_labels_each_stream_marks_a_cut_and_escapes_the_text():
    html = out.case_html("grid", "The grid", "<b>hi</b> & \"q\"\n", "")
    assert html.startswith('<div class="p-case-out" data-case="grid"><h3>The grid</h3>')
    assert "&lt;b&gt;hi&lt;/b&gt; &amp; &quot;q&quot;" in html and "<b>" not in html
    assert 'data-stream="stdout" data-cut=""' in html and "Standard output" in html
    assert "stderr" not in html and "p-cut" not in html
    html = out.case_html("luogu", "Luogu", "", "Traceback <x>\n")
    assert 'class="p-stream p-stderr" data-stream="stderr"' in html and "Standard error" in html
    assert "Standard output" not in html and "&lt;x&gt;" in html
    html = out.case_html("grid", "The grid", "x" * 20_000, "e\n" * 300)
    assert "… output cut after 10,000 characters" in html and "… output cut after 200 lines" in html
    assert 'data-stream="stdout" data-cut="chars"' in html and 'data-stream="stderr" data-cut="lines"' in html
    assert out.case_html("grid", "The grid", "", "").endswith('<p class="p-none">No output</p></div>')


def test_the_cut_marker_and_labels_are_translated():
    set_lang("zh-CN")
    html = out.case_html("grid", "网格", "x" * 20_000, "e")
    assert "……输出在 10,000 个字符后截断" in html and "标准输出" in html and "标准错误" in html
    assert "output cut" not in html


class _CountedText(str):
    """A learner's stream that counts the characters read one by one (as ``_whole`` reads a text
    beyond ASCII; on the page's MicroPython such a loop costs about 5 ms per 1,000 characters)."""

    read = 0

    def __iter__(self):
        for ch in str.__str__(self):
            type(self).read += 1
            yield ch


def test_a_flood_of_output_is_read_only_as_far_as_it_is_shown():
    """A case that printed a flood (the worker keeps 65,536 characters of each stream) is cut after
    reading what is shown, not all of it: reading every character froze the page 0.3-0.4 s a stream
    on each redraw while the case ran (up to 2 s, a key press answered 4.7 s late, measured in
    headless Chromium with a case printing to both streams in a loop)."""
    flood = _CountedText("中文 " * 21_846)          # 65,538 characters beyond ASCII, no line end
    _CountedText.read = 0
    shown, how, count = out.cut(flood)
    assert (shown, how, count) == ("中文 " * 3333 + "中", "chars", out.SHOW_CHARS)
    assert _CountedText.read <= out.SHOW_CHARS + 1


def test_text_beyond_ascii_is_walked_by_character_only_when_it_holds_a_surrogate(monkeypatch):
    """The page's MicroPython walks a text by character in Python (``ord`` of each): 10,001 of them,
    60-110 ms, on every redraw of a case printing Chinese or emoji. Only a text with a lone half
    of a surrogate pair (to be replaced) is walked; any other is searched in C."""
    calls = []

    def counting_ord(ch):
        calls.append(ch)
        return ord(ch)

    monkeypatch.setattr(out, "ord", counting_ord, raising=False)   # the module's name before the builtin
    text = "中文 🙂 line 12345\n" * 2000
    assert out.cut(text)[1:] == ("lines", out.SHOW_LINES)
    assert calls == []
    assert out.cut("中文 \ud800 🙂")[0] == "中文 \ufffd 🙂"
    assert calls   # the walk still replaces a lone surrogate


class _Element:
    """A stand-in DOM element: counts the blocks drawn into it."""

    def __init__(self):
        self.drawn = []

    def querySelector(self, selector):
        return self

    def __setattr__(self, name, value):
        if name in ("outerHTML", "innerHTML"):
            self.drawn.append(value)
        object.__setattr__(self, name, value)

    def insertAdjacentHTML(self, where, html):
        self.drawn.append(html)


def test_a_running_case_s_output_is_not_drawn_again_once_more_of_it_cannot_show():
    """A loop of print: the page redrew the case's Output (10,000 characters cut and escaped, up to
    0.1 s on its MicroPython) at every look at the clock, though what is shown could no longer
    change. Now drawn while it can change, and again when the case changes (its end)."""
    from types import SimpleNamespace

    from sudoku_web.practice_results import PracticeResults

    table, region = _Element(), _Element()
    results = PracticeResults(table, region)
    run = SimpleNamespace(case_id="grid", state="waiting", verdict=None, ms=None, count=0, started=None,
                          stdout="", stderr="")
    results.show_all([run])
    run.state, run.started = "running", 0.0
    region.drawn.clear()
    for n in range(100):                        # streamed output: 100 chunks of 1,000 characters
        run.stdout += f"中文 🙂 {n:04d} ".ljust(999, ".") + "\n"   # as CaseRun.printed keeps it
        results.show_output(run)
    assert len(region.drawn) == out.SHOW_CHARS // 1000 + 1   # until the shown 10,000 (and one more) came
    assert "… output cut after 200 lines" not in region.drawn[-1]
    assert "0009" in region.drawn[-1] and "0010" not in region.drawn[-1]
    run.stderr += "an error\n"                  # the other stream: drawn
    results.show_output(run)
    assert len(region.drawn) == out.SHOW_CHARS // 1000 + 2 and "an error" in region.drawn[-1]
    run.state = "stopped"                       # the case ends: always drawn
    results.show(run)
    assert len(region.drawn) == out.SHOW_CHARS // 1000 + 3
