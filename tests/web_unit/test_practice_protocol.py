"""The worker's messages as the page checks them (sudoku_web.practice_protocol): the harness's own
messages pass; hostile ones (wrong types, NaN and infinities, huge or nested values, unknown types,
missing fields, bad board writes) are dropped or cut down, never raise, and what is kept can always
be judged and replayed."""

from __future__ import annotations

import json
import math

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sudoku_core import Puzzle
from sudoku_core.algorithms import Player, unpack_writes
from sudoku_web import practice_harness as harness
from sudoku_web import practice_protocol as protocol
from sudoku_web.practice_judge import VERDICTS, case_cells, judge, solution_of

EXAMPLE = case_cells("leetcode")
SOLUTION = solution_of(EXAMPLE)
SOLVE = """class Solution:
    def solveSudoku(self, board):
        board[0][2] = "4"
        raise ValueError("boom")
"""


def fuzz(examples):
    return settings(max_examples=examples, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))


def harness_messages(code=SOLVE, run=7):
    """What worker_main would post for one case: (json text, bytes or None) pairs."""
    sent = []

    def send(message, data):
        message["run"] = run
        sent.append((json.dumps(message), bytes(data) if data is not None else None))

    harness.run_job({"mode": "leetcode", "code": code, "cases": [{"id": "grid", "cells": list(EXAMPLE)}],
                     "seconds": 5.0, "write_cap": 1000}, send)
    return sent


def test_the_harness_messages_pass_with_what_the_judge_reads():
    parsed = [protocol.parse(text, data) for text, data in harness_messages()]
    assert [m.kind for m in parsed] == ["start", "writes", "end"]
    assert all(m.run == 7 and m.case == "grid" for m in parsed)
    assert unpack_writes(parsed[1].data) == [(2, 4, 3)]
    end = parsed[2].result
    assert end["status"] == "error" and end["error"]["type"] == "ValueError" and end["error"]["line"] == 4
    assert "ms" not in end  # the page's clock times a case, never the worker's
    assert judge(EXAMPLE, SOLUTION, end).kind == "runtime_error"


def test_the_harnesss_own_sentence_travels_by_its_code_and_is_said_in_the_pages_language():
    """LeetCode code without class Solution: the harness's sentence, not Python's, so the page says
    it by its code (in Chinese on the Chinese page), never by reading the English; no traceback
    (it holds no frame of the learner's, only that English sentence)."""
    from sudoku_web import practice_view as view
    from sudoku_web.strings import set_lang

    parsed = [protocol.parse(text, data) for text, data in harness_messages("x = 1\n")]
    result = parsed[-1].result
    assert result["error"]["code"] == "no_solution" and result["error"]["traceback"] == ""
    verdict = judge(EXAMPLE, SOLUTION, result)
    assert verdict.kind == "runtime_error"
    english = "NameError: Your code must define class Solution with a method solveSudoku(self, board)."
    assert view.detail_text(verdict) == english
    try:
        set_lang("zh-CN")
        said = view.detail_text(verdict)
        row = view.row_html("grid", "done", verdict, 3.0, 0, verdict.detail.get("traceback", ""))
    finally:
        set_lang("en")
    assert said == "NameError：你的代码必须定义 class Solution，并在其中定义方法 solveSudoku(self, board)。"
    assert "Your code" not in row and "must define" not in row and "<details>" not in row
    # a code the page does not know is dropped: the error is then said as Python's (type: message)
    forged = protocol.parse(end(status="error", error={"type": "NameError", "message": "m", "code": "other"}))
    assert "code" not in forged.result["error"]
    assert view.detail_text(judge(EXAMPLE, SOLUTION, forged.result)) == "NameError: m"


def end(**fields):
    return json.dumps({"type": "end", "run": 1, "case": "grid", "status": "ok", **fields})


