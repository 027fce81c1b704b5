"""Playing a puzzle, without the DOM: the clock, the time as shown, whether the grid is finished,
and the play record kept with the work.

Pure Python, so tests/web_unit/test_play.py drives it in CPython; ``play_panel`` is the DOM glue.

* :func:`format_time`: ``m:ss``, ``h:mm:ss`` past an hour (the timer and the status line).
* :class:`Clock`: elapsed seconds from a ``now()`` it is given (the page passes
  ``performance.now()``), running or stopped; it counts only while running.
* :func:`finish_state`: is the board (givens + entries) incomplete, solved or full but wrong?
  A complete board with no repeated digit is a solution of its givens: when the givens have a
  unique solution it is that one, so no solver is needed to say "Solved".
* :func:`player_finish`: the same for the player's work (a finish needs one of their entries).
* :func:`wrong_cells`: where a full board is wrong: the entries that differ from the unique
  solution when there is one, else the cells holding a repeated digit.
* :func:`has_puzzle`: is there a puzzle to play (givens, or a killer's cages)?
* :class:`PlayState`: one puzzle's play (its givens and variant rules, time, finished, hints,
  level, daily date),
  stored in the work record under ``"play"`` (``workspace.History.play``); read leniently, so a
  damaged or older record gives a fresh state, never an error.
"""

from __future__ import annotations

from sudoku_core import Puzzle, find_conflicts
from sudoku_core.values import FrozenValue

from .markup import alphabet

INCOMPLETE, SOLVED, WRONG = "incomplete", "solved", "wrong"
MAX_SECONDS = 100 * 3600          # a stored time above this is not believed
MAX_ID = 24                       # a stored play id longer than this is not believed
KEPT_PLAYS = 20                   # puzzles left whose play is kept (Undo back across a load)


def tenths(seconds: float) -> float:
    """Seconds kept to a tenth, cut rather than rounded: a time stored or counted shows as the
    clock showed it (96.96 s shows 1:36; rounded to 97.0 it would come back as 1:37)."""
    return int(max(0.0, seconds) * 10 + 1e-6) / 10     # (+1e-6: 2.3 * 10 is 22.999..., stays 2.3)


def format_time(seconds) -> str:
    """Whole seconds as ``m:ss`` (``h:mm:ss`` from an hour on); negatives count as 0."""
    total = max(0, int(seconds))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


class Clock:
    """Elapsed seconds, counted only while running; ``now()`` gives seconds (any origin)."""

    def __init__(self, now, seconds: float = 0.0):
        self.now = now
        self.base = float(seconds)
        self.since = None             # now() when it last started; None while stopped

    @property
    def running(self) -> bool:
        return self.since is not None

    @property
    def elapsed(self) -> float:
        return self.base + (max(0.0, self.now() - self.since) if self.since is not None else 0.0)

    def run(self, on: bool):
        """Start (True) or stop (False); doing what it already does changes nothing."""
        if on and self.since is None:
            self.since = self.now()
        elif not on and self.since is not None:
            self.base = self.elapsed
            self.since = None

    def set(self, seconds: float):
        """Show ``seconds`` from now on (a restored or a new puzzle), running or not as before."""
        self.base = float(seconds)
        if self.since is not None:
            self.since = self.now()


def finish_state(board: str, size: int, symbols: str) -> str:
    """INCOMPLETE (an empty cell), SOLVED (full, no repeated digit) or WRONG (full, repeats)."""
    if "." in board or len(board) != size * size:
        return INCOMPLETE
    return WRONG if repeated_cells(board, size, symbols) else SOLVED


def player_finish(pos) -> str:
    """finish_state of the player's work (a ``workspace.Position``): a loaded puzzle with at least
    one of their entries; a grid loaded full, or givens still being typed, is nobody's finish."""
    if not (pos.started and any(e != "." for e in pos.entries)):
        return INCOMPLETE
    rules = pos.rules()
    if rules is None:
        return finish_state(pos.board(), pos.size, alphabet(pos.size))
    board = pos.board()        # a variant (issue 32): full and no rule of it broken
    if "." in board:
        return INCOMPLETE
    from sudoku_core.variants.conflicts import variant_conflicts

    return WRONG if variant_conflicts(rules, pos.digits(board)) else SOLVED


