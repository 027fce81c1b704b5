"""The grid as a person works on it: the puzzle, their entries, their pencil marks, and history.

Pure Python (no DOM), so CPython tests drive it. A :class:`Position` is one state of the work:

* ``givens``: the puzzle, a line of symbols ("." for empty);
* ``entries``: the person's own digits (never givens), a line of the same length;
* ``marks``: their pencil marks, one bitmask per cell (bit ``d-1`` for digit ``d``; 0 = none);
* ``colours``: the colour each cell is painted (0 = none, else a ``palette.COLOURS`` number); a
  position made without it has none (records stored before colours existed read the same);
* ``started``: whether the givens are settled as the puzzle. Until then, typing enters givens
  (the person is copying a puzzle); once a puzzle is loaded, or a solving aid is used on the
  typed one, typing enters entries;
* ``variant``: the rules beyond the classic ones (``variant_rules.rules_text``: cages, regions,
  constraints), "" for a classic puzzle; so Undo takes back a cage, and the variant comes back with
  the saved work. Fill and an entry's marks follow its rules.

:class:`History` keeps every position (undo, redo) and turns into JSON for the browser's storage
and back. A damaged stored history is read as far as it goes (:meth:`History.read`): every position
that reads is kept, and what could not be read is reported, so the page can say so and keep the
stored record aside before writing over it.
"""

from __future__ import annotations

from collections import OrderedDict

from sudoku_core.geometry import geometry
from sudoku_core.shims import bit_length
from sudoku_core.values import FrozenValue, Record

from .markup import SIZES, alphabet
from .palette import COLOUR_COUNT

HISTORY_LIMIT = 400          # positions kept; the oldest are dropped first
STORAGE_VERSION = 1
TABS = ("solver", "tutor", "practice")

# What reading a stored history found (Restored.problem):
PARTIAL = "partial"          # some positions (or where we were) could not be read; the rest is back
NEWER = "newer"              # written by a newer build of the page (its "v" is higher): not read
UNREADABLE = "unreadable"    # not a history at all (not JSON, wrong shape, no position reads)