def test_hostile_messages_are_dropped():
    bad = [
        None, 3, b"{}", "", "[]", "null", "nope", '{"type": "end"}', "[" * 100_000 + "]" * 100_000,
        "x" * (protocol.TEXT_CAP + 1),
        json.dumps({"type": "idle"}), json.dumps({"type": "accepted", "run": 1, "case": "grid"}),
        json.dumps({"type": "end", "run": "1", "case": "grid", "status": "ok"}),
        json.dumps({"type": "end", "run": True, "case": "grid", "status": "ok"}),
        json.dumps({"type": "end", "run": 1.0, "case": "grid", "status": "ok"}),
        json.dumps({"type": "end", "run": -1, "case": "grid", "status": "ok"}),
        json.dumps({"type": "end", "run": 1, "case": 5, "status": "ok"}),
        json.dumps({"type": "end", "run": 1, "case": "", "status": "ok"}),
        json.dumps({"type": "end", "run": 1, "case": "g" * 1000, "status": "ok"}),
        end(status="accepted"), end(status="stopped"), end(status=None), end(status=["ok"]),
        '{"type": "end", "run": NaN, "case": "grid", "status": "ok"}',
        '{"type": "end", "run": 1, "case": "grid", "status": "ok", "ms": -Infinity}',
        '{"type": "end", "run": 1' + "0" * 5000 + ', "case": "grid", "status": "ok"}',
    ]
    for text in bad:
        assert protocol.parse(text) is None, text[:80] if isinstance(text, str) else text
    # an end or a start never carries data; writes always do, in sound records
    assert protocol.parse(end(board=None), b"\0\1\0\0") is None
    writes = json.dumps({"type": "writes", "run": 1, "case": "grid"})
    for data in (None, b"", b"\0\1\0", b"\x51\1\0\0", b"\0\x0a\0\0", b"\0\xfe\0\0", "abcd", [0, 1, 0, 0]):
        assert protocol.parse(writes, data) is None, data
    assert protocol.parse(writes, b"\x50\x09\x01\x00\x00\xff\x00\x00").data == b"\x50\x09\x01\x00\x00\xff\x00\x00"


def test_wrong_field_types_are_neutralised_and_cut():
    m = protocol.parse(end(status="error", error={"type": 5, "message": ["x"], "line": "3", "traceback": None}))
    assert m.result["error"] == {"type": "Error", "message": "", "line": 0, "traceback": ""}
    m = protocol.parse(end(status="error", error={"type": "E", "message": "m" * 10**5, "line": 10**9}))
    assert len(m.result["error"]["message"]) == protocol.MESSAGE_CAP and m.result["error"]["line"] == 0
    m = protocol.parse(end(status="error", error={"line": True}))
    assert m.result["error"]["line"] == 0
    # a board of the wrong shape is judged "shape"; odd cells are kept as short text
    for board in (None, 5, "board", [[]], [["1"] * 9] * 8, [["1"] * 9] * 8 + [["1"] * 10], [{"a": 1}] * 9):
        result = protocol.parse(end(board=board)).result
        assert judge(EXAMPLE, SOLUTION, result).detail == {"problem": "shape"}
    nested = [[[[["deep"]]]]] + [["1"] * 9] * 8
    nested[0] = [[[["deep"]]]] + ["1"] * 8
    result = protocol.parse(end(board=nested)).result
    assert result["board"][0][0] == {"repr": "?"}
    ints = [[{"repr": "4"}] * 9] * 9  # a board of non-strings: the harness's largest message
    result = protocol.parse(end(status="error", error={"type": "E"}, board=ints)).result
    assert result["board"][8][8] == {"repr": "4"}
    huge = [["9" * 10**4] * 9] * 9
    assert len(protocol.parse(end(board=huge)).result["board"][0][0]) == protocol.CELL_TEXT_CAP
    assert len(protocol.parse(end(output="1 " * 10**5)).result["output"]) == protocol.OUTPUT_CAP


def test_printed_output_is_text_cut_to_its_cap_and_nothing_else():
    """What a case printed (an ``output`` message, and the ``end``): stdout and stderr, each a str
    cut to OUTPUT_CAP; a wrong type is no output, never an error; an output never carries data."""
    m = protocol.parse(end(stdout="a" * (protocol.OUTPUT_CAP + 5), stderr="warn\n"))
    assert len(m.stdout) == protocol.OUTPUT_CAP and m.stderr == "warn\n"
    assert "stdout" not in m.result and "stderr" not in m.result  # the judge reads neither
    out = json.dumps({"type": "output", "run": 1, "case": "grid", "stdout": "x" * 10**5, "stderr": "e"})
    m = protocol.parse(out)
    assert (m.kind, len(m.stdout), m.stderr) == ("output", protocol.OUTPUT_CAP, "e")
    for bad in (None, 5, ["x"], {"a": "b"}, True):
        m = protocol.parse(json.dumps({"type": "output", "run": 1, "case": "grid", "stdout": bad, "stderr": bad}))
        assert (m.stdout, m.stderr) == ("", "")
        assert protocol.parse(end(stdout=bad, stderr=bad)).stdout == ""
    assert protocol.parse(out, b"\0\1\0\0") is None
    assert protocol.parse(json.dumps({"type": "output", "run": 1, "case": ""})) is None


