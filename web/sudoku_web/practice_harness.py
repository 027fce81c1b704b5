"""The practice room's harness: runs a learner's solver on the judge's cases and records its board
writes. It runs inside the practice Web Worker's own Python (``practice_worker.js``), never on the
page's thread, and knows nothing of the page: it gets a job and sends back plain messages.

Pure Python (CPython tests run it: tests/web_unit/test_practice_harness.py). Why it is built so:

- **LeetCode 37** (``mode="leetcode"``): the code defines ``class Solution`` with
  ``solveSudoku(self, board)``; the board is 9 lists of 9 one-character strings, ``"."`` for empty,
  changed in place. Each row is a ``list`` subclass whose ``__setitem__`` records the write and the
  learner's line that made it (the caller's frame), so every write to the board is seen, however
  the code reaches the row. ``List`` and the rest of ``typing`` are predefined, as LeetCode does.
- **Luogu P1784** (``mode="luogu"``): the code reads 9 lines of 9 numbers (0 for empty) from
  standard input and prints the grid. It keeps the grid in its own lists, so its statements
  ``a[i][j] = v`` (and ``a[k] = v`` on a flat list of 81) are rewritten (``ast``) to call a hook
  that does the write and records it when ``a`` is the grid: the first 9x9 (or 1-based 10x10, or
  flat) list that holds the case's givens, checked when a write could have completed them.
- Limits: a write past ``write_cap``, or the clock past the case's time limit when looked at (every
  ``CLOCK_EVERY`` writes), raises :class:`Limit`, a ``BaseException`` so the learner's own
  ``except Exception`` does not swallow it. Code that loops without writing is the page's to stop:
  it ends the whole worker (``terminate``) when a case overruns.
- Streaming: the writes go to the page in chunks (every ``STREAM_EVERY`` seconds and at the end of
  a case), 4 bytes a write (cell, digit, line low byte, line high byte), so a long run can be
  watched and counted while it runs.
- Output: what the code prints (standard output and standard error) is kept per case, the first
  ``OUTPUT_CAP`` characters of each stream (:class:`Captured`: a huge print cannot fill the
  worker's memory), and streamed to the page as it comes (each of the first ``EAGER_OUTPUT``
  lines at once, then every ``STREAM_EVERY`` seconds), so what a case printed before the page had
  to end its worker (a loop that neither writes nor prints) is still shown.

The page sends one case a job and owns its state, clock and verdict: every message from here is
untrusted data to it (the learner's code shares this Python and can post anything), checked by
``practice_protocol``.

Messages (``send(message: dict, data: bytes | None)``): ``{"type": "start", "case"}``,
``{"type": "writes", "case"}`` with the data, ``{"type": "output", "case", "stdout", "stderr"}``
(what was printed since the last one), ``{"type": "end", "case", "status", "ms", "writes",
"board" | "output", "stdout", "stderr", "error"}`` (``stdout``, ``stderr``: all that was kept); ``status`` is ``ok``, ``error``, ``time_limit`` or
``write_cap``; ``error`` is ``{"type", "message", "line", "traceback"}``, and ``"code"`` when the
error is the harness's own sentence, not Python's (``"no_solution"``: LeetCode code without
``class Solution`` and its ``solveSudoku``; the page says it by that code, in its language, and the
English ``message`` is only a fallback; ``traceback`` is then empty: no frame of the learner's).
"""

from __future__ import annotations

import ast
import io
import linecache
import sys
import traceback
from sys import _getframe
import struct
from time import perf_counter

FILENAME = "solution.py"
CLOCK_EVERY = 128       # writes between two looks at the clock
STREAM_EVERY = 0.2      # seconds between two chunks of writes sent to the page
CHUNK_BYTES = 64 * 1024  # a chunk sent sooner when it holds this much (16,384 writes): a fast loop
                         # sent megabytes at once, more than the page's MicroPython could take in one piece
OUTPUT_CAP = 65536      # characters of standard output kept, and of standard error
MESSAGE_CAP = 1 << 20   # characters of one message's JSON text the relay takes (practice_sandbox.js TEXT_CAP)
ERROR_CHARS = 8000      # characters of an error's message and of its traceback kept
EAGER_OUTPUT = 100      # a case's first lines of output, each sent at once (then every STREAM_EVERY)
SIZE = 9
_PACK = struct.Struct("4B").pack  # one write: cell, digit, line low byte, line high byte


