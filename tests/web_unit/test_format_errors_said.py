"""A format reader's ``bad_format`` said from its parts (``details["rule"]``, i18n.FORMAT_PARTS):
in Chinese a sentence of its own naming the numbers, cells, names and fragments of the input, not
the core's English in the "输入有误（英文原文）" frame; in English the core's own sentence. One real
malformed input per rule (tests/format_error_cases.py)."""

from __future__ import annotations

import string

import pytest

from format_error_cases import CASES, met
from sudoku_core import SudokuError
from sudoku_core.variants.formats.variant_text import NUMBER_WORDS
from sudoku_web import i18n, strings
from sudoku_web.strings import STRINGS, t


def fields(template):
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.fixture
def lang():
    yield strings.set_lang
    strings.set_lang("en")


def shown(part, err) -> list:
    """How the Chinese sentence says one part of ``err``: the texts it must hold."""
    details = err.details
    value, size = details.get(part), details.get("size")
    if part == "cell":
        return [t("where", row=value // size + 1, col=value % size + 1)]
    if part == "cells":
        return [t("where", row=c // size + 1, col=c % size + 1) for c in err.cells]
    if part == "kinds":
        return [t("vk_" + kind.replace("-", "_")) for kind in value]
    if part == "format":
        return [t("fmt_name_" + value.replace(" ", "_").replace("-", "_").lower())]
    if part == "sides":
        return [f"Shape~{n}x{n}" for n in value]
    if part in ("what", "kind"):
        return [t(("fmt_what_" if part == "what" else "fmt_json_") + value)]
    if part in ("limit", "length", "lines", "chars"):
        return [f"{value:,}"]
    if details["rule"] == "boxes_needed" and part == "constraint":
        return [t("shape_" + value)]
    return [str(value)]


@pytest.mark.parametrize("rule, how, parts", CASES, ids=[case[0] for case in CASES])
def test_each_format_error_is_said_in_chinese_from_its_parts(lang, rule, how, parts, monkeypatch):
    err = met(rule, how, monkeypatch)
    assert err.details["rule"] == rule
    assert i18n.error_message(err) == err.message   # English: the core's sentence
    lang("zh-CN")
    said = i18n.error_message(err)
    assert said != t("err_other", message=err.message) and "英文" not in said, said
    assert any("\u4e00" <= ch <= "\u9fff" for ch in said) and said.endswith("。"), said
    assert said == t("err_fmt_" + rule, **i18n.format_error(err, err.details)[1])
    for part in i18n.FORMAT_PARTS[rule]:
        for text in shown(part, err):
            assert text in said, (part, text, said)


def test_the_page_knows_every_rule_met_in_the_cases():
    assert sorted(i18n.FORMAT_PARTS) == sorted(rule for rule, _, _ in CASES)


@pytest.mark.parametrize("code", ["en", "zh-CN"])
def test_every_rule_has_its_template_in_every_language_with_its_parts(code):
    """``err_fmt_<rule>`` in both tables: the Chinese names every part of the rule and no other
    (a field it names that the rule lacks would send it to the frame); English shows the core's
    {message}, or the parts. No ``err_fmt_`` key is left without its rule."""
    table = STRINGS[code]
    for rule, parts in i18n.FORMAT_PARTS.items():
        template = table.get("err_fmt_" + rule)
        assert template, (code, rule)
        if code == "en":
            assert fields(template) <= set(parts) | {"message"}, rule
        else:
            assert fields(template) == set(parts), (rule, fields(template), parts)
    assert {k[len("err_fmt_"):] for k in table if k.startswith("err_fmt_")} == set(i18n.FORMAT_PARTS)
    for what in NUMBER_WORDS:   # the numbers a variant text's line says, by their words
        assert table.get("fmt_what_" + what), what
    assert table.get("fmt_json_board") and table.get("fmt_json_document")


@pytest.mark.parametrize("details, cells", [
    ({"rule": "text_cell_twice", "line": 3, "word": "thermo", "cell": "a", "size": 9}, (0,)),
    ({"rule": "text_cell_twice", "line": 3, "word": "thermo", "cell": 0}, (0,)),
    ({"rule": "text_no_sum", "line": 3}, ()),
    ({"rule": "iss_two_shapes", "sides": ["six"]}, ()),
    ({"rule": "layout_more_rules", "kinds": ["spiral"]}, ()),
    ({"rule": "text_number", "line": 2, "what": "height", "text": "x"}, ()),
    ({"rule": "sudocue_two_sums", "cage": 1, "first": 5, "second": 6, "size": 9}, ()),
    ({"rule": "boxes_needed", "constraint": "spiral", "size": 9}, ()),
    ({"rule": ["text_header"]}, ()),
    ({"rule": "no_such_rule"}, ()),
])
def test_a_format_error_with_parts_it_cannot_read_is_said_in_the_frame_never_raised(lang, details, cells):
    """A part missing, of the wrong type, or with no word (another producer's details): the
    core's English in the frame, never an exception from the error reporter itself."""
    lang("zh-CN")
    err = SudokuError("bad_format", "The English sentence.", cells=cells, details=details)
    assert i18n.error_message(err) == t("err_other", message="The English sentence.")