def test_the_harness_streams_what_a_case_prints_and_keeps_it_when_the_case_fails():
    code = """import sys, time
class Solution:
    def solveSudoku(self, board):
        print("before", 1)
        print("to stderr", file=sys.stderr)
        print("x" * 70000)
        raise ValueError("boom")
"""
    parsed = [protocol.parse(text, data) for text, data in harness_messages(code)]
    assert None not in parsed
    streamed = [m for m in parsed if m.kind == "output"]
    assert streamed[0].stdout == "before 1\n"   # at once: seen even if the code then loops for ever
    assert "".join(m.stdout for m in streamed).startswith("before 1\n")
    assert "".join(m.stderr for m in streamed) == "to stderr\n"
    last = parsed[-1]
    assert last.kind == "end" and last.result["status"] == "error"
    assert last.stdout.startswith("before 1\nxxx") and len(last.stdout) == protocol.OUTPUT_CAP
    assert last.stderr == "to stderr\n"
    assert "".join(m.stdout for m in streamed) == last.stdout[:len("".join(m.stdout for m in streamed))]


def test_the_page_clock_is_never_negative_or_nan():
    assert protocol.elapsed_ms(10.0, 9.0) == 0.0
    assert protocol.elapsed_ms(10.0, math.nan) == 0.0
    assert protocol.elapsed_ms(1.0, 1.5) == 500.0


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
                    lambda inner: st.lists(inner, max_size=10) | st.dictionaries(st.text(max_size=10), inner, max_size=6),
                    max_leaves=60)
FIELDS = st.fixed_dictionaries({}, optional={
    "type": st.sampled_from(["start", "writes", "output", "end", "idle", "ready"]) | JSON,
    "run": st.integers(-2, 2**60) | JSON, "case": st.sampled_from(["grid", "luogu", ""]) | JSON,
    "status": st.sampled_from(protocol.STATUSES + ("stopped",)) | JSON,
    "board": JSON | st.lists(st.lists(JSON, min_size=9, max_size=9), min_size=9, max_size=9),
    "output": JSON, "error": JSON | st.fixed_dictionaries({}, optional={"type": JSON, "message": JSON,
                                                                         "line": JSON, "traceback": JSON}),
    "ms": st.floats(), "writes": JSON, "stdout": JSON, "stderr": JSON})


@fuzz(300)
@given(FIELDS, st.none() | st.binary(max_size=64))
def test_fuzzed_messages_never_raise_and_what_passes_is_judged_and_replayed(fields, data):
    text = json.dumps(fields)  # NaN and infinities too (json writes them; parse refuses them)
    message = protocol.parse(text, data)
    if message is None:
        return
    assert message.kind in ("start", "writes", "output", "end") and type(message.run) is int and type(message.case) is str
    assert type(message.stdout) is str and type(message.stderr) is str
    assert max(len(message.stdout), len(message.stderr)) <= protocol.OUTPUT_CAP
    if message.kind == "writes":
        player = Player.recorded(Puzzle(EXAMPLE, 9), unpack_writes(message.data), "")
        player.seek(10**6)
    if message.kind == "end":
        verdict = judge(EXAMPLE, SOLUTION, message.result)
        assert verdict.kind in VERDICTS
        from sudoku_web import practice_view  # the row the page shows: its texts build

        assert isinstance(practice_view.detail_text(verdict), str)


def test_deep_nesting_is_refused_before_parsing():
    """In Pyodide, json on thousands of nested brackets overflows the page's stack: a fatal error
    of its whole Python. Such text is refused unread; brackets inside strings do not count."""
    for text in ("[" * 5000, "{\"a\":" * 3000, '{"type": "end", "x": ' + "[" * 129 + "]" * 129 + "}"):
        assert protocol.parse(text) is None
    printed = json.dumps({"type": "end", "run": 1, "case": "grid", "status": "ok", "output": "[[{" * 20000})
    assert protocol.parse(printed).result["output"].startswith("[[{")



