"""Pure helpers of the tutor panel: speed scale, event texts, code/data/race markup.

No DOM access and no browser imports, so CPython tests can check them (tests/web_unit/test_tutor_view.py).
The Sudoku logic itself (the searches, the player, hints) is sudoku_core's.
"""

from __future__ import annotations

import re

from sudoku_core.algorithms import ALGORITHMS
from sudoku_core.algorithms.panel import Words, rows_text

from .i18n import fmt_int, fmt_time, reason as reason_text, unit_name, where
from .markup import escape
from .strings import STRINGS, t, t_n

# Speed slider: 0..SPEED_MAX, logarithmic: 10 ** (value / 20) steps per second, i.e. 1 .. 100,000.
SPEED_MAX = 100
SPEED_DEFAULT = 30          # ~32 steps/s: slow enough to follow by eye
STEP_CAP = 5_000_000        # the player stops following a trace after this many steps (says so)
RACE_CAP = 2_000_000        # per algorithm in the race (a capped row says so)


def algo_title(name: str) -> str:
    """An algorithm's title in the current language (the core's English title when untranslated)."""
    key = "algo_" + name
    return t(key) if key in STRINGS["en"] else ALGORITHMS[name].title


def parse_step(text, cap: int = STEP_CAP):
    """``?step=`` as ``(target, problem)``: problem None (fine; also when absent or empty), "bad"
    (not a whole number of ASCII digits: negative, "1e9", "12abc"...; target 0) or "capped" (past
    the player's cap: target ``cap``)."""
    if text is None or text == "":
        return 0, None
    text = str(text)
    if not all("0" <= ch <= "9" for ch in text):   # (not a pattern: MicroPython's re recurses per digit)
        return 0, "bad"
    # Leading zeros are no size: "00000042" (a host's zero-padded template) is step 42, not past the cap.
    digits = text.lstrip("0") or "0"
    if len(digits) > len(str(cap)) or int(digits) > cap:
        return cap, "capped"
    return int(digits), None


def rate_of(value) -> int:
    """Steps per second for a Speed slider value (clamped to 0..SPEED_MAX)."""
    v = min(SPEED_MAX, max(0, int(value)))
    return max(1, round(10 ** (v / 20)))


def describe(event, size: int, symbols: str, solutions: int = 0) -> str:
    """The current step in words (event: a sudoku_core Event or None for step 0)."""
    if event is None:
        return t("ev_ready")
    kind = event.kind
    digit = symbols[event.digit - 1] if event.digit else ""
    at = where(event.cell, size) if event.cell >= 0 else ""
    if kind == "try":
        return t("ev_try", digit=digit, where=at)
    if kind == "place":
        return t("ev_place", digit=digit, where=at, depth=event.depth)
    if kind == "propagate":
        return t("ev_propagate", digit=digit, where=at, reason=reason_text(event.reason))
    if kind == "dead_end":
        if event.cell < 0:
            return t("ev_dead_end_start")
        return t("ev_dead_end_digit", digit=digit, where=at) if digit else t("ev_dead_end", where=at)
    if kind == "backtrack":
        return t("ev_backtrack", digit=digit, where=at)
    if kind == "solved":   # the second one on: the puzzle is not unique (it said "look for a second")
        return t("ev_solved_again", n=fmt_int(solutions)) if solutions > 1 else t("ev_solved")
    if kind == "done":
        return t_n("ev_done", solutions, solutions=solutions)
    return kind


def cell_mark(event, symbols: str):
    """(cell, state, badge) to draw on the grid for an event; cell -1 when none.

    The state goes into a data-state attribute (styled by shape and colour); the badge is text in
    the cell's corner: the digit being tried, ✕ for a dead end, ↩ and the digit for a backtrack.
    """
    if event is None or event.cell < 0:
        return -1, "", ""
    digit = symbols[event.digit - 1] if event.digit else ""
    kind = event.kind
    if kind == "try":
        return event.cell, "try", f"{digit}?"
    if kind == "dead_end":
        return event.cell, "dead-end", t("badge_dead_end")
    if kind == "backtrack":
        return event.cell, "backtrack", t("badge_backtrack") + digit
    return event.cell, kind.replace("_", "-"), ""