class Position(FrozenValue):
    FIELDS = ("size", "givens", "entries", "marks", "started", "colours", "variant")

    size: int
    givens: str
    entries: str
    marks: tuple
    started: bool = False
    colours: tuple = ()
    variant: str = ""

    def rules(self):
        """The variant's rules (a givens-less core Variant), None for a classic puzzle."""
        if not self.variant:
            return None
        from .variant_rules import read_rules  # imported with the first variant: keeps start-up light

        return read_rules(self.variant)

    def post_init(self):
        # No colours given means none painted: stored as a full line, so equal positions compare equal.
        if not self.colours:
            object.__setattr__(self, "colours", (0,) * (self.size * self.size))

    @classmethod
    def empty(cls, size: int) -> "Position":
        n2 = size * size
        return cls(size, "." * n2, "." * n2, (0,) * n2, False)

    # ----- reading --------------------------------------------------------------------------
    def value(self, cell: int) -> str:
        """The symbol in a cell (given or entry), or "."."""
        g = self.givens[cell]
        return g if g != "." else self.entries[cell]

    def digits(self, line: str) -> tuple:
        symbols = alphabet(self.size)
        return tuple(symbols.index(ch) + 1 if ch != "." else 0 for ch in line)

    def board(self) -> str:
        """Givens and entries together, as a line."""
        return "".join(self.value(c) for c in range(len(self.givens)))

    def crossed_out(self) -> tuple:
        """The candidates the person crossed out: in each empty cell with marks, every digit that
        is not marked (a cell without marks crosses nothing out)."""
        full = (1 << self.size) - 1
        out = []
        for cell, mask in enumerate(self.marks):
            if mask and self.value(cell) == ".":
                out.extend((cell, d) for d in range(1, self.size + 1) if (full & ~mask) >> (d - 1) & 1)
        return tuple(out)

    def same_for_logic(self, other) -> bool:
        """Whether ``other`` is this position but for its colours (all a hint or a step reads)."""
        return other is not None and other.replace(colours=()) == self.replace(colours=())

    def shown_marks(self) -> dict:
        """cell -> digits marked, for the empty cells with marks."""
        return {c: tuple(d for d in range(1, self.size + 1) if m >> (d - 1) & 1)
                for c, m in enumerate(self.marks) if m and self.value(c) == "."}

    # ----- changing (each returns a new Position) ----------------------------------------
    def with_entry(self, cell: int, symbol: str) -> "Position":
        """An entry typed (or removed with "."): the digit also leaves the cell's peers' marks (and,
        under non-consecutive, the digits next to it leave the cells beside it, as Fill has them)."""
        entries = self.entries[:cell] + symbol + self.entries[cell + 1:]
        marks = list(self.marks)
        if symbol != ".":
            marks[cell] = 0
            for p, taken in marks_taken(self, cell, 1 << alphabet(self.size).index(symbol), self.rules()):
                marks[p] &= ~taken
        return self.replace(entries=entries, marks=tuple(marks))

    def toggling_mark(self, cell: int, digit: int) -> "Position":
        marks = list(self.marks)
        marks[cell] ^= 1 << (digit - 1)
        return self.replace(marks=tuple(marks))

    def with_candidates(self) -> "Position":
        """Every empty cell marked with every digit its row, column and box allow (Fill candidates);
        in a variant, every digit all its rules allow."""
        geo = geometry(self.size)
        values = self.digits(self.board())
        rules = self.rules()
        if rules is not None:
            from sudoku_core.variants.candidates import variant_candidates

            return self.replace(marks=variant_candidates(rules, values))
        marks = []
        for cell, v in enumerate(values):
            if v:
                marks.append(0)
                continue
            used = 0
            for p in geo.peers[cell]:
                if values[p]:
                    used |= 1 << (values[p] - 1)
            marks.append(geo.full & ~used)
        return self.replace(marks=tuple(marks))

    def with_step(self, placements, eliminations, candidates) -> "Position":
        """A logical step applied: placements become entries (leaving their peers' marks),
        eliminations leave the marks; a cell without marks is first marked with ``candidates``
        (cell -> mask, the engine's candidates there), so the elimination shows."""
        pos = self
        marks = list(pos.marks)
        for cell, digit in eliminations:
            if not marks[cell]:
                marks[cell] = candidates.get(cell, 0)
            marks[cell] &= ~(1 << (digit - 1))
        pos = pos.replace(marks=tuple(marks))
        symbols = alphabet(self.size)
        for cell, digit in placements:
            pos = pos.with_entry(cell, symbols[digit - 1])
        return pos

    def with_colour(self, cell: int, colour: int) -> "Position":
        """A cell painted with ``colour`` (0 takes its colour away); digits and marks stay."""
        colours = list(self.colours)
        colours[cell] = colour
        return self.replace(colours=tuple(colours))

    def painted(self) -> dict:
        """cell -> colour, for the painted cells."""
        return {c: k for c, k in enumerate(self.colours) if k}

    def without_entries(self, cells, before=None) -> "Position":
        """Entries taken away (a hint's wrong entries). ``before``: cell -> the position just before
        its entry was typed (:meth:`History.before_entry`), or None: the marks the entry took (its
        own cell's, and its digit from its peers' marks) come back, where no digit on the board
        rules them out; otherwise a wrong 5 would leave 5 crossed out around it, the true one too
        (:func:`taken_back`: also in cells Fill marked while it stood)."""
        entries = list(self.entries)
        for c in cells:
            entries[c] = "."
        pos = self.replace(entries="".join(entries))
        if not before:
            return pos
        marks = list(pos.marks)
        rules = self.rules()
        for c in cells:
            was = before.get(c)
            symbol = self.entries[c]
            if was is None or symbol == "." or was.size != self.size:
                continue
            if not marks[c]:
                marks[c] = was.marks[c] & ~ruled_out(pos, c, rules)
            for p, lost in entry_took(self, pos, c, rules):
                back = taken_back(was.marks[p], marks[p], lost)
                if back and pos.value(p) == ".":
                    marks[p] |= back & ~ruled_out(pos, p, rules)
        return pos.replace(marks=tuple(marks))

    # ----- storage --------------------------------------------------------------------------
    def to_json(self) -> dict:
        # OrderedDict: the stored text reads the same under MicroPython, whose dicts keep no order
        data = OrderedDict([("size", self.size), ("givens", self.givens), ("entries", self.entries),
                            ("marks", list(self.marks)), ("started", self.started)])
        if any(self.colours):    # written only when painted: unpainted records stay as before colours
            data["colours"] = list(self.colours)
        if self.variant:         # written only for a variant: classic records stay as before
            data["variant"] = self.variant
        return data

    @classmethod
    def from_json(cls, data) -> "Position":
        """A stored position, checked field by field (raises ValueError when anything is off)."""
        if not isinstance(data, dict):
            raise ValueError("position")
        size = data.get("size")
        if size not in SIZES:
            raise ValueError("size")
        n2, symbols = size * size, alphabet(size) + "."
        givens, entries, marks = data.get("givens"), data.get("entries"), data.get("marks")
        for line in (givens, entries):
            if not isinstance(line, str) or len(line) != n2 or any(ch not in symbols for ch in line):
                raise ValueError("line")
        if any(g != "." and e != "." for g, e in zip(givens, entries)):
            raise ValueError("entry over a given")
        full = (1 << size) - 1
        if (not isinstance(marks, list) or len(marks) != n2
                or any(type(m) is not int or not 0 <= m <= full for m in marks)):
            raise ValueError("marks")
        colours = data.get("colours", [0] * n2)   # absent in records written before colours
        if (not isinstance(colours, list) or len(colours) != n2
                or any(type(k) is not int or not 0 <= k <= COLOUR_COUNT for k in colours)):
            raise ValueError("colours")
        variant = data.get("variant", "")
        if not isinstance(variant, str):
            raise ValueError("variant")
        position = cls(size, givens, entries, tuple(marks), data.get("started") is True, tuple(colours), variant)
        try:
            rules = position.rules()
        except Exception:  # noqa: BLE001 - any damage in the stored rules: the position does not read
            # (from None: MicroPython says "exception chaining not supported" as a console error)
            raise ValueError("variant") from None
        if rules is not None and rules.size != size:
            raise ValueError("variant size")
        return position


