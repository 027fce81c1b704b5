"""The command line's streams: reading input, delivering answers, a closed pipe.

* :func:`open_input` opens FILE, or standard input for ``-``, as text whose
  line ends are ``\\n``, ``\\r\\n`` and ``\\r`` alike (a file always read them
  so; Python's standard input on POSIX splits at ``\\n`` only, so 1,000
  CR-separated puzzles would be one overlong line). It streams: nothing is
  read ahead beyond the text layer's buffer.
* :func:`deliver` flushes standard output after each answer, so a coprocess
  or a ``timeout`` sees every answer as soon as it is made.
* :func:`run_guarded` runs a command and turns a closed standard output
  (``| head -1``: ``BrokenPipeError``, also from the final flush) into the
  documented exit status 1 with no traceback: standard output is pointed at
  the null device, as Python's documentation on SIGPIPE recommends, so the
  interpreter's own flush at exit cannot fail again (which made the status 120);
  and Ctrl+C into status 130, a second Ctrl+C included.
* :func:`answer_each` is the loop ``solve``, ``rate`` and ``explain`` share: every puzzle of the
  input answered and delivered as it comes, with progress, and the exit status.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import signal
import sys
import time

from ..errors import SudokuError
from ..values import counted

#: Exit status when standard output was closed before every answer was written:
#: "not everything was delivered", the same status as any other incomplete run.
CLOSED_OUTPUT = 1


def open_input(path: str):
    """FILE, or standard input for ``-``, as text with universal line ends: UTF-8, or UTF-16
    when the first bytes say so (:func:`encoding_of`), whatever the locale (a file saved as
    "Unicode" by Windows Notepad gave an error per line; standard input took the locale's
    encoding, so the same bytes read differently from a pipe and from a file).

    Undecodable bytes become U+FFFD (then an ``unknown_symbol`` error names the
    cell) rather than a traceback.
    """
    if path != "-":
        raw = open(path, "rb")
    else:
        stdin = sys.stdin
        if stdin is None:   # started with standard input closed (``<&-``)
            raise OSError(errno.EBADF, "standard input is closed")
        raw = getattr(stdin, "buffer", None)
        if raw is None:  # a replaced sys.stdin (a test's StringIO): read it as it is
            return stdin
    peek = getattr(raw, "peek", None)
    head = peek(4)[:4] if peek is not None else b""
    if len(head) < _wanted(head):   # a pipe delivered fewer: the first bytes read as they come
        head = _first_bytes(raw, head)
        raw = io.BufferedReader(_Prefixed(head, raw)) if head else raw
    return io.TextIOWrapper(raw, encoding=encoding_of(head), errors="replace", newline=None)


def _wanted(head: bytes) -> int:
    """How many first bytes tell the encoding: two, four when they may start a UTF-32 mark."""
    return 4 if head[:2] in (b"\xff\xfe", b"\x00\x00") else 2


def _first_bytes(raw, head: bytes) -> bytes:
    """The first bytes :func:`encoding_of` needs, taken from ``raw`` one at a time (its buffer
    held only ``head`` of them); fewer at the end of the input."""
    read = getattr(raw, "read1", None) or raw.read
    head = read(len(head))   # (what was peeked, taken)
    while len(head) < _wanted(head):
        more = read(1)
        if not more:
            break
        head += more
    return head


class _Prefixed(io.RawIOBase):
    """The bytes already read (``head``), then the rest of ``raw``: the text reader sees them all."""

    def __init__(self, head: bytes, raw):
        super().__init__()
        self.head, self.raw = head, raw
        self.read_more = getattr(raw, "read1", None) or raw.read

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        data = self.head[:len(buffer)] if self.head else self.read_more(len(buffer))
        self.head = self.head[len(data):]
        buffer[:len(data)] = data
        return len(data)

    def close(self):
        self.raw.close()
        super().close()


def encoding_of(head: bytes) -> str:
    """The encoding of text starting with the bytes ``head``: UTF-32 or UTF-16 after its
    byte-order mark, UTF-16 when a NUL sits beside the first character (no puzzle text holds
    NUL); else UTF-8."""
    if head[:4] in (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff"):
        return "utf-32"
    if head[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return "utf-16"   # (the codec reads the mark and drops it)
    if len(head) >= 2 and head[1] == 0 and head[0] != 0:
        return "utf-16-le"
    if len(head) >= 2 and head[0] == 0 and head[1] != 0:
        return "utf-16-be"
    return "utf-8"


def deliver() -> None:
    """Push the answers written so far to whoever reads them (a pipe is block-buffered)."""
    sys.stdout.flush()


#: Exit status of a command stopped by Ctrl+C (``bank``: or by SIGTERM).
INTERRUPTED = 130


def run_guarded(runner, args, own_process: bool = False) -> int:
    """``runner(args)``'s exit status; 1 when standard output closed early or could not be written
