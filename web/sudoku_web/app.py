"""Wiring of the page: buttons, paste, examples, size, URL parameters and the status line.

DOM glue only; every Sudoku decision (parsing, conflicts, solving) is made by sudoku_core.
"""

import asyncio

from pyscript import document, window, when
from pyscript.ffi import create_proxy

from sudoku_core import EXAMPLES, Puzzle, SudokuError, find_conflicts, parse

from .controller import SolveController
from .grid import Grid
from .markup import SIZES
from . import i18n
from .reading import read_puzzle, shorten
from .strings import LANGUAGES, choose_lang, set_lang, t

MAX_CONFLICTS_LISTED = 1


def fmt_seconds(seconds):
    return f"{seconds:.3f}" if seconds < 10 else f"{seconds:.1f}"


class App:
    def __init__(self):
        self.el = {name: document.getElementById(name) for name in (
            "board", "solve", "cancel", "clear", "copy", "share", "size", "example",
            "status", "progress", "copybox", "tab-solver", "tab-tutor", "lang")}
        self.controller = SolveController()
        self.grid = Grid(self.el["board"], self.on_edit, self.say)
        self.saved = {}  # size -> givens line, so switching size never loses typing
        self.mode = "solver"  # or "tutor" (issue 4); the grid is shared by both
        self.tutor = None     # sudoku_web.tutor.Tutor, imported on first use (keeps boot light)
        self.embed = None     # sudoku_web.embed.Embed with ?embed=1 (postMessage API, issue 5)
        self.url_problem = None  # why ?puzzle= could not be read (said again when the tutor opens)
        self._paste_proxy = create_proxy(self.on_paste)
        document.addEventListener("paste", self._paste_proxy)

    # ----- the address ---------------------------------------------------------------------------
    @staticmethod
    def param(name):
        """The address's parameter ``name`` as a str, or None when it is absent (URLSearchParams.get
        gives JS null, which Pyodide does not turn into None)."""
        params = window.URLSearchParams.new(window.location.search)
        return str(params.get(name)) if params.has(name) else None

    # ----- status ----------------------------------------------------------------------------
    def say(self, message, kind="info"):
        """Announce in the live region (role=status)."""
        status = self.el["status"]
        status.textContent = message
        status.dataset.kind = kind

    def progress(self, message):
        self.el["progress"].textContent = message

    def set_busy(self, busy):
        self.el["solve"].disabled = busy
        self.el["cancel"].disabled = not busy
        document.body.dataset.solving = "1" if busy else "0"

    # ----- puzzle in and out -----------------------------------------------------------------
    def givens(self):
        return Puzzle(self.grid.values_of(("given",)), self.grid.size)

    def check_conflicts(self):
        """Highlight repeated digits among the givens; return the conflicts."""
        conflicts = find_conflicts(self.givens())
        self.grid.clear_marks()
        for conflict in conflicts:
            self.grid.mark_conflicts(conflict.cells)
        return conflicts

    def conflict_text(self, conflicts, key="conflict"):
        text = t(key, message=i18n.conflict_message(conflicts[0], self.grid.size, self.grid.symbols))
        if len(conflicts) > MAX_CONFLICTS_LISTED:
            text += t("conflicts_more", more=len(conflicts) - MAX_CONFLICTS_LISTED)
        return text

    def show_puzzle(self, puzzle, message):
        """Put a parsed puzzle on the board (switching size if needed) and report conflicts."""
        self.controller.invalidate()
        self.set_busy(False)
        if puzzle.size != self.grid.size:
            self.switch_size(puzzle.size, keep=False)
        self.grid.load(puzzle.cells)
        conflicts = self.check_conflicts()
        self.tutor_puzzle_changed(announce=False)
        self.say(self.conflict_text(conflicts) if conflicts else message,
                 "error" if conflicts else "info")

    # ----- events ----------------------------------------------------------------------------
    def on_edit(self, i):
        """Any user edit: drop a shown solution and a running solve, re-check conflicts."""
        if self.controller.running:
            self.controller.invalidate()
            self.set_busy(False)
            self.progress("")
            self.say(t("stale"))
        if self.grid.has_kind("solved"):
            self.grid.clear_solution()
        conflicts = self.check_conflicts()
        if conflicts:
            self.tutor_puzzle_changed(announce=False)
            self.say(self.conflict_text(conflicts), "error")
            return
        if self.el["status"].dataset.kind == "error":
            self.say("")
        self.tutor_puzzle_changed()

    def on_paste(self, event):
        """Paste a puzzle anywhere on the page; a single character pasted in a cell sets it."""
        text = str(event.clipboardData.getData("text") or "")
        target = event.target
        in_cell = getattr(target, "tagName", "") == "INPUT" and target.dataset.i
        if in_cell and len(text.strip()) <= 1:
            event.preventDefault()
            ch = self.grid._normalise(text.strip())
            self.grid.set_cell(int(target.dataset.i), ch)
            return
        if getattr(target, "tagName", "") in ("INPUT", "TEXTAREA") and not in_cell:
            return  # let other text fields receive ordinary pastes
        event.preventDefault()
        reading = read_puzzle(text, self.grid.size)  # never raises; the size cap of sudoku:load
        if reading.puzzle is None:
            self.say(t("paste_error", message=reading.message), "error")
            return
        puzzle = reading.puzzle
        self.show_puzzle(puzzle, t("pasted", size=puzzle.size, givens=puzzle.givens))

    async def on_solve(self, event=None):
        self.grid.clear_solution()
        conflicts = self.check_conflicts()
        if conflicts:
            self.say(self.conflict_text(conflicts, "fix_conflicts"), "error")
            return
        puzzle = self.givens()
        self.set_busy(True)
        self.say(t("solving"))
        self.progress(t("progress", nodes=0, seconds="0.0"))
        try:
            outcome = await self.controller.solve(
                puzzle,
                lambda nodes, secs: self.progress(t("progress", nodes=f"{nodes:,}", seconds=f"{secs:.1f}")),
            )
        except SudokuError as err:
            self.set_busy(False)
            self.progress("")
            self.say(t("error", message=i18n.error_message(err, puzzle.size)), "error")
            self.grid.mark_conflicts(err.cells or ())
            return
        if outcome.kind == "stale":
            return
        self.set_busy(False)
        self.progress("")
        if outcome.kind == "cancelled":
            self.say(t("cancelled", nodes=f"{outcome.nodes:,}"))
            return
        self.show_result(outcome)

    def show_result(self, outcome):
        result = outcome.result
        nums = dict(seconds=fmt_seconds(outcome.wall), nodes=f"{result.stats.nodes:,}")
        body = document.body.dataset
        body.solveMs = f"{outcome.wall * 1000:.3f}"
        body.solveNodes = str(result.stats.nodes)
        body.solveStatus = result.status
        if self.embed is not None:
            self.embed.solved(outcome)
        if result.status == "solved":
            self.grid.show_solution(result.solution.cells)
            self.say(t("solved", **nums), "success")
        elif result.status == "multiple":
            self.grid.show_solution(result.solution.cells)
            witness = result.witness.cells if result.witness else None
            self.grid.mark_differences(result.differences, witness)
            self.say(t("multiple", count=len(result.differences), **nums), "warning")
        else:
            self.say(t("no_solution", **nums), "error")

    def on_cancel(self, event=None):
        self.controller.cancel()

    def on_clear(self, event=None):
        self.controller.invalidate()
        self.set_busy(False)
        self.progress("")
        self.grid.clear()
        self.tutor_puzzle_changed(announce=False)
        self.say(t("cleared"))
        self.grid.focus(0)

    def switch_size(self, size, keep=True):
        """Rebuild the board; the typed givens of each size are kept for when it comes back."""
        self.saved[self.grid.size] = self.grid.line(("given",))
        self.grid.rebuild(size, self.saved.get(size, "") if keep else "")
        self.el["size"].value = str(size)
        self.check_conflicts()
        self.tutor_puzzle_changed(announce=False)

    def on_size(self, event=None):
        size = int(self.el["size"].value)
        if size != self.grid.size:
            self.controller.invalidate()
            self.set_busy(False)
            self.progress("")
            self.switch_size(size)
            self.say(t("size_changed", size=size))

    def on_example(self, event=None):
        name = self.el["example"].value
        if not name:
            return
        self.el["example"].value = ""
        puzzle = parse(EXAMPLES[name])
        self.show_puzzle(puzzle, t("example_loaded", name=t("ex_" + name)))

    async def copy_text(self, text, ok_message, fail_key):
        try:
            await window.navigator.clipboard.writeText(text)
            self.say(ok_message)
        except Exception:
            box = self.el["copybox"]
            box.value = text
            box.hidden = False
            box.select()
            self.say(t(fail_key, text=text))

    async def on_copy(self, event=None):
        text = self.grid.line()
        await self.copy_text(text, t("copied", text=text), "copy_failed")

    async def on_share(self, event=None):
        loc = window.location
        url = f"{loc.origin}{loc.pathname}?puzzle={self.grid.line(('given',))}"
        await self.copy_text(url, t("shared"), "share_failed")

    def load_from_url(self):
        """?puzzle=<string> pre-fills the grid, unless the user already typed something.

        Returns None when there was nothing to load, else the message said (an error message is
        said again by ``load_tutor_link`` when the tutor opens, so that it is not lost)."""
        text = self.param("puzzle")
        if not text or any(self.grid.values_of(("given",))):
            return None
        reading = read_puzzle(text, self.grid.size)
        if reading.puzzle is None:
            message = t("url_error", message=reading.message)
            self.say(message, "error")
            self.url_problem = message
            return message
        message = t("url_loaded", givens=reading.puzzle.givens)
        self.show_puzzle(reading.puzzle, message)
        return message

    # ----- modes: Solver | Tutor (tabs) -----------------------------------------------------------
    def tutor_puzzle_changed(self, announce=True):
        if self.mode == "tutor" and self.tutor is not None:
            self.tutor.puzzle_changed(announce)

    def set_mode(self, mode):
        """Switch between the solver and the tutor; the grid stays, its givens are kept."""
        if mode == self.mode:
            return
        if mode == "tutor":
            self.controller.invalidate()
            self.set_busy(False)
            self.progress("")
            self.grid.clear_solution()
            if self.tutor is None:
                from .tutor import Tutor

                self.tutor = Tutor(self)
        elif self.tutor is not None:
            self.tutor.leave()
        self.mode = mode
        document.documentElement.dataset.mode = mode
        for name in ("solver", "tutor"):
            tab = self.el["tab-" + name]
            tab.setAttribute("aria-selected", "true" if name == mode else "false")
            tab.tabIndex = 0 if name == mode else -1
        if mode == "tutor":
            self.tutor.enter()
            self.say(t("tutor_ready"))
        else:
            conflicts = self.check_conflicts()
            self.say(self.conflict_text(conflicts) if conflicts else t("ready"),
                     "error" if conflicts else "info")

    def on_tab_key(self, event):
        """Tabs pattern: arrows, Home and End move between the two tabs (and select them)."""
        if event.key in ("ArrowLeft", "ArrowRight", "Home", "End"):
            event.preventDefault()
            if event.key in ("ArrowLeft", "ArrowRight"):
                mode = "solver" if self.mode == "tutor" else "tutor"
            else:
                mode = "solver" if event.key == "Home" else "tutor"
            self.set_mode(mode)
            self.el["tab-" + mode].focus()

    def load_tutor_link(self):
        """?algo=NAME (and/or &step=N) opens the tutor with that algorithm, at step N.

        An unknown algorithm or a bad step is said in the status line (with a ?puzzle= error, if
        any), and stays there after the seek; values from the address are only ever shown as text."""
        param = self.param
        # ?algorithm= and ?mode=tutor are the embed options' spellings (README.md ("Embedding the solver in another page"))
        algo, step = param("algo") or param("algorithm"), param("step")
        if param("algo") is None and param("algorithm") is None and step is None and param("mode") != "tutor":
            return
        self.set_mode("tutor")
        from .tutor import DEFAULT_ALGO, algo_title
        from .tutor_view import STEP_CAP, parse_step
        from sudoku_core.algorithms import ALGORITHMS

        notes = [self.url_problem] if self.url_problem else []
        name = algo or DEFAULT_ALGO
        if name not in ALGORITHMS:
            notes.append(t("url_algo", name=shorten(name), title=algo_title(DEFAULT_ALGO)))
            name = DEFAULT_ALGO
        if name != self.tutor.algo:
            self.tutor.select_algo(name)
            self.tutor.on_algo()
        target, problem = parse_step(step, STEP_CAP)
        if problem == "bad":
            notes.append(t("url_step_bad", value=shorten(step), cap=i18n.fmt_int(STEP_CAP)))
        elif problem == "capped":
            notes.append(t("url_step_capped", value=shorten(step), cap=i18n.fmt_int(STEP_CAP)))
        note = " ".join(notes) or None
        kind = "warning" if problem == "capped" and len(notes) == 1 else "error"  # capped: the link still works
        if target:
            asyncio.ensure_future(self.tutor.seek_to(lambda: target, note=note, note_kind=kind))
        elif note:
            self.say(note, kind)

    # ----- languages -------------------------------------------------------------------------
    def initial_lang(self):
        """?lang= (en, zh, zh-CN...), else the browser's languages (any zh* is Chinese), else English."""
        preferred = [str(x) for x in (window.navigator.languages or [])] or [str(window.navigator.language or "")]
        return choose_lang(self.param("lang"), preferred)

    def apply_lang(self, code):
        """Switch every visible string to language ``code``: static texts ([data-t] and
        [data-t-label] elements), the grid's names, the tutor panel; sets <html lang>."""
        lang = set_lang(code)
        document.documentElement.lang = lang
        document.title = t("title")
        meta = document.querySelector('meta[name="description"]')
        if meta:
            meta.setAttribute("content", t("tagline"))
        for el in document.querySelectorAll("[data-t]"):
            el.textContent = t(el.dataset.t)
        for el in document.querySelectorAll("[data-t-label]"):
            el.setAttribute("aria-label", t(el.dataset.tLabel))
        select = self.el["lang"]
        if select.options.length != len(LANGUAGES):
            select.innerHTML = ""
            for value, name in LANGUAGES.items():
                option = document.createElement("option")
                option.value = value
                option.lang = value
                option.textContent = name
                select.appendChild(option)
        select.value = lang
        self.grid.relabel()
        if self.tutor is not None:
            self.tutor.relabel()
        if self.embed is not None:
            self.embed.relabel()
        return lang

    def on_lang(self, event=None):
        lang = self.apply_lang(str(self.el["lang"].value))
        if self.mode == "tutor":
            self.tutor.announce()
        else:
            conflicts = self.check_conflicts()
            self.say(self.conflict_text(conflicts) if conflicts else t("ready"),
                     "error" if conflicts else "info")
        document.body.dataset.lang = lang

    # ----- start-up --------------------------------------------------------------------------
    def startup_step(self, step, failed=None):
        """Run one start-up step; on an unexpected error say so, log it, go on and return ``failed``."""
        try:
            return step()
        except Exception as err:  # noqa: BLE001 - the page must become ready whatever the address holds
            import traceback

            window.console.error("sudoku: start-up step failed:\n" + traceback.format_exc())
            self.say(t("error", message=str(err) or type(err).__name__), "error")
            return failed

    def start(self):
        for name, handler in (("solve", self.on_solve), ("cancel", self.on_cancel),
                              ("clear", self.on_clear), ("copy", self.on_copy),
                              ("share", self.on_share)):
            when("click", self.el[name])(handler)
        when("change", self.el["size"])(self.on_size)
        when("change", self.el["example"])(self.on_example)
        when("change", self.el["lang"])(self.on_lang)
        document.body.dataset.lang = self.apply_lang(self.initial_lang())
        when("click", self.el["tab-solver"])(lambda event: self.set_mode("solver"))
        when("click", self.el["tab-tutor"])(lambda event: self.set_mode("tutor"))
        for name in ("tab-solver", "tab-tutor"):
            when("keydown", self.el[name])(self.on_tab_key)
        for name in ("clear", "copy", "share", "size", "example", "tab-solver", "tab-tutor", "lang"):
            self.el[name].disabled = False
        if int(self.el["size"].value) != self.grid.size:
            self.on_size()
        self.set_busy(False)
        self.progress("")
        # The address's parts are read one by one, and none of them may keep the page from becoming
        # ready: a failure is said in the status line and logged (a bug to fix, never a dead page).
        if not self.startup_step(self.load_from_url, failed=True):  # None: nothing in the address
            conflicts = self.check_conflicts()
            self.say(self.conflict_text(conflicts) if conflicts else t("ready"),
                     "error" if conflicts else "info")
        self.startup_step(self.load_tutor_link)
        from .embed import start_embed

        self.embed = self.startup_step(lambda: start_embed(self))
        document.body.dataset.ready = "1"
        window.performance.mark("sudoku-ready")
        if self.embed is not None:
            self.embed.announce_ready()


def start():
    app = App()
    app.start()
    return app
