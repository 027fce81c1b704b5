"""The practice room's Output region: what each case printed, cut to what a page can show, as
markup. Pure Python, no DOM (tests/web_unit/test_practice_output.py); the DOM glue is
``practice_results``.

Why: a learner debugs with ``print``, as on LeetCode or Luogu, so each case shows what it printed
under the case's name: standard output, and standard error apart (its own label and colour). It is
kept when the case fails, runs out of time or is stopped (the harness streams it as it comes):
what was printed before an error is what a learner needs most. The learner's text is untrusted: it
is escaped, never markup. A page cannot show megabytes, so each stream shows at most
``SHOW_CHARS`` characters and ``SHOW_LINES`` lines, and a stream cut short says where it was cut
(a translated sentence with the count in it; the harness keeps ``OUTPUT_CAP`` characters, more than
is shown, so a stream it cut is always marked here).

Markup: ``<div class="p-case-out" data-case="ID">`` a case (its ``data-case`` as on the verdict
rows), then per stream printed ``<div class="p-stream p-stdout|p-stderr" data-stream="stdout|stderr"
data-cut="|chars|lines">`` with its label, a ``<pre>`` of the text and, when cut, a
``<p class="p-cut">`` marker; a case that printed nothing says so (``<p class="p-none">``).
"""

from __future__ import annotations

from sudoku_core.values import is_ascii

from . import i18n
from .markup import escape
from .strings import t

SHOW_CHARS = 10_000      # characters shown per case and stream
SHOW_LINES = 200         # lines shown per case and stream
STREAMS = ("stdout", "stderr")


#: the UTF-8 (or CESU-8) starts of U+D800-U+DFFF, the halves of surrogate pairs: 0xED, then 0xA0-0xBF
_SURROGATE_STARTS = tuple(bytes((0xED, second)) for second in range(0xA0, 0xC0))


def _has_surrogate(text: str) -> bool:
    """Whether ``text`` holds a half of a surrogate pair, searched in C: CPython (and Pyodide) will
    not encode one to UTF-8, and MicroPython (the page's) encodes it as 0xED 0xA0-0xBF, bytes that
    no other character's UTF-8 holds."""
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return any(start in data for start in _SURROGATE_STARTS)


def _whole(text: str) -> str:
    """Each lone half of a surrogate pair (JSON allows it; the DOM would not) as U+FFFD. Read by
    character: a pattern's class of surrogates, in MicroPython's ``re`` (which reads UTF-8 bytes),
    matched a byte of every character beyond ASCII and garbled the learner's output. Walked only
    when there is one: the page's MicroPython walks 10,001 characters in 60-110 ms, on every redraw
    of a case that printed Chinese or emoji (the page stuttered while it ran)."""
    if is_ascii(text) or not _has_surrogate(text):
        return text
    return "".join("\ufffd" if 0xD800 <= ord(ch) <= 0xDFFF else ch for ch in text)


def cut(text: str, chars: int = SHOW_CHARS, lines: int = SHOW_LINES) -> tuple:
    """``(shown, how, count)``: the text as shown, and why it was cut: ``how`` is "" (not cut),
    "lines" (after ``count`` lines) or "chars" (after ``count`` characters).

    Only the first ``chars + 1`` characters are read (one more tells whether there is more): the
    page's MicroPython walks a string in Python-level loops (``_whole``), and reading the whole
    65,536 characters the worker keeps of a stream took 0.3-0.4 s a stream, on every redraw of a
    case that printed a flood (the page frozen for up to 2 s while it ran)."""
    text = _whole(text[:chars + 1])
    # the line ends are found in the UTF-8 bytes: MicroPython finds a str's index by walking it
    # from its start, so each find from an index walked the text (35 ms for 200 lines of Chinese)
    data = text.encode("utf-8")
    limit = len(data) - (len(text[chars].encode("utf-8")) if len(text) > chars else 0)
    end = -1
    for _ in range(lines):
        end = data.find(b"\n", end + 1, limit)
        if end < 0:
            break
    if end >= 0 and end + 1 < len(data):      # a line past the last one shown
        return data[:end].decode("utf-8"), "lines", lines
    if len(text) > chars:
        return text[:chars], "chars", chars
    return text, "", 0


def stream_html(stream: str, text: str) -> str:
    """One stream of a case (``stream``: "stdout" or "stderr"); "" when it printed nothing."""
    if not text:
        return ""
    shown, how, count = cut(text)
    mark = f'<p class="p-cut">{escape(t("p_out_cut_" + how, count=i18n.fmt_int(count)))}</p>' if how else ""
    return (f'<div class="p-stream p-{stream}" data-stream="{stream}" data-cut="{how}">'
            f'<p class="p-stream-name">{escape(t("p_" + stream))}</p>'
            f'<pre tabindex="0">{escape(shown)}</pre>{mark}</div>')


def case_html(case_id: str, title: str, stdout: str, stderr: str) -> str:
    """A case's block: its title, then what it printed (or "No output")."""
    body = stream_html("stdout", stdout) + stream_html("stderr", stderr)
    if not body:
        body = f'<p class="p-none">{escape(t("p_out_none"))}</p>'
    return f'<div class="p-case-out" data-case="{escape(case_id)}"><h3>{escape(title)}</h3>{body}</div>'