(a full disk: said in one line), 130 on Ctrl-C.

    ``own_process``: the command is the whole process (``python -m sudoku_core``, the
    ``sudoku-core`` script, ``python -m sudoku_core.cli.logic``). Once it is interrupted, it
    ignores a further Ctrl+C and ends at once (:func:`exit_interrupted`): a second Ctrl+C
    otherwise reached the interpreter as it shut down (its handlers reset), and the process died
    of the signal (status -2 to its parent) instead of exiting 130. SIGTERM keeps its meaning.
    (A second Ctrl+C within the few byte-codes between catching the first and ignoring the next
    can still escape.)"""
    if sys.stdout is None:   # started with standard output closed (``>&-``): no answer can be said
        error_line("standard output is closed")
        return CLOSED_OUTPUT
    try:
        code = runner(args)
        if code == INTERRUPTED and own_process:
            exit_interrupted()
        sys.stdout.flush()  # a closed pipe noticed here, not in the interpreter's exit
        return code
    except KeyboardInterrupt:
        if own_process:
            exit_interrupted()
        return INTERRUPTED
    except BrokenPipeError:
        silence_stdout()
        return CLOSED_OUTPUT
    except OSError as error:   # a full disk, or another failed write: said in one line, not a traceback
        silence_stdout()
        error_line(f"cannot write the output: {error.strerror or error}")
        return CLOSED_OUTPUT


def exit_interrupted() -> None:
    """Ignore further Ctrl+C, then end the process now with status 130, its output flushed,
    skipping the interpreter's shutdown. Why: after a Ctrl+C the command had handled (its
    one-line message written), that shutdown sometimes ended in death by SIGINT (status -2 to
    the parent): 2 runs in 15 of the bank's Ctrl+C tests, none in 30 ending this way. Nothing is
    left for the shutdown to do: the bank has closed its pool or client and written its chunks."""
    _ignore_interrupts()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):
            pass  # a closed pipe or stream: nothing more can be said there
    os._exit(INTERRUPTED)


def _ignore_interrupts() -> None:
    """Ignore Ctrl+C from now on (the command is ending, as it has said). ``signal`` is
    imported with this module: an import here would itself be broken off by a second Ctrl+C."""
    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    except (ValueError, OSError):  # not the main thread
        pass


def silence_stdout() -> None:
    """Point standard output at the null device so nothing is written (or fails) at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):
        pass  # no real file descriptor (a test's StringIO): nothing to silence


def aside(text: str, end: str = "\n") -> bool:
    """Write ``text`` for the person on standard error, when it can be written: a closed or full
    standard error (``2>&-``, ``2>/dev/full``) must cost neither the answers on standard output
    nor the exit status. False when it could not be written."""
    if sys.stderr is None:   # (closed when Python started: print would write to standard output)
        return False
    try:
        sys.stderr.write(text + end)
        sys.stderr.flush()
        return True
    except (OSError, ValueError):   # ValueError: a stream already closed
        return False


def stderr_is_terminal() -> bool:
    """Whether standard error is a terminal (a progress line is shown by default then); False
    when it was closed at start (``2>&-``: ``sys.stderr`` is None)."""
    return sys.stderr is not None and sys.stderr.isatty()


def error_line(message: str) -> None:
    """The one-line error of a command (``python -m sudoku_core: error: ...``)."""
    aside(f"python -m sudoku_core: error: {message}")


