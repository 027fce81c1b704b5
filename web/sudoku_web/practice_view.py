"""Pure helpers of the practice room: Python highlighting for the editor, verdicts in words, and the
verdict table's markup. No DOM (tests/web_unit/test_practice_view.py); the DOM glue is
``practice_panel`` and ``editor``.

Highlighting is a small tokenizer (comments, strings, numbers, keywords, builtins, the name after
``def``/``class``), not a parser: it must keep up with typing in Pyodide and never fail on half-typed
code. Its output has one ``<span class="ln">`` per line, so a line can be marked (an error).
"""

from __future__ import annotations

from sudoku_core.values import is_ascii

from . import i18n
from .markup import escape
from .practice_judge import SIZE, TIME_LIMIT, WRITE_CAP
from .practice_protocol import ERROR_CODES
from .strings import t, t_n

KEYWORDS = frozenset(
    "False None True and as assert async await break class continue def del elif else except finally for "
    "from global if import in is lambda nonlocal not or pass raise return try while with yield match case".split())
BUILTINS = frozenset(
    "abs all any bin bool dict divmod enumerate filter float input int isinstance len list map max min "
    "next object open print range reversed self set sorted str sum super tuple type zip".split())
#: Python's tokens for highlighting, scanned by hand (MicroPython's ``re``, the page's main thread
#: in issue 31, has no flags, named groups, lazy repeats nor ``finditer``): at each position a
#: comment, a string (up to two prefix letters, triple-quoted ones to their end or the source's), a
#: number (standing alone: not inside a word) or a name, else one character of plain text.
_PREFIX = "rRbBuUfF"
_HEX = "0123456789abcdefABCDEF_"


def _word(c: str) -> bool:
    return c.isalpha() or c.isdigit() or c == "_" or c == _WORDISH


#: What the scan reads in place of a character beyond ASCII (see :func:`tokens`): a letter or
#: digit, which belongs to a word, else another character. Neither starts a token.
_WORDISH, _OTHER = "\x7f", "\x1f"


def _string_end(source: str, i: int) -> int:
    """Where a string starting at ``i`` (its prefix letters and quote) ends, or -1."""
    n = len(source)
    for k in (2, 1, 0):
        q = i + k
        if q < n and source[q] in "\"'" and all(c in _PREFIX for c in source[i:q]):
            break
    else:
        return -1
    quote = source[q]
    if source.startswith(quote * 3, q):
        close = source.find(quote * 3, q + 3)
        return n if close < 0 else close + 3
    j = q + 1
    while j < n:
        c = source[j]
        if c == "\\" and j + 1 < n and source[j + 1] != "\n":
            j += 2
        elif c in (quote, "\\", "\n"):
            break
        else:
            j += 1
    return j + 1 if j < n and source[j] == quote else j


def _digits(source: str, j: int, allowed: str = "0123456789_") -> int:
    while j < len(source) and source[j] in allowed:
        j += 1
    return j


def _number_end(source: str, i: int) -> int:
    """Where a number starting at ``i`` ends, or -1 (it must stand alone: a word boundary before
    and after it, as the regular expression's ``\\b``)."""
    n = len(source)
    if not source[i].isdigit() or (i and _word(source[i - 1])):
        return -1

    def alone(j):
        return _word(source[j - 1]) != (j < n and _word(source[j]))

    if source[i] == "0" and i + 2 < n and source[i + 1] in "xXoObB" and source[i + 2] in _HEX:
        j = _digits(source, i + 2, _HEX)
        if alone(j):
            return j
    j = _digits(source, i + 1)
    ends = [j]
    if j < n and source[j] == ".":  # "1.", "1.5", ...: the longest that stands alone wins
        k = _digits(source, j + 1, "0123456789")
        for m in range(j + 1, k + 1):
            ends.insert(0, m)
        j = k
    if j + 1 < n and source[j] in "eE":
        k = j + 1 + (source[j + 1] in "+-")
        if k < n and source[k].isdigit():
            j = _digits(source, k, "0123456789")
            ends.insert(0, j)
    if j < n and source[j] == "j":
        ends.insert(0, j + 1)
    for j in ends:
        if alone(j):
            return j
    return -1