def typed_over(pos, cell: int, symbol: str, history) -> "Position":
    """What typing ``symbol`` ("." deleting) over ``cell`` of ``pos`` does: the entry it deletes or
    types over first gives back the marks it took (as Apply of a wrong-entry hint does: they
    stayed crossed out), found by ``history`` (:meth:`History.before_entry`); then the new digit
    takes its own."""
    if pos.entries[cell] != ".":
        pos = pos.without_entries((cell,), {cell: history.before_entry(cell)})
    return pos if symbol == "." else pos.with_entry(cell, symbol)


def changed_cells(a, b) -> list:
    """The cells whose digit, kind, pencil marks or colour differ between positions ``a`` and
    ``b`` (None: they are not comparable cell by cell: another size or other rules)."""
    if a.size != b.size or a.variant != b.variant:
        return None
    return [i for i in range(a.size * a.size)
            if a.givens[i] != b.givens[i] or a.entries[i] != b.entries[i]
            or a.marks[i] != b.marks[i] or a.colours[i] != b.colours[i]]


def marks_taken(pos, cell: int, bit: int, rules):
    """(cell, mask) pairs: the marks an entry ``bit`` in ``cell`` of ``pos`` takes from other cells
    (its peers lose the digit; under non-consecutive the cells beside it lose the digits next to
    it; on a thermometer the cells below it lose the digits too large to stay under it, a step
    at least per cell between, and the cells above it those too small; beside a dot, or under a
    strict rule, the partner loses the digits the pair's rules forbid with it). ``rules``:
    ``pos.rules()``, read once by the caller."""
    taken = [(p, bit) for p in (geometry(pos.size).peers[cell] if rules is None else rules.peers(cell))]
    n, full = pos.size, (1 << pos.size) - 1
    if rules is not None and rules.non_consecutive:
        row, col = divmod(cell, n)
        for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
            if 0 <= r < n and 0 <= c < n:
                taken.append((r * n + c, (bit << 1 | bit >> 1) & full))
    for cells in rules.thermos if rules is not None else ():
        if cell in cells:
            digit, i = bit_length(bit), cells.index(cell)   # (MicroPython's ints have no bit_length)
            for j, other in enumerate(cells):
                if j < i:   # it holds digit - (i - j) at most
                    taken.append((other, full & ~((1 << max(digit - (i - j), 0)) - 1)))
                elif j > i:   # it holds digit + (j - i) at least
                    taken.append((other, full & ((1 << (digit + j - i - 1)) - 1)))
    if rules is not None and (rules.dots or rules.strict):   # a dot's or a strict rule's partner
        from sudoku_core.variants.dots import partners

        digit = bit_length(bit)
        taken += [(p, full & ~table[digit]) for p, table in partners(rules)[cell]]
    return taken