def test_many_keys_are_refused_before_parsing_and_the_harnesss_largest_end_passes():
    """The page's MicroPython builds a dict of many distinct keys slowly (90,000 keys: 38 s, the page
    frozen): more keys than the harness ever sends (96) are refused unread; keys inside strings and
    the harness's largest end (81 non-string cells, an error) pass."""
    keys = ", ".join(f'"k{i}": 0' for i in range(200))
    assert protocol.parse('{"type": "output", "run": 1, "case": "grid", %s}' % keys) is None
    printed = json.dumps({"type": "output", "run": 1, "case": "grid", "stdout": '"a": 1, ' * 5000})
    assert protocol.parse(printed).stdout.startswith('"a": 1, ')
    code = ("class Solution:\n    def solveSudoku(self, board):\n        for row in board:\n"
            "            row[:] = [4] * 9\n        print('x')\n        raise ValueError('boom')\n")
    largest = harness_messages(code, run=1)[-1][0]     # 81 non-string cells, an error, output
    assert largest.count('"repr"') == 81 and '"error"' in largest
    assert protocol.parse(largest).result["error"]["type"] == "ValueError"

def loop_check(data):
    """check_writes' rule record by record (what it did before: the reference)."""
    if not isinstance(data, (bytes, bytearray)) or not data or len(data) % 4:
        return None
    for i in range(0, len(data), 4):
        if data[i] >= protocol.CELLS or (data[i + 1] > protocol.SIZE and data[i + 1] != protocol.NOT_A_DIGIT):
            return None
    return bytes(data)


def test_the_writes_check_matches_the_record_by_record_rule_for_every_byte():
    """Every cell byte and every digit byte, alone among sound records and at either end."""
    sound = bytes([40, 5, 7, 0]) * 3
    for value in range(256):
        for record in (bytes([value, 3, 255, 255]), bytes([80, value, 0, 1])):
            for data in (record, sound + record, record + sound, sound + record + sound):
                assert protocol.check_writes(data) == loop_check(data), (value, data)


def test_the_writes_check_matches_on_random_runs_and_takes_a_large_chunk():
    import random

    rng = random.Random(31)
    for _ in range(300):
        count = rng.randint(1, 40)
        data = bytearray()
        for _ in range(count):
            data += bytes([rng.randrange(81), rng.choice([rng.randrange(10), 255]), rng.randrange(256), rng.randrange(256)])
        if rng.random() < 0.5:
            at = rng.randrange(count) * 4 + rng.choice([0, 1])
            data[at] = rng.randrange(256)
        assert protocol.check_writes(bytes(data)) == loop_check(bytes(data))
        assert protocol.check_writes(bytearray(data)) == loop_check(bytes(data))
    big = bytes([80, 9, 255, 255]) * 200_000 + bytes([0, 255, 0, 0])
    assert protocol.check_writes(big) == big
    assert protocol.check_writes(big + bytes([81, 1, 0, 0])) is None
    assert protocol.check_writes(big[:-1]) is None and protocol.check_writes(b"") is None


def test_chunks_of_one_size_build_the_lane_masks_once(monkeypatch):
    """A fast loop's chunks are all the harness's chunk size: the page builds one big integer per
    chunk (its records), not the eight lane masks again each time (counted: ``int.from_bytes``
    calls); a chunk of another size still gets its own masks and the same rule."""
    calls = []

    class CountingInt(int):
        @classmethod
        def from_bytes(cls, data, order):
            calls.append(len(data))
            return int.from_bytes(data, order)

    monkeypatch.setattr(protocol, "int", CountingInt, raising=False)
    count = harness.CHUNK_BYTES // 4
    chunks = [bytes([count % 81, 3, 7, 0]) * count, bytes([40, 9, 1, 2]) * count, bytes([80, 255, 0, 0]) * count]
    for chunk in chunks:
        assert protocol.check_writes(chunk) == chunk
    calls.clear()
    for chunk in chunks:
        assert protocol.check_writes(chunk) == chunk
    assert calls == [harness.CHUNK_BYTES] * len(chunks)   # the records only, no mask rebuilt
    assert protocol.check_writes(chunks[0][:-4] + bytes([81, 3, 7, 0])) is None
    assert protocol.check_writes(chunks[0][:-4] + bytes([5, 10, 7, 0])) is None
    assert protocol.check_writes(bytes([5, 10, 7, 0]) * 3) is None and protocol.check_writes(bytes([5, 9, 7, 0]) * 3)