def _token_at(source: str, i: int):
    """The token starting at ``i``: ``(kind, end)``, or None."""
    c = source[i]
    if c == "#":
        end = source.find("\n", i)
        return "comment", len(source) if end < 0 else end
    end = _string_end(source, i)
    if end >= 0:
        return "string", end
    end = _number_end(source, i)
    if end >= 0:
        return "number", end
    if c == "_" or ("a" <= c <= "z") or ("A" <= c <= "Z"):
        j = i + 1
        while j < len(source) and (source[j] == "_" or ("a" <= source[j] <= "z") or ("A" <= source[j] <= "Z")
                                   or ("0" <= source[j] <= "9")):
            j += 1
        return "name", j
    return None


def tokens(source: str):
    """``(class, text)`` pieces covering ``source`` exactly; class "" for plain text.

    The scan reads the characters as a list (:class:`_Chars`), each beyond ASCII as
    :data:`_WORDISH` or :data:`_OTHER` (tokens are ASCII, and inside strings and comments any
    character does), and the pieces are cut from the list of the source's own characters."""
    chars = list(source)
    scan = _Chars(chars if is_ascii(source) else
                  (ch if ch < "\x80" else _WORDISH if ch.isalpha() or ch.isdigit() else _OTHER for ch in chars))
    for kind, start, end in _spans(scan):
        yield kind, "".join(chars[start:end])


class _Chars(list):
    """The scan's characters, with the two string methods the scan uses. A list: MicroPython walks
    a string for its length and for each index (on 20,000 characters, 127 and 72 microseconds a
    call), which made the scan quadratic (2.5 s for 20,000 characters); a list answers at once."""

    def find(self, sub: str, start: int = 0) -> int:
        last, first = len(self) - len(sub), sub[0]
        for i in range(start, last + 1):
            if self[i] == first and self.startswith(sub, i):
                return i
        return -1

    def startswith(self, sub: str, start: int = 0) -> bool:
        return "".join(self[start:start + len(sub)]) == sub


def _spans(source: str):
    """:func:`tokens` as ``(class, start, end)`` over ``source``, ASCII characters (:class:`_Chars`)."""
    pos = i = 0
    previous = ""
    while i < len(source):
        found = _token_at(source, i)
        if found is None:
            i += 1
            continue
        kind, end = found
        if i > pos:
            yield "", pos, i
        text = "".join(source[i:end])
        if kind == "name":
            if previous in ("def", "class"):
                kind = "def"
            elif text in KEYWORDS:
                kind = "kw"
            elif text in BUILTINS:
                kind = "bi"
            else:
                kind = ""
            previous = text
        yield kind, i, end
        pos = i = end
    if pos < len(source):
        yield "", pos, len(source)


def highlight_lines(source: str) -> list:
    """The source as HTML, one string per line (a token across lines is closed and reopened)."""
    lines, current = [], []
    for kind, text in tokens(source):
        parts = text.split("\n")
        for i, part in enumerate(parts):
            if i:
                lines.append("".join(current))
                current = []
            if part:
                current.append(f'<span class="tk-{kind}">{escape(part)}</span>' if kind else escape(part))
    lines.append("".join(current))
    return lines


def editor_html(source: str, error_line: int = 0) -> str:
    """The editor's view layer: one ``ln`` span per line, the error line marked."""
    return "".join(
        f'<span class="ln{" error" if n == error_line else ""}">{html or " "}</span>'
        for n, html in enumerate(highlight_lines(source), 1))


def gutter_text(source: str) -> str:
    return "\n".join(str(n) for n in range(1, source.count("\n") + 2))


# ----- verdicts in words --------------------------------------------------------------------------
def case_title(case_id: str) -> str:
    return t("case_" + case_id)


def _where(cell: int) -> str:
    return i18n.where(cell, SIZE)


def _rule(rule) -> str:
    return t("wa_rule", digit=rule["digit"], unit=i18n.unit_name(rule["unit"], SIZE),
             places=i18n.places(rule["cells"], SIZE))


