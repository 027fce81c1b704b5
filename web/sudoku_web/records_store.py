"""The player's records in the browser's storage (``records`` reads and adds; this keeps them).

They are read again at each finish (another tab's solves count too) and written back. The
protection is the work's (``storage.Keeper``, told through ``saved_notice``): a stored record that
does not read whole is first kept aside (``<key>:aside``) and the person told, and what reads is
written in its place at once (so it is said once); storage that refuses is said once, until a
write succeeds again. Unlike the work, records are never a question between tabs: each finish adds
to whatever is stored now (a forced write).
"""

from __future__ import annotations

from .records import Records, read_records
from .storage import UNREADABLE, Keeper, parse

COUNTED_SUFFIX = "-counted"   # sudoku-solver:records-counted: the ids of the plays counted last
COUNTED_KEPT = 100


def counted_ids(value) -> list:
    """The stored list of counted play ids, as far as it reads (anything else: none)."""
    if not isinstance(value, list):
        return []
    return [v for v in value if isinstance(v, str) and 0 < len(v) <= 24][-COUNTED_KEPT:]


class RecordsStore:
    def __init__(self, storage, notice, today=None):
        self.today = today              # () -> today's ISO date (the page's clock), or None
        self.keeper = Keeper(storage, self.read, notice, "records")

    def read(self, value) -> tuple:
        """``records.read_records`` with today's date: a daily date far in the future is damage."""
        return read_records(value, self.today() if self.today is not None else "")

    def add(self, level: str, seconds: float, hints: int, daily: str) -> None:
        """One solve more in the stored records (nothing written when a damaged record could not
        be kept aside first)."""
        records = self.stored()
        if records is not None:
            records.add(level, seconds, hints, daily)
            self.write(records)

    def count(self, state) -> str:
        """A finished play (``play.PlayState``) counted, at most once: not after Solve showed the
        answer, nor when another tab counted the same play (its id is in the counted list, kept
        under a key of its own, ``<key>-counted``: the records keep the shape older pages read).
        The finish's message key."""
        if state.shown:
            return "finished_shown"
        counted = self.keeper.storage.beside(COUNTED_SUFFIX)
        ids = counted_ids(parse(counted.text()))
        if state.id and state.id in ids:
            return "finished_counted"
        self.add(state.level, state.seconds, state.hints, state.daily)
        if state.id:
            counted.write((ids + [state.id])[-COUNTED_KEPT:], force=True)
        return "finished"

    def stored(self):
        """The stored records as far as they read (a damaged text kept aside, said, and replaced by
        what reads); None when storage refused to keep it aside (nothing may be written over it)."""
        text = self.keeper.storage.text()
        if self.keeper.storage.unread:   # too large to read here: left as it is, said
            if not self.keeper.blocked:
                self.keeper.too_large()
            return None
        value = parse(text)
        records, problem = self.read(value) if value is not None or text is None else (Records(), UNREADABLE)
        if problem is not None:
            self.keeper.keep_aside(text, problem)
            if self.keeper.blocked:
                return None
            self.write(records)
        return records

    def write(self, records) -> None:
        self.keeper.done(self.keeper.storage.write(records.to_json(), force=True))