def code_html(source: str) -> str:
    """One <span class="ln" data-n=N> per source line (the current one gets a class later)."""
    lines = source.rstrip("\n").split("\n")
    return "".join(f'<span class="ln" data-n="{n}">{escape(text) or " "}</span>'
                     for n, text in enumerate(lines, 1))


def data_rows(rows, size: int, symbols: str = "") -> list:
    """An algorithm's data panel (``sudoku_core.algorithms.Datum`` rows) as (label, value) texts in
    the current language: the core's ``rows_text`` with this language's words, its digits in the
    grid's ``symbols`` (a 16x16 grid's 10 reads "A", as on the grid and in the step's sentence)."""
    def digit(d):
        return symbols[d - 1] if 0 < d <= len(symbols) else str(d)

    words = Words(label=lambda label: t("data_" + label), cell=where, house=unit_name,
                  none=t("data_none"), join=t("data_join"), digit=digit)
    return rows_text(rows, size, words)


def data_html(rows, position: int = 0) -> str:
    """The data panel's rows (label, value) as table rows; none: why, before the first step
    (``position`` 0) or at a step about no one cell (solved, the search over)."""
    if not rows:
        return f'<tr><td colspan="2" class="empty">{escape(t("data_empty" if position == 0 else "data_no_cell"))}</td></tr>'
    return "".join(f'<tr><th scope="row">{escape(str(label))}</th><td><code>{escape(str(value))}</code></td></tr>'
                   for label, value in rows)


def race_row(name: str, title: str, tally, seconds: float, capped: bool, cap: int = RACE_CAP,
             note_key: str | None = None, named: bool = True) -> str:
    """One <tr> of the race table (``note_key``: the string of the last column, when the caller has
    one, such as the learner's verdict). The time and the note carry what :func:`race_words` needs
    to say them in another language (``data-seconds``; ``data-note`` or ``data-note-key``). The
    row's head is ``title`` and, when ``named``, the algorithm's ``name`` as code (``scan``); a row
    whose name is no identifier of the code (the learner's run, ``yours``) shows its title only."""
    if note_key is not None:
        note, noted = t(note_key), f' data-note-key="{escape(note_key)}"'
    else:
        key = "capped" if capped else "no_solution" if not tally.solutions else ""
        note, noted = race_note(key, cap), f' data-note="{key}" data-cap="{cap}"'
    counts = "".join(f"<td>{escape(c)}</td>" for c in (fmt_int(tally.steps), fmt_int(tally.nodes),
                                                       fmt_int(tally.backtracks)))
    tds = (counts + f'<td data-seconds="{seconds}">{escape(fmt_time(seconds))}</td>'
           + f"<td{noted}>{escape(note)}</td>")
    head = f"{escape(title)} <code>{escape(name)}</code>" if named else escape(title)
    return f'<tr data-algo="{escape(name)}"><th scope="row">{head}</th>{tds}</tr>'


def race_note(key: str, cap: int) -> str:
    """A race row's own note: "capped" (at ``cap`` steps), "no_solution", or none ("")."""
    if key == "capped":
        return t("race_capped", cap=fmt_int(cap))
    return t("race_no_solution") if key == "no_solution" else ""


def race_words(row) -> None:
    """A race table's row (an element made by :func:`race_row`) said again in the current
    language: its time and its own note."""
    for td in row.querySelectorAll("td[data-seconds]"):
        td.textContent = fmt_time(float(td.dataset.seconds))
    for td in row.querySelectorAll("td[data-note]"):
        td.textContent = race_note(str(td.dataset.note), int(td.dataset.cap))
    for td in row.querySelectorAll("td[data-note-key]"):
        td.textContent = t(str(td.dataset.noteKey))


RACE_HEADS = ("race_algorithm", "race_steps", "race_nodes", "race_backtracks", "race_time", "race_note")


def race_table(rows_html: str, cap: int = RACE_CAP) -> str:
    heads = "".join(f'<th scope="col">{escape(t(k))}</th>' for k in RACE_HEADS)
    return (f'<table class="race-table"><caption>{escape(t("race_caption", cap=fmt_int(cap)))}</caption>'
            f"<thead><tr>{heads}</tr></thead><tbody>{rows_html}</tbody></table>")
