"""Which trace the tutor follows: the algorithm chosen in its select (or "your code", a practice
run being watched) and the player made for the board's givens (``tutor_frames``: the engine
worker's frames, a window at a time; "your code" replays its recorded writes here).

Its own part so that the controls that move the player (``tutor_playback``), what shows it
(``tutor_display``), the hints and the link all ask one place for "the player now": a new trace
(other givens, another algorithm) starts here, at step 0, after ``on_change`` stopped whatever
moved the old one.
"""

from __future__ import annotations

from pyscript import document

from sudoku_core import find_conflicts
from sudoku_core.algorithms import ALGORITHMS

from . import i18n
from . import tutor_view as view
from .options import DEFAULT_ALGO
from .strings import t
from .tutor_frames import LocalPlayer, WindowPlayer

YOURS = "yours"          # the algorithm select's entry for a practice run being watched


class Trace:
    def __init__(self, ctx, select, on_change):
        self.ctx = ctx
        self.select = select          # the algorithm <select>
        self.on_change = on_change    # () -> stop whatever moves the player (before a new trace)
        self.on_window = lambda: None  # () -> show the player again (its first frames arrived)
        self.recorded = None          # the practice run watched as "your code" (practice_panel.CaseRun)
        self.player = None
        self.key = None               # (cells, size, algorithm) the player was made for
        self.known = 0                # highest step reached: the scrubber's max

    def fill_algorithms(self):
        """The options come from the core's registry, in teaching order."""
        select = self.select
        current = str(select.value) or DEFAULT_ALGO
        select.innerHTML = ""
        names = list(ALGORITHMS) + ([YOURS] if self.recorded is not None else [])
        for name in names:
            option = document.createElement("option")
            option.value = name
            option.textContent = view.algo_title(name)
            select.appendChild(option)
        select.value = current if current in names else DEFAULT_ALGO

    @property
    def algo(self) -> str:
        name = str(self.select.value)
        if name == YOURS and self.recorded is not None:
            return name
        return name if name in ALGORITHMS else DEFAULT_ALGO

    def choose(self, name: str):
        """Select algorithm ``name`` (the caller then follows it, as after a change of the select)."""
        self.select.value = name

    def watch(self, run):
        """Offer a practice run as the algorithm "your code" and select it."""
        self.recorded = run
        self.key = None
        self.fill_algorithms()
        self.select.value = YOURS

    def sync(self) -> bool:
        """Make the player match the grid's givens and the chosen algorithm; False if unusable."""
        givens = self.ctx.givens()
        variant = self.ctx.variant is not None
        key = (tuple(givens.cells), givens.size, self.algo, variant)
        if key == self.key:
            return self.player is not None  # None only when these givens conflict or have rules
        self.on_change()
        self.key = key
        self.known = 0
        if self.player is not None:
            self.player.close()
        if variant or find_conflicts(givens):   # (the traced searches know classic rules only)
            self.player = None
            return False
        if self.algo == YOURS:
            run = self.recorded
            if tuple(givens.cells) != run.cells or givens.size != 9:
                self.player = None
                return False
            from sudoku_core.algorithms import PackedWrites, Player

            self.player = LocalPlayer(Player.recorded(givens, PackedWrites(run.writes), run.source,
                                                      max_steps=view.STEP_CAP))
            return True
        self.player = WindowPlayer(givens, self.algo, view.STEP_CAP, lambda: self.on_window())
        self.player.prefetch(0)
        return True

    def description(self) -> str:
        """The current step in words (or why there is no trace)."""
        p = self.player
        grid = self.ctx.grid
        if p is None:
            if self.ctx.variant is not None:
                return t("v_classic_only")
            conflicts = find_conflicts(self.ctx.givens())
            if conflicts:
                return t("tutor_conflict", message=i18n.conflict_message(conflicts[0], grid.size, grid.symbols))
            if self.algo == YOURS:
                return t("yours_other")
            return t("ev_ready")
        if p.capped:
            return t("ev_capped", cap=i18n.fmt_int(view.STEP_CAP))
        return view.describe(p.event, grid.size, grid.symbols, p.tally.solutions)

    @property
    def position(self) -> int:
        """The player's step (0 without a player)."""
        return self.player.position if self.player is not None else 0

    def shown_board(self) -> tuple:
        p = self.player
        return tuple(p.board) if p is not None and p.position else tuple(self.ctx.givens().cells)
