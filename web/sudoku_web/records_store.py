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


class RecordsStore:
    def __init__(self, storage, notice):
        self.keeper = Keeper(storage, read_records, notice, "records")

    def add(self, level: str, seconds: float, hints: int, daily: str, play: str = "") -> bool:
        """One solve more in the stored records (nothing written when a damaged record could not
        be kept aside first); False when the play (its id) was counted already, by another tab."""
        records = self.stored()
        if records is None:
            return True
        counted = records.add(level, seconds, hints, daily, play)
        if counted:
            self.write(records)
        return counted

    def count(self, state) -> str:
        """A finished play (``play.PlayState``) counted, at most once: not after Solve showed the
        answer, nor when another tab counted the same play. The finish's message key."""
        if state.shown:
            return "finished_shown"
        counted = self.add(state.level, state.seconds, state.hints, state.daily, state.id)
        return "finished" if counted else "finished_counted"

    def stored(self):
        """The stored records as far as they read (a damaged text kept aside, said, and replaced by
        what reads); None when storage refused to keep it aside (nothing may be written over it)."""
        text = self.keeper.storage.text()
        if self.keeper.storage.unread:   # too large to read here: left as it is, said
            if not self.keeper.blocked:
                self.keeper.too_large()
            return None
        value = parse(text)
        records, problem = read_records(value) if value is not None or text is None else (Records(), UNREADABLE)
        if problem is not None:
            self.keeper.keep_aside(text, problem)
            if self.keeper.blocked:
                return None
            self.write(records)
        return records

    def write(self, records) -> None:
        self.keeper.done(self.keeper.storage.write(records.to_json(), force=True))
