"""What the panels share without knowing one another: the page context and its events.

A panel gets the :class:`PageContext` and nothing else of the app: it says things in the status
line, shows progress, reads the puzzle on the board, copies text, and announces what it changed as
an event that other panels may follow (``ctx.events.on("puzzle_changed", handler)``):

=================  ===========================================  =================================
event              sent when                                    keyword arguments
=================  ===========================================  =================================
``puzzle_changed``  the givens changed (edit, paste, load,       ``announce``: say "restarted"
                    size, clear)
``mode_changed``    the Solver/Tutor/Practice tab changed        ``mode``: "solver", "tutor", "practice"
``mode_shown``      after every panel followed mode_changed      ``mode``
``board_changed``   the user changed the board (digits of any    ``how``: "edit", "load", "clear",
                    kind) in the solver panel                    "size"
``work_changed``    the workspace has a new current position     (none)
                    (edit, mark, undo, redo, applied step)
``language``        the page's language changed                  ``announce``: chosen by the user
``solved``          a solve ended with a verdict                 ``outcome``: controller.Outcome
``tutor_step``      the tutor shows another step                 ``event``, ``position``,
                                                                 ``algorithm``
``hint_shown``      a hint is shown (each Hint press)            ``hint``, ``level``, ``text``
``puzzle_source``   a New, generated or daily puzzle was loaded  ``level``, ``daily`` (ISO date
                    (after its load)                             or "")
``records_changed`` a finished puzzle was added to the records   (none)
``solving``         Solve pressed (before its job is asked)      (none)
``generating``      Generate pressed (before its job is asked)   (none)
=================  ===========================================  =================================
"""

from __future__ import annotations

from sudoku_core import Puzzle, find_conflicts

from . import i18n
from .variant_words import conflict_sentence
from .settings import Settings
from .strings import t, t_n

MAX_CONFLICTS_LISTED = 1


class Events:
    """A tiny publish/subscribe hub: handlers run in the order they subscribed."""

    def __init__(self):
        self._handlers = {}

    def on(self, name: str, handler):
        self._handlers.setdefault(name, []).append(handler)
        return handler

    def emit(self, name: str, **details):
        for handler in list(self._handlers.get(name, ())):
            handler(**details)


