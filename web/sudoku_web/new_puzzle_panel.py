"""The New puzzle controls: a level and a technique to ask for, "New puzzle" (from the shipped bank,
at once) and "Generate" (a fresh one, made by the engine worker, with progress and Stop).

DOM glue only: the bank and the requests are ``new_puzzle``'s, the puzzles sudoku_core's
generator's, run in the engine worker (``engine``: the ``generate`` job). A new puzzle goes on the board through
``load`` (the solver panel's), so it is one undoable change of the workspace; its rating is said in
the status line, and Share gives its deep link (``?puzzle=``). With a variant on the board (issue
33), both make a fresh puzzle of its kind at the level asked for (no variant bank ships), loaded
with its rules; Share then gives ``?variant=``.
"""

from __future__ import annotations

import random

from pyscript import document, when

from . import busy_button, i18n
from .new_puzzle import LEVELS_BY_SIZE, Bank, request, variant_problem
from .strings import an_key, current_lang, t
from .technique_names import ZH_NAMES
from .variant_words import kind_name, kinds_text

MAX_TRIES = 2000  # the generator's tries asked for (the core's default), said when none is found
VARIANT_TRIES = 60  # a variant's (each try is checked and rated: costlier)

CONTROLS = ("new-level", "new-technique", "new-puzzle", "new-fresh", "new-cancel")
BANK_URL = "bank.json"


def even_odd_chosen() -> bool:
    """Even/odd picked in the Variant select: it has no rule until a cell is marked, and a New
    puzzle is then still an even/odd one (not a classic one)."""
    select = document.getElementById("variant") if document is not None else None   # (None: unit tests)
    return select is not None and str(select.value) == "even-odd"


#: How a board changes when a puzzle is put on it (``board_changed``'s ``how``): a load, a clear or
#: a size switch stops a generation even when it is the same puzzle again (an example chosen again).
LOADS = ("load", "clear", "size")


async def fetch_bank():
    """The shipped bank, or None when it cannot be fetched or read (offline before the service
    worker kept the file, a host's passing error): that request generates instead, and the next
    one fetches again, one fetch per request. An empty bank kept for good after one failed fetch
    made every New puzzle generate until a reload."""
    from pyscript import fetch

    try:
        return Bank.from_json(str(await fetch(BANK_URL).text()))
    except Exception:  # noqa: BLE001 - offline without the file, or a broken host: generate instead
        return None


