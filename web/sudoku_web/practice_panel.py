"""The Practice tab: the learner's own solver, written in the editor, judged in a worker, watched in
the tutor. DOM glue over ``practice_judge`` (cases, verdicts), ``practice_view`` (texts, markup),
``editor`` and ``practice_runner`` (the worker).

Decisions:
- Code runs only when Run or Submit is pressed. Run judges the grid on the board; Submit every case
  (``practice_judge.CASES`` and the grid). A syntax error is found on the page at once (``compile``),
  without starting the worker.
- The page owns the run (the learner's code shares the worker's Python with the harness, so
  whatever the worker says is untrusted): it sends one case at a time with a run number, times it
  on its own clock (shown times are the page's, never negative), takes only checked messages for
  that case (``practice_protocol``), and judges with its own judge. Past the limit, a case that
  still writes is stopped by the harness (Time Limit Exceeded, its writes kept for watching); one
  that runs on is stopped here ``GRACE`` seconds later by ending the worker, whatever it says; the
  next case gets a new worker, and so does the next job (code of a run cannot touch the next).
- The code of each judge is remembered in the browser (not in an embedded page) as it is typed.
  A link's ``?code=`` is put in the editor but not remembered until the learner edits it, so
  opening someone's link never overwrites one's own code.
- Each finished case keeps its record (writes, code, verdict): Watch plays it in the tutor
  (``watch(case, run)``, the app's), and the tutor's race shows it beside the algorithms.
"""

from __future__ import annotations

import asyncio
import random
from time import perf_counter

from pyscript import document, when, window

from . import i18n
from . import practice_protocol as protocol
from . import practice_view as view
from .editor import Editor
from .options import code_link
from .practice_judge import CASE_IDS, GRACE, MODES, SIZE, TEMPLATES, TIME_LIMIT, WRITE_CAP, case_cells, judge, solution_of
from .practice_runner import PracticeRunner
from .strings import t

CONTROLS = ("mode", "reset", "link", "code", "view", "gutter", "run", "stop", "submit", "out")
POLL = 0.05              # seconds between two looks at a running case's clock
_RANDOM = random.SystemRandom()
START_TIMEOUT = 120      # seconds a new worker may take to start (a loaded machine) before it is given up


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


