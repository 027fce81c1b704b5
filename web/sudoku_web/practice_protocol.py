"""The practice room's messages from the worker, checked: pure Python, no DOM (tests in
tests/web_unit/test_practice_protocol.py, fuzzed with hypothesis).

Why: the learner's code runs in the same Python as the harness (``practice_harness``), so it can
post anything the harness can, in the harness's shapes or not. Everything that comes out of the
worker is untrusted data. :func:`parse` keeps a message only when it has exactly the shape the
harness sends, every field of the right type and size; everything else is ``None`` (ignored).
What is kept can never make the page raise: the board writes are whole 4-byte records of a cell
below 81 and a digit 0-9 (or 255, the harness's "not a digit"), an ``end`` carries only what the
judge reads (a status, a board or an output, an error's type, message, line, traceback and, for
the harness's own errors, code), each
cut to a size, and never a time (the page's clock times a case). An ``output`` message and an
``end`` carry what the case printed: ``stdout`` and ``stderr``, text cut to ``OUTPUT_CAP`` each.

The page then takes a kept message only for the case it is running (its run number and case id);
see ``practice_panel``. That is all a message can do: end the running case with a board the page
judges itself, which is no more than the learner's code writing that board.
"""

from __future__ import annotations

import json
import math
import sys

from sudoku_core.values import FrozenValue

SIZE = 9
CELLS = SIZE * SIZE
NOT_A_DIGIT = 255                # what the harness records for a write of something else
TEXT_CAP = 1 << 20               # characters of a message's JSON text (the relay's cap too)
OUTPUT_CAP = 65536               # characters of printed output kept, per stream (the harness's cap)
TRACEBACK_CAP = 20_000
MESSAGE_CAP = 2_000
NAME_CAP = 100
CELL_TEXT_CAP = 40               # characters of a board cell's text or repr
LINE_CAP = 1_000_000
CASE_CAP = 40
STATUSES = ("ok", "error", "time_limit", "write_cap")
#: The harness's own errors, by code (``practice_harness.NoSolution``): said by the page in its
#: language (``practice_view.detail_text``), never from their English message.
ERROR_CODES = ("no_solution",)


class Message(FrozenValue):
    """A worker message of the harness's shape: ``kind`` "start", "writes", "output" or "end"; ``run``
    the page's number of the case, ``case`` its id; ``data`` the board writes of a "writes";
    ``result`` an "end"'s clean result for ``practice_judge.judge``; ``stdout`` and ``stderr`` what
    the case printed (an "output": since the last one; an "end": all that was kept)."""

    FIELDS = ("kind", "run", "case", "data", "result", "stdout", "stderr")
    FACTORIES = {"result": dict}

    kind: str
    run: int
    case: str
    data: bytes = b""
    result: dict
    stdout: str = ""
    stderr: str = ""


def _int(value, low: int, high: int):
    """``value`` when it is an int (not a bool) in [low, high], else None."""
    return value if type(value) is int and low <= value <= high else None


def _text(value, cap: int):
    """``value`` cut to ``cap`` characters when it is a str, else None."""
    return value[:cap] if type(value) is str else None


#: The lane masks of the last record count checked: (count, masks). A fast loop's chunks are nearly
#: all the same count (16,384 writes), and building the eight 64 KB masks was about half of each
#: chunk's check on the page's main thread (and garbage its collector then had to sweep); only the
#: last count is kept, so at most one set of masks stays in memory.
_masks = (0, ())


def _lane_masks(count: int) -> tuple:
    """The lane masks for ``count`` records, built once per count in a row (see :data:`_masks`)."""
    global _masks
    if _masks[0] != count:
        def lanes(cell, digit):
            return int.from_bytes(bytes((cell, digit, 0, 0)) * count, "little")

        _masks = (count, (lanes(0x7F, 0x7F), lanes(0x80, 0x80), lanes(128 - CELLS, 128 - (SIZE + 1)),
                          lanes(0x80, 0), lanes(0, 0x80), lanes(0, 0xFF), lanes(0, NOT_A_DIGIT), lanes(0, 0x7F)))
    return _masks[1]


