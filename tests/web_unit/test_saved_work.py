"""Saved work in CPython: a damaged stored history comes back as far as it reads, and the storage
policy (storage.Keeper) never loses a record to another tab, to damage or to a full disk.

Two "tabs" are two Keepers over one fake localStorage; the notice is a recorder. The storage event
is what the page's listener calls: ``Keeper.other_tab_wrote``.
"""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from samples import EASY
from sudoku_web.storage import (
    KEY, NEWER, OTHER_TAB, PARTIAL, REFUSED, SAVED, UNREADABLE, Keeper, Storage, read_dict,
)
from sudoku_web.workspace import STORAGE_VERSION, History, Position, read_work
from sudoku_web.workspace_memory import work_changed

ASIDE_KEY = KEY + ":aside"


class RefusedStore:
    """A ``localStorage`` the browser refuses outright (reading it throws), as guarded.LocalStorage
    reports one: the page then says once that it does not remember, as when storage is full."""

    def getItem(self, key):
        raise RuntimeError("storage refused")

    def setItem(self, key, value):
        raise RuntimeError("storage refused")


def loaded(line=EASY) -> Position:
    return Position(9, line, "." * 81, (0,) * 81, True)


def history_of(*entries) -> History:
    """A history: the loaded puzzle, then one position per (cell, digit) entry."""
    history = History(loaded())
    for cell, digit in entries:
        history.push(history.current.with_entry(cell, digit))
    return history


EMPTY_CELLS = [c for c in range(81) if EASY[c] == "."]
FIRST_GIVEN = next(c for c in range(81) if EASY[c] != ".")


# ----- History.read: damage ----------------------------------------------------------------
BROKEN_POSITIONS = {
    "not an object": lambda p: [p],
    "unknown size": lambda p: dict(p, size=7),
    "size that does not match the lines": lambda p: dict(p, size=4),
    "a symbol out of the alphabet": lambda p: dict(p, givens="x" * 81),
    "a short line": lambda p: dict(p, entries="." * 80),
    "an entry over a given": lambda p: dict(p, entries="." * FIRST_GIVEN + "1" + "." * (80 - FIRST_GIVEN)),
    "marks out of range": lambda p: dict(p, marks=[1 << 9] * 81),
    "marks that are no list": lambda p: dict(p, marks="0" * 81),
    "a mark that is no number": lambda p: dict(p, marks=["1"] * 81),
}


def test_each_kind_of_broken_old_step_is_dropped_and_the_rest_comes_back():
    history = history_of((EMPTY_CELLS[0], "1"), (EMPTY_CELLS[1], "2"), (EMPTY_CELLS[2], "3"))
    good = history.to_json("tutor")
    for name, breaks in BROKEN_POSITIONS.items():
        stored = json.loads(json.dumps(good))
        stored["positions"][1] = breaks(stored["positions"][1])
        with_it = History.read(stored)
        assert with_it.history is not None, name
        assert with_it.problem == PARTIAL and with_it.dropped == 1, name
        assert with_it.history.current == history.current, name      # where we were
        assert with_it.history.positions == [history.positions[0], *history.positions[2:]], name
        assert with_it.tab == "tutor"
        assert with_it.history.undo() == history.positions[2], name  # undo still works


def test_a_broken_current_step_falls_back_to_the_nearest_earlier_one():
    history = history_of((EMPTY_CELLS[0], "1"), (EMPTY_CELLS[1], "2"), (EMPTY_CELLS[2], "3"))
    history.undo()                                   # at = 2, one redo step
    stored = history.to_json()
    stored["positions"][2] = {"size": 9}
    restored = History.read(stored)
    assert restored.problem == PARTIAL and restored.dropped == 1
    assert restored.history.current == history.positions[1]
    assert restored.history.redo() == history.positions[3]   # the redo step is kept too
    stored["positions"][0] = stored["positions"][1] = None   # nothing earlier reads: the next one
    restored = History.read(stored)
    assert restored.history.current == history.positions[3] and restored.dropped == 3