class NewPuzzlePanel:
    def __init__(self, ctx, load):
        self.ctx = ctx
        self.load = load              # load(puzzle, message): the solver panel's, one undoable change
        self.el = {name: document.getElementById(name) for name in CONTROLS}
        self.bank = None              # read on the first press (and again after a failed read)
        self.request = None           # the engine's generate request running, or None
        self.busy = False
        self.started_on = None        # the board's puzzle when the running generation started
        ctx.events.on("language", self.on_language)
        ctx.events.on("puzzle_changed", lambda **_: self.on_puzzle_changed())
        ctx.events.on("board_changed", lambda how="", **_: self.overtaken() if how in LOADS else None)
        ctx.events.on("solving", lambda **_: self.overtaken())

    def wire(self):
        when("click", self.el["new-puzzle"])(self.on_new)
        when("click", self.el["new-fresh"])(self.on_fresh)
        when("click", self.el["new-cancel"])(self.on_cancel)
        self.set_busy(False)
        self.el["new-level"].disabled = self.el["new-technique"].disabled = False

    def set_busy(self, busy: bool):
        self.busy = busy
        busy_button.set_busy((self.el["new-puzzle"], self.el["new-fresh"]), self.el["new-cancel"], busy)
        self.ctx.mark(generating="1" if busy else "0")

    def on_language(self, announce=False):
        """Technique names: the page's words for them (English ones ship in the options' data-en)."""
        names = ZH_NAMES if current_lang() != "en" else {}
        for option in self.el["new-technique"].options:
            if option.value:
                option.textContent = names.get(option.value, option.dataset.en)

    def asked(self):
        """(level, technique, problem) for the current size and selects."""
        technique = str(self.el["new-technique"].value) or None
        return request(self.ctx.grid.size, str(self.el["new-level"].value), technique)

    # ----- from the bank -------------------------------------------------------------------
    async def on_new(self, event=None):
        level, technique, problem = self.asked()
        if refused_kinds(self.ctx):
            return
        if self.variant_kind() is not None:   # no bank of variants ships: a fresh one
            await self.on_fresh()
            return
        if problem:
            self.say_problem(problem)
            return
        if self.ctx.grid.size == 9:
            entry = (await self.read_bank()).pick(level, technique, random.randrange(1 << 30),
                                                  avoid=self.ctx.grid.line(("given",)))
            if entry is not None:
                from sudoku_core import parse

                el = self.el   # (the words built again in another language when the person switches)
                self.load(parse(entry.puzzle), lambda: t("new_from_bank", **rating_words(
                    entry.level, entry.se, entry.hardest, entry.clues)) + needs_words(el, technique))
                self.ctx.events.emit("puzzle_source", level=entry.level, daily="")
                return
        await self.on_fresh()

    async def read_bank(self):
        if self.bank is None:
            self.bank = await fetch_bank()   # (None again when it failed: tried on the next request)
        return self.bank if self.bank is not None else Bank([])

    def say_problem(self, problem):
        size = self.ctx.grid.size
        self.ctx.say(lambda: t(problem, size=size, levels=t("data_join").join(
            t("level_" + level) for level in LEVELS_BY_SIZE.get(size, ()))), "error")

    # ----- made here -----------------------------------------------------------------------
    async def on_fresh(self, event=None, daily=None):
        """A fresh puzzle from the engine worker (its ``generate`` job), with the tries as progress;
        Stop cancels the request at once and leaves the board as it was. ``daily``: a variant's
        daily puzzle (``{date, level, seed}``, the daily panel's) instead of the selects'."""
        level, technique, problem = self.asked()
        if daily is not None:
            level, technique, problem = daily["level"], None, None
        if problem:
            self.say_problem(problem)
            return
        if daily is None and refused_kinds(self.ctx):
            return
        from sudoku_core import SudokuError

        from . import engine

        self.stop()
        size, seed = self.ctx.grid.size, random.getrandbits(31)  # MicroPython: randrange(1 << 31) overflows a machine word
        if daily is not None:
            seed = daily["seed"]
        box, kind, el = {}, self.variant_kind(), self.el
        left = left_kinds(self.ctx, kind)

        def what():   # what is made, in the current language (said again after a switch)
            return asked_words(el, kind, level, technique)

        def progress(data):
            if self.request is box.get("request") and "tries" in data:
                self.ctx.progress(t(an_key("new_progress", what()), what=what(), tries=data["tries"]))

        args = {"size": size, "level": level, "technique": technique, "seed": seed, "max_tries": MAX_TRIES}
        if kind is not None:      # the variant on the board: a fresh one of its kind
            problem = "new_variant_level_only" if technique else variant_problem(kind, level)
            if problem:
                self.ctx.say(lambda: t(problem, kind=kind_name(kind)), "error")
                return
            args = {"variant": kind, "level": level, "seed": seed, "max_tries": VARIANT_TRIES}
        self.ctx.events.emit("generating")   # a Hint, Explain or rating still looking stops: one job at a time
        request = box["request"] = self.request = engine.request("generate", args, progress)
        self.started_on = board_puzzle(self.ctx)
        self.set_busy(True)
        self.ctx.say(lambda: t("new_started", what=what()))
        if request.waiting:
            self.ctx.progress_t("engine_starting")
        made = None
        try:
            made = await request.result()
        except engine.Cancelled:
            pass
        except engine.EngineFailed as error:
            if self.request is request:
                self.ctx.say(lambda error=error: t("error", message=str(error)), "error")
        except SudokuError as error:
            if self.request is request:
                if error.code == "not_found":
                    self.ctx.say(lambda: t("new_not_found", what=what(), tries=args["max_tries"]), "error")
                else:
                    self.ctx.say(lambda error=error: t("error", message=i18n.error_message(error, size)), "error")
        if self.request is not request:
            return                    # stopped: Stop said so
        self.request = None
        self.set_busy(False)
        self.ctx.progress("")
        if made is not None and kind is not None:
            self.load_variant(made, daily, left)
        elif made is not None:
            r = made.rating
            key = "new_generated" if made.puzzle.size == 9 else "new_generated_own"   # SE rates 9x9 only
            el = self.el
            self.load(made.puzzle, lambda: t(key, seed=seed, **rating_words(r.level, r.se, r.hardest, made.puzzle.givens))
                      + needs_words(el, technique))
            self.ctx.events.emit("puzzle_source", level=r.level, daily="")

    def variant_kind(self):
        """:func:`generated_kind` of the board."""
        return generated_kind(self.ctx)

    def load_variant(self, made, daily=None, left=()):
        """A generated variant on the board, one undoable change (``daily``: as the day's puzzle;
        ``left``: the board's kinds it leaves out, said)."""
        from sudoku_core import Puzzle
        from sudoku_core.variants.formats import read_variant

        from .variant_rules import rules_only

        variant = read_variant(made.iss)
        r = made.rating
        board = self.ctx.grid.size
        if daily is not None and self.ctx.holds(variant.size, variant.givens, rules_only(variant)):
            self.ctx.say(made_words(made, daily, None))     # already on the board: the work on it stays
            return
        self.load(Puzzle(variant.givens, variant.size), made_words(made, daily, board, variant.size, left),
                  variant=rules_only(variant))
        self.ctx.events.emit("puzzle_source", level=r["level"], daily=daily["date"] if daily else "")

    def stop(self):
        """Cancel a running generation (nothing said, nothing changed)."""
        request, self.request = self.request, None
        if request is not None:
            request.cancel()

    def on_puzzle_changed(self):
        """Another puzzle on the board stops a generation (:meth:`overtaken`); Undo, Redo and Apply (the same
        event, the same puzzle) leave it running (a load, clear or size switch stops it by ``board_changed``)."""
        if self.busy and board_puzzle(self.ctx) != self.started_on:
            self.overtaken()

    def overtaken(self):
        """Another puzzle loaded (a paste, an example, the daily puzzle, a size switch, givens typed)
        or Solve pressed while a generation runs: it is stopped, so its puzzle does not replace the
        newer choice when it comes (what that action said stays said)."""
        if self.busy and self.request is not None:
            self.stop()
            self.set_busy(False)
            self.ctx.progress("")

    def on_cancel(self, event=None):
        if self.busy:
            self.stop()
            self.set_busy(False)
            self.ctx.progress("")
            self.ctx.say_t("new_cancelled")


