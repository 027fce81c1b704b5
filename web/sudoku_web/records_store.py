"""The player's records in the browser's storage (``records`` reads and adds; this keeps them).

They are read again at each finish (another tab's solves count too) and written back. A stored
record that does not read whole is first kept aside (``<key>:aside``, ``storage.Storage.put_aside``)
and the person told, as the work is (``storage.Keeper``, ``saved_notice``): the page never writes
silently over records it could not read. Storage that refuses the write is said once, until a
write succeeds again.
"""

from __future__ import annotations

from .records import Records, read_records
from .storage import REFUSED, SAVED, UNREADABLE, parse


class RecordsStore:
    def __init__(self, storage, notice=None):
        self.storage = storage          # a storage.Storage of the records key
        self.notice = notice            # a saved_notice.SavedNotice (or None): what storage did
        self.aside_text = None          # the stored text last kept aside (told once)
        self.told_refused = False

    def add(self, level: str, seconds: float, hints: int, daily: str) -> None:
        """One solve more in the stored records (nothing written when a damaged record could not
        be kept aside first)."""
        records = self.stored()
        if records is not None:
            records.add(level, seconds, hints, daily)
            self.written(self.storage.write(records.to_json(), force=True))

    def stored(self):
        """The stored records as far as they read. A stored text that does not read whole is kept
        aside first, the person told, and what reads written in its place (so it is said once);
        None when storage refused to keep it (then nothing may be written over it)."""
        text = self.storage.text()
        if text is None:
            return Records()
        value = parse(text)
        records, problem = read_records(value) if value is not None else (Records(), UNREADABLE)
        if problem is None or text == self.aside_text:
            return records
        if not self.storage.put_aside(text, problem):
            self.written(REFUSED)
            return None
        self.aside_text = text
        if self.notice is not None:
            self.notice.tell("records", problem)
        self.written(self.storage.write(records.to_json(), force=True))   # what reads, once: said once
        return records

    def written(self, done: str) -> None:
        if done == SAVED:
            self.told_refused = False
        elif done == REFUSED and not self.told_refused:
            self.told_refused = True
            if self.notice is not None:
                self.notice.tell("records", REFUSED)