def test_where_we_were_unreadable_makes_the_newest_position_current():
    history = history_of((EMPTY_CELLS[0], "1"), (EMPTY_CELLS[1], "2"))
    for at in (7, -1, "2", None, 1.0, True):
        restored = History.read(dict(history.to_json(), at=at))
        assert restored.problem == PARTIAL and restored.dropped == 0, at
        assert restored.history.current == history.positions[-1], at
        assert History.from_json(dict(history.to_json(), at=at))[0].current == history.positions[-1]


def test_a_record_of_a_newer_build_or_junk_is_not_read_and_says_why():
    good = history_of((EMPTY_CELLS[0], "1")).to_json()
    assert History.read(dict(good, v=STORAGE_VERSION + 1)).problem == NEWER
    assert History.read(dict(good, v=STORAGE_VERSION + 1)).history is None
    for junk in (None, [], "text", 3, {}, {"v": "1"}, dict(good, v=0), dict(good, v=True),
                 dict(good, positions={}), dict(good, positions=[]), dict(good, positions=[None, 3])):
        restored = History.read(junk)
        assert restored.history is None and restored.problem == UNREADABLE, junk
        assert History.from_json(junk) is None
    whole = History.read(good)
    assert whole.problem is None and whole.dropped == 0
    assert whole.history.positions == History.from_json(good)[0].positions


def test_keep_also_puts_a_position_one_undo_back():
    history = history_of((EMPTY_CELLS[0], "1"))
    other = loaded().with_entry(EMPTY_CELLS[5], "9")
    assert history.keep_also(other) and history.current.entries[EMPTY_CELLS[0]] == "1"
    assert history.undo() == other
    history.redo()
    assert not history.keep_also(other) and not history.keep_also(history.current)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 1 << 40) | st.floats(allow_nan=False) | st.text(max_size=90),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=9), inner, max_size=6),
    max_leaves=30)
position_fields = st.fixed_dictionaries({}, optional={
    "size": st.sampled_from([4, 9, 16, 7, "9", None]), "givens": st.sampled_from([EASY, "." * 81, "." * 16, "1" * 81]),
    "entries": st.sampled_from(["." * 81, "." * 16, "5" * 81, EASY]),
    "marks": st.sampled_from([[0] * 81, [0] * 16, [511] * 81, [512] * 81, None]), "started": json_values})


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions=st.lists(st.one_of(json_values, position_fields), max_size=6), at=json_values,
       v=st.sampled_from([1, 1, 1, 2, 0, "1", None]), extra=json_values)
def test_fuzz_any_stored_value_reads_without_raising_and_keeps_the_current_position(positions, at, v, extra):
    stored = {"v": v, "tab": extra, "at": at, "positions": positions}
    restored = History.read(stored)
    assert restored.problem in (None, PARTIAL, NEWER, UNREADABLE)
    History.read(extra)
    History.read(json.loads(json.dumps(positions)))
    if restored.history is None:
        return
    assert restored.tab in ("solver", "tutor", "practice")
    assert 0 <= restored.history.at < len(restored.history.positions)
    assert restored.dropped == len(positions) - len(restored.history.positions)
    if type(at) is int and 0 <= at < len(positions):
        try:
            current = Position.from_json(positions[at])
        except (ValueError, TypeError, AttributeError):
            return
        assert restored.history.current == current     # the current position, when it reads, is kept


# ----- the storage policy: two tabs over one localStorage ------------------------------------
class FakeLocalStorage:
    """window.localStorage's getItem/setItem over a dict; ``full`` makes setItem throw (quota)."""

    def __init__(self):
        self.items = {}
        self.full = False

    def getItem(self, key):
        return self.items.get(key)

    def setItem(self, key, value):
        if self.full:
            raise RuntimeError("QuotaExceededError")
        self.items[key] = str(value)


class Notice:
    """Records what the person was told and asked; ``answer`` holds the last question's buttons."""

    def __init__(self):
        self.told = []
        self.asked = 0
        self.answers = []
        self.answer = None

    def tell(self, what, event):
        self.told.append(event)

    def ask(self, what, on_load, on_keep):
        self.asked += 1
        self.answer = {"load": on_load, "keep": on_keep}

    def settled(self, what, how):
        self.answers.append(how)


