"""The Practice tab: the learner's own solver, written in the editor, judged in a worker, watched in
the tutor. This module is the tab's glue and its code: the editor, the judge select, the buttons,
and the code remembered per judge. The run is ``practice_session``'s (the worker, supervised and
judged by the page), what it shows ``practice_results``' (the verdict table and the Output region);
the cases and verdicts are ``practice_judge``'s.

Decisions:
- Code runs only when Run or Submit is pressed. Run judges the grid on the board; Submit every case
  (``practice_judge.CASES`` and the grid). A syntax error is the worker's Python's to find (the
  Python that runs the code; the page's MicroPython has another syntax), then said for every case
  (``practice_session.syntax_error``).
- The code of each judge is remembered in the browser (not in an embedded page) as it is typed.
  A link's ``?code=`` is put in the editor but not remembered until the learner edits it, so
  opening someone's link never overwrites one's own code.
- The templates' comments are in the page's language (``practice_judge.template``): a judge's code
  that is a template not edited, in any language, is shown in the page's (at start and on a switch).
- Each finished case keeps its record (writes, code, verdict, output): Watch plays it in the tutor
  (``watch(case, run)``, the app's), and the tutor's race shows it beside the algorithms.
"""

from __future__ import annotations

import asyncio

from pyscript import document, when, window

from . import busy_button
from .editor import Editor
from .options import code_link
from .practice_judge import CASE_IDS, MODES, SIZE, TEMPLATES, case_cells, in_language, template
from .practice_results import PracticeResults
from .practice_session import CaseRun, PracticeSession
from .strings import current_lang, t

CONTROLS = ("mode", "reset", "link", "code", "view", "gutter", "run", "stop", "submit", "out", "output")


