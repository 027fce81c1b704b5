"""Every ``bad_format`` a format reader gives says its sentence's kind and parts
(``details["rule"]`` and the parts it names), so the page can say it in every language
(web/sudoku_web/i18n.py, ``FORMAT_PARTS``) without reading the English: one real malformed input
per rule (tests/format_error_cases.py), through the public readers."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from format_error_cases import CASES, CODES, fpuzzles_text, met
from sudoku_core.variants.formats import read_variant

ROOT = Path(__file__).resolve().parents[2]
#: The rules the page says by templates of their own (i18n.error_message's marks_* branches).
OWN_TEMPLATES = {"marks_position", "marks_no_candidate", "marks_shape"}


@pytest.mark.parametrize("rule, how, parts", CASES, ids=[case[0] for case in CASES])
def test_each_bad_format_says_its_rule_and_parts(rule, how, parts, monkeypatch):
    err = met(rule, how, monkeypatch)
    assert err.code == CODES.get(rule, "bad_format"), err
    assert err.details.get("rule") == rule, (err.message, err.details)
    for key, value in parts.items():
        assert err.details.get(key) == value, (key, err.details)
    assert err.message and err.message[-1] in ".)", err.message   # (the English sentence is kept)


def rules_in_the_readers() -> set:
    """Every ``details["rule"]`` the format readers write (a dict's ``"rule": ...`` or a
    ``rule=...`` keyword, each string of it: ``"a" if ... else "b"`` names two)."""
    found = set()
    for folder in ("sudoku_core/formats", "sudoku_core/variants/formats", "sudoku_core/cli"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                values = []
                if isinstance(node, ast.Dict):
                    values = [v for k, v in zip(node.keys, node.values) if isinstance(k, ast.Constant) and k.value == "rule"]
                elif isinstance(node, ast.Call):
                    values = [k.value for k in node.keywords if k.arg == "rule"]
                found |= {c.value for v in values for c in ast.walk(v) if isinstance(c, ast.Constant)
                          and isinstance(c.value, str)}
    return found


def test_every_rule_the_readers_give_has_a_case():
    """A new rule (or one renamed) without a case here would go unsaid by the page unnoticed."""
    written = rules_in_the_readers()
    assert "text_header" in written and "fpuzzles_json_at" in written and "text_no_size_regions" in written
    assert written - OWN_TEMPLATES == {rule for rule, _, _ in CASES}


def test_the_kept_details_are_kept():
    """Keys the CLI's --json printed before the rules were added are still there."""
    err = met("iss_pill_arrow", lambda: read_variant(".PillArrow~4~R1C1~R1C2"), None)
    assert err.details["format"] == "ISS" and err.details["constraint"] == "PillArrow"
    err = met("fpuzzles_flag", lambda: read_variant(fpuzzles_text(antiknight="yes")), None)
    assert err.details["field"] == "antiknight" and err.details["format"] == "f-puzzles"
    err = met("text_cell_twice", lambda: read_variant("variant: thermo\nsize: 4\nthermo: r1c1 r1c2 r1c1\n"), None)
    assert err.details["format"] == "variant text" and err.details["line"] == 3 and err.cells == (0,)


def test_a_json_error_without_its_place_names_none(monkeypatch):
    """MicroPython's json names no place: the page said "at line ?, column ?"."""
    for rule in ("json_board_malformed", "fpuzzles_json"):
        err = met(rule, "micropython", monkeypatch)
        assert "?" not in err.message and "line" not in err.message, err.message