def repeated_cells(board: str, size: int, symbols: str) -> list:
    """The cells holding a digit repeated in a row, column or box (sorted)."""
    cells = [symbols.index(ch) + 1 if ch in symbols else 0 for ch in board]
    found = set()
    for conflict in find_conflicts(Puzzle(cells, size)):
        found.update(conflict.cells)
    return sorted(found)


def wrong_cells(board: str, entries: str, solution, size: int, symbols: str) -> list:
    """Cells to show as wrong: entries (not givens) that differ from ``solution`` (a line, or None
    when the givens have no unique solution: then the cells with a repeated digit)."""
    if solution:
        return [c for c, (e, s) in enumerate(zip(entries, solution)) if e != "." and e != s]
    return repeated_cells(board, size, symbols)


def has_puzzle(pos) -> bool:
    """Whether a puzzle is on the board (a ``workspace.Position``): givens, or a variant whose rules
    make one without them (a killer's cages: every generated killer has no givens; thermometers
    dots, little killers, arrows and sandwiches, which published puzzles with none use too)."""
    if any(g != "." for g in pos.givens):
        return True
    if not pos.variant:
        return False
    caged = _CAGED.get(pos.variant)
    if caged is None:
        try:
            rules = pos.rules()
        except ValueError:
            rules = None
        caged = bool(rules is not None and (rules.cages or rules.thermos or rules.dots or rules.little_killers
                                                or rules.arrows or rules.sandwiches))
        if len(_CAGED) > 16:
            _CAGED.clear()
        _CAGED[pos.variant] = caged
    return caged


_CAGED = {}   # a variant's rules text -> whether it has cages, thermometers or dots (asked at every change of the board)


class PlayState(FrozenValue):
    """One puzzle's play. ``level``: the bank's or the daily puzzle's level, else "custom";
    ``daily``: the ISO date of the daily puzzle it is ("" when it is none); ``id``: this play's
    own name (the records count a play once, however many tabs finish it: :func:`play_id`);
    ``shown``: Solve showed the answer during it (a finish after that is not counted); ``paused``:
    Pause covers it (a reload, or a phone's browser dropping the page, keeps it covered). The puzzle
    is ``givens`` and, for a variant, its ``rules`` (``workspace.Position.variant``): two killers
    without givens are two puzzles."""

    FIELDS = ("givens", "seconds", "finished", "hints", "level", "daily", "id", "shown", "rules", "paused")

    givens: str = ""
    seconds: float = 0.0
    finished: bool = False
    hints: int = 0
    level: str = "custom"
    daily: str = ""
    id: str = ""
    shown: bool = False
    rules: str = ""
    paused: bool = False

    @property
    def puzzle(self) -> tuple:
        """What a play is the play of: (givens, rules), as :func:`puzzle_of` says of a position."""
        return (self.givens, self.rules)

    def worth_keeping(self) -> bool:
        """Whether the play holds anything to come back to (time, a hint, a finish, Solve's
        answer shown, a level or daily date); a fresh one is made again at no loss."""
        return bool(self.seconds >= 1 or self.hints or self.finished or self.shown or self.daily
                    or self.level != "custom")

    def to_json(self) -> dict:
        data = self.as_dict()
        data["seconds"] = tenths(self.seconds)
        if not self.rules:
            del data["rules"]   # a classic puzzle's play is stored as before
        if not self.paused:
            del data["paused"]  # (as a play was stored before Pause was kept)
        return data

    @classmethod
    def read(cls, data, givens: str, rules: str = "") -> "PlayState":
        """The stored state when it is for ``givens`` and ``rules`` and reads; else a fresh one.
        A state stored without ``rules`` (before variants' plays had them) is for the givens."""
        fresh = cls(givens, rules=rules)
        if not is_for(data, givens, rules):
            return fresh
        seconds, hints = data.get("seconds"), data.get("hints")
        level, daily, ident = data.get("level"), data.get("daily"), data.get("id")
        ok_seconds = type(seconds) in (int, float) and 0 <= seconds <= MAX_SECONDS
        return fresh.replace(
            seconds=float(seconds) if ok_seconds else 0.0,
            finished=data.get("finished") is True,
            hints=hints if type(hints) is int and hints >= 0 else 0,
            level=level if isinstance(level, str) and 0 < len(level) <= 20 else "custom",
            daily=daily if isinstance(daily, str) and len(daily) == 10 else "",
            id=ident if isinstance(ident, str) and len(ident) <= MAX_ID else "",
            shown=data.get("shown") is True,
            paused=data.get("paused") is True,
        )