def entry_took(with_entry, without, cell: int, rules) -> list:
    """(cell, mask) pairs: the marks the entry in ``cell`` of ``with_entry`` took, typed
    (:func:`marks_taken`) or through Fill's cage sums (:func:`fill_taken`); ``without``: the
    position with it taken away."""
    taken = marks_taken(without, cell, 1 << alphabet(with_entry.size).index(with_entry.entries[cell]), rules)
    if rules is not None and rules.cages:
        taken += fill_taken(with_entry, without, rules.cages, cell)
    return taken


def fill_taken(with_entry, without, cages, cell: int) -> list:
    """(cell, mask) pairs: what the entry in ``cell`` of ``with_entry`` took from Fill candidates
    of the other cells of its cages by their sums (a wrong 5 in a cage of 12 left only 7 to its
    partner), read as Fill marks with the entry less Fill marks without it (``without``)."""
    cells = [p for cage in cages if cell in cage.cells and cage.total is not None for p in cage.cells if p != cell]
    if not cells:
        return []
    then, now = with_entry.with_candidates().marks, without.with_candidates().marks
    return [(p, now[p] & ~then[p]) for p in cells if now[p] & ~then[p]]


def taken_back(was: int, now: int, taken: int) -> int:
    """The digits of ``taken`` (what an entry ruled out in a cell) its removal gives back to that
    cell's marks: ``was`` the marks before the entry was typed, ``now`` the marks now (0: none)."""
    if not was:   # marked only while the entry stood (Fill candidates), which left them out
        return taken & ~now if now else 0
    if not now and was & ~taken:   # emptied by something else too: it stays without marks
        return 0
    return was & taken & ~now   # (a cell the entry emptied of marks too gets them back)


def ruled_out(pos, cell: int, rules) -> int:
    """The digits (a mask) the digits on ``pos``'s board forbid in ``cell``: what each digit
    around it takes from it (the relations of :func:`marks_taken` go both ways)."""
    symbols = alphabet(pos.size)
    out = 0
    for p, _ in marks_taken(pos, cell, 1, rules):
        v = pos.value(p)
        if v != ".":
            for q, taken in marks_taken(pos, p, 1 << symbols.index(v), rules):
                if q == cell:
                    out |= taken
    return out