class Limit(BaseException):
    """The run went past a limit (``reason``: "time" or "writes")."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


#: The harness's own error, when LeetCode code defines no ``Solution.solveSudoku``: sent with its
#: ``code`` (the page says it in its language by that code, never by reading this English).
NO_SOLUTION_TEXT = "Your code must define class Solution with a method solveSudoku(self, board)."


class NoSolution(NameError):
    """LeetCode code that defines no ``class Solution`` with ``solveSudoku``: a NameError, as a
    judge reports it, with the message's ``code`` for the page."""

    code = "no_solution"


class Recorder:
    """The board writes of one case, and the limits that stop it."""

    def __init__(self, case: str, send, seconds: float, write_cap: int):
        self.case = case
        self.send = send
        self.data = bytearray()
        self.sent = 0
        self.count = 0
        self.write_cap = write_cap
        self.started = perf_counter()
        self.deadline = self.started + seconds
        self.next_chunk = self.started + STREAM_EVERY
        self.next_look = min(CLOCK_EVERY, write_cap)

    def write(self, cell: int, digit: int, line: int):
        self.data += _PACK(cell, digit, line & 255, (line >> 8) & 255)
        self.count += 1
        if self.count >= self.next_look:
            self.look()

    def look(self):
        """Every CLOCK_EVERY writes (and at the cap): the limits, and a chunk for the page."""
        if self.count >= self.write_cap:
            raise Limit("writes")
        self.next_look = min(self.count + CLOCK_EVERY, self.write_cap)
        now = perf_counter()
        if now > self.deadline:
            raise Limit("time")
        if now >= self.next_chunk or len(self.data) - self.sent >= CHUNK_BYTES:
            self.next_chunk = now + STREAM_EVERY
            self.flush()

    def flush(self):
        if self.sent < len(self.data):
            chunk = bytes(self.data[self.sent:])
            self.sent = len(self.data)
            self.send({"type": "writes", "case": self.case}, chunk)


class Captured(io.TextIOBase):
    """One stream of the learner's output (``sys.stdout`` or ``sys.stderr`` while a case runs): the
    first ``cap`` characters are kept, the rest only counted; ``on_write(text)`` after each write."""

    def __init__(self, cap: int, on_write=None):
        super().__init__()
        self.cap = cap
        self.parts = []
        self.kept = 0
        self.total = 0       # characters written, kept or not
        self.sent = 0        # characters already streamed to the page
        self.on_write = on_write

    def writable(self) -> bool:
        return True

    def write(self, text) -> int:
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        self.total += len(text)
        if self.kept < self.cap and text:
            piece = text[:self.cap - self.kept]
            self.parts.append(piece)
            self.kept += len(piece)
        if self.on_write is not None:
            self.on_write(text)
        return len(text)

    def getvalue(self) -> str:
        if len(self.parts) > 1:
            self.parts = ["".join(self.parts)]
        return self.parts[0] if self.parts else ""

    def unsent(self) -> str:
        """What was kept since the last call (for the page's stream)."""
        text = self.getvalue()[self.sent:] if self.sent < self.kept else ""
        self.sent = self.kept
        return text


class Output:
    """A case's standard output and standard error, streamed to the page while the code prints
    (the first ``EAGER_OUTPUT`` lines at once, then every ``STREAM_EVERY`` seconds: a print is
    seen even when the code then loops for ever) and kept whole for the ``end`` message."""

    def __init__(self, case: str, send):
        self.case = case
        self.send = send
        self.stdout = Captured(OUTPUT_CAP, self.wrote)
        self.stderr = Captured(OUTPUT_CAP, self.wrote)
        self.next_chunk = perf_counter() + STREAM_EVERY
        self.eager = EAGER_OUTPUT

    def wrote(self, text: str):
        if self.eager > 0 and "\n" in text:   # a line ended (print writes its parts, then "\n")
            self.eager -= 1
            self.flush()
            return
        now = perf_counter()
        if now >= self.next_chunk:
            self.next_chunk = now + STREAM_EVERY
            self.flush()

    def flush(self):
        out, err = self.stdout.unsent(), self.stderr.unsent()
        if out or err:
            self.send({"type": "output", "case": self.case, "stdout": out, "stderr": err}, None)


def leetcode_digit(value) -> int:
    """What a LeetCode board cell holds as a digit: 1-9, 0 for ".", 255 for anything else (the
    judge then says which cell holds what)."""
    if type(value) is str and len(value) == 1:
        if "1" <= value <= "9":
            return ord(value) - 48
        if value == ".":
            return 0
    return 255


def number_digit(value) -> int:
    """A Luogu grid's cell as a digit: a number (or digit string) 0-9; 255 for anything else."""
    if type(value) is int and 0 <= value <= 9:
        return value
    if type(value) is str and len(value) == 1 and "0" <= value <= "9":
        return ord(value) - 48
    return 255


