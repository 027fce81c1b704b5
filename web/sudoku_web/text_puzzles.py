"""Puzzles that arrive as text: a paste anywhere on the page, and the address's ``?puzzle=``.

Why apart from ``solver_panel``: reading text is its own job with its own rules (a single
character pasted in a cell sets that cell; other text fields keep ordinary pastes; the size cap of
``reading.read_puzzle``; a puzzle typed before Python started wins over the address), while the
panel owns the board's buttons and the solve. What is read goes to ``load_puzzle(puzzle, message)``
(the panel's), which puts it on the board.
"""

from __future__ import annotations

from sudoku_core.formats.plain_text import plain_text

from .reading import MAX_PUZZLE_CHARS, link_puzzle, read_puzzle
from .i18n import sentences
from .strings import t, t_n


def variant_text(text) -> bool:
    """``text`` is written in a variant's format (f-puzzles, ISS, our variant text, a jigsaw, a
    killer string), not a classic grid's (the core's variant readers imported only then)."""
    from sudoku_core.variants.formats.detect import variant_format

    return variant_format(text) not in (None, "pencil-marks", "grid")


class TextPuzzles:
    """Reads a paste or the address into ``load_puzzle(puzzle, message)``; says a reading's error."""

    def __init__(self, ctx, load_puzzle):
        self.ctx = ctx
        self.grid = ctx.grid
        self.load_puzzle = load_puzzle
        self.variants = None        # the variant panel's VariantTexts: read_text(text) -> a variant or None (a
        #                             classic text), load_variant(variant, message_key), load_from_address
        self.load_marks = None      # load_marks(marks): pencil marks (a bit mask per cell) on the puzzle just loaded

    def on_paste(self, event):
        """Paste a puzzle anywhere on the page; a single character pasted in a cell sets it."""
        # As the core reads it (no-break spaces, zero-width and bidi marks, full-width ３), so a
        # single digit pasted with marks around it is still one character for one cell.
        text = plain_text(str(event.clipboardData.getData("text") or ""))
        target = event.target
        # (getAttribute: another input, such as the cage's sum, has no data-i, and reading
        # dataset.i there raised AttributeError on the page)
        in_cell = getattr(target, "tagName", "") == "INPUT" and target.getAttribute("data-i")
        if in_cell and len(text.strip()) <= 1:   # one symbol into a cell: as typed there
            event.preventDefault()
            self.grid.keys.enter(int(in_cell), self.grid.symbol_in(text.strip()))
            return
        if getattr(target, "tagName", "") in ("INPUT", "TEXTAREA") and not in_cell:
            return  # let other text fields receive ordinary pastes
        event.preventDefault()
        shared = link_puzzle(text)            # a link to this page: the puzzle it carries
        text = shared or text
        if self.load_marks is not None and len(text) <= MAX_PUZZLE_CHARS and self.paste_marks(text):
            return
        if self.variants is not None and self.paste_variant(text, shared is not None):
            return
        reading = read_puzzle(text, self.grid.size)  # never raises; the size cap of sudoku:load
        if reading.puzzle is None:
            size = self.grid.size   # (said again in another language: read again, as the message is built there)
            self.ctx.say(lambda: t("paste_error", message=read_puzzle(text, size).message), "error")
            return
        puzzle = reading.puzzle
        self.load_puzzle(puzzle, lambda: t_n("pasted", puzzle.givens, size=puzzle.size, givens=puzzle.givens))

    def paste_marks(self, text, said="pasted_marks", wrong="paste_error", refused=None) -> bool:
        """A pasted pencil-mark grid (a position as Sudoku Explainer and HoDoKu print it: every
        cell's candidates): True when the text was one (loaded: its filled cells as the puzzle, the
        others' candidates as pencil marks; or its error said, with ``wrong``'s words, and given to
        ``refused(err)``). ``said``: the words of the load (the host page's: ``embed_loaded_marks``)."""
        from sudoku_core import SudokuError
        from sudoku_core.formats.candidates import is_candidates, read_candidates

        from .i18n import error_message

        if not is_candidates(text):
            return False
        try:
            filled, crossed = read_candidates(text)
        except SudokuError as err:
            size = self.grid.size
            self.ctx.say(lambda err=err: t(wrong, message=error_message(err, size)), "error")
            if refused is not None:
                refused(err)
            return True
        n = filled.size
        marks = [0 if v else (1 << n) - 1 for v in filled.cells]
        for cell, digit in crossed:
            marks[cell] &= ~(1 << (digit - 1))
        givens, open_cells = filled.givens, sum(1 for m in marks if m)
        self.load_puzzle(filled, lambda: t(said, size=n, givens=givens, cells=open_cells))
        if not self.ctx.said_error:   # (a repeated digit among the filled cells: said, no marks put on)
            self.load_marks(marks)
        return True

    def paste_variant(self, text, shared=False) -> bool:
        """A pasted f-puzzles link or JSON, ISS string or jigsaw layout (issue 32): True when the
        text was a variant's (loaded, or its error said), False for a classic puzzle's text.
        ``shared``: it came in a link to this page, whose unfinished work (regions of the wrong
        size, givens against the rules) is put on the board as it was shared, as the address has it."""
        from sudoku_core import SudokuError

        from .i18n import error_message

        try:
            variant = self.variants.read_text(text)
        except SudokuError as err:
            size = self.grid.size
            draft = self.variants.read_draft(text) if shared else None
            if draft is not None and self.variants.load_variant(draft, "v_pasted") is not None:
                self.ctx.say(lambda err=err: t("v_pasted_draft", message=error_message(err, size)), "error")
                return True
            self.ctx.say(lambda err=err: t("paste_error", message=error_message(err, size)), "error")
            return True
        if variant is None:
            return False
        self.variants.load_variant(variant, "v_pasted")
        return True

    def load_from_address(self, text, typed=False, restored=False):
        """?puzzle= pre-fills the grid, unless the user ``typed`` something before Python started
        (a puzzle restored from the last visit is kept in the history: Undo goes back to it).
        When the work ``restored`` from the last visit is on that same puzzle (a Share link
        reloaded, a phone's tab the browser reloads), the work stays as it was: loading the bare
        puzzle over it would hide every entry and mark one Undo back.

        Returns None when there was nothing to load, else the message said (an error is also
        returned as ``problem``, a function that builds its words, for the tutor to say again
        when it opens, and again in another language)."""
        if not text or typed:
            return None, None
        refused = []   # a pencil-mark grid (its 729-character line fits an address): loaded as a paste
        if self.load_marks is not None and len(text) <= MAX_PUZZLE_CHARS and \
                self.paste_marks(text, "url_loaded_marks", "url_error", refused.append):
            problem = refused and t("url_error", message=refused[0].message)
            return problem or True, problem or None
        reading = read_puzzle(text, self.grid.size)
        if reading.puzzle is None and self.variants is not None and variant_text(text):
            # an ISS string, an f-puzzles link or JSON...: as ?variant= reads it (it was "Unexpected
            # character '~'", which never said that the address held a variant)
            return self.variants.load_from_address(text, typed, restored)
        if reading.puzzle is None:
            size = self.grid.size
            problem = lambda: t("url_error", message=read_puzzle(text, size).message)   # noqa: E731
            self.ctx.say(problem, "error")
            return problem(), problem
        givens = reading.puzzle.givens
        if restored and self.ctx.holds(reading.puzzle.size, reading.puzzle.cells):
            self.ctx.say_t("url_work_back", number=givens, givens=givens)
            return t_n("url_work_back", givens, givens=givens), None
        def said():   # the work remembered from the last visit was on another puzzle: one Undo back
            return sentences((t_n("url_loaded", givens, givens=givens), t("url_work_under") if restored else ""))
        self.load_puzzle(reading.puzzle, said)
        return said(), None