class Tab:
    """One tab's workspace record: its history, written through a Keeper like the page's."""

    def __init__(self, store):
        self.notice = Notice()
        self.keeper = Keeper(Storage(store), read_work, self.notice)
        self.keeper.adopt = self.adopt
        self.keeper.keeping = self.keeping
        self.keeper.same = lambda r: r.history.positions == self.history.positions and r.history.at == self.history.at
        self.keeper.changed = work_changed
        self.keeper.now = lambda: self.history.to_json()
        restored = self.keeper.read()
        self.history = restored.history if restored is not None else History(loaded())

    # the panel's hooks (as WorkspacePanel's)
    def adopt(self, restored):
        mine = self.history.current
        self.history = restored.history
        self.history.keep_also(mine)

    def keeping(self, restored):
        if restored is not None:
            self.history.keep_also(restored.history.current)
        return self.history.to_json()

    def type(self, cell, digit):
        self.history.push(self.history.current.with_entry(cell, digit))
        return self.keeper.write(self.history.to_json())


def stored_current(store) -> Position:
    return History.from_json(json.loads(store.items[KEY]))[0].current


def test_an_older_tab_never_overwrites_a_newer_tabs_work_and_the_person_chooses_keep():
    store = FakeLocalStorage()
    a = Tab(store)
    assert a.type(EMPTY_CELLS[0], "1") == SAVED
    b = Tab(store)                               # opened after: loads A's work
    assert b.history.current == a.history.current
    assert b.type(EMPTY_CELLS[1], "2") == SAVED
    b_record = store.items[KEY]
    assert a.type(EMPTY_CELLS[2], "3") == OTHER_TAB  # A did not load B's record: nothing written
    assert store.items[KEY] == b_record and a.notice.asked == 1
    assert a.type(EMPTY_CELLS[3], "4") == OTHER_TAB and a.notice.asked == 1  # asked once, still not written
    assert store.items[KEY] == b_record
    assert a.notice.answer["keep"]() == SAVED        # A keeps its own: written, B's one Undo back
    assert stored_current(store) == a.history.current and a.notice.answers == ["kept"]
    assert a.history.undo().entries[EMPTY_CELLS[1]] == "2"
    # B now finds A's record on its next write (or at once, by the storage event): asked too
    b.keeper.other_tab_wrote()
    assert b.notice.asked == 1
    assert b.type(EMPTY_CELLS[4], "5") == OTHER_TAB and b.notice.asked == 1


def test_typing_after_the_question_is_kept_when_the_tab_goes_away_unanswered():
    """A tab asked "changed in another tab" writes nothing until the person answers; digits typed
    meanwhile were lost when the tab was closed or reloaded unanswered. On ``pagehide`` they are
    kept as "Keep this tab's" keeps them (the other tab's work one Undo back); a tab that only
    counted its clock leaves the other tab's record alone."""
    store = FakeLocalStorage()
    a, b = Tab(store), Tab(store)
    assert a.type(EMPTY_CELLS[0], "1") == SAVED
    b.keeper.other_tab_wrote()                   # the storage event in B: asked
    assert b.notice.asked == 1
    a_record = store.items[KEY]
    clock = b.history.to_json()
    clock["play"] = {"elapsed": 75}               # only B's clock moved: not work typed
    assert b.keeper.write(clock) == OTHER_TAB
    assert b.keeper.leaving() is None and store.items[KEY] == a_record and b.notice.answers == []
    assert b.type(EMPTY_CELLS[1], "2") == OTHER_TAB   # typed after the question: not written yet
    assert store.items[KEY] == a_record
    assert b.keeper.leaving() == SAVED and b.notice.answers == ["kept"]
    kept = History.from_json(json.loads(store.items[KEY]))[0]
    assert kept.current.entries[EMPTY_CELLS[1]] == "2"            # a reload finds what B typed
    assert kept.undo().entries[EMPTY_CELLS[0]] == "1"             # and A's work one Undo back
    assert b.keeper.leaving() is None            # answered: nothing more to keep


def test_load_the_other_tabs_work_and_this_tabs_is_one_undo_back():
    store = FakeLocalStorage()
    a, b = Tab(store), Tab(store)
    assert a.type(EMPTY_CELLS[0], "1") == SAVED
    b.keeper.other_tab_wrote()                   # the storage event in B
    assert b.notice.asked == 1
    assert b.type(EMPTY_CELLS[1], "2") == OTHER_TAB
    mine = b.history.current
    assert b.notice.answer["load"]() == SAVED and b.notice.answers == ["loaded"]
    assert b.history.current == a.history.current
    assert b.history.undo() == mine              # this tab's work is not lost
    b.history.redo()
    assert b.type(EMPTY_CELLS[2], "3") == SAVED  # B loaded the record: it writes again
    assert stored_current(store).entries[EMPTY_CELLS[2]] == "3"


