"""The practice room's run: one job (Run: the grid; Submit: every case) driven case by case through
the worker, supervised and judged by the page. No editor or button wiring (``practice_panel``),
no markup (``practice_results`` shows what this decides).

Why apart: this is the state machine that must hold whatever the learner's code does. The
learner's code shares the worker's Python with the harness, so whatever the worker says is
untrusted: the page sends one case at a time with a run number, times it on its own clock (shown
times are the page's, never negative), takes only checked messages for that case
(``practice_protocol``), and judges with its own judge. Past the limit, a case that still writes is
stopped by the harness (Time Limit Exceeded, its writes kept for watching); one that runs on is
stopped here ``GRACE`` seconds later by ending the worker, whatever it says; the next case gets a
new worker, and so does the next job (code of a run cannot touch the next). What a case prints
comes as it is printed (``output`` messages) and whole at its end, so it is kept however the case
ends.
"""

from __future__ import annotations

import asyncio
import random

from . import i18n
from . import practice_protocol as protocol
from .practice_judge import GRACE, NO_SOLUTION, TIME_LIMIT, WRITE_CAP, count_solutions, judge
from .practice_runner import PracticeRunner
from .practice_view import case_title, notation
from .strings import t
from .timing import perf_counter


def unguessable_id() -> int:
    """A 52-bit number from the system's randomness (a JS number holds it exactly): Python's
    ``SystemRandom``, or the browser's ``crypto`` under MicroPython (which has no SystemRandom).
    Read in 16-bit words: MicroPython takes a JS number into a 32-bit signed int (3e9 arrives
    negative), so a word of 32 bits could make a negative id, which no message would match."""
    if hasattr(random, "SystemRandom"):
        return random.SystemRandom().getrandbits(52)
    import js

    words = js.Uint16Array.new(4)
    js.crypto.getRandomValues(words)
    number = int(words[0]) & 0xF
    for i in (1, 2, 3):
        number = (number << 16) | int(words[i])
    return number

POLL = 0.05              # seconds between two looks at a running case's clock
START_TIMEOUT = 120      # seconds a new worker may take to start (a loaded machine) before it is given up


def syntax_of(result: dict):
    """A case's result's SyntaxError (its ``error`` parts), or None."""
    error = result.get("error") or {}
    return error if result.get("status") == "error" and error.get("type") == "SyntaxError" else None


class CaseRun:
    """One case of a job: what the worker reported, and its verdict."""

    def __init__(self, case_id: str, cells):
        self.case_id = case_id
        self.cells = tuple(cells)
        self.state = "waiting"          # waiting, running, done, stopped
        self.writes = bytearray()
        self.count = 0
        self.ms = None
        self.verdict = None
        self.started = None             # the page's clock (perf_counter) when the page sent the case
        self.run_id = None              # the page's number for this case's run
        self.source = ""
        self.stdout = ""                # what the case printed (each cut to protocol.OUTPUT_CAP)
        self.stderr = ""
        self.unshown = False            # output came that the page has not shown yet

    def printed(self, stdout: str, stderr: str):
        """More output of the case (an ``output`` message), kept up to the protocol's cap; shown at
        the next look at the clock (so a flood of messages is not a flood of redraws)."""
        cap = protocol.OUTPUT_CAP
        if stdout and len(self.stdout) < cap:
            self.stdout = (self.stdout + stdout)[:cap]
            self.unshown = True
        if stderr and len(self.stderr) < cap:
            self.stderr = (self.stderr + stderr)[:cap]
            self.unshown = True


def stop_runs(runs, states, results) -> None:
    """The runs in one of ``states`` stopped (one that started keeps its time so far), and shown."""
    for run in runs:
        if run.state in states:
            run.state = "stopped"
            if run.started is not None:
                run.ms = protocol.elapsed_ms(run.started, perf_counter())
            results.show(run)