def _caller_line(frame) -> int:
    """The line of the learner's code that is running (the innermost frame of solution.py, from
    ``frame`` outwards)."""
    while frame is not None and frame.f_code.co_filename != FILENAME:
        frame = frame.f_back
    return frame.f_lineno if frame is not None else 0


class Row(list):
    """A row of the LeetCode board that records writes to it."""

    __slots__ = ("base", "recorder")

    def __setitem__(self, index, value):
        list.__setitem__(self, index, value)
        frame = _getframe(1)
        line = frame.f_lineno if frame.f_code.co_filename == FILENAME else _caller_line(frame)
        if type(index) is int and -SIZE <= index < SIZE:
            self.recorder.write(self.base + index % SIZE, leetcode_digit(value), line)
        else:  # a slice: record the row as it is now (the replay skips cells that did not change)
            for col, item in enumerate(self[:SIZE]):
                self.recorder.write(self.base + col, leetcode_digit(item), line)


def leetcode_board(cells, recorder) -> list:
    board = []
    for r in range(SIZE):
        row = Row(str(v) if v else "." for v in cells[r * SIZE:(r + 1) * SIZE])
        row.base = r * SIZE
        row.recorder = recorder
        board.append(row)
    return board


def luogu_input(cells) -> str:
    return "".join(" ".join(str(v) for v in cells[r * SIZE:(r + 1) * SIZE]) + "\n" for r in range(SIZE))


class _Rewrite(ast.NodeTransformer):
    """``a[i][j] = v`` -> ``__sudoku_set2__(a, i, j, v, line)``; ``a[k] = v`` ->
    ``__sudoku_set1__(a, k, v, line)`` (one target, no slices; other statements unchanged)."""

    def visit_Assign(self, node):
        self.generic_visit(node)
        if len(node.targets) != 1 or not isinstance(node.targets[0], ast.Subscript):
            return node
        target = node.targets[0]
        if isinstance(target.slice, ast.Slice):
            return node
        line = ast.Constant(node.lineno)
        inner = target.value
        if isinstance(inner, ast.Subscript) and not isinstance(inner.slice, ast.Slice):
            func, args = "__sudoku_set2__", [inner.value, inner.slice, target.slice, node.value, line]
        else:
            func, args = "__sudoku_set1__", [inner, target.slice, node.value, line]
        call = ast.Call(func=ast.Name(func, ast.Load()), args=args, keywords=[])
        return ast.copy_location(ast.Expr(call), node)


