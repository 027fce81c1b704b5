"""Variant puzzles that arrive whole (issue 32): a paste, the address's ``?variant=``, a sample.

Any format ``sudoku_core.variants.formats`` reads (f-puzzles JSON or link, ISS string, jigsaw
layout, our text form) becomes the board's givens and the page's rules (``ctx.variant``) in one
load (``load_puzzle(puzzle, message, variant=...)``, the solver panel's). The core's variant
modules are imported on first use.
"""

from __future__ import annotations

from . import i18n
from .markup import SIZES
from .strings import an_key, t, t_n
from .variant_words import kind_name, kinds_text, rules_line


def givens_of(variant) -> int:
    return sum(1 for v in variant.givens if v)


def work_words(key: str, variant, givens: int, **fields) -> str:
    """``key`` ("url_loaded_work" or "work_error") said of a variant's puzzle from the address:
    its kinds, and its givens, or its cages when it has none (a killer drawn by hand)."""
    kinds = kinds_text(variant.kinds())
    puzzle = t_n("work_puzzle_givens", givens) if givens or not variant.cages else \
        t_n("work_puzzle_cages", len(variant.cages))
    return t(an_key(key + "_variant", kinds), kinds=kinds, puzzle=puzzle, **fields)


class VariantTexts:
    def __init__(self, ctx, load_puzzle):
        self.ctx = ctx
        self.load_puzzle = load_puzzle

    def load_variant(self, variant, message_key, after=None, **fields):
        """Put a whole variant (rules and givens) on the board, saying ``message_key`` (with
        ``kinds`` and ``givens``) and then the string ``after``, if any: the message said, or None
        (said) when the page cannot show its grid's size."""
        from sudoku_core import Puzzle

        from .variant_rules import rules_only

        if variant.size not in SIZES:
            self.ctx.say_t("v_size_unsupported", "error", size=variant.size)
            return None
        givens = givens_of(variant)   # (an_key: English says "an Even/odd puzzle"; others the same sentence)
        cages = 0 if givens else len(variant.cages)   # a killer without givens: its cages are counted
        key = message_key + "_cages" if cages else message_key
        kinds_of = variant.kinds()

        def message():   # built again in another language when the person switches
            kinds = kinds_text(kinds_of)
            words = {k: (v() if callable(v) else v) for k, v in fields.items()}
            said = t_n(an_key(key, kinds), cages or givens, kinds=kinds, givens=givens, cages=cages, **words)
            return i18n.sentences((said, t(after))) if after else said
        self.load_puzzle(Puzzle(variant.givens, variant.size), message, variant=rules_only(variant))
        return message()

    def read_text(self, text):
        """The variant a pasted text holds, or None for a classic puzzle's text (the classic
        reader takes it). Raises SudokuError for a broken variant."""
        from sudoku_core.variants.formats import variant_in

        return variant_in(text)

    def load_sample(self, kind):
        """A kind's sample puzzle in place of the board's whole puzzle, digits included: when the
        board held digits or rules, the status says Undo brings them back (as a kind that drops
        rules says; the puzzle used to go without a word)."""
        from sudoku_core.variants.formats import read_variant

        from .variant_samples import SAMPLES

        variant = read_variant(SAMPLES[kind])
        held = any(self.ctx.grid.values) or self.ctx.variant is not None
        self.load_variant(variant, "v_sample_loaded", after="v_sample_replaced" if held else None,
                          kind=lambda: kind_name(kind), rules=lambda: rules_line(variant))

    def load_from_address(self, text, typed=False, restored=False):
        """?variant=: (message said, problem) as ``TextPuzzles.load_from_address`` (``restored``: the
        work remembered from the last visit is on the board, kept when it is on this puzzle)."""
        if not text or typed:
            return None, None
        from sudoku_core import SudokuError
        from sudoku_core.variants.formats import read_variant

        draft = None
        try:
            variant = read_variant(text)
        except SudokuError as err:
            variant, draft, error = self.read_draft(text), t("v_url_draft", message=i18n.error_message(err)), err
            if variant is None:
                problem = lambda err=err: t("v_url_error", message=i18n.error_message(err))   # noqa: E731
                self.ctx.say(problem, "error")
                return problem(), problem
        from .variant_rules import rules_only

        if restored and self.ctx.holds(variant.size, variant.givens, rules_only(variant)):   # a link reloaded
            count = givens_of(variant)
            key, number = ("url_work_back", count) if count or not variant.cages else \
                ("url_work_back_cages", len(variant.cages))   # (a killer without givens: by its cages)
            self.ctx.say_t(key, number=number, givens=count, cages=len(variant.cages))
            return t_n(key, number, givens=count, cages=len(variant.cages)), None
        # the work remembered from the last visit was on another puzzle: one Undo back, and said so
        message = self.load_variant(variant, "v_url_loaded", after="url_work_under" if restored else None)
        if message is None:
            return t("v_size_unsupported", size=variant.size), None
        if draft is not None:   # said after the load's own words (the conflicts it draws)
            self.ctx.say(lambda: t("v_url_draft", message=i18n.error_message(error)), "error")
            return draft, None
        return message, None

    @staticmethod
    def read_draft(text):
        """The unfinished work a Share link can hold (``read_draft``: givens against the rules,
        regions of the wrong size or in pieces), drawn as it was shared; None when the address
        holds no such draft either."""
        from sudoku_core import SudokuError
        from sudoku_core.variants.formats import read_draft

        try:
            return read_draft(text)
        except SudokuError:
            return None
