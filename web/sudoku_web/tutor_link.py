"""The tutor's step link, both ways: Copy link (this puzzle, algorithm and step as an address) and
following such an address (``?algo=`` / ``?algorithm=`` and ``?step=``) when the page opens.

Its own part because it is where the tutor meets the address: values from the address are
checked here (an unknown algorithm, a bad or too large step is said in the status line) and are
only ever shown as text.
"""

from __future__ import annotations

import asyncio

from sudoku_core.algorithms import ALGORITHMS

from . import i18n
from . import tutor_view as view
from .options import DEFAULT_ALGO
from .reading import shorten
from .strings import t


class TutorLink:
    def __init__(self, ctx, trace, choose_algorithm, seek_to, say_note):
        self.ctx = ctx
        self.trace = trace
        self.choose_algorithm = choose_algorithm  # (name) -> select it and start its trace
        self.seek_to = seek_to                    # async (goal, note, note_kind) -> move the player
        self.say_note = say_note                  # (note, kind) -> said alone, again on a switch

    async def on_link(self, event=None):
        step = self.trace.position
        url = self.ctx.share_url(algo=self.trace.algo, step=step)
        await self.ctx.copy_text(url, lambda: t("link_copied", step=i18n.fmt_int(step)), "share_failed")

    def open_link(self, options, problem=None):
        """Follow ?algo= / ?algorithm= and ?step= (the page is already in the tutor).

        An unknown algorithm or a bad step is said in the status line (with ``problem``, the
        ?puzzle= error if any: its words, or a function that builds them) and stays there after
        the seek, said again in the new language on a switch (each note is a function that builds
        its words, joined as the language joins sentences); values from the address are only ever
        shown as text."""
        notes = [problem if callable(problem) else (lambda: problem)] if problem else []
        name = options.algo or DEFAULT_ALGO
        if name not in ALGORITHMS:
            bad = shorten(name)
            notes.append(lambda: t("url_algo", name=bad, title=view.algo_title(DEFAULT_ALGO)))
            name = DEFAULT_ALGO
        if name != self.trace.algo:
            self.choose_algorithm(name)
        target, trouble = view.parse_step(options.step, view.STEP_CAP)
        value = shorten(options.step) if trouble else None
        if trouble in ("bad", "capped"):
            notes.append(lambda: t("url_step_" + trouble, value=value, cap=i18n.fmt_int(view.STEP_CAP)))
        note = (lambda: i18n.sentences([words() for words in notes])) if notes else None
        kind = "warning" if trouble == "capped" and len(notes) == 1 else "error"  # capped: the link still works
        if target:
            asyncio.create_task(self.seek_to(lambda: target, note=note, note_kind=kind))
        elif note:
            self.say_note(note, kind)
