"""Whole variants arriving (``variant_texts``): what is said of a paste, a link, a host's load and
a link reloaded, counted by the givens, or by the cages of a killer without givens."""

from __future__ import annotations

import pytest

from sudoku_core.variants.formats import read_variant
from sudoku_web.strings import set_lang, t, t_n
from sudoku_web.variant_texts import VariantTexts


class FakeContext:
    """The parts of the page's context ``VariantTexts`` uses: what it says, and the work it holds."""

    def __init__(self, holds=False):
        self.said = []
        self._holds = holds

    def say(self, words, kind="info"):
        self.said.append(words() if callable(words) else words)

    def say_t(self, key, kind="info", number=None, **fields):
        self.said.append(t(key, **fields) if number is None else t_n(key, number, **fields))

    def holds(self, size, givens, rules):
        return self._holds


def loaded(text, key):
    loads = []
    texts = VariantTexts(FakeContext(), lambda puzzle, message, variant=None: loads.append(message()))
    said = texts.load_variant(read_variant(text), key)
    assert loads == [said]
    return said


@pytest.fixture(params=["en", "zh-CN"])
def lang(request):
    set_lang(request.param)
    yield request.param
    set_lang("en")


ONE_CAGE = ".Cage~3~R1C1~R1C2"
TWO_CAGES = ".Cage~3~R1C1~R1C2.Cage~17~R2C1~R2C2"


def test_a_killer_without_givens_is_counted_by_its_cages_one_cage_or_more(lang):
    """A killer of one cage and no givens was "(1 cages, no givens)": the plural was picked by the
    givens (none), not by the cages counted."""
    one, two = {"en": ("1 cage,", "2 cages,"), "zh-CN": ("1 个笼子", "2 个笼子")}[lang]
    for key in ("v_pasted", "v_url_loaded", "v_embed_loaded"):
        said = loaded(ONE_CAGE, key)
        assert (one in said or one.rstrip(",") + " and" in said) and "cages" not in said, said
        said = loaded(TWO_CAGES, key)
        assert two.rstrip(",") in said, said
    # an "an" kind ("an Even/odd ...") with one cage too
    said = loaded(ONE_CAGE + ".~R5C5_2_4_6_8", "v_pasted")
    assert one.rstrip(",") in said and "cages" not in said, said
    # givens are counted as before, the cages not said
    said = loaded(ONE_CAGE + ".~R5C5_4", "v_url_loaded")
    assert {"en": "(1 given)", "zh-CN": "（1 个已知数）"}[lang] in said, said


def test_a_link_reloaded_on_a_killer_of_one_cage_says_one_cage(lang):
    ctx = FakeContext(holds=True)
    texts = VariantTexts(ctx, lambda *args, **kwargs: pytest.fail("a link reloaded over its own work loads nothing"))
    said, problem = texts.load_from_address(ONE_CAGE, restored=True)
    assert problem is None and ctx.said == [said]
    assert {"en": "(1 cage, no givens)", "zh-CN": "（1 个笼子，没有已知数）"}[lang] in said, said
    said, _ = texts.load_from_address(TWO_CAGES, restored=True)
    assert {"en": "(2 cages, no givens)", "zh-CN": "（2 个笼子，没有已知数）"}[lang] in said, said


@pytest.mark.parametrize("text", [".Diagonal~1.Diagonal~-1", ".AntiKnight.~R1C1_2_4_6_8", ".LittleKiller~22~R1C1"])
def test_a_variant_without_givens_or_cages_says_no_givens_not_0_givens(lang, text):
    """A givenless variant that is no killer (a little killer, parity marks, bare diagonals) was
    "Loaded a Little killer puzzle from the address (0 givens)": it says "no givens"."""
    for key in ("v_pasted", "v_url_loaded", "v_embed_loaded"):
        said = loaded(text, key)
        assert {"en": "no givens", "zh-CN": "没有已知数"}[lang] in said and "0" not in said.replace("10", ""), said
