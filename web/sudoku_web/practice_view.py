"""Pure helpers of the practice room: Python highlighting for the editor, verdicts in words, and the
verdict table's markup. No DOM (tests/web_unit/test_practice_view.py); the DOM glue is
``practice_panel`` and ``editor``.

Highlighting is a small tokenizer (comments, strings, numbers, keywords, builtins, the name after
``def``/``class``), not a parser: it must keep up with typing in Pyodide and never fail on half-typed
code. Its output has one ``<span class="ln">`` per line, so a line can be marked (an error).
"""

from __future__ import annotations

import re

from . import i18n
from .markup import escape
from .practice_judge import SIZE, TIME_LIMIT, WRITE_CAP
from .strings import t

KEYWORDS = frozenset(
    "False None True and as assert async await break class continue def del elif else except finally for "
    "from global if import in is lambda nonlocal not or pass raise return try while with yield match case".split())
BUILTINS = frozenset(
    "abs all any bin bool dict divmod enumerate filter float input int isinstance len list map max min "
    "next object open print range reversed self set sorted str sum super tuple type zip".split())
#: Python's tokens for highlighting (a verbose pattern: compiled on first use, as MicroPython's
#: ``re`` has no flags, named groups nor ``finditer``; the editor runs on Pyodide until it does).
_TOKEN_PATTERN = r"""
    (?P<comment>\#[^\n]*)
  | (?P<string>[rRbBuUfF]{0,2}(?:\"\"\"[\s\S]*?(?:\"\"\"|$(?![\s\S]))|'''[\s\S]*?(?:'''|$(?![\s\S]))
                               |"(?:\\.|[^"\\\n])*"?|'(?:\\.|[^'\\\n])*'?))
  | (?P<number>\b(?:0[xXoObB][0-9a-fA-F_]+|\d[\d_]*(?:\.\d*)?(?:[eE][+-]?\d+)?j?)\b)
  | (?P<name>[A-Za-z_][A-Za-z_0-9]*)
"""
_TOKEN = []


def tokens(source: str):
    """``(class, text)`` pieces covering ``source`` exactly; class "" for plain text."""
    pos = 0
    previous = ""
    if not _TOKEN:
        _TOKEN.append(re.compile(_TOKEN_PATTERN, re.VERBOSE))
    for match in _TOKEN[0].finditer(source):
        if match.start() > pos:
            yield "", source[pos:match.start()]
        kind, text = match.lastgroup, match.group()
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
        yield kind, text
        pos = match.end()
    if pos < len(source):
        yield "", source[pos:]


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
    if kind == "runtime_error":
        head = f'{d.get("type", "Error")}: {d.get("message", "")}'.rstrip(": ")
        return t("re_line", error=head, line=d["line"]) if d.get("line") else head
    problem = d.get("problem")
    if problem == "shape":
        return t("wa_shape")
    if problem == "count":
        return t("wa_count", count=i18n.fmt_int(d["count"]))
    if problem == "bad_value":
        return t("wa_bad_value", where=_where(d["cell"]), value=d["value"])
    if problem == "empty":
        return t("wa_empty", where=_where(d["cell"]))
    if problem == "given_changed":
        return t("wa_given_changed", where=_where(d["cell"]), expected=d["expected"], got=d["got"])
    if problem == "wrong_cell":
        text = t("wa_wrong_cell", where=_where(d["cell"]), expected=d["expected"], got=d["got"])
        return text + (" " + _rule(d["rule"]) if d.get("rule") else "")
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
