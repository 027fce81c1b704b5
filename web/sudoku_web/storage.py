"""The browser's storage for the page's records (the work on the grid, the practice room's code):
one JSON value under one key each, kept safe from other tabs, damage and a full disk.

Storage can be missing, full or refused (private windows, blocked third-party storage): then the
page works as before and simply does not remember; nothing here ever raises.

Two layers:

* :class:`Storage`: one key of ``localStorage``. It remembers the exact text it last read or wrote
  there (``seen``). A write first looks again: if the stored text is not ``seen``, another tab wrote
  since, and the write is refused (``OTHER_TAB``) unless forced. So a tab never overwrites a record
  it did not load. Full or refused storage gives ``REFUSED``.
* :class:`Keeper`: the policy a panel uses (it reads and writes like a ``Storage``):

  - at start, a record this build cannot read whole (damaged, not JSON, from a newer build) is
    first copied aside under ``<key>:aside`` (see :meth:`Storage.put_aside`; a list, only ever
    added to, so one damaged record never replaces another), and the person is told;
  - when another tab wrote (the ``storage`` event, or a refused write), the person is asked:
    load the other tab's work, or keep this tab's; nothing is written until they choose;
  - when storage is full or refused, the person is told once (again only after a write succeeded
    in between);
  - a record too large for this page's Python to hold (MicroPython's heap: a crafted one, or
    another program's, of megabytes) is left as it is, never written over, and the person is told.

The notice (:mod:`saved_notice`) is given in; CPython tests drive this module with stand-ins.
"""

from __future__ import annotations

import json

KEY = "sudoku-solver:work"
ASIDE = ":aside"                 # the aside list's key is the record's key + ASIDE

SAVED, OTHER_TAB, REFUSED = "saved", "other-tab", "refused"   # what a write did
SAME = "same"                    # another tab wrote the same work as this tab's: nothing to ask

# What reading a record found (the problems the readers report, as workspace.History.read):
PARTIAL, NEWER, UNREADABLE = "partial", "newer", "unreadable"
TOO_LARGE = "toolarge"           # the record could not even be read into memory here


def dumps(value) -> str:
    return json.dumps(value, separators=(",", ":"))


class Storage:
    """``read()`` the stored value (None when absent or unreadable), ``write(value)``."""

    def __init__(self, local_storage, key: str = KEY):
        self._store = local_storage  # window.localStorage, or a stand-in with getItem/setItem
        self.key = key
        self.seen = None             # the text under ``key`` when this page last read or wrote it
        self.unread = False          # reading this key ran out of memory: a record too large here

    def beside(self, suffix: str) -> "Storage":
        """The same storage under the key ``<key><suffix>`` (e.g. the records' counted plays)."""
        return Storage(self._store, self.key + suffix)

    def text(self, key: str | None = None):
        """The stored text under ``key`` (this record's by default), or None (absent or refused)."""
        try:
            text = self._store.getItem(key or self.key)
            return text if isinstance(text, str) else None   # JS null (absent) is no str
        except MemoryError:   # present, but too large to copy into this interpreter
            if key is None or key == self.key:
                self.unread = True
            return None
        except Exception:  # noqa: BLE001 - refused
            return None

    def read(self):
        """The stored value (None when absent or not JSON); what was read becomes ``seen``."""
        text = self.seen = self.text()
        return parse(text)

    def changed_elsewhere(self) -> bool:
        """True when another tab wrote since this page last read or wrote (a removed record is no
        change: writing then loses nothing)."""
        now = self.text()
        return now is not None and now != self.seen

    def write(self, value, force: bool = False) -> str:
        """Store ``value``: SAVED, OTHER_TAB (another tab wrote since: nothing written unless
        ``force``) or REFUSED (storage full or refused)."""
        text = dumps(value)
        if not force and self.changed_elsewhere():
            return OTHER_TAB
        try:
            self._store.setItem(self.key, text)
        except Exception:  # noqa: BLE001 - full or refused: the page goes on without it
            return REFUSED
        self.seen = text
        return SAVED

    def put_aside(self, text: str, problem: str) -> bool:
        """Keep a record this build cannot use whole under ``<key>:aside``, before anything is
        written over it. The aside value is a JSON list of ``{"problem", "text"}`` (oldest first):
        a new record is added, never written over an older one (the same text is kept once; an
        aside value that is not such a list is kept as its first item). False when storage refused."""
        key = self.key + ASIDE
        old = self.text(key)
        kept = parse(old) if old else []
        if not (isinstance(kept, list) and all(isinstance(x, dict) and isinstance(x.get("text"), str) for x in kept)):
            kept = [{"problem": UNREADABLE, "text": old}]
        if any(x["text"] == text for x in kept):
            return True
        kept.append({"problem": problem, "text": text})
        try:
            self._store.setItem(key, dumps(kept))
            return True
        except Exception:  # noqa: BLE001 - full or refused
            return False


