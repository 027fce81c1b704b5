"""Wiring: make the grid, the page context and the panels, connect them, and start the page.

No behaviour of its own: each panel does its job (``solver_panel``, ``tutor_panel``, ``modes``,
``language``, ``embed``) and they meet only in the ``context`` (status, puzzle, events).
"""

from __future__ import annotations

import asyncio

from pyscript import document, window
from pyscript.ffi import create_proxy

from .board_view import board_into_view
from .colour_panel import ColourPanel
from .context import PageContext
from .embed import Actions, start_embed
from .grid import Grid
from .guarded import LocalStorage
from .language import KEY as LANGUAGE_KEY, Language, initial_lang
from .logic_panel import LogicPanel
from .menu_panel import make_menu
from .modes import Modes
from .new_puzzle_panel import NewPuzzlePanel
from .daily_panel import DailyPanel
from .play_panel import PlayPanel
from .start_panel import StartPanel
from .stats_panel import KEY as RECORDS_KEY, StatsPanel
from .options import read_options
from .pad_panel import PadPanel
from .solver_panel import SolverPanel, solve_keeper
from .saved_notice import SavedNotice
from .settings_panel import KEY as SETTINGS_KEY, SettingsPanel, preference_keeper
from .storage import KEY, Keeper, Storage, read_dict
from .strings import t, t_n
from .workspace import read_work
from .work_link import position_link, read_work_link, with_link
from .workspace_panel import WorkspacePanel
from .variant_panel import VariantPanel


def url_parameter(name):
    """The address's parameter ``name`` as a str, or None when it is absent (URLSearchParams.get
    gives JS null, which Pyodide does not turn into None)."""
    params = window.URLSearchParams.new(window.location.search)
    return str(params.get(name)) if params.has(name) else None


def fragment_parameter(name):
    """The address's fragment read as parameters (``#code=...``): ``name``'s value, or None."""
    params = window.URLSearchParams.new(str(window.location.hash)[1:])
    return str(params.get(name)) if params.has(name) else None


def browser_storage(options, key=KEY):
    """The full page remembers the work in localStorage; an embedded one does not (its host
    decides what it shows, and third-party storage may be refused)."""
    if options.embed.embed:
        return None
    # guarded.LocalStorage: refused (privacy settings) or full storage is said once, on the first
    # save; under MicroPython a throwing localStorage would otherwise end the handler
    return Storage(LocalStorage(window), key)


def keeper(storage, reader, notice, what):
    """A storage.Keeper over ``storage`` (None stays None: the page then does not remember)."""
    return None if storage is None else Keeper(storage, reader, notice, what)


def listen(kept):
    """Follow other tabs' writes to a kept record (the ``storage`` event)."""
    if kept is not None:
        kept.listen(window, create_proxy)


def make_tutor(ctx):
    from .tutor_panel import TutorPanel  # imported on first use: keeps the page's start-up light

    return TutorPanel(ctx)


def practice_storage(options):
    """The practice room's code is remembered like the work (not in an embedded page)."""
    return browser_storage(options, "sudoku-solver:practice")


def practice_urls() -> dict:
    """Where the practice worker and its Python are (index.html's data attributes: build.py's names)."""
    data = document.getElementById("practice-panel").dataset
    return {"worker": str(data.worker), "sandbox": str(data.sandbox), "index": str(data.index),
            "stdlib": str(data.stdlib), "web_zip": str(data.webZip)}


def marks_loader(work):
    """``load(marks)``: the pencil marks of a pasted pencil-mark grid put on the puzzle just loaded,
    one more undoable change (its filled cells are the givens, as Fill candidates settles them)."""
    def load(marks):
        work.settle()
        work.push(work.position.replace(marks=tuple(marks)))
    return load


def work_words(key: str, rules, count: int, **fields) -> str:
    """What is said of a ``?work=`` link (``key``: loaded, or its ``work_error``) on the puzzle of
    ``count`` givens under ``rules`` (None: classic); a variant's names its kinds, and a killer
    without givens its cages (it said "the puzzle (0 givens)")."""
    if rules is None:
        return t_n(key, count, givens=count, **fields)
    from .variant_texts import work_words as variant_work_words

    return variant_work_words(key, rules, count, **fields)