class PracticePanel:
    def __init__(self, ctx, storage, urls: dict, link_code=None, link_mode=None, watch=None):
        self.ctx = ctx
        self.storage = storage
        self.watch = watch
        self.el = {name: document.getElementById("p-" + name) for name in CONTROLS}
        self.editor = Editor(self.el["code"], self.el["view"], self.el["gutter"], self.on_code)
        self.runner = PracticeRunner(urls, self.on_message, self.on_failed)
        saved = (storage.read() if storage is not None else None) or {}
        self.codes = {m: str(saved.get("code", {}).get(m, TEMPLATES[m])) for m in MODES} \
            if isinstance(saved.get("code"), dict) else dict(TEMPLATES)
        mode = link_mode if link_mode in MODES else saved.get("mode")
        self.mode = mode if mode in MODES else "leetcode"
        self.remember = True
        if link_code is not None:
            self.codes[self.mode] = link_code
            self.remember = False       # the link's code is not stored until edited
        self.op = 0
        self.runs = {}                  # case id -> CaseRun of the last job
        self.order = []
        self.current = None             # the CaseRun running now
        self.busy = False               # a job is being driven
        self.failed = None
        self.el["mode"].value = self.mode
        self.editor.set_text(self.codes[self.mode])
        self._wire()
        ctx.events.on("language", self.on_language)
        self.note = t("p_link_code") if link_code is not None else None

    def take_note(self):
        """What to say on opening the tab the first time (the link's code), once; else None."""
        note, self.note = self.note, None
        return note

    def _wire(self):
        when("click", self.el["run"])(lambda e: asyncio.ensure_future(self.run(("grid",))))
        when("click", self.el["submit"])(lambda e: asyncio.ensure_future(self.run(CASE_IDS)))
        when("click", self.el["stop"])(self.on_stop)
        when("click", self.el["reset"])(self.on_reset)
        when("click", self.el["link"])(lambda e: asyncio.ensure_future(self.copy_link()))
        when("change", self.el["mode"])(self.on_mode)
        when("click", self.el["out"])(self.on_table_click)
        for name in ("mode", "reset", "link", "code", "run", "submit"):
            self.el[name].disabled = False

    # ----- the code ----------------------------------------------------------------------
    def save(self):
        if self.storage is not None and self.remember:
            self.storage.write({"mode": self.mode, "code": self.codes})

    def take_saved(self, saved):
        """Another tab's code, chosen by the learner (storage.Keeper): in the editor as an edit, so
        the editor's undo brings this tab's code back."""
        codes = saved.get("code")
        for m in MODES:
            if isinstance(codes, dict) and isinstance(codes.get(m), str):
                self.codes[m] = codes[m]
        self.editor.replace_all(self.codes[self.mode])

    def on_code(self, text):
        self.codes[self.mode] = text
        self.remember = True
        self.save()

    def on_mode(self, event=None):
        mode = str(self.el["mode"].value)
        if mode not in MODES or mode == self.mode:
            return
        self.codes[self.mode] = self.editor.text
        self.mode = mode
        self.editor.set_text(self.codes[mode])
        self.save()

    def on_reset(self, event=None):
        """Back to the template; the browser's undo (Ctrl+Z in the editor) brings the code back."""
        self.editor.replace_all(TEMPLATES[self.mode])

    async def copy_link(self):
        """Copy a link that opens the editor's code with this judge (never run by itself); a long
        one carries the code in the fragment (``options.code_link``)."""
        loc = window.location
        link = code_link(f"{loc.origin}{loc.pathname}", self.mode, self.editor.text, window.encodeURIComponent)
        await self.ctx.copy_text(link, t("p_link_copied"), "share_failed")

    # ----- running -----------------------------------------------------------------------
    def set_running(self, running: bool):
        for name in ("run", "submit", "mode", "reset"):
            self.el[name].disabled = running
        self.el["stop"].disabled = not running
        self.ctx.mark(practiceRunning="1" if running else "0")

    def grid_cells(self):
        """The board's puzzle for the "grid" case, or None (said) when the judge cannot take it."""
        ctx = self.ctx
        if ctx.grid.size != SIZE:
            ctx.say(t("p_grid_size"), "error")
            return None
        conflicts = ctx.check_conflicts()
        if conflicts:
            ctx.say(ctx.conflict_text(conflicts), "error")
            return None
        return ctx.givens().cells

    def render_rows(self):
        rows = "".join(self.row_html(run) for run in (self.runs[c] for c in self.order))
        self.el["out"].innerHTML = view.table_html(rows)

    def row_html(self, run):
        tb = ""
        if run.verdict is not None and run.verdict.kind == "runtime_error":
            tb = run.verdict.detail.get("traceback", "")
        return view.row_html(run.case_id, run.state, run.verdict, run.ms, run.count if run.state != "waiting" else None,
                             tb, watchable=run.state in ("done", "stopped") and run.count > 0)

    def update_row(self, run):
        row = self.el["out"].querySelector(f'tr[data-case="{run.case_id}"]')
        if row is not None:
            row.outerHTML = self.row_html(run)

    async def run(self, case_ids):
        if self.current is not None or self.busy:
            return
        code = self.editor.text
        cases = []
        for case_id in case_ids:
            cells = self.grid_cells() if case_id == "grid" else case_cells(case_id)
            if cells is None:
                if len(case_ids) == 1:
                    return
                continue
            cases.append(CaseRun(case_id, cells))
        self.op += 1
        op = self.op
        self.runs = {run.case_id: run for run in cases}
        self.order = [run.case_id for run in cases]
        for run in cases:
            run.source = code
        self.editor.mark_error(0)
        self.ctx.mark(practiceDone="0")
        self.render_rows()
        try:
            compile(code, "solution.py", "exec")
        except SyntaxError as err:
            self.syntax_error(err)
            return
        self.set_running(True)
        self.busy = True
        try:
            await self.drive(op, code, cases)
        finally:
            self.busy = False
            if op == self.op:
                self.set_running(False)
                self.ctx.progress("")
            # the learner's code may have changed anything in that worker's Python: the next job
            # gets a fresh one, started now so that it is ready by the next Run
            self.runner.stop()
            self.runner.start()

    def syntax_error(self, err):
        line = err.lineno or 0
        text = f"SyntaxError: {err.msg}"
        detail = {"type": "SyntaxError", "message": str(err.msg), "line": line, "traceback": text}
        for run in self.runs.values():
            self.finish(run, {"status": "error", "error": detail}, 0.0)
        self.editor.mark_error(line)
        self.ctx.say(t("p_syntax", line=line, message=err.msg), "error")
        self.ctx.mark(practiceDone="1")

    async def ensure_worker(self, op) -> bool:
        """A ready worker (started when none is), or False (said) when it cannot start."""
        if self.runner.started:
            return True
        self.ctx.progress(t("p_starting"))
        self.failed = None
        self.runner.start()
        try:
            ok = await asyncio.wait_for(asyncio.shield(self.runner.ready), START_TIMEOUT)
        except asyncio.TimeoutError:
            self.runner.stop()
            self.failed = self.failed or "timeout"
            ok = False
        if op != self.op:
            return False
        self.ctx.progress("")
        if not ok:
            self.ctx.say(t("p_worker_failed", message=self.failed or "?"), "error")
        return ok

    async def drive(self, op, code, cases):
        """The page owns the run: it sends ONE case at a time (with a run number it picks), times it
        on its own clock, takes only messages for that case (``practice_protocol``), and ends it by
        force (a new worker) ``GRACE`` seconds past the limit whatever the worker says."""
        for run in cases:
            if op != self.op:
                return
            if run.state != "waiting":
                continue
            if not await self.ensure_worker(op):
                if op == self.op:
                    for other in cases:
                        if other.state == "waiting":
                            other.state = "stopped"
                            self.update_row(other)
                    self.ctx.mark(practiceDone="1")
                return
            run.run_id = _RANDOM.getrandbits(52)  # not guessable: a message must be for THIS run
            run.state = "running"
            run.started = perf_counter()
            self.current = run
            self.update_row(run)
            self.runner.run({"run": run.run_id, "mode": self.mode, "code": code, "seconds": TIME_LIMIT,
                             "write_cap": WRITE_CAP, "cases": [{"id": run.case_id, "cells": list(run.cells)}]})
            while op == self.op and run.state == "running":
                await asyncio.sleep(POLL)
                if run.state == "running" and perf_counter() - run.started > TIME_LIMIT + GRACE:
                    self.runner.stop()    # it runs on (without writing, or lying): only ending the worker stops it
                    self.finish(run, {"status": "stopped"})
        if op == self.op:
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
            self.ctx.progress(t("p_running", case=view.case_title(run.case_id), writes=i18n.fmt_int(run.count)))
        elif message.kind == "end":
            self.finish(run, message.result)

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
        solution = solution_of(cells)
        run.verdict = judge(cells, solution, result)
        self.update_row(run)
        line = run.verdict.detail.get("line") if run.verdict.kind == "runtime_error" else None
        if line:
            self.editor.mark_error(int(line))
        self.ctx.events.emit("practice_verdict", case=run.case_id, verdict=run.verdict.kind, ms=run.ms,
                             writes=run.count, cell=view.notation(run.verdict) or None, line=line or None)

    def done(self):
        judged = [run for run in self.runs.values() if run.verdict is not None]
        accepted = sum(1 for run in judged if run.verdict.kind == "accepted")
        if judged:
            self.ctx.say(t("p_done", accepted=accepted, total=len(self.runs)),
                         "success" if accepted == len(self.runs) else "info")
        self.ctx.mark(practiceDone="1")

    def on_failed(self, message):
        """The worker could not start, or broke (or said so: its messages are the learner's to
        forge): the case running, if any, is stopped; the next one gets a new worker."""
        self.failed = message
        run = self.current
        if run is not None and run.state == "running":
            self.finish(run, {"status": "stopped"})
            self.ctx.say(t("p_worker_broke", message=message), "error")

    def on_stop(self, event=None):
        if self.el["stop"].disabled:
            return
        self.op += 1
        self.runner.stop()
        self.current = None
        for run in self.runs.values():
            if run.state in ("running", "waiting"):
                run.state = "stopped"
                if run.started is not None:
                    run.ms = protocol.elapsed_ms(run.started, perf_counter())
                self.update_row(run)
        self.set_running(False)
        self.ctx.progress("")
        self.ctx.say(t("p_stopped"))
        self.ctx.mark(practiceDone="1")

    # ----- watching --------------------------------------------------------------------------
    def on_table_click(self, event):
        button = event.target.closest("button.p-watch")
        if button is None:
            return
        run = self.runs.get(str(button.dataset.case))
        if run is not None and self.watch is not None:
            self.watch(run)

    def on_language(self, announce=False):
        if self.runs:
            self.render_rows()