def is_for(data, givens: str, rules: str) -> bool:
    """Whether a stored play (``data``) is the play of these givens and rules."""
    return isinstance(data, dict) and data.get("givens") == givens and data.get("rules", rules) == rules


def stored_play(data, pos) -> PlayState:
    """The play saved with the work (``data``) for the puzzle of ``pos``; work saved finished
    without one of its own (before there were records, or a damaged one) is finished: not
    counted now."""
    state = PlayState.read(data, pos.givens, pos.variant)
    if not is_for(data, pos.givens, pos.variant) and player_finish(pos) == SOLVED:
        state = state.replace(finished=True)
    return state


def earlier_play(data, pos):
    """The play saved with the work (``data``) when it is of another puzzle than ``pos``'s, else
    None: digits typed while the page started went on top of the stored work, whose play is then
    a play left (Undo back to that puzzle brings its time back; it started again from 0)."""
    if not isinstance(data, dict) or is_for(data, pos.givens, pos.variant):
        return None
    givens, rules = data.get("givens"), data.get("rules", "")
    return PlayState.read(data, givens, rules) if isinstance(givens, str) and isinstance(rules, str) else None


def puzzle_of(pos) -> tuple:
    """The puzzle a position is of: (givens, variant rules), as :attr:`PlayState.puzzle`."""
    return (pos.givens, pos.variant)


def play_id(now_ms: float, salt: int) -> str:
    """A new play's name: the time it started (ms) and a random salt, in hex (unique enough: two
    plays named alike would need the same millisecond and salt)."""
    return "%x-%x" % (int(now_ms), salt & 0xFFFFFF)


class Plays:
    """The plays of the puzzles the work left (a load, then Undo back to them), kept with the
    work (``workspace.History.plays``) so that a reload keeps them too: back on such a puzzle, its
    time, level, daily date and finish come back (a finished one is not counted again)."""

    def __init__(self):
        self.left = {}                  # (givens, rules) -> PlayState, oldest first

    def leave(self, state):
        """Keep the play of a puzzle left, if it holds anything (:meth:`PlayState.worth_keeping`:
        a killer drawn cage by cage leaves a play at every cage, which would push out the rest)."""
        self.left.pop(state.puzzle, None)
        if not state.worth_keeping():
            return
        self.left[state.puzzle] = state
        while len(self.left) > KEPT_PLAYS:
            self.left.pop(next(iter(self.left)))

    def back_to(self, pos) -> PlayState:
        """The play of the puzzle of ``pos`` (a workspace Position): the one left, else a new one,
        finished already when the grid arrives finished (Undo to a grid finished before: not a
        finish now)."""
        state = self.left.pop(puzzle_of(pos), None)
        if state is None:
            state = PlayState(pos.givens, finished=player_finish(pos) == SOLVED, rules=pos.variant)
        return state

    def to_json(self, positions) -> list:
        """The plays left whose puzzle is still in the history (``positions``, its positions; read
        only when some play was left: this runs at every save)."""
        if not self.left:
            return []
        puzzles = {puzzle_of(p) for p in positions}
        return [s.to_json() for key, s in self.left.items() if key in puzzles]

    def read(self, data, earlier=None):
        """The stored plays (anything unreadable left out), and ``earlier``, the play stored of a
        puzzle before the current one (:func:`earlier_play`), when there is one."""
        self.left = {}
        if isinstance(data, list):
            for item in data[-KEPT_PLAYS:]:
                if isinstance(item, dict) and isinstance(item.get("givens"), str) \
                        and isinstance(item.get("rules", ""), str):
                    self.leave(PlayState.read(item, item["givens"], item.get("rules", "")))
        if earlier is not None:
            self.leave(earlier)
