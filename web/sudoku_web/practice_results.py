"""The practice room's results on the page: the verdict table (one row per case, with Watch) and
the Output region (what each case printed). DOM glue over ``practice_view`` (the rows' markup) and
``practice_output`` (the printed text's, cut and marked).

Why apart: the run (``practice_session``) decides what happened to each case; this module only
shows it, so showing can change (a new language, a row, a stream of output) without touching the
state machine that supervises the worker. Each case is one row ``tr[data-case]`` and one block
``div.p-case-out[data-case]``, replaced in place when its case changes; a new job starts both
afresh (the last job's output is cleared at a new Run).
"""

from __future__ import annotations

from . import practice_output as output
from . import practice_view as view


def row_html(run) -> str:
    tb = ""
    if run.verdict is not None and run.verdict.kind == "runtime_error":
        tb = run.verdict.detail.get("traceback", "")
    return view.row_html(run.case_id, run.state, run.verdict, run.ms, run.count if run.state != "waiting" else None,
                         tb, watchable=run.state in ("done", "stopped") and run.count > 0)


def output_html(run) -> str:
    """A case's Output block: none for a case never sent to the worker (it printed nothing)."""
    if run.started is None and run.state != "done":
        return ""
    return output.case_html(run.case_id, view.case_title(run.case_id), run.stdout, run.stderr)


class PracticeResults:
    """The verdict table in ``table`` and the Output region's ``out``; ``watch(run)`` plays a case
    (the Watch buttons)."""

    def __init__(self, table, out, watch=None):
        self.table = table
        self.out = out
        self.watch = watch
        self.runs = {}        # case id -> CaseRun of the job shown
        self.order = []
        self.drawn = {}       # case id -> the streams' lengths (up to what is shown) of its Output block drawn

    def show_all(self, runs):
        """Show a job's cases (a new job, or the page's language changed)."""
        self.runs = {run.case_id: run for run in runs}
        self.order = [run.case_id for run in runs]
        self.render()

    def forget(self, case_id):
        """A case that could not run this time (the board has conflicts, or is not 9x9): the
        verdict shown for it, from an earlier board, goes with its output."""
        if case_id in self.runs:
            del self.runs[case_id]
            self.order = [c for c in self.order if c != case_id]
            self.render()

    def render(self):
        self.drawn = {}
        runs = [self.runs[c] for c in self.order]
        self.table.innerHTML = view.table_html("".join(row_html(run) for run in runs))
        self.out.innerHTML = "".join(output_html(run) for run in runs)

    def show(self, run):
        """A case changed: its row and its output."""
        row = self.table.querySelector(f'tr[data-case="{run.case_id}"]')
        if row:  # (none found is JavaScript's null: falsy, but not None in this Pyodide)
            row.outerHTML = row_html(run)
        self.drawn.pop(run.case_id, None)
        self.show_output(run)

    def show_output(self, run):
        """A case's Output block, in place; a new one goes last (cases start in the job's order).

        Not drawn again while more output of a running case cannot change it: a stream shows at most
        its first ``SHOW_CHARS`` characters, and output only grows while the case runs, so once
        both streams hold more than that, a redraw (cutting and escaping 10,000 characters, up to
        0.1 s on the page's MicroPython) would draw the same block, several times a second for as
        long as the code prints."""
        if self.runs.get(run.case_id) is not run:
            return
        seen = (min(len(run.stdout), output.SHOW_CHARS + 1), min(len(run.stderr), output.SHOW_CHARS + 1))
        if self.drawn.get(run.case_id) == seen:
            return
        self.drawn[run.case_id] = seen
        html = output_html(run)
        block = self.out.querySelector(f'div.p-case-out[data-case="{run.case_id}"]')
        if block:
            block.outerHTML = html
        elif html:
            self.out.insertAdjacentHTML("beforeend", html)

    def on_click(self, event):
        """A Watch button of the table: play that case in the tutor."""
        button = event.target.closest("button.p-watch")
        if not button:
            return
        run = self.runs.get(str(button.dataset.case))
        if run is not None and self.watch is not None:
            self.watch(run)