def check_writes(data) -> bytes | None:
    """The board writes of a "writes" message when every record is sound, else None: whole 4-byte
    records (cell, digit, line low byte, line high byte), cell < 81, digit 0-9 or 255.

    All records at once, as one big integer (each byte a lane; bit 7 of a lane flags it): a loop
    over the records in the page's MicroPython took about 180 ms per 100,000 writes, one task
    that froze the page while a learner's code wrote fast; the integer's operations run in C."""
    if not isinstance(data, (bytes, bytearray)) or not data or len(data) % 4:
        return None
    data = bytes(data)
    number = int.from_bytes(data, "little")
    low7, top, limits, cell_lane, digit_top, digit_lane, not_a_digit, digit_low7 = _lane_masks(len(data) // 4)
    # a lane under 128 reaches bit 7 after adding 128 - limit exactly when it is >= limit
    # (no carry leaves a lane: at most 127 + 127 < 256); a lane of 128 or more has bit 7 already
    too_big = (((number & low7) + limits) | number) & top
    cell_bad = too_big & cell_lane
    digit_big = too_big & digit_top
    others = (number & digit_lane) ^ not_a_digit   # a digit lane: 0 for NOT_A_DIGIT
    not_other = (((others & low7) + digit_low7) | others) & top
    if cell_bad or digit_big & not_other:
        return None
    return data


def _cell(item):
    """A LeetCode board cell as the judge reads it: a short str, or {"repr": short str}."""
    if type(item) is str:
        return item[:CELL_TEXT_CAP]
    if type(item) is dict and type(item.get("repr")) is str:
        return {"repr": item["repr"][:CELL_TEXT_CAP]}
    return {"repr": "?"}


def _board(board):
    """The board as 9 lists of 9 clean cells, or None when it is not that shape (the judge then
    says "shape")."""
    if type(board) is not list or len(board) != SIZE:
        return None
    if any(type(row) is not list or len(row) != SIZE for row in board):
        return None
    return [[_cell(item) for item in row] for row in board]


def _error(error) -> dict:
    """An error's parts with the types the page shows (missing or wrong ones: neutral values); its
    ``code`` only when it is one of :data:`ERROR_CODES`."""
    error = error if type(error) is dict else {}
    parts = {"type": _text(error.get("type"), NAME_CAP) or "Error",
             "message": _text(error.get("message"), MESSAGE_CAP) or "",
             "line": _int(error.get("line"), 0, LINE_CAP) or 0,
             "traceback": _text(error.get("traceback"), TRACEBACK_CAP) or ""}
    code = error.get("code")
    if type(code) is str and code in ERROR_CODES:
        parts["code"] = code
    return parts


def clean_result(message: dict) -> dict | None:
    """An "end" message as the judge reads it, or None when its status is not the harness's."""
    status = message.get("status")
    if type(status) is not str or status not in STATUSES:
        return None
    result = {"status": status}
    if status == "error":
        result["error"] = _error(message.get("error"))
    if "output" in message:
        result["output"] = _text(message.get("output"), OUTPUT_CAP) or ""
    else:
        result["board"] = _board(message.get("board"))
    return result


#: The most brackets ([ and {) outside strings a message may have: the harness's largest (an end
#: whose 9x9 board holds 81 non-strings, each {"repr": ...}, and an error) has 93. Checked BEFORE parsing: deep nesting would overflow the
#: page's stack inside json (in Pyodide a fatal error of the page's whole Python, not an exception).
BRACKET_CAP = 128


#: The most keys (colons outside strings) a message may have: the harness's largest has 96 (an end's
#: ten, its error's five, 81 board cells' "repr"). Checked before parsing too: the page's
#: MicroPython builds a dict of many distinct keys in time that grows faster than their number (a
#: message of 90,000 keys took 38 s, the page frozen).
KEY_CAP = 128


def _string_end(data: bytes, start: int) -> int:
    """The index of the quote closing the JSON string that opens at ``start``, or -1."""
    j = start + 1
    while True:
        j = data.find(b'"', j)
        if j < 0:
            return -1
        k = j - 1
        while data[k] == 0x5C:       # a backslash
            k -= 1
        if (j - 1 - k) % 2 == 0:     # an even run of backslashes: this quote is not escaped
            return j
        j += 1


def _too_nested(text: str) -> bool:
    """More than BRACKET_CAP brackets, or KEY_CAP keys, outside strings. By find and count, never a regular
    expression: MicroPython's re (the page's) recurses once per character of a repeat, and a long
    string (a print of 50,000 characters) overflowed the page's stack. Over the text's UTF-8 bytes,
    never the str: MicroPython finds a str's index by walking it from its start, so each find or
    count from an index cost the index, and a message of 40,000 empty strings (120 KB) froze the
    page for 24 s (a megabyte: half an hour). Brackets, quotes and backslashes are ASCII: in UTF-8
    no byte of another character equals one of them."""
    data = text.encode("utf-8", "surrogatepass")   # (MicroPython takes and ignores the arguments)
    count, keys, i, n = 0, 0, 0, len(data)
    while i < n:
        quote = data.find(b'"', i)
        stop = n if quote < 0 else quote
        count += data.count(b"[", i, stop) + data.count(b"{", i, stop)
        keys += data.count(b":", i, stop)
        if count > BRACKET_CAP or keys > KEY_CAP:
            return True
        if quote < 0:
            break
        i = _string_end(data, quote)
        if i < 0:
            break                    # an unclosed string: the rest is in it (and json refuses it)
        i += 1
    return False


def _reject_constant(name):
    raise ValueError(name)  # NaN, Infinity: not JSON the harness writes


def _loads(text: str):
    """``json.loads`` that refuses NaN and Infinity (not JSON the harness writes). CPython's and
    Pyodide's json read them unless told not to (``parse_constant``); MicroPython's json (the
    page's) never reads them and takes no keyword arguments."""
    if sys.implementation.name == "micropython":
        return json.loads(text)
    return json.loads(text, parse_constant=_reject_constant)


def parse(text, data=None) -> Message | None:
    """A worker message (its JSON ``text`` and the bytes beside it) checked, or None."""
    if type(text) is not str or len(text) > TEXT_CAP or _too_nested(text):
        return None
    try:
        message = _loads(text)
    except (ValueError, RuntimeError):  # RecursionError is a RuntimeError (MicroPython has only the latter)
        return None
    if type(message) is not dict:
        return None
    kind = message.get("type")
    run = _int(message.get("run"), 0, 2**53)
    case = message.get("case")
    if kind not in ("start", "writes", "output", "end") or run is None or type(case) is not str or not 0 < len(case) <= CASE_CAP:
        return None
    if kind == "writes":
        writes = check_writes(data)
        return Message(kind, run, case, data=writes) if writes is not None else None
    if data is not None:
        return None
    if kind == "start":
        return Message(kind, run, case)
    printed = {"stdout": _text(message.get("stdout"), OUTPUT_CAP) or "",
               "stderr": _text(message.get("stderr"), OUTPUT_CAP) or ""}
    if kind == "output":
        return Message(kind, run, case, **printed)
    result = clean_result(message)
    return Message(kind, run, case, result=result, **printed) if result is not None else None


def elapsed_ms(started: float, now: float) -> float:
    """A case's time on the page's clock, in ms: never negative, never NaN."""
    ms = (now - started) * 1000
    return ms if math.isfinite(ms) and ms > 0 else 0.0
