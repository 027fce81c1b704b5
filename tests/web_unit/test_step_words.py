"""Steps and hints in the page's languages: English equals the core's own text; Chinese has every
technique, and each Chinese sentence uses only the fields the core gives for that step."""

from __future__ import annotations

import string

import pytest

from samples import EASY
from sudoku_core import parse
from sudoku_core.logic import TECHNIQUES, CandidateGrid, hint_at, sentence, solve_path
from sudoku_core.logic.text import SENTENCES, SHARED_SENTENCES, fields
from sudoku_web import step_words
from sudoku_web.strings import set_lang

TOUR = "..3..1.7.2....38...1.9....332.7.56......2......68.4.127....8.4...24....7.5.3..1.."


@pytest.fixture
def lang():
    yield set_lang
    set_lang("en")


def path_steps():
    return solve_path(CandidateGrid.from_puzzle(parse(TOUR))).steps


def test_english_is_the_cores_text(lang):
    lang("en")
    for step in path_steps():
        assert step_words.sentence(step, 9, "123456789") == sentence(step, 9, "123456789")
    wrong = hint_at(EASY, {2: 4})
    crossed = hint_at(EASY, {}, [(2, 4)])
    for hint in (hint_at(TOUR), wrong, crossed, hint_at(EASY)):
        for level in (1, 2, 3):
            assert step_words.hint_text(hint, level) == hint.text(level), (hint.kind, level)


def test_every_technique_has_chinese_words():
    ids = {t.id for t in TECHNIQUES}
    assert ids <= set(step_words.ZH_NAMES)
    assert set(SENTENCES) <= set(step_words.ZH_SENTENCES) | set(step_words.ZH_SHARED)
    assert set(SHARED_SENTENCES) <= set(step_words.ZH_SHARED)


def _fields_of(template):
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("key", sorted(SENTENCES))
def test_chinese_sentences_use_the_english_fields(key):
    zh = step_words.ZH_SENTENCES.get(key)
    if zh is not None:
        assert _fields_of(zh) <= _fields_of(SENTENCES[key]) | {"name"}, key


def test_chinese_sentences_of_a_whole_path(lang):
    lang("zh-CN")
    for step in path_steps():
        text = step_words.sentence(step, 9, "123456789")
        assert text and "{" not in text
        assert not any(w in text for w in (" row ", " column ", " box ", " and ")), text
        assert step_words.ZH_NAMES[step.technique].split("（")[0] in text or step.technique == "hidden_single"
    assert step_words.hint_text(hint_at(TOUR), 1).startswith("在第")
    f = fields(path_steps()[0], 9, "123456789", step_words.ZH)
    assert f["name"] == step_words.ZH_NAMES[path_steps()[0].technique]


def test_the_english_names_are_the_cores():
    from sudoku_core.logic.se import SE_BY_ID
    from sudoku_core.logic.techniques import BY_ID

    ids = set(BY_ID) | set(SE_BY_ID)
    assert set(step_words.EN_NAMES) == ids
    for tid in ids:
        assert step_words.EN_NAMES[tid] == (BY_ID.get(tid) or SE_BY_ID[tid]).name


def test_the_words_never_import_the_engine():
    """The page's main thread (MicroPython) says hints, explanations and ratings with the wire's
    light steps: step_words loads no technique (issue 31)."""
    import subprocess
    import sys

    code = ("import sys; sys.path[:0] = ['web']; import sudoku_web.step_words as w; "
            "from sudoku_jobs import wire; "
            "w.name_of('x_wing'); "
            "assert not [m for m in sys.modules if m.startswith('sudoku_core.logic.techniques')"
            " or m.startswith('sudoku_core.logic.se')], sorted(sys.modules)")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_houses_to_look_in_are_grouped_by_kind_in_both_languages():
    """Level 1 said "in box 1 and box 2 and box 3 and box 4 and box 5 and box 7 and box 8"
    (第1宫和第2宫和...): houses of one kind are one group."""
    from sudoku_core.logic.text import houses_list

    boxes = tuple(18 + b for b in (0, 1, 2, 3, 4, 6, 7))
    assert houses_list(9, boxes) == "boxes 1, 2, 3, 4, 5, 7 and 8"
    assert houses_list(9, (2, 9 + 1, 9 + 6)) == "row 3 and columns 2 and 7"
    assert houses_list(9, (4,)) == "row 5"
    assert houses_list(16, (3, 15)) == "rows 4 and 16"
    assert step_words.houses_words(9, boxes) == "boxes 1, 2, 3, 4, 5, 7 and 8"
    set_lang("zh-CN")
    try:
        assert step_words.houses_words(9, boxes) == "第1、2、3、4、5、7、8宫"
        assert step_words.houses_words(9, (2, 10, 15)) == "第3行和第2、7列"
    finally:
        set_lang("en")
    # a hint at level 1 says them so, as the core's Hint.text does
    import dataclasses

    hint = dataclasses.replace(hint_at(EASY), houses=boxes)
    assert hint.text(1).endswith("in boxes 1, 2, 3, 4, 5, 7 and 8.")
    assert step_words.hint_text(hint, 1) == hint.text(1)


def test_chinese_notation_puts_a_chinese_colon_after_the_name(lang):
    """Explain's list, Apply's status and a step without a sentence said a classic step in
    Chinese as "摒除法: r1c4=6" (an English colon and space) while a variant's said
    "摒除法：6 c5 => r1c5=6": the colon is the language's, as the variants' words have it."""
    from sudoku_core.logic import notation

    lang("zh-CN")
    steps = path_steps()
    assert any("=>" in notation(s, 9, "123456789") for s in steps)   # both forms: with a pattern, and without
    for step in steps:
        english = notation(step, 9, "123456789")
        name = step_words.ZH_NAMES[step.technique]
        said = step_words.notation(step, 9, "123456789")
        assert said == name + "：" + english.split(": ", 1)[1], (english, said)


def test_a_finned_fish_says_in_chinese_which_cells_lose_the_digit(lang):
    # the Chinese said the digit "leaves" the eliminations (都离开 r89c5<>1); like the English, it
    # now names the cover's cells that see every fin
    from sudoku_core.logic import Pattern, Step

    step = Step("finned_x_wing", 6.6, eliminations=((67, 1), (76, 1)), pattern=Pattern(),
                parts={"digit": 1, "base": (3, 6), "cover": (11, 13), "size": 2, "cells": (29, 31, 56, 58),
                       "fins": (57,)})
    lang("zh-CN")
    assert step_words.sentence(step, 9, "123456789") == (
        "鳍 X 翼：在 r4, r7 中，1 只出现在 c3, c5 或鳍 r7c4；要么某个鳍是 1，要么鱼成立，"
        "两种情况下 c3, c5 中看到所有鳍的格都删去 1：r89c5<>1。")


def test_the_bug_candidates_are_listed_as_chinese_lists_them(lang):
    """SE's BUG sentence names its candidates as a list: Chinese joins it with 、 (it had ASCII ", ")."""
    from core.test_message_wording import bug_type_2_step

    lang("zh")
    said = step_words.sentence(bug_type_2_step(), 9, "123456789")
    assert "若没有 r6c6 的 7、r5c7 的 7、r6c9 的 7，" in said