def detail_text(verdict) -> str:
    """What the verdict says beyond its name (the table's Details cell), in the page's language."""
    d = verdict.detail
    kind = verdict.kind
    if kind == "accepted":
        return ""
    if kind == "time_limit":
        reason = d.get("reason", "time")
        return t("tl_" + reason, limit=i18n.fmt_int(TIME_LIMIT), cap=i18n.fmt_int(WRITE_CAP))
    if kind == "runtime_error" and d.get("reason") == "crashed":
        return t("re_crashed", message=d.get("message", ""))
    if kind == "runtime_error" and d.get("code") in ERROR_CODES:   # the harness's own sentence, by its code
        return t("re_" + d["code"], type=d.get("type", "Error"))
    if kind == "runtime_error":
        head = f'{d.get("type", "Error")}: {d.get("message", "")}'.rstrip(": ")
        return t("re_line", error=head, line=d["line"]) if d.get("line") else head
    problem = d.get("problem")
    if problem == "shape":
        return t("wa_shape")
    if problem == "count":
        return t_n("wa_count", d["count"], count=i18n.fmt_int(d["count"]))
    if problem == "bad_value":
        return t("wa_bad_value" if d.get("text", True) else "wa_not_text", where=_where(d["cell"]), value=d["value"])
    if problem == "empty":
        return t("wa_empty", where=_where(d["cell"]))
    if problem == "unchanged":
        return t("wa_unchanged_" + ("luogu" if d.get("mode") == "luogu" else "leetcode"), where=_where(d["cell"]))
    if problem == "given_changed":
        return t("wa_given_changed", where=_where(d["cell"]), expected=d["expected"], got=d["got"])
    if problem == "wrong_cell":
        text = t("wa_wrong_cell", where=_where(d["cell"]), expected=d["expected"], got=d["got"])
        return i18n.sentences((text, _rule(d["rule"]) if d.get("rule") else ""))
    if problem == "duplicate":
        return _rule(d)
    return ""


def notation(verdict) -> str:
    """The wrong cell in standard notation (``r3c7``), for the row's data attribute; "" if none."""
    cell = verdict.detail.get("cell") if verdict.kind == "wrong_answer" else None
    if cell is None:
        return ""
    row, col = divmod(cell, SIZE)
    return f"r{row + 1}c{col + 1}"


# ----- the verdict table ------------------------------------------------------------------------
HEADS = ("p_h_case", "p_h_verdict", "p_h_time", "p_h_writes", "p_h_detail", "p_h_watch")


def table_html(rows_html: str) -> str:
    heads = "".join(f'<th scope="col">{escape(t(k))}</th>' for k in HEADS)
    caption = t("p_caption", limit=i18n.fmt_int(TIME_LIMIT))
    return (f'<table class="race-table verdicts"><caption>{escape(caption)}</caption>'
            f"<thead><tr>{heads}</tr></thead><tbody>{rows_html}</tbody></table>")


def row_html(case_id: str, state: str, verdict=None, ms=None, writes=None, traceback_text: str = "",
             watchable: bool = False) -> str:
    """One row: ``state`` is "waiting", "running", "stopped" or "done" (then ``verdict``)."""
    if state == "done":
        name, detail = t("v_" + verdict.kind), detail_text(verdict)
        attrs = f' data-verdict="{verdict.kind}"'
        cell = notation(verdict)
        if cell:
            attrs += f' data-cell="{cell}"'
    else:
        name, detail, attrs = t("v_" + state), "", ' data-verdict=""'
    time_text = i18n.fmt_time(ms / 1000) if ms is not None else ""
    writes_text = i18n.fmt_int(writes) if writes is not None else ""
    detail_html = escape(detail)
    if traceback_text:
        detail_html += (f'<details><summary>{escape(t("p_traceback"))}</summary>'
                        f'<pre class="traceback">{escape(traceback_text)}</pre></details>')
    title = case_title(case_id)
    watch = (f'<button type="button" class="p-watch" data-case="{case_id}" '
             f'aria-label="{escape(t("p_watch_label", case=title))}">{escape(t("p_watch"))}</button>'
             if watchable else "")
    return (f'<tr data-case="{case_id}" data-state="{state}"{attrs}><th scope="row">{escape(title)}</th>'
            f'<td class="v-{verdict.kind if verdict else state}">{escape(name)}</td><td>{escape(time_text)}</td>'
            f"<td>{escape(writes_text)}</td><td>{detail_html}</td><td>{watch}</td></tr>")