def test_another_tab_writing_the_same_work_asks_nothing():
    store = FakeLocalStorage()
    a = Tab(store)
    a.type(EMPTY_CELLS[0], "1")
    b = Tab(store)
    assert b.keeper.write(b.history.to_json("tutor")) == SAVED   # B only switched its tab
    a.keeper.other_tab_wrote()
    assert a.notice.asked == 0
    assert a.type(EMPTY_CELLS[1], "2") == SAVED and a.notice.asked == 0


def test_a_storage_event_with_nothing_new_asks_nothing():
    store = FakeLocalStorage()
    a = Tab(store)
    a.type(EMPTY_CELLS[0], "1")
    a.keeper.other_tab_wrote()
    store.items.pop(KEY)                         # another tab cleared the storage: writing loses nothing
    a.keeper.other_tab_wrote()
    assert a.notice.asked == 0 and a.type(EMPTY_CELLS[1], "2") == SAVED


def test_a_damaged_record_comes_back_as_far_as_it_reads_and_is_kept_aside():
    store = FakeLocalStorage()
    history = history_of((EMPTY_CELLS[0], "1"), (EMPTY_CELLS[1], "2"))
    stored = history.to_json()
    stored["positions"][0]["marks"] = "junk"
    store.items[KEY] = json.dumps(stored)
    original = store.items[KEY]
    tab = Tab(store)
    assert tab.notice.told == [PARTIAL] and tab.history.current == history.current
    assert json.loads(store.items[ASIDE_KEY]) == [{"problem": PARTIAL, "text": original}]
    assert tab.type(EMPTY_CELLS[2], "3") == SAVED
    assert json.loads(store.items[ASIDE_KEY])[0]["text"] == original


def test_unreadable_records_over_time_are_all_kept_aside_and_never_written_over():
    store = FakeLocalStorage()
    newer = json.dumps(dict(history_of((EMPTY_CELLS[0], "7")).to_json(), v=STORAGE_VERSION + 1))
    store.items[KEY] = newer
    first = Tab(store)
    assert first.notice.told == [NEWER]
    assert first.type(EMPTY_CELLS[1], "1") == SAVED    # written only after the newer record is aside
    store.items[KEY] = "{not json"                      # later, another kind of damage
    second = Tab(store)
    assert second.notice.told == [UNREADABLE]
    assert second.type(EMPTY_CELLS[1], "2") == SAVED
    store.items[KEY] = "{not json"                      # the same damage again is not kept twice
    assert Tab(store).notice.told == [UNREADABLE]
    aside = json.loads(store.items[ASIDE_KEY])
    assert [(x["problem"], x["text"]) for x in aside] == [(NEWER, newer), (UNREADABLE, "{not json")]


def test_an_aside_value_that_is_not_our_list_is_kept_inside_it():
    store = FakeLocalStorage()
    store.items[ASIDE_KEY] = "something else"
    store.items[KEY] = "[1, 2]"
    Tab(store)
    aside = json.loads(store.items[ASIDE_KEY])
    assert [x["text"] for x in aside] == ["something else", "[1, 2]"]


def test_a_record_another_tab_made_unreadable_is_kept_aside_before_this_tab_writes():
    store = FakeLocalStorage()
    a = Tab(store)
    a.type(EMPTY_CELLS[0], "1")
    store.items[KEY] = json.dumps({"v": STORAGE_VERSION + 1, "positions": "new shape"})
    newer = store.items[KEY]
    assert a.type(EMPTY_CELLS[1], "2") == SAVED and a.notice.asked == 0
    assert json.loads(store.items[ASIDE_KEY])[0]["text"] == newer
    assert stored_current(store) == a.history.current


