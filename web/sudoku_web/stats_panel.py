"""The Statistics dialog: the records per level (a table) and the daily streak, and Reset.

DOM glue over ``records`` (read from localStorage ``sudoku-solver:records`` each time it opens,
so another tab's solves show too). An embedded page keeps no records: the dialog says so.
"""

from __future__ import annotations

from pyscript import document, when, window

from .daily_panel import local_date
from .markup import escape
from .play import format_time
from .records import Records
from .strings import t

KEY = "sudoku-solver:records"
COLUMNS = ("stats_level", "stats_solved", "stats_best", "stats_average", "stats_hints")


class StatsPanel:
    def __init__(self, ctx, storage=None):
        self.ctx = ctx
        self.storage = storage          # a storage.Storage, or None (embedded: no records)
        self.dialog = document.getElementById("stats-dialog")
        self.opener = document.getElementById("stats-open")
        self.body = document.getElementById("stats-body")
        self.reset_button = document.getElementById("stats-reset")
        ctx.events.on("records_changed", self.refresh)
        ctx.events.on("language", lambda announce=False: self.refresh())

    def wire(self):
        when("click", self.opener)(self.open)
        when("click", document.getElementById("stats-close"))(self.close)
        when("click", self.reset_button)(self.on_reset)
        self.reset_button.hidden = self.storage is None
        self.opener.disabled = False

    def records(self) -> Records:
        return Records.read(self.storage.read()) if self.storage is not None else Records()

    def open(self, event=None):
        self.refresh()
        self.dialog.showModal()
        # Close, not Reset (the first button), takes the focus: an Enter at once erases nothing.
        # (Not ``autofocus``: Chromium refuses it in a cross-origin frame with a console error.)
        document.getElementById("stats-close").focus()

    def close(self, event=None):
        self.dialog.close()
        self.opener.focus()

    def refresh(self):
        if self.storage is None:
            self.body.innerHTML = f'<p>{escape(t("stats_embedded"))}</p>'
            return
        records = self.records()
        self.body.innerHTML = self.table_html(records) + (
            f'<p id="stats-streak" class="stats-streak">{escape(t("stats_streak", days=records.streak(local_date())))}</p>')

    def table_html(self, records) -> str:
        rows = records.rows()
        if not rows:
            return f'<p class="stats-none">{escape(t("stats_none"))}</p>'
        head = "".join(f'<th scope="col">{escape(t(key))}</th>' for key in COLUMNS)
        body = "".join(
            f'<tr data-level="{escape(level)}"><th scope="row">{escape(self.level_name(level))}</th>'
            f'<td>{rec.solved}</td><td>{format_time(rec.best)}</td><td>{format_time(rec.average)}</td>'
            f'<td>{rec.hints}</td></tr>'
            for level, rec in rows)
        return (f'<table class="stats-table" aria-labelledby="stats-h"><thead><tr>{head}</tr></thead>'
                f'<tbody>{body}</tbody></table>')

    def level_name(self, level: str) -> str:
        try:
            return t("level_" + level)
        except KeyError:
            return level

    def on_reset(self, event=None):
        if self.storage is None or not window.confirm(t("stats_reset_confirm")):
            return
        self.storage.write(Records().to_json(), force=True)
        self.refresh()
        self.ctx.say_t("stats_reset_done")
