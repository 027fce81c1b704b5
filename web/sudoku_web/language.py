"""The page's language: which one at start-up, and switching every visible text to it.

The static texts of index.html carry ``data-t`` (text) or ``data-t-label`` (aria-label) keys of
``strings.py``; panels re-render their own texts on the ``language`` event. To add a language,
see ``strings.py`` (one table and one LANGUAGES entry).

A language chosen in the select is remembered (the full page: ``sudoku-solver:language`` in
localStorage) and used at the next start, after ``?lang=`` and before the browser's languages: a
person who switched to Chinese once is not switched back to English by a reload. ``?lang=`` is a
link's choice, not the person's, so it is not stored; an embedded page stores nothing.
"""

from __future__ import annotations

from pyscript import document, when

from .storage import UNREADABLE
from .strings import LANGUAGES, choose_lang, current_lang, set_lang, t


#: Where the full page keeps the language last chosen in the select.
KEY = "sudoku-solver:language"


def initial_lang(param, navigator, stored=None) -> str:
    """?lang= (en, zh, zh-CN...), else the language last chosen here (``stored``), else the
    browser's languages (any zh* is Chinese), else English."""
    preferred = [str(x) for x in (navigator.languages or [])] or [str(navigator.language or "")]
    if isinstance(stored, str):
        preferred = [stored] + preferred
    return choose_lang(param, preferred)


class Language:
    damaged = False                 # the stored language did not read: mend() writes one

    def __init__(self, ctx, select, storage=None, keeper=None):
        self.ctx = ctx
        self.select = select
        self.storage = storage      # a storage.Storage (None: embedded, nothing remembered)
        self.keeper = keeper        # says once when storage refuses (settings_panel.preference_keeper)

    def stored(self):
        """The language last chosen in the select on this browser, or None. A stored value that
        is no language of this page (damaged, not a string) used to be ignored without a word and
        left stored: now it is kept aside (``<key>:aside``, as damaged settings), the person is
        told once (saved_language_unreadable), and :meth:`mend` writes a language in its place."""
        if self.storage is None:
            return None
        value = self.storage.read()
        text = self.storage.seen
        self.damaged = False
        if self.keeper is None or text is None or (isinstance(value, str) and value in LANGUAGES):
            return value
        self.keeper.keep_aside(text, UNREADABLE, "language")
        self.damaged = not self.keeper.blocked   # (blocked: it could not be put aside, so nothing is written)
        return None

    def mend(self, lang: str):
        """After a damaged stored language (:meth:`stored`): ``lang`` (the one a visit without
        ``?lang=`` gets) is written in its place, so a reload says nothing again."""
        if self.damaged:
            self.damaged = False
            self.keeper.done(self.storage.write(lang, force=True))

    def wire(self):
        when("change", self.select)(self.on_change)
        self.select.disabled = False

    def apply(self, code, announce=False) -> str:
        """Switch every visible string to language ``code``; sets <html lang>."""
        lang = self.set_texts(code)
        self.tell_panels(announce)
        return lang

    def set_texts(self, code) -> str:
        """The page's own texts in language ``code`` (the static ones, the language menu, the
        grid's labels), not yet the panels' (:meth:`tell_panels`): the start makes the two
        steps of its own, each a short task (issue 31)."""
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
        select = self.select
        if select.options.length != len(LANGUAGES):
            select.innerHTML = ""
            for value, name in LANGUAGES.items():
                option = document.createElement("option")
                option.value = value
                option.lang = value
                option.textContent = name
                select.appendChild(option)
        select.value = lang
        self.ctx.grid.relabel()
        self.ctx.progress_again()
        return lang

    def tell_panels(self, announce=False):
        """Every panel re-renders its texts in the current language; then ``data-lang`` says it."""
        self.ctx.events.emit("language", announce=announce)
        # then the status line said again: its words may read what the panels just relabelled
        # (a technique's name in the New puzzle select)
        self.ctx.events.emit("language_done", announce=announce)
        self.ctx.mark(lang=current_lang())

    def on_change(self, event=None):
        lang = self.apply(str(self.select.value), announce=True)
        if self.storage is not None:
            done = self.storage.write(lang, force=True)   # a preference: the last tab to choose wins
            if self.keeper is not None:
                self.keeper.done(done)