def test_full_storage_is_said_once_until_a_write_succeeds_again():
    store = FakeLocalStorage()
    a = Tab(store)
    store.full = True
    for i in range(4):
        assert a.type(EMPTY_CELLS[i], "1") == REFUSED
    assert a.notice.told == [REFUSED]
    store.full = False
    assert a.type(EMPTY_CELLS[5], "2") == SAVED
    store.full = True
    assert a.type(EMPTY_CELLS[6], "3") == REFUSED and a.notice.told == [REFUSED, REFUSED]


def test_a_damaged_record_that_cannot_be_put_aside_is_never_written_over():
    store = FakeLocalStorage()
    store.items[KEY] = "{damaged"
    store.full = True
    a = Tab(store)
    assert a.notice.told == [REFUSED]
    store.full = False                                   # even when storage frees up later
    assert a.type(EMPTY_CELLS[0], "1") == REFUSED and a.type(EMPTY_CELLS[1], "1") == REFUSED
    assert store.items[KEY] == "{damaged" and a.notice.told == [REFUSED]


def test_getitem_refused_reads_as_nothing_and_never_raises():
    notice = Notice()                                    # what the page uses when localStorage throws
    kept = Keeper(Storage(RefusedStore()), read_work, notice)
    assert kept.read() is None
    assert kept.write({"v": 1}) == REFUSED and kept.write({"v": 1}) == REFUSED
    assert notice.told == [REFUSED]


def test_the_practice_code_store_uses_the_same_guard():
    store = FakeLocalStorage()
    notices = [Notice(), Notice()]
    a, b = (Keeper(Storage(store, "sudoku-solver:practice"), read_dict, n, "code") for n in notices)
    assert a.read() is None and b.read() is None
    adopted = []
    b.adopt = adopted.append
    assert a.write({"mode": "leetcode", "code": {"leetcode": "A"}}) == SAVED
    assert b.write({"mode": "leetcode", "code": {"leetcode": "B"}}) == OTHER_TAB
    assert json.loads(store.items["sudoku-solver:practice"])["code"]["leetcode"] == "A"
    assert notices[1].asked == 1
    notices[1].answer["load"]()
    assert adopted == [{"mode": "leetcode", "code": {"leetcode": "A"}}]
    assert b.write({"mode": "leetcode", "code": {"leetcode": "A+B"}}) == SAVED
    assert a.write({"mode": "leetcode", "code": {"leetcode": "A2"}}) == OTHER_TAB
    notices[0].answer["keep"]()                          # A keeps its own: its latest code is written
    assert json.loads(store.items["sudoku-solver:practice"])["code"]["leetcode"] == "A2"
    store.items["sudoku-solver:practice"] = '"a string"'
    c = Keeper(Storage(store, "sudoku-solver:practice"), read_dict, Notice(), "code")
    assert c.read() is None and c.notice.told == [UNREADABLE]
    assert json.loads(store.items["sudoku-solver:practice:aside"])[0]["text"] == '"a string"'


# ----- the saved language -------------------------------------------------------------------
def test_a_damaged_saved_language_is_kept_aside_said_once_and_mended():
    """A saved language that is no language of the page ('xx-bogus', a number, not JSON) used to
    be ignored without a word and stay stored (ignored again at every visit): now it is kept aside,
    said once, and the language a visit gets is written in its place, so a reload is quiet."""
    import test_engine_panels  # noqa: F401 - the fake pyscript modules the page's code imports

    from sudoku_web.language import Language
    from sudoku_web.settings_panel import preference_keeper
    from sudoku_web.strings import STRINGS

    assert all("saved_language_unreadable" in table for table in STRINGS.values())
    for damaged in ('"xx-bogus"', "42", "xx-bogus"):
        local = FakeLocalStorage()
        local.items["sudoku-solver:language"] = damaged
        storage, notice = Storage(local, "sudoku-solver:language"), Notice()
        language = Language(None, None, storage, preference_keeper(storage, notice))
        assert language.stored() is None and notice.told == [UNREADABLE]
        language.mend("zh-CN")
        assert json.loads(local.items["sudoku-solver:language"]) == "zh-CN"
        assert json.loads(local.items["sudoku-solver:language:aside"])[0]["text"] == damaged
        again = Language(None, None, storage, preference_keeper(storage, Notice()))
        assert again.stored() == "zh-CN" and again.keeper.notice.told == []