class History:
    """Every position the work went through, and where we are in it (undo and redo)."""

    def __init__(self, first: Position, limit: int = HISTORY_LIMIT):
        self.positions = [first]
        self.at = 0
        self.limit = limit
        self.play = None        # the play of the current puzzle (play.PlayState.to_json()), or None
        self.plays = []         # the plays of puzzles left, still in the history (play.Plays.to_json())

    @property
    def current(self) -> Position:
        return self.positions[self.at]

    def push(self, position: Position) -> bool:
        """Record a change (the redo branch is dropped); an unchanged position is not recorded."""
        if position == self.current:
            return False
        del self.positions[self.at + 1:]
        self.positions.append(position)
        if len(self.positions) > self.limit:
            del self.positions[: len(self.positions) - self.limit]
        self.at = len(self.positions) - 1
        return True

    @property
    def can_undo(self) -> bool:
        return self.at > 0

    @property
    def can_redo(self) -> bool:
        return self.at < len(self.positions) - 1

    def before_entry(self, cell: int):
        """The position just before the current entry of ``cell`` was typed (the last one back in
        the history without it, on the same puzzle), or None (it came with the puzzle, or the
        history no longer reaches back that far)."""
        now = self.current
        symbol = now.entries[cell]
        for pos in reversed(self.positions[:self.at]):
            if pos.givens != now.givens or pos.size != now.size:
                return None
            if pos.entries[cell] != symbol:
                return pos
        return None

    def undo(self):
        if not self.can_undo:
            return None
        self.at -= 1
        return self.current

    def redo(self):
        if not self.can_redo:
            return None
        self.at += 1
        return self.current

    def to_json(self, tab: str = "solver") -> dict:
        data = OrderedDict([("v", STORAGE_VERSION), ("tab", tab), ("at", self.at),   # "v" first, as in CPython
                            ("positions", [p.to_json() for p in self.positions])])
        if self.play is not None:   # optional: records without it (older ones) read the same
            data["play"] = self.play
        if self.plays:
            data["plays"] = self.plays
        return data

    @classmethod
    def from_json(cls, data):
        """(history, tab) from stored JSON, or None when nothing of it can be read (see ``read``)."""
        restored = cls.read(data)
        return None if restored.history is None else (restored.history, restored.tab)

    @classmethod
    def read(cls, data) -> "Restored":
        """A stored history read as far as it goes; never raises.

        Every position that reads is kept, in order; an unreadable one is dropped and counted.
        Where we were (``at``) moves to the nearest earlier position that reads (else the nearest
        later one); when ``at`` itself is unreadable, the newest position is current."""
        try:
            return cls._read(data)
        except Exception:  # noqa: BLE001 - stored data is anything; a surprise must not stop the page
            return Restored(None, "solver", 0, UNREADABLE)

    @classmethod
    def _read(cls, data) -> "Restored":
        if not isinstance(data, dict):
            return Restored(None, "solver", 0, UNREADABLE)
        version = data.get("v")
        if type(version) is int and version > STORAGE_VERSION:
            return Restored(None, "solver", 0, NEWER)
        stored = data.get("positions")
        if type(version) is not int or version != STORAGE_VERSION or not isinstance(stored, list):
            return Restored(None, "solver", 0, UNREADABLE)
        kept = []                       # (index in the stored list, position)
        for index, item in enumerate(stored):
            try:
                kept.append((index, Position.from_json(item)))
            except (ValueError, TypeError, AttributeError):
                pass
        if not kept:
            return Restored(None, "solver", len(stored), UNREADABLE)
        at = data.get("at")
        at_reads = type(at) is int and 0 <= at < len(stored)
        if at_reads:
            before = [i for i, (index, _) in enumerate(kept) if index <= at]
            current = before[-1] if before else 0
        else:
            current = len(kept) - 1
        history = cls(kept[0][1])
        history.positions, history.at = [p for _, p in kept], current
        play = data.get("play")
        history.play = play if isinstance(play, dict) else None   # play.PlayState.read checks it
        plays = data.get("plays")
        history.plays = plays if isinstance(plays, list) else []   # play.Plays.read checks them
        tab = data.get("tab") if data.get("tab") in TABS else "solver"
        dropped = len(stored) - len(kept)
        return Restored(history, tab, dropped, PARTIAL if dropped or not at_reads else None)

    def left_work(self, size: int, givens: str, variant: str = ""):
        """The latest position of this puzzle (``size``, ``givens``, ``variant``) kept in the history
        other than the current one, when it is started and holds any work (entries, marks or
        colours): the work left for another puzzle, to come back to; else None."""
        for n in range(len(self.positions) - 1, -1, -1):
            pos = self.positions[n]
            if n != self.at and pos.size == size and pos.givens == givens and pos.variant == variant:
                worked = any(e != "." for e in pos.entries) or any(pos.marks) or any(pos.colours)
                return pos if pos.started and worked else None
        return None

    def keep_also(self, position: Position) -> bool:
        """Put ``position`` (another tab's work, or this tab's own before another's was loaded) just
        before the current one, so one Undo brings it back; False when it is already there."""
        if position == self.current or (self.at > 0 and position == self.positions[self.at - 1]):
            return False
        self.positions.insert(self.at, position)
        self.at += 1
        if len(self.positions) > self.limit:
            cut = len(self.positions) - self.limit
            cut = min(cut, self.at - 1)     # never the two positions just joined
            del self.positions[:cut]
            self.at -= cut
        return True


class Restored(Record):
    """What reading a stored history gave: the history (None when nothing could be read), its tab,
    how many stored positions were dropped, and the problem (None, PARTIAL, NEWER, UNREADABLE)."""

    FIELDS = ("history", "tab", "dropped", "problem")

    history: History | None
    tab: str = "solver"
    dropped: int = 0
    problem: str | None = None


def read_work(value):
    """The reader a ``storage.Keeper`` uses for the stored work: (Restored or None, problem)."""
    restored = History.read(value)
    return (restored if restored.history is not None else None), restored.problem