class PracticeSession:
    """Jobs, one at a time. ``editor`` (its ``mark_error``) shows an error's line; ``results`` shows
    the cases (``show_all``, ``show``, ``show_output``); ``on_running(bool)`` sets the buttons."""

    def __init__(self, ctx, urls: dict, editor, results, on_running):
        self.ctx = ctx
        self.editor = editor
        self.results = results
        self.on_running = on_running
        self.runner = PracticeRunner(urls, self.on_message, self.on_failed)
        self.op = 0
        self.runs = {}                  # case id -> CaseRun of the last job
        self.current = None             # the CaseRun running now
        self.busy = False               # a job is being driven
        self.failed = None
        self.solutions = {}             # cells -> the one solution (or None), from the engine's count

    @property
    def running(self) -> bool:
        return self.current is not None or self.busy

    async def run(self, mode: str, code: str, cases):
        """Run ``code`` (judge ``mode``) on ``cases`` (CaseRuns), case after case."""
        if self.running:
            return
        self.op += 1
        op = self.op
        self.runs = {run.case_id: run for run in cases}
        self.syntax = False             # a SyntaxError ended the job (said, every case judged)
        for run in cases:
            run.source = code
        self.editor.mark_error(0)
        self.ctx.mark(practiceDone="0")
        self.results.show_all(cases)
        self.on_running(True)
        self.busy = True
        try:
            await self.drive(op, mode, code, cases)
        finally:
            self.busy = False
            if op == self.op:
                self.on_running(False)
                self.ctx.progress("")
            # the learner's code may have changed anything in that worker's Python: the next job
            # gets a fresh one, started now so that it is ready by the next Run
            self.runner.stop()
            self.runner.start()

    def syntax_error(self, result) -> bool:
        """A case ended in a SyntaxError (the worker's Python compiles the code, not the page's
        MicroPython): every case waiting gets it, the line is marked and said; else False."""
        error = syntax_of(result)
        if error is None:
            return False
        for run in self.runs.values():
            if run.state == "waiting":
                self.finish(run, result, 0.0)
        line = int(error.get("line") or 0)
        self.editor.mark_error(line)
        self.ctx.say_t("p_syntax", "error", line=line, message=error.get("message", ""))
        self.ctx.mark(practiceDone="1")
        return True

    async def ensure_worker(self, op) -> bool:
        """A ready worker (started when none is), or False (said) when it cannot start."""
        if self.runner.started:
            return True
        self.ctx.progress_t("p_starting")
        self.failed = None
        self.runner.start()
        timed_out = False
        try:
            ok = await self.runner.ready.wait(START_TIMEOUT)
        except asyncio.TimeoutError:
            self.runner.stop()
            timed_out = self.failed is None
            ok = False
        if op != self.op:
            return False
        self.ctx.progress("")
        if timed_out:   # the page's own reason: said in the page's language
            self.ctx.say_t("p_worker_timeout", "error", seconds=START_TIMEOUT)
        elif not ok:
            self.ctx.say_t("p_worker_failed", "error", message=self.failed or "?")
        return ok

    async def drive(self, op, mode, code, cases):
        """The page owns the run: it sends ONE case at a time (with a run number it picks), times it
        on its own clock, takes only messages for that case (``practice_protocol``), and ends it by
        force (a new worker) ``GRACE`` seconds past the limit whatever the worker says. The cases'
        solutions are counted by the engine while the worker starts, before the first case."""
        counting = asyncio.create_task(count_solutions(self.solutions, [run.cells for run in cases]))
        self.runner.start()             # the worker starts meanwhile (nothing when one is running)
        for run in cases:
            if op != self.op:
                return
            if run.state != "waiting":
                continue
            if not counting.done():
                await counting
                if op != self.op:
                    return
            if self.solutions.get(run.cells) == NO_SOLUTION:   # not run: no answer could be right
                stop_runs((run,), ("waiting",), self.results)
                continue
            if not await self.ensure_worker(op):
                if op == self.op:
                    stop_runs(cases, ("waiting",), self.results)
                    self.ctx.mark(practiceDone="1")
                return
            run.run_id = unguessable_id()  # a message must be for THIS run
            run.state = "running"
            run.started = perf_counter()
            self.current = run
            self.results.show(run)
            self.runner.run({"run": run.run_id, "mode": mode, "code": code, "seconds": TIME_LIMIT,
                             "write_cap": WRITE_CAP, "cases": [{"id": run.case_id, "cells": list(run.cells)}]})
            while op == self.op and run.state == "running":
                await asyncio.sleep(POLL)
                if run.unshown and run.state == "running":
                    run.unshown = False
                    self.results.show_output(run)
                if run.state == "running" and perf_counter() - run.started > TIME_LIMIT + GRACE:
                    self.runner.stop()    # it runs on (without writing, or lying): only ending the worker stops it
                    self.finish(run, {"status": "stopped"})
        if op == self.op and not self.syntax:
            self.done()

    def on_message(self, text, data):
        """A message from the worker: taken only when it is of the harness's shape (checked) and
        for the case running now; anything else is ignored."""
        run = self.current
        if run is None or run.state != "running":
            return
        message = protocol.parse(text, data)
        if message is None or message.run != run.run_id or message.case != run.case_id:
            return
        if message.kind == "writes":
            if len(run.writes) + len(message.data) > 4 * WRITE_CAP:
                return
            run.writes += message.data
            run.count = len(run.writes) // 4
            self.ctx.progress(t("p_running", case=case_title(run.case_id), writes=i18n.fmt_int(run.count)))
        elif message.kind == "output":
            run.printed(message.stdout, message.stderr)
        elif message.kind == "end":
            run.stdout, run.stderr = message.stdout, message.stderr   # all it printed (as streamed, whole)
            self.finish(run, message.result)
            self.syntax = self.syntax_error(message.result)

    def finish(self, run, result, ms=None):
        """Judge a case with the page's judge; its time is the page's clock (``ms``, else now minus
        when the page sent it); past the time limit it is Time Limit Exceeded, whatever it says."""
        if ms is None:
            ms = protocol.elapsed_ms(run.started, perf_counter())
        if self.current is run:
            self.current = None
        run.state = "done"
        run.ms = ms
        if result.get("status") in ("ok", "error") and ms > TIME_LIMIT * 1000:
            result = {"status": "time_limit"}
        cells = list(run.cells)
        solution = self.solutions.get(run.cells)
        run.verdict = judge(cells, None if solution == NO_SOLUTION else solution, result)
        self.results.show(run)
        line = run.verdict.detail.get("line") if run.verdict.kind == "runtime_error" else None
        if line:
            self.editor.mark_error(int(line))
        self.ctx.events.emit("practice_verdict", case=run.case_id, verdict=run.verdict.kind, ms=run.ms,
                             writes=run.count, cell=notation(run.verdict) or None, line=line or None)

    def done(self):
        judged = [run for run in self.runs.values() if run.verdict is not None]
        accepted = sum(1 for run in judged if run.verdict.kind == "accepted")
        if any(self.solutions.get(run.cells) == NO_SOLUTION for run in self.runs.values()):
            self.ctx.say_t("p_no_solution", "error")   # (the other cases' verdicts are in the table)
        elif judged:
            self.ctx.say_t("p_done", "success" if accepted == len(self.runs) else "info",
                           accepted=accepted, total=len(self.runs))
        self.ctx.mark(practiceDone="1")

    def on_failed(self, message):
        """The worker could not start, or broke (or said so: its messages are the learner's to
        forge): the case running, if any, is stopped; the next one gets a new worker."""
        self.failed = message
        run = self.current
        if run is not None and run.state == "running":
            self.finish(run, {"status": "crashed", "message": str(message)[:300]})
            self.ctx.say_t("p_worker_broke", "error", message=message)

    def stop(self):
        """Stop the job now (the Stop button): its worker ends, its cases not done are stopped."""
        self.op += 1
        self.runner.stop()
        self.current = None
        stop_runs(self.runs.values(), ("running", "waiting"), self.results)
        self.on_running(False)
        self.ctx.progress("")
        self.ctx.say_t("p_stopped")
        self.ctx.mark(practiceDone="1")