class PracticePanel:
    def __init__(self, ctx, storage, urls: dict, link_code=None, link_mode=None, watch=None):
        self.ctx = ctx
        self.storage = storage
        self.el = {name: document.getElementById("p-" + name) for name in CONTROLS}
        self.editor = Editor(self.el["code"], self.el["view"], self.el["gutter"], self.on_code)
        self.results = PracticeResults(self.el["out"], self.el["output"], watch)
        self.session = PracticeSession(ctx, urls, self.editor, self.results, self.set_running)
        saved = (storage.read() if storage is not None else None) or {}
        stored = saved.get("code") if isinstance(saved.get("code"), dict) else {}
        self.codes = {m: in_language(str(stored.get(m, TEMPLATES[m])), m, current_lang()) for m in MODES}
        mode = link_mode if link_mode in MODES else saved.get("mode")
        self.mode = mode if mode in MODES else "leetcode"
        self.own = dict(self.codes)     # the learner's own code, as stored
        self.unedited = None            # the judge whose code is a link's, not edited yet
        if link_code is not None:
            self.codes[self.mode] = link_code
            self.unedited = self.mode   # the link's code is not stored over the learner's until edited
        self.el["mode"].value = self.mode
        self.editor.set_text(self.codes[self.mode])
        self._wire()
        ctx.events.on("language", self.on_language)
        ctx.events.on("language_done", self.say_again)
        self.note = "p_link_code" if link_code is not None else None

    def take_note(self):
        """What to say on opening the tab the first time (the link's code), once, as a string key
        (said with ``say_t``: it follows a language switch); else None."""
        note, self.note = self.note, None
        return note

    def _wire(self):
        when("click", self.el["run"])(lambda e: asyncio.create_task(self.run(("grid",))))
        when("click", self.el["submit"])(lambda e: asyncio.create_task(self.run(CASE_IDS)))
        when("click", self.el["stop"])(self.on_stop)
        when("click", self.el["reset"])(self.on_reset)
        when("click", self.el["link"])(lambda e: asyncio.create_task(self.copy_link()))
        when("change", self.el["mode"])(self.on_mode)
        when("click", self.el["out"])(self.results.on_click)
        for name in ("mode", "reset", "link", "code", "run", "submit"):
            self.el[name].disabled = False

    # ----- the code ----------------------------------------------------------------------
    def save(self):
        if self.storage is not None:
            self.storage.write(self.stored())

    def same_as(self, saved) -> bool:
        """Whether another tab's stored code (``saved``) leaves nothing of this tab's to lose: the
        same, or different only where this tab holds a link's code not edited (the stored code
        there becomes this tab's own, so a later save keeps it)."""
        theirs = saved.get("code") if isinstance(saved, dict) else None
        if not isinstance(theirs, dict):
            return False
        mine = self.stored()["code"]
        if any(theirs.get(m) != mine[m] for m in MODES if m != self.unedited):
            return False
        if self.unedited is not None:
            if not isinstance(theirs.get(self.unedited), str):
                return False
            self.own[self.unedited] = theirs[self.unedited]
        return True

    def stored(self) -> dict:
        """What is stored: every judge's code, but a link's code not edited yet: the learner's own
        stays there (another judge's edit, or the other-tab question, stored the link's over it)."""
        codes = dict(self.codes)
        if self.unedited is not None:
            codes[self.unedited] = self.own[self.unedited]
        return {"mode": self.mode, "code": codes}

    def take_saved(self, saved):
        """Another tab's code, chosen by the learner (storage.Keeper): in the editor as an edit, so
        the editor's undo brings this tab's code back."""
        codes = saved.get("code")
        for m in MODES:
            if isinstance(codes, dict) and isinstance(codes.get(m), str):
                self.codes[m] = codes[m]
        self.editor.replace_all(self.codes[self.mode])

    def on_code(self, text):
        self.codes[self.mode] = text
        if self.mode == self.unedited:
            self.unedited = None
        self.save()

    def on_mode(self, event=None):
        mode = str(self.el["mode"].value)
        if mode not in MODES or mode == self.mode:
            return
        self.codes[self.mode] = self.editor.text
        self.mode = mode
        self.editor.set_text(self.codes[mode])
        self.save()

    def on_reset(self, event=None):
        """Back to the template; the browser's undo (Ctrl+Z in the editor) brings the code back."""
        self.editor.replace_all(template(self.mode, current_lang()))

    async def copy_link(self):
        """Copy a link that opens the editor's code with this judge (never run by itself); a long
        one carries the code in the fragment (``options.code_link``)."""
        loc = window.location
        link = code_link(f"{loc.origin}{loc.pathname}", self.mode, self.editor.text, window.encodeURIComponent)
        await self.ctx.copy_text(link, lambda: t("p_link_copied"), "share_failed")

    # ----- running -----------------------------------------------------------------------
    def set_running(self, running: bool):
        busy_button.set_busy([self.el[name] for name in ("run", "submit", "mode", "reset")], self.el["stop"], running)
        self.ctx.mark(practiceRunning="1" if running else "0")

    def grid_cells(self):
        """The board's puzzle for the "grid" case, or None (said) when the judge cannot take it."""
        ctx = self.ctx
        if ctx.grid.size != SIZE:
            ctx.say_t("p_grid_size", "error")
            return None
        conflicts = ctx.check_conflicts()
        if conflicts:
            ctx.say_conflicts(conflicts)
            return None
        return ctx.givens().cells

    async def run(self, case_ids):
        """Run (the grid) or Submit (every case): the job is the session's."""
        if self.session.running:
            return
        cases = []
        for case_id in case_ids:
            cells = self.grid_cells() if case_id == "grid" else case_cells(case_id)
            if cells is None:
                self.results.forget(case_id)   # (a verdict of the board before would read as this one's)
                if len(case_ids) == 1:
                    return
                continue
            cases.append(CaseRun(case_id, cells))
        await self.session.run(self.mode, self.editor.text, cases)

    def on_stop(self, event=None):
        if not self.el["stop"].disabled:
            self.session.stop()

    def on_language(self, announce=False):
        """The verdicts said again, and a template not edited given in the new language."""
        lang = current_lang()
        for m in MODES:
            if m != self.unedited:
                self.codes[m] = in_language(self.codes[m], m, lang)
                self.own[m] = in_language(self.own[m], m, lang)
        if self.editor.text != self.codes[self.mode]:
            self.editor.set_text(self.codes[self.mode])
        if self.results.runs:
            self.results.render()

    def say_again(self, announce=False):
        if announce and self.ctx.mode == "practice":
            self.ctx.say_again()