def cannot_read(name: str, error: OSError) -> None:
    """Say that input ``name`` could not be opened. An empty name says so (it read "cannot read :");
    a name that is itself a puzzle (``solve 53..7....``, as other solvers take one) says how to
    give it: FILE is a file's name, and a puzzle written out comes on standard input."""
    shown = "'' (an empty file name)" if not name else name if len(name) <= 200 else name[:200] + "..."
    hint = ""
    if len(name) >= 16 and not os.path.exists(name):
        from ..formats.reader import parse_chunk

        try:
            parse_chunk(name)
            hint = "; FILE names a file: to answer a puzzle written out, give it on standard input " \
                   "(echo 'PUZZLE' | python -m sudoku_core ...)"
        except SudokuError:   # (not a puzzle either: the error alone)
            pass
    error_line(f"cannot read {shown}: {error.strerror}{hint}")


def progress_words(done: int, seconds: float) -> str:
    """What the progress line says after ``done`` puzzles in ``seconds``: ``1 puzzle, 12/s``,
    ``40 puzzles, 2.5/s``, or, under one a second (rate and explain on hard puzzles), the time each
    took, ``3 puzzles, 14.2 s each`` (it said ``1 puzzles, 0/s`` there)."""
    rate = done / max(seconds, 1e-9)
    speed = f"{rate:,.0f}/s" if rate >= 10 else f"{rate:.1f}/s" if rate >= 1 else f"{seconds / done:,.1f} s each"
    return f"{counted(done, 'puzzle')}, {speed}"


class Progress:
    """A self-erasing progress line on stderr, redrawn at most 4 times a second (off for good once
    stderr refuses it: progress is decoration, never a reason to stop)."""

    def __init__(self, enabled: bool):
        self.enabled, self.done, self.started, self.shown = enabled, 0, time.monotonic(), 0.0

    def tick(self):
        self.done += 1
        now = time.monotonic()
        if self.enabled and now - self.shown > 0.25:
            self.shown = now
            self.enabled = aside(f"\r{progress_words(self.done, now - self.started)} ", end="")

    def close(self):
        if self.enabled and self.shown:
            aside("\r\033[K", end="")


def unexpected(error: Exception) -> dict:
    """The record fields for a puzzle whose reading or solving raised something other than a
    ``SudokuError``: a bug in sudoku_core, not the input's fault. It is said for that puzzle
    (code ``internal_error``) and the puzzles after it are still answered."""
    return {"error": f"Internal error ({type(error).__name__}: {str(error)[:200]}): a bug in sudoku_core; "
                     "please report it with this puzzle.", "error_code": "internal_error", "cells": []}


def answer_each(args, answer, emit, ok: str, blank) -> int:
    """Answer every puzzle of ``args.file`` (split as ``args.size`` says) with ``answer(text, line)``
    (``line``: where the puzzle starts, so errors name the input's lines),
    hand each record to ``emit(index, line, record)`` and deliver it at once; status 2 when the
    input cannot be opened, 1 when it holds no puzzle or some record's status is not ``ok``.
    What ``emit`` writes is kept until it returns: if it fails on a bug, that puzzle's answer is
    instead ``blank()`` (the command's record of an unanswered puzzle) with ``internal_error``."""
    from ..formats.reader import bounded_lines, split_puzzles

    try:
        stream = open_input(args.file)
    except OSError as error:
        cannot_read(args.file, error)
        return 2
    progress = Progress(stderr_is_terminal() if args.progress is None else args.progress)
    seen = good = 0
    with stream:
        for index, (line, text) in enumerate(split_puzzles(bounded_lines(stream), args.size), 1):
            record = answer(text, line)
            seen += 1
            said = io.StringIO()
            try:
                with contextlib.redirect_stdout(said):
                    emit(index, line, record)
            except Exception as error:   # saying this answer failed (a bug): said for this puzzle instead
                record = blank()
                record.update(unexpected(error), status="invalid")
                said = io.StringIO()
                with contextlib.redirect_stdout(said):
                    emit(index, line, record)
            sys.stdout.write(said.getvalue())
            good += record["status"] == ok
            deliver()  # one answer per puzzle as it goes, even into a pipe
            progress.tick()
    progress.close()
    if not seen:
        aside("python -m sudoku_core: no puzzle found in the input")
        return 1
    return 0 if good == seen else 1
