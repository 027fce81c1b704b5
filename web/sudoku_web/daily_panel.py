"""The "Daily puzzle" button: today's puzzle from the shipped bank (``daily`` chooses it).

DOM glue: the local date comes from the browser's clock (``local_date``), the bank from the New
puzzle panel's reader, and the puzzle goes on the board through ``load`` (one undoable change), then
the ``puzzle_source`` event tells the play panel its level and date (for the records and the streak).
Asked again after another puzzle, the work left on the day's puzzle comes back from the history
(``workspace.History.left_work``) with its play's time; a puzzle finished as another day's play is
loaded again, a new play.
With a variant on the board, today's puzzle of its kind is generated instead (``daily.variant_daily``:
the New puzzle panel's Generate with the day's level and seed); on rules the generator does not make
(thermometers, arrows...) it says so and leaves the board, as New puzzle does.
"""

from __future__ import annotations

from pyscript import document, when, window

from .daily import daily_entry
from .new_puzzle_panel import refused_kinds
from .strings import t


def local_date() -> str:
    """Today in the player's calendar (local time), as an ISO date."""
    now = window.Date.new()
    return f"{int(now.getFullYear()):04d}-{int(now.getMonth()) + 1:02d}-{int(now.getDate()):02d}"


class DailyPanel:
    def __init__(self, ctx, read_bank, load, new=None, play=None):
        self.ctx = ctx
        self.read_bank = read_bank      # async () -> new_puzzle.Bank
        self.load = load                # load(puzzle, message): the solver panel's
        self.new = new                  # the NewPuzzlePanel: a variant's daily puzzle is generated
        self.play = play                # the PlayPanel: the play of the puzzle on the board
        self.button = document.getElementById("daily")

    def wire(self):
        when("click", self.button)(self.on_daily)
        self.button.disabled = False

    async def on_daily(self, event=None):
        from sudoku_core import parse

        today = local_date()
        if self.new is not None and refused_kinds(self.ctx):   # (a thermometer board became a classic daily unsaid)
            return
        kind = self.new.variant_kind() if self.new is not None else None
        if kind is not None:            # a variant on the board: today's puzzle of its kind, generated
            from .daily import variant_daily

            level, seed = variant_daily(today, kind)
            self.ctx.mark(daily=today)
            await self.new.on_fresh(daily={"date": today, "level": level, "seed": seed})
            return
        entry, level = daily_entry(await self.read_bank(), today)
        if entry is None:
            self.ctx.say_t("daily_none", "error")
            return
        message = lambda: t("daily_loaded", date=today, level=t("level_" + level))  # (said again on a switch)
        self.ctx.mark(daily=today)
        puzzle = parse(entry.puzzle)
        holds = self.ctx.holds(puzzle.size, puzzle.cells)
        if holds and not self.played_out(today):
            self.ctx.say(message)        # already on the board: the work on it stays, now the day's
            self.ctx.events.emit("puzzle_source", level=level, daily=today)
            return
        if not holds and self.back_to_work(puzzle.size, entry.puzzle, today):   # left for another puzzle
            self.ctx.say(lambda: t("daily_back", date=today, level=t("level_" + level)))
        else:
            self.load(puzzle, message)
        self.ctx.events.emit("puzzle_source", level=level, daily=today)

    def back_to_work(self, size: int, line: str, today: str) -> bool:
        """The day's puzzle left for another one (New puzzle, an example...) and asked for again: the
        work on it comes back, one undoable change, and with it its play's time (``play.Plays``).
        It used to load again bare, the entries reachable only by undoing back across the other
        puzzle, while the clock went on from the time of the work. A play finished as another day's
        is played again instead (:meth:`played_out`). True when it came back."""
        if self.play is None:
            return False
        work = self.play.work
        pos = work.history.left_work(size, line)
        left = self.play.plays.left.get((line, "")) if pos is not None else None
        if pos is None or (left is not None and left.daily != today and (left.finished or left.shown)):
            return False
        return work.change(pos)

    def played_out(self, today: str) -> bool:
        """Whether the puzzle on the board was finished (or Solve showed its answer) as another
        day's play: today's puzzle is the same one (the bank has ten of a level), and it is loaded
        again, a new play (it used to stay finished, so today's date could never be solved)."""
        state = self.play.state if self.play is not None else None
        return state is not None and state.daily != today and (state.finished or state.shown)