class GridWatch:
    """The Luogu hooks: do the write, and record it when it went to the learner's grid."""

    def __init__(self, cells, recorder):
        self.givens = [(i // SIZE, i % SIZE, v) for i, v in enumerate(cells) if v]
        self.given_at = {(r, c): v for r, c, v in self.givens}
        self.recorder = recorder
        self.grid = None      # (the list, offset): offset 1 for a 1-based 10x10 grid, -1 for flat
        self.checked = set()  # ids of lists found not to hold the givens (looked at again only when
        #                       a write could have completed them)

    def _holds_givens(self, table, offset) -> bool:
        try:
            if offset < 0:
                return all(number_digit(table[r * SIZE + c]) == v for r, c, v in self.givens)
            return all(number_digit(table[r + offset][c + offset]) == v for r, c, v in self.givens)
        except (IndexError, TypeError, KeyError):
            return False

    def _is_grid(self, table, offset, r, c, value) -> bool:
        key = (id(table), offset)
        if key in self.checked and self.given_at.get((r, c)) != number_digit(value):
            return False
        if self._holds_givens(table, offset):
            self.grid = (table, offset)
            return True
        self.checked.add(key)
        return False

    def set2(self, table, i, j, value, line):
        table[i][j] = value
        if type(i) is not int or type(j) is not int:
            return
        grid = self.grid
        if grid is None:
            if type(table) is not list or len(table) not in (SIZE, SIZE + 1) or not table:
                return
            offset = len(table) - SIZE
            if not self._is_grid(table, offset, i - offset, j - offset, value):
                return
        elif grid[0] is not table:
            return
        offset = len(table) - SIZE
        r, c = i - offset, j - offset
        if 0 <= r < SIZE and 0 <= c < SIZE:
            self.recorder.write(r * SIZE + c, number_digit(value), line)

    def set1(self, table, k, value, line):
        table[k] = value
        if type(k) is not int or type(table) is not list or len(table) != SIZE * SIZE:
            return
        grid = self.grid
        if grid is None:
            if not 0 <= k < SIZE * SIZE or not self._is_grid(table, -1, k // SIZE, k % SIZE, value):
                return
        elif grid[0] is not table:
            return
        if 0 <= k < SIZE * SIZE:
            self.recorder.write(k, number_digit(value), line)


def compile_code(code: str, mode: str):
    """The learner's code compiled (Luogu's with its grid writes rewritten); SyntaxError as Python
    raises it."""
    if mode != "luogu":
        return compile(code, FILENAME, "exec")
    tree = _Rewrite().visit(ast.parse(code, FILENAME))
    return compile(ast.fix_missing_locations(tree), FILENAME, "exec")


#: The frames of a runtime error's traceback shown (the last ones, where it happened).
TRACEBACK_FRAMES = 40


def error_info(err: BaseException) -> dict:
    """A runtime or syntax error as the page shows it: the traceback from the learner's first frame,
    and the line of the learner's code it points at (0 when none)."""
    if isinstance(err, SyntaxError) and err.filename == FILENAME:
        text = "".join(traceback.format_exception_only(type(err), err))
        return {"type": "SyntaxError", "message": str(err.msg), "line": err.lineno or 0, "traceback": text}
    tb = err.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename != FILENAME:
        tb = tb.tb_next
    line = 0
    walk = tb
    while walk is not None:
        if walk.tb_frame.f_code.co_filename == FILENAME:
            line = walk.tb_lineno
        walk = walk.tb_next
    # the last frames only: a runaway recursion (the limit raised) has 100,000 of them, and
    # formatting them all took seconds in Pyodide, past the time limit
    text = "".join(traceback.format_exception(type(err), err, tb, limit=-TRACEBACK_FRAMES))
    return {"type": type(err).__name__, "message": _cut(safe_text(err)), "line": line, "traceback": _cut(text)}


def safe_text(obj, as_repr: bool = False) -> str:
    """``str(obj)`` (or ``repr``) of the learner's object, or Python's own words when its
    ``__str__``/``__repr__`` raises: an exception whose ``__str__`` raised ended the harness
    itself, and the page said "Python itself stopped" with the harness's traceback, not the
    learner's error and line."""
    try:
        return repr(obj) if as_repr else str(obj)
    except BaseException:  # noqa: BLE001 - whatever the learner's method raised
        return f"<unprintable {type(obj).__name__}>" if as_repr else "<exception str() failed>"


def _cut(text: str) -> str:
    """An error's text kept to ``ERROR_CHARS`` (its end, where the traceback's error is; a huge
    message would make the end message too long for the relay), marked where it was cut."""
    return text if len(text) <= ERROR_CHARS else "…" + text[-ERROR_CHARS:]


def opening_stdin(text: str):
    """``open`` for Luogu code: ``open(0)`` (or ``open("/dev/stdin")``), the idiom for reading all
    of standard input at once, reads the case's input; anything else is the built-in ``open``.
    (The worker's file descriptor 0 is no input: Pyodide's asks the browser's ``prompt()``, which
    a worker lacks, and the code got an OSError that Luogu never gives.)"""
    import builtins

    def opener(file, mode="r", *args, **kwargs):
        if file in (0, "/dev/stdin"):
            data = io.BytesIO(text.encode())
            return data if "b" in mode else io.TextIOWrapper(data, encoding="utf-8")
        return builtins.open(file, mode, *args, **kwargs)

    return opener


def _namespace(mode: str) -> dict:
    namespace = {"__name__": "__main__", "__builtins__": __builtins__}
    if mode == "leetcode":  # LeetCode's Python has these without an import
        import typing

        namespace.update({name: getattr(typing, name) for name in typing.__all__})
    return namespace


def run_case(code_obj, mode: str, case: dict, send, seconds: float, write_cap: int) -> dict:
    """Run the compiled code on one case (``{"id", "cells"}``); the ``end`` message."""
    case_id, cells = case["id"], case["cells"]
    send({"type": "start", "case": case_id}, None)
    recorder = Recorder(case_id, send, seconds, write_cap)
    output = Output(case_id, send)
    saved = sys.stdin, sys.stdout, sys.stderr
    namespace = _namespace(mode)
    result = {"type": "end", "case": case_id, "status": "ok"}
    board = None
    started = perf_counter()
    try:
        sys.stdout, sys.stderr = output.stdout, output.stderr
        if mode == "luogu":
            given = luogu_input(cells)
            sys.stdin = io.TextIOWrapper(io.BytesIO(given.encode()), encoding="utf-8")
            namespace["open"] = opening_stdin(given)
            watch = GridWatch(cells, recorder)
            namespace["__sudoku_set2__"] = watch.set2
            namespace["__sudoku_set1__"] = watch.set1
            try:
                exec(code_obj, namespace)
            except SystemExit as done:
                # exit(), exit(0): the program's normal end. Any other status (exit(1), exit("msg"))
                # is a failed run, as the judge's Runtime Error: it was judged on its output, so
                # a right grid then exit(1) was Accepted
                if done.code is not None and done.code != 0:
                    raise
        else:
            # LeetCode gives no input: input() meets its end (EOFError), as on the judge. Pyodide's own
            # stdin asked the worker's prompt(), which does not exist: "OSError: [Errno 29] I/O error"
            # and a ReferenceError on the console
            sys.stdin = io.TextIOWrapper(io.BytesIO(b""), encoding="utf-8")
            exec(code_obj, namespace)
            solution = namespace.get("Solution")
            method = getattr(solution, "solveSudoku", None) if isinstance(solution, type) else None
            if method is None:
                raise NoSolution(NO_SOLUTION_TEXT)
            board = leetcode_board(cells, recorder)
            solution().solveSudoku(board)
    except Limit as limit:
        result["status"] = "time_limit" if limit.reason == "time" else "write_cap"
    except NoSolution as err:   # the harness's own sentence: sent by its code, said by the page
        result["status"] = "error"
        result["error"] = {"type": "NameError", "message": str(err), "line": 0, "traceback": "",
                           "code": err.code}
    except BaseException as err:  # noqa: BLE001 - the learner's error (SystemExit in LeetCode code too) is the result
        result["status"] = "error"
        result["error"] = error_info(err)
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    result["ms"] = round((perf_counter() - started) * 1000, 1)
    recorder.flush()
    result["writes"] = recorder.count
    text = output.stdout.getvalue()
    result["stdout"] = text
    result["stderr"] = output.stderr.getvalue()
    if mode == "luogu":
        result["output"] = text
    elif board is not None:
        # strings as they are; anything else as {"repr": ...}, so the judge can tell 4 from "4"
        result["board"] = [[item if type(item) is str else {"repr": safe_text(item, True)[:40]} for item in row]
                           if isinstance(row, list) else {"repr": safe_text(row, True)[:40]} for row in board]
    send(fitted(result), None)
    return result


def fitted(result: dict) -> dict:
    """The ``end`` message cut to fit the relay's cap as JSON (``MESSAGE_CAP``): its longest output
    halved until it fits. JSON writes a control character in 6 (``\\u001b``): three streams of
    65,536 of them did not fit, the relay dropped the message, and a program that ended at once
    was judged Time Limit Exceeded with no output."""
    while len(json_text(result)) > MESSAGE_CAP - 4096:
        key = max(("stdout", "stderr", "output"), key=lambda k: len(result.get(k) or ""))
        if not result.get(key):
            break
        result[key] = result[key][: len(result[key]) // 2]
    return result


def run_job(job: dict, send) -> None:
    """Run ``job`` (``{"mode", "code", "cases", "seconds", "write_cap"}``) case after case. A syntax
    error is one ``end`` message per case (as a judge reports a compile error on every test)."""
    mode, code = job["mode"], job["code"]
    linecache.cache[FILENAME] = (len(code), None, code.splitlines(True), FILENAME)
    try:
        code_obj = compile_code(code, mode)
    except SyntaxError as err:
        info = error_info(err)
        for case in job["cases"]:
            send({"type": "start", "case": case["id"]}, None)
            send({"type": "end", "case": case["id"], "status": "error", "ms": 0, "writes": 0, "stdout": "",
                  "stderr": "", "error": info}, None)
        return
    for case in job["cases"]:
        run_case(code_obj, mode, case, send, job["seconds"], job["write_cap"])


def json_text(message) -> str:
    """A message as JSON with the characters beyond ASCII as themselves: MicroPython's json (the
    page's) reads the escapes of a character beyond U+FFFF (a surrogate pair, ``\\ud83d\\ude42``) as
    two lone halves, so an emoji the learner printed arrived as two U+FFFDs. A text that is not
    UTF-8 (a lone surrogate the code printed) is still written with escapes."""
    import json

    text = json.dumps(message, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(message)
    return text


def worker_main(job_json: str, post) -> None:
    """The worker's entry point: ``post(text, bytes_or_None)`` is the JavaScript side's postMessage.
    Every message carries the job's ``run`` (the page's number for the case it sent), so the page
    can tell a late message of an earlier case from one of the case it is running."""
    import json

    from pyodide.ffi import to_js  # only inside Pyodide

    job = json.loads(job_json)
    run_id = job.get("run")

    def send(message, data):
        message["run"] = run_id
        post(json_text(message), to_js(data) if data is not None else None)

    run_job(job, send)