def refused_kinds(ctx) -> bool:
    """Said and True when the board holds a variant none of whose kinds the generator makes (a
    thermometer, arrow, dot, little killer or sandwich puzzle...): a classic puzzle put in its
    place without a word lost it from view (Undo brought it back), so New puzzle and Generate
    say which kinds they make and leave the board alone."""
    variant = ctx.variant
    if variant is None or not variant.kinds() or generated_kind(ctx) is not None:
        return False
    from .variant_words import GENERATED_KINDS

    kinds = variant.kinds()
    ctx.say(lambda: t("new_variant_not_made", kinds=kinds_text(kinds), made=kinds_text(("classic",) + GENERATED_KINDS)),
            "error")
    return True


def generated_kind(ctx):
    """The kind of the variant on the board the generator makes (its first such kind), or None
    for a classic board."""
    variant = ctx.variant
    if variant is None:   # even/odd chosen, no cell marked yet: even/odd is still asked for
        return "even-odd" if even_odd_chosen() else None
    from .variant_words import GENERATED_KINDS

    return next((k for k in variant.kinds() if k in GENERATED_KINDS), None)


def left_kinds(ctx, kind) -> tuple:
    """The board's kinds a fresh puzzle of ``kind`` leaves out: the generator makes one kind at a
    time, so a killer board with thermometers (or diagonals) gets a plain killer, and says so."""
    variant = ctx.variant
    return tuple(k for k in variant.kinds() if k != kind) if variant is not None and kind is not None else ()


def board_puzzle(ctx) -> tuple:
    """The puzzle on the board: its side, givens and rules (what :meth:`PageContext.holds` compares)."""
    return ctx.grid.size, ctx.grid.values_of(("given",)), ctx.variant


# ----- words -------------------------------------------------------------------------------
def asked_words(el, kind, level, technique) -> str:
    """What New puzzle makes, in words: the level or the technique, or the variant's kind (and
    level)."""
    if kind is not None:
        return kind_name(kind) + (" (" + t("level_" + level) + ")" if level else "")
    return t("level_" + level) if level else technique_name(el, technique)


def made_words(made, daily, board, size=None, left=()):
    """A function building what is said of a generated variant loaded (``daily``: the day's,
    or None; ``board``: the board's size, said when the puzzle's ``size`` differs; ``left``: the
    board's kinds it leaves out), again in another language when the person switches."""
    from . import step_words

    def build():
        r = made.rating
        words = {"kind": kind_name(made.variant), "level": t("level_" + r["level"]), "se": f"{r['se']:.1f}",
                 "hardest": step_words.name_of(r["hardest"]), "clues": made.clues, "cages": made.cages,
                 "seed": made.seed}
        if daily is not None:
            words["date"] = daily["date"]
        note = "" if board is None or board == size else " " + t("new_variant_size", size=board, made=size)
        if left:
            note += " " + t("new_variant_left", left=kinds_text(left))
        key = "new_generated_variant" if daily is None else "daily_variant_loaded"
        key += "" if made.cages and made.clues else "_cages" if made.cages else "_givens"   # (no "0 cages")
        return t(key, **words) + note
    return build


def technique_name(el, technique_id):
    """A technique's name as the Technique select shows it (``el``: the panel's controls)."""
    for option in el["new-technique"].options:
        if option.value == technique_id:
            return str(option.textContent)
    return technique_id


def rating_words(level, se, hardest, clues) -> dict:
    from . import step_words

    return {"level": t("level_" + level), "se": f"{se:.1f}", "hardest": step_words.name_of(hardest),
            "clues": clues}


def needs_words(el, technique) -> str:
    return " " + t("new_needs", technique=technique_name(el, technique)) if technique else ""