def parse(text):
    """JSON text -> value; None when absent or not JSON."""
    try:
        return json.loads(text) if text else None
    except Exception:  # noqa: BLE001 - not JSON (or too deep): as if unreadable
        return None


def read_dict(value):
    """The reader of a plain record (the practice room's code): (value, problem)."""
    if isinstance(value, dict):
        version = value.get("v", 1)
        if type(version) is int and version > 1:
            return None, NEWER
        return value, None
    return None, UNREADABLE


class Keeper:
    """One record of the page in storage: reads and writes like a :class:`Storage`, and says what
    happened when another tab, damage or a full disk gets in the way.

    ``reader(value) -> (thing, problem)``: the panel's reading of a stored value (``thing`` None
    when nothing of it is usable; ``problem`` None, PARTIAL, NEWER or UNREADABLE).
    ``notice``: ``tell(what, event)`` a fact once (``event``: PARTIAL, NEWER, UNREADABLE, REFUSED),
    ``ask(what, on_load, on_keep)`` the other-tab question, ``settled(what)`` when it is answered.
    Set by the panel: ``adopt(thing)`` shows another tab's record chosen by the person;
    ``keeping(thing) -> value`` (optional) the value to write when this tab's work is kept (``thing``:
    the other tab's, or None); ``same(thing) -> bool`` (optional) True when the other tab's record
    holds the same work as this tab (another tab merely opened it, or switched its tab): then
    nothing is asked; ``changed(before, after) -> bool`` (optional; default: the values differ)
    whether this tab's work changed between two values it meant to store (the workspace leaves its
    clock out), read when the page goes away with the question open (:meth:`leaving`); ``now() ->
    value`` (optional) the value this tab would store now (its work when the question is asked:
    a tab that never wrote has no ``latest`` yet).
    """

    def __init__(self, storage: Storage, reader, notice, what: str = "work"):
        self.storage = storage
        self.reader = reader
        self.notice = notice
        self.what = what             # "work" or "code": which sentences the notice uses
        self.adopt = None
        self.keeping = None
        self.same = None
        self.changed = None
        self.now = None
        self.latest = None           # the last value this tab meant to store
        self.asked_with = None       # this tab's work when the question was asked (``now()``)
        self.asking = False          # the other-tab question is shown: nothing is written
        self.blocked = False         # an unreadable record could not be put aside: never write
        self.problem = None          # what the last read found wrong (PARTIAL...), None: all read
        self.told_refused = False

    @property
    def key(self) -> str:
        return self.storage.key

    def read(self):
        """At start: the panel's reading of the stored record (None when there is none or nothing
        of it reads). A record not read whole is put aside first, and the person is told."""
        text = self.storage.text()
        self.storage.seen = text
        self.problem = None
        if self.storage.unread:
            self.too_large()
            return None
        if text is None:
            return None
        value = parse(text)
        thing, problem = self.reader(value) if value is not None else (None, UNREADABLE)
        self.problem = problem
        if problem is not None:
            self.keep_aside(text, problem)
        return thing

    def too_large(self):
        """The stored record cannot be read here at all: it stays as it is (this page writes
        nothing over it), and the person is told."""
        self.blocked = True
        self.notice.tell(self.what, TOO_LARGE)

    def keep_aside(self, text: str, problem: str, what: str = ""):
        """The stored ``text`` put aside and ``problem`` said (of ``what``: the keeper's own record
        unless named, e.g. the language beside the settings it shares a keeper with)."""
        if not self.storage.put_aside(text, problem):
            self.blocked = True     # writing would destroy it: this page does not remember
            self.refused()
            return
        self.notice.tell(what or self.what, problem)

    def write(self, value) -> str:
        """Store ``value`` unless another tab wrote since (then ask) or it must not (then tell)."""
        self.latest = value
        if self.asking:
            return OTHER_TAB
        if self.blocked:
            return REFUSED
        done = self.storage.write(value)
        if done == OTHER_TAB:
            done = self.other_tab_wrote()
            if done != SAME:
                return done or OTHER_TAB
            done = self.storage.write(value)
        return self.done(done)

    def done(self, result: str) -> str:
        if result == REFUSED:
            self.refused()
        elif result == SAVED:
            self.told_refused = False
        return result

    def refused(self):
        if not self.told_refused:
            self.told_refused = True
            self.notice.tell(self.what, REFUSED)

    def other_tab_wrote(self):
        """Another tab changed the record (the ``storage`` event, or a write found it changed):
        ask the person, unless the record is unreadable here (then it is put aside and this tab's
        work is written). Returns what was written, if anything."""
        if self.asking or self.blocked:
            return None
        text = self.storage.text()
        if self.storage.unread:
            self.too_large()
            return REFUSED
        if text is None or text == self.storage.seen:
            return None
        value = parse(text)
        thing, problem = self.reader(value) if value is not None else (None, UNREADABLE)
        if thing is not None and self.same is not None and self.same(thing):
            self.storage.seen = text    # the same work: nothing to choose
            return SAME
        if thing is None:
            self.keep_aside(text, problem or UNREADABLE)
            if self.blocked:
                return REFUSED
            self.storage.seen = text
            return self.done(self.storage.write(self.latest)) if self.latest is not None else None
        self.asking = True
        self.asked_with = self.now() if self.now is not None else self.latest
        self.notice.ask(self.what, self.load_theirs, self.keep_mine)
        return None

    def leaving(self):
        """The page goes away (``pagehide``) with the question still open: when this tab's work
        changed after it was asked (the person went on typing), it is kept as "Keep this tab's"
        keeps it (the other tab's one Undo back in it): otherwise what was typed meanwhile was
        never written, and a reload lost it. Unchanged work leaves the other tab's record as it is.
        Returns what was written, if anything."""
        if not self.asking or self.latest is None:
            return None
        before, after = self.asked_with, self.latest
        if before is not None and not (self.changed(before, after) if self.changed is not None else before != after):
            return None
        return self.keep_mine()

    def theirs(self):
        """(text, thing) of the stored record now; thing None when it is absent or does not read."""
        text = self.storage.text()
        value = parse(text)
        thing, _ = self.reader(value) if value is not None else (None, UNREADABLE)
        return text, thing

    def load_theirs(self):
        """The person chose the other tab's work: it is shown here (``adopt``), and later writes
        go on from it. When it cannot be read any more, this tab's work is kept instead."""
        self.asking = False
        text, thing = self.theirs()
        if thing is None or self.adopt is None:
            return self.keep_mine()
        self.storage.seen = text
        self.adopt(thing)
        self.notice.settled(self.what, "loaded")
        return SAVED

    def keep_mine(self):
        """The person chose this tab's work: it is written over the other tab's (which a
        ``keeping`` hook may keep as an undo step)."""
        self.asking = False
        text, thing = self.theirs()
        if thing is None and text is not None and text != self.storage.seen:
            self.keep_aside(text, UNREADABLE)
            if self.blocked:
                return REFUSED
        value = self.keeping(thing) if self.keeping is not None else self.latest
        self.notice.settled(self.what, "kept")
        if value is None:
            self.storage.seen = text
            return SAVED
        return self.done(self.storage.write(value, force=True))

    def listen(self, window, create_proxy):
        """Follow the ``storage`` event: another tab's write to this record is noticed at once."""
        def on_storage(event):
            try:
                key = event.key
                if key is None or str(key) in (self.key, "null"):
                    self.other_tab_wrote()
            except Exception:  # noqa: BLE001 - never into the page
                pass

        def on_pagehide(event):
            try:
                self.leaving()
            except Exception:  # noqa: BLE001 - never into the page
                pass

        self._proxy = create_proxy(on_storage)
        window.addEventListener("storage", self._proxy)
        self._hide_proxy = create_proxy(on_pagehide)
        window.addEventListener("pagehide", self._hide_proxy)