class App:
    def __init__(self):
        el = document.getElementById
        self.options = read_options(url_parameter, fragment_parameter)
        self.grid = Grid(el("board"), lambda i: self.solver.on_edit(i), lambda message: self.ctx.say(message),
                         lambda i, digit: self.work.on_mark(i, digit))
        self.ctx = PageContext(self.grid, el("status"), el("progress"), el("copybox"),
                               lambda text: window.navigator.clipboard.writeText(text),
                               document.body.dataset, window.location)
        self.solver = solve_keeper(SolverPanel(self.ctx))
        self.notice = SavedNotice(self.ctx, el("saved-notice"))
        self.work = WorkspacePanel(self.ctx, keeper(browser_storage(self.options), read_work, self.notice, "work"),
                                   rebuild=lambda size: self.solver.switch_size(size, keep=False))
        self.logic = LogicPanel(self.ctx, self.work)
        self.new = NewPuzzlePanel(self.ctx, self.solver.load_puzzle)
        # issue 30, play: the timer, finishing, records (the full page only) and the daily puzzle
        records = browser_storage(self.options, RECORDS_KEY)
        self.play = PlayPanel(self.ctx, self.work, records, self.notice)
        self.ctx.events.on("puzzle_source", lambda **source: board_into_view())
        self.start_button = StartPanel(self.ctx, self.work)
        self.stats = StatsPanel(self.ctx, records)
        self.daily = DailyPanel(self.ctx, self.new.read_bank, self.solver.load_puzzle, self.new, self.play)
        self.modes = Modes(self.ctx, self.make_panel)
        language_storage = browser_storage(self.options, LANGUAGE_KEY)
        self.language = Language(self.ctx, el("lang"), language_storage,
                                 preference_keeper(language_storage, self.notice))
        self.settings = SettingsPanel(self.ctx, browser_storage(self.options, SETTINGS_KEY),
                                      given=self.options.embed.settings, notice=self.notice)
        # issue 30: the phone's Menu, colour mode, and the work carried by Share's link
        self.menu = make_menu()
        self.colours = ColourPanel(self.ctx, self.work)
        self.solver.share_work = lambda: position_link(self.work.position) if self.ctx.mode == "solver" else ""
        self.pad = PadPanel(self.ctx, erase_marks=self.work.erase_marks)
        # issue 32: variants (the rules in ctx.variant; a pasted variant text is read by the panel)
        self.variants = VariantPanel(self.ctx, self.solver, self.work)
        self.solver.text.variants = self.variants.texts
        self.solver.text.load_marks = marks_loader(self.work)
        self.embed = None
        self.host_solve = None   # (the board a host's sudoku:solve was sent for, until it starts)
        self._paste_proxy = create_proxy(self.solver.on_paste)
        document.addEventListener("paste", self._paste_proxy)

    def make_panel(self, mode):
        """The tutor's or the practice room's panel, made the first time its tab opens."""
        if mode == "tutor":
            return make_tutor(self.ctx)
        from .practice_panel import PracticePanel  # imported on first use, as the tutor

        options = self.options
        kept = keeper(practice_storage(options), read_dict, self.notice, "code")
        panel = PracticePanel(self.ctx, kept, practice_urls(), link_code=options.code,
                              link_mode=options.judge, watch=self.watch_run)
        if kept is not None:
            kept.adopt = panel.take_saved
            kept.same = panel.same_as
            kept.now = panel.stored
            kept.keeping = lambda saved: panel.stored()   # what panel.save() stores
            listen(kept)
        return panel

    def watch_run(self, run):
        """Watch a practice run in the tutor: its puzzle on the board, the tutor on "your code"."""
        from sudoku_core import Puzzle

        if tuple(self.ctx.givens().cells) != run.cells or self.grid.size != 9:
            self.solver.load_puzzle(Puzzle(run.cells, 9), "")
        self.modes.open_tutor().watch(run)

    def startup_step(self, step, failed=None):
        """Run one start-up step; on an unexpected error say so, log it, go on and return ``failed``."""
        try:
            return step()
        except Exception as err:  # noqa: BLE001 - the page must become ready whatever the address holds
            window.console.error("sudoku: start-up step failed:\n" + error_trace(err))
            self.ctx.say(lambda err=err: t("error", message=str(err) or type(err).__name__), "error")
            return failed

    def load_address(self, typed, restored_tab):
        """?puzzle= then the tutor's ?algo=/?step=; an unreadable puzzle is said again by the tutor.
        ``typed``: digits typed before Python started (the address then leaves the grid alone);
        ``restored_tab``: the tab of the work restored from the last visit, or None."""
        options, restored, before = self.options, restored_tab is not None, self.work.position
        if options.variant is not None:   # ?variant= (wins over ?puzzle=)
            said, problem = self.startup_step(lambda: self.variants.texts.load_from_address(options.variant, typed, restored),
                                              failed=(True, None))
        else:
            said, problem = self.startup_step(lambda: self.solver.load_from_address(options.puzzle, typed, restored),
                                              failed=(True, None))
        if said and problem is None and options.work:
            kept = restored and self.work.position is before   # the address's puzzle is the work's: kept
            self.startup_step(lambda: self.load_work_link(options.work, kept))
        if not said and restored_tab is not None:
            # digits typed while the page started went on top of the work restored (one Undo back)
            self.ctx.say_t("restored_under_typed" if typed else "restored")
            if restored_tab in ("tutor", "practice") and not options.opens_tutor and not options.opens_practice:
                self.startup_step(lambda: self.modes.show(restored_tab))
        elif not said:  # nothing in the address
            self.ctx.say_ready()
        if options.opens_tutor:
            self.startup_step(lambda: self.modes.open_tutor().open_link(options, problem))
        elif options.opens_practice:
            self.startup_step(lambda: self.modes.show("practice"))

    def load_work_link(self, text, kept=False):
        """?work= (work_link): the entries, marks and colours put on the puzzle just loaded, as one
        undoable change; a bad text is said (which part) and the bare puzzle stays. Never solves.
        A link reloaded (the work ``kept`` on its puzzle, the link's work in its history) leaves the
        newer work alone."""
        givens = self.work.position.givens
        link = read_work_link(text, self.grid.size, givens)
        count = sum(ch != "." for ch in givens)
        if link.problem is not None:
            self.ctx.say(lambda rules=self.ctx.variant: work_words("work_error", rules, count,
                                                                  part=t("work_part_" + link.problem)), "error")
            return
        if kept and any(p.givens == givens and with_link(p, link) == p.replace(started=True)
                            for p in self.work.history.positions):
            return
        self.play.arriving()    # a grid the link completes is not a solve of this visit
        self.work.change(with_link(self.work.position, link))
        counts = link.counts
        self.ctx.say(lambda rules=self.ctx.variant: work_words("url_loaded_work", rules, count,
                                                              **{name: t_n("work_" + name, n) for name, n in counts.items()}))

    def solve_for_host(self):
        """The host's ``sudoku:solve``: one at a time, each answered. One sent while another solve
        runs or is about to start (the same tick) is refused as ``busy`` (it was dropped unanswered,
        or both ran, the second cancelling the first and restarting the solver's worker)."""
        if self.solver.running or self.host_solve is not None:
            if self.embed is not None:
                self.embed.refused("busy")
            return
        self.modes.show("solver")
        self.host_solve = (self.ctx.givens().cells, self.ctx.variant)
        asyncio.ensure_future(self.solve_answered())

    async def solve_answered(self):
        """The host's solve, as by the button, of the board it was sent for: a board loaded in the
        same tick after it is not solved in its name (it answered for the wrong puzzle). When it
        gives no verdict (held by Pause, a broken rule, cancelled, failed, the board replaced) and no
        other solve took over, the host is told (``refused``)."""
        asked, self.host_solve = self.host_solve, None
        before = self.embed.answers if self.embed is not None else 0
        if (self.ctx.givens().cells, self.ctx.variant) == asked:
            await self.solver.on_solve()
        if self.embed is not None and self.embed.answers == before and not self.solver.running:
            self.embed.refused()

    def start_steps(self) -> list:
        """The start in steps (main.py lets the browser breathe between them: no long task)."""
        return [self.wire_language, self.language.tell_panels, self.wire_settings, self.wire_panels, self.wire_play,
                self.wire_rest, self.load, self.become_ready]

    def wire_language(self):
        self.language.wire()
        stored = self.language.stored()
        self.language.set_texts(initial_lang(self.options.lang, window.navigator, stored))
        self.language.mend(initial_lang(None, window.navigator))   # (a link's ?lang= is not stored)

    def wire_settings(self):
        self.startup_step(self.settings.wire)
        self.startup_step(self.menu.wire)

    def wire_panels(self):
        self.solver.wire()
        self.work.wire()
        self.colours.wire()
        self.logic.wire()
        self.new.wire()

    def wire_play(self):
        self.startup_step(self.play.wire)
        self.startup_step(self.start_button.wire)
        self.startup_step(self.stats.wire)
        self.daily.wire()
        self.modes.wire()

    def wire_rest(self):
        self.startup_step(self.pad.wire)
        self.startup_step(self.variants.wire)

    def load(self):
        # The address's parts are read one by one, and none of them may keep the page from becoming
        # ready: a failure is said in the status line and logged (a bug to fix, never a dead page).
        typed = any(self.grid.values_of(("given",)))
        tab = self.startup_step(self.work.restore)
        self.startup_step(lambda: listen(self.work.storage))
        self.load_address(typed, tab)

    def become_ready(self):
        actions = Actions(load=self.solver.load_puzzle, solve=self.solve_for_host,
                          open_tutor=self.modes.open_tutor, tutor=lambda: self.modes.tutor,
                          share=lambda: self.ctx.share_url(work=self.solver.share_work()),
                          read_variant=self.variants.texts.read_text, load_variant=self.variants.texts.load_variant,
                          load_marks=self.solver.text.paste_marks)
        self.embed = self.startup_step(lambda: start_embed(self.ctx, self.options.embed, actions))
        self.ctx.mark(ready="1")
        window.performance.mark("sudoku-ready")
        if self.embed is not None:
            self.embed.announce_ready()


def error_trace(err) -> str:
    """The error's traceback as text, in CPython/Pyodide (traceback) and MicroPython (sys.print_exception)."""
    try:
        import traceback
    except ImportError:
        import io
        import sys

        out = io.StringIO()
        sys.print_exception(err, out)
        return out.getvalue()
    return "".join(traceback.format_exception(type(err), err, err.__traceback__))
