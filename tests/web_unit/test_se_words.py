"""Sudoku Explainer's techniques in words (issue 28): every id of SE's profile has a name in English
and Chinese, and a real step of each gets a sentence from its parts in both languages (never the
raw id, never the notation as a fallback, every field filled).

Real steps come from SE's own paths of reference puzzles (``/work/shared``, outside the
repository; skipped when absent): each position of a path also offers the first step of every
SE technique not met yet that is not a chaining producer, so the rare ones (direct claiming, BUG,
aligned triple exclusion) are met too. The Chinese templates use only the fields the core gives (checked on every template key).
"""

from __future__ import annotations

import dataclasses
import string
from pathlib import Path

import pytest

from sudoku_core import parse
from sudoku_core.logic import BY_ID, CandidateGrid, next_step, notation, sentence, solve_path
from sudoku_core.logic.se import SE_TECHNIQUES
from sudoku_core.logic.text import CHAIN_KINDS, SENTENCES, SHARED_SENTENCES, technique_name, template_key
from sudoku_web import step_words
from sudoku_web.strings import set_lang

REFERENCE = Path(__file__).resolve().parents[3] / "shared" / "puzzles" / "se121_reference.tsv"
#: The chaining producers (13, 15-22): searched only along the paths, never at every position.
CHAINING = {t.id for t in SE_TECHNIQUES if t.id.startswith("se_")}
#: The nested levels (19-22): their steps are said as producer 18's (same parts, chain kinds), by
#: their own name; a real one takes SE's path of a SER 10.5+ puzzle, half a minute or more.
NESTED = [t.id for t in SE_TECHNIQUES if t.id.startswith("se_nested_")]
PLUS = "se_dynamic_forcing_chains_plus"
#: A top1465 puzzle SE 1.2.1 rates 9.8: its path needs producer 18 after a few seconds of steps.
PLUS_PUZZLE = "7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5"
MAX_PUZZLES = 40
#: The ids SE's profile adds (the teaching profile's own are tested in test_step_words.py).
SE_ONLY = [t.id for t in SE_TECHNIQUES if t.id not in BY_ID]


@pytest.fixture
def lang():
    yield set_lang
    set_lang("en")


def reference_puzzles():
    """The reference file's puzzles SE rates 7.5 to 9.0 (their paths meet every producer up to the
    dynamic chains, and the easy ones on the way), in the file's order."""
    if not REFERENCE.is_file():
        pytest.skip(f"no reference file at {REFERENCE}")
    for line in REFERENCE.read_text(encoding="utf-8").splitlines()[1:]:
        fields = line.split("\t")
        try:
            er = float(fields[2])
        except ValueError:
            continue
        if 7.5 <= er <= 9.0:
            yield fields[0]


def first_step(technique, grid):
    return next((s for s in technique.find(grid) if s.progress), None)


@pytest.fixture(scope="module")
def steps_by_id():
    """One real step per SE technique id, and per sentence key (``id/type``, a chain's kind)."""
    by_id, by_key = {}, {}
    ids = set(SE_ONLY)
    cheap = [t for t in SE_TECHNIQUES if t.id in ids and t.id not in CHAINING]
    for n, puzzle in enumerate(reference_puzzles()):
        if n >= MAX_PUZZLES or ids <= set(by_id):
            break
        grid = CandidateGrid.from_puzzle(parse(puzzle))
        for step in solve_path(grid, SE_TECHNIQUES, first_producer=True).steps:
            for found in [step] + [first_step(t, grid) for t in cheap if t.id not in by_id]:
                if found is not None:
                    by_id.setdefault(found.technique, found)
                    by_key.setdefault(template_key(found), found)
            grid.apply(step)
    grid = CandidateGrid.from_puzzle(parse(PLUS_PUZZLE))
    while PLUS not in by_id:
        step = next_step(grid, SE_TECHNIQUES, first_producer=True)
        if step is None:
            break
        by_id.setdefault(step.technique, step)
        by_key.setdefault(template_key(step), step)
        grid.apply(step)
    for technique in NESTED:  # a producer-18 step said as if a nested level had found it
        if PLUS in by_id:
            by_id.setdefault(technique, dataclasses.replace(by_id[PLUS], technique=technique))
    return by_id, by_key


def _fields_of(template):
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("technique", [t.id for t in SE_TECHNIQUES])
def test_every_se_technique_has_names(technique, lang):
    assert technique_name(technique) != technique
    assert step_words.ZH_NAMES.get(technique)
    for language in ("en", "zh-CN"):
        lang(language)
        assert step_words.name_of(technique) != technique


def test_every_se_sentence_has_chinese_with_the_same_fields():
    se_keys = [k for k in SENTENCES if "/" in k] + [k for k in SHARED_SENTENCES if k.startswith("se_")]
    assert len(se_keys) >= len(CHAIN_KINDS) + 9
    for key in se_keys:
        english = SENTENCES.get(key) or SHARED_SENTENCES[key]
        chinese = step_words.ZH_SENTENCES.get(key) or step_words.ZH_SHARED.get(key)
        assert chinese, key
        assert _fields_of(chinese) <= _fields_of(english) | {"name"}, key


@pytest.mark.parametrize("technique", SE_ONLY)
def test_a_real_step_of_every_se_technique_has_a_sentence(technique, steps_by_id, lang):
    step = steps_by_id[0].get(technique)
    assert step is not None, f"no step of {technique} met in the reference paths"
    for language in ("en", "zh-CN"):
        lang(language)
        text = step_words.sentence(step, 9, "123456789")
        assert text != step_words.notation(step, 9, "123456789"), (language, text)  # a template, not the fallback
        assert "{" not in text and technique not in text, (language, text)
        assert step_words.name_of(technique) in text, (language, text)
        result = notation(step, 9, "123456789").rpartition(": ")[2].rpartition("=> ")[2]
        assert result.split(", ")[0] in text, (language, text)  # what it proves is said
    lang("en")
    assert step_words.sentence(step, 9, "123456789") == sentence(step, 9, "123456789")  # the core's own English


def test_every_sentence_key_met_is_said(steps_by_id, lang):
    """Each kind of chain and type of loop or BUG met has its own sentence in both languages."""
    for (where, key), step in steps_by_id[1].items():
        for language in ("en", "zh-CN"):
            lang(language)
            text = step_words.sentence(step, 9, "123456789")
            assert "{" not in text and step.technique not in text, (key, language, text)