class PageContext:
    """The shared state of the page: status and progress lines, the busy flag, the board's
    puzzle, the clipboard, the mode, and the event hub. It is given the few elements and browser
    objects it writes, so it can be driven by stand-ins in CPython tests."""

    def __init__(self, grid, status, progress, copybox, clipboard_write, body_data, location):
        self.grid = grid
        self._location = location                # window.location: the base of shared links
        self.events = Events()
        self.mode = "solver"
        self.settings = Settings()               # the player's settings (settings_panel keeps them)
        self.variant = None                      # the variant's rules (a givens-less Variant), None: classic
        self.paused = False                      # Pause covers the board (play_panel): the work holds still
        self._status = status
        self._progress = progress
        self._progress_key = None     # (key, fields) of a progress line said by progress_t
        self._copybox = copybox
        self._clipboard_write = clipboard_write  # async (text) -> None; raises when refused
        self._body = body_data                   # document.body.dataset: the page's public markers
        self._said = None                        # says the status line again (say with a builder, say_t)

    # ----- status and progress -------------------------------------------------------------
    def say(self, message, kind: str = "info"):
        """Announce in the live region (role=status); ``kind``: info, success, warning, error.
        ``message``: the words, or a function that builds them from their parts in the current
        language (then kept, so that :meth:`say_again` says them again after a switch)."""
        built = message() if callable(message) else message
        self._status.textContent = built
        self._status.dataset.kind = kind
        self._said = (lambda: self.say(message, kind)) if callable(message) else None

    def say_t(self, key: str, kind: str = "info", number=None, **fields):
        """:meth:`say` the string ``key`` with its fields (``number``: a count that picks the
        singular, as :func:`~.strings.t_n`), kept so that :meth:`say_again` can say it in another
        language when the person switches."""
        self.say(lambda: t(key, **fields) if number is None else t_n(key, number, **fields), kind)

    def say_again(self) -> bool:
        """The status line said again in the current language; False when it was said as plain
        words (they cannot be rebuilt)."""
        if self._said is None:
            return False
        self._said()
        return True

    def held_by_pause(self) -> bool:
        """True, and said, while Pause covers the board (play_panel): Undo and Redo wait then, as
        the hidden grid must not change."""
        if self.paused:
            self.say_t("paused_status")
        return self.paused

    @property
    def said_error(self) -> bool:
        return str(self._status.dataset.kind) == "error"

    def progress(self, message: str = ""):
        self._progress.textContent = message
        self._progress_key = None

    def progress_t(self, key: str, **fields):
        """:meth:`progress` with the string ``key``, said again in another language on a switch
        (:meth:`progress_again`): a line that stays, as "Starting the solver…" does."""
        self.progress(t(key, **fields))
        self._progress_key = (key, fields)

    def progress_again(self):
        if self._progress_key is not None:
            self.progress_t(self._progress_key[0], **self._progress_key[1])

    def mark(self, **markers):
        """Set public ``data-*`` markers on <body> (tests and embedding pages read them)."""
        for name, value in markers.items():
            setattr(self._body, name, value)

    # ----- the puzzle on the board ---------------------------------------------------------
    def givens(self) -> Puzzle:
        return Puzzle(self.grid.values_of(("given",)), self.grid.size)

    def holds(self, size: int, givens, rules=None) -> bool:
        """Whether the board already holds this puzzle: its side, its givens (cell values) and its
        rules (a givens-less Variant; None: classic). A puzzle arriving again (a reloaded link,
        the day's puzzle asked twice) then leaves the work on it alone."""
        return self.grid.size == size and self.variant == rules and self.grid.values_of(("given",)) == tuple(givens)

    def check_conflicts(self) -> list:
        """Highlight repeated digits among the givens and the entries (the givens only with the
        setting mistakes=off: the player's repeats are not shown); return the conflicts."""
        kinds = ("given",) if self.settings["mistakes"] == "off" else ("given", "entry")
        if self.variant is not None and self.variant.size == self.grid.size:
            from sudoku_core.variants.conflicts import variant_conflicts  # imported with the first variant

            conflicts = variant_conflicts(self.variant, self.grid.values_of(kinds))
        else:
            conflicts = find_conflicts(Puzzle(self.grid.values_of(kinds), self.grid.size))
        self.grid.clear_marks()
        for conflict in conflicts:
            self.grid.mark_conflicts(conflict.cells)
        return conflicts

    def conflict_text(self, conflicts, key: str = "conflict") -> str:
        first, size, symbols = conflicts[0], self.grid.size, self.grid.symbols
        text = t(key, message=conflict_sentence(first, size, symbols) if hasattr(first, "rule")
                 else i18n.conflict_message(first, size, symbols))
        if len(conflicts) > MAX_CONFLICTS_LISTED:
            text += t("conflicts_more", more=len(conflicts) - MAX_CONFLICTS_LISTED)
        return text

    def say_conflicts(self, conflicts, key: str = "conflict", quiet_if_unchanged: bool = False):
        """The conflicts said (:meth:`conflict_text`), kept so that :meth:`say_again` says them
        in another language when the person switches. ``quiet_if_unchanged`` (a keystroke in the
        grid): when the status line already says exactly these words, it is left alone, so a
        screen reader does not hear the same conflict again at every digit typed elsewhere."""
        built = lambda: self.conflict_text(conflicts, key)   # noqa: E731
        if quiet_if_unchanged and str(self._status.textContent) == built():
            self._said = lambda: self.say(built, "error")
            return
        self.say(built, "error")

    def say_ready(self):
        """"Ready", or the first conflict of the givens when there is one."""
        conflicts = self.check_conflicts()
        if conflicts:
            self.say_conflicts(conflicts)
        else:
            self.say_t("ready")

    def share_url(self, **extra) -> str:
        """This page's address with the givens (and ``extra`` parameters, e.g. the tutor's step; an
        empty text is left out: Share's ``work`` when there is none); a variant's rules and givens
        go in ``?variant=`` instead of ``?puzzle=``."""
        loc = self._location
        if self.variant is not None:   # a variant: its ISS string (variant_rules.share_text), givens and all
            from .variant_rules import share_text

            first = "variant=" + share_text(self.variant, self.grid.values_of(("given",)))
        else:
            first = f"puzzle={self.grid.line(('given',))}"
        url = f"{loc.origin}{loc.pathname}?{first}"
        return url + "".join(f"&{k}={v}" for k, v in extra.items() if v != "")

    # ----- clipboard -----------------------------------------------------------------------
    async def copy_text(self, text: str, ok_message, fail_key: str):
        """Copy ``text``; when the browser refuses, show it selected in a box to copy by hand.
        ``ok_message``: as :meth:`say` takes it (words, or a function that builds them). A copy
        that works hides the box a refused one showed (it held the text copied before)."""
        try:
            await self._clipboard_write(text)
            box = self._copybox
            box.hidden = True
            box.value = ""
            self.say(ok_message)
        except Exception:  # noqa: BLE001 - any refusal: permissions, no clipboard API, no focus
            box = self._copybox
            box.value = text
            box.hidden = False
            box.select()
            self.say_t(fail_key, text=text)
