"""The address read once (``options.read_options``), and boot.js's copies of the rules it must
apply before Python runs, pinned to the Python source (run in Node when it is installed)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from sudoku_web import embed_api
from sudoku_web.options import DEFAULT_ALGO, LINK_LIMIT, code_link, read_options

ROOT = Path(__file__).resolve().parents[2]
BOOT = (ROOT / "web" / "boot.js").read_text()

# (query, opens the tutor?)
TUTOR_CASES = [
    ("", False), ("puzzle=1", False), ("algo=scan", True), ("algo=", True), ("step=3", True),
    ("step=", True), ("algorithm=fast", True), ("mode=tutor", True), ("mode=solve", False),
    ("mode=Tutor", False), ("embed=1", False), ("embed=1&mode=tutor", True), ("embed=1&algorithm=used", True),
    ("lang=zh&theme=dark", False),
]


def options_of(query):
    pairs = dict(part.split("=", 1) for part in query.split("&") if part)
    return read_options(pairs.get)


def test_every_parameter_is_read_once_into_one_object():
    o = options_of("puzzle=..3&algorithm=fast&step=12&mode=tutor&lang=zh&embed=1&controls=solve&theme=dark")
    assert (o.puzzle, o.algo, o.step, o.mode, o.lang) == ("..3", "fast", "12", "tutor", "zh")
    assert o.embed.embed and o.embed.controls == ("solve",) and o.embed.theme == "dark" and o.opens_tutor
    assert options_of("algo=scan&algorithm=fast").algo == "scan"  # ?algo= wins
    assert options_of("algo=&algorithm=used").algo == "used"
    nothing = options_of("")
    assert (nothing.puzzle, nothing.algo, nothing.step, nothing.embed) == (None, None, None, embed_api.Options())


def test_an_empty_variant_parameter_leaves_the_puzzle_in_charge():
    """``?variant=&puzzle=P`` (a host's URL template with a blank variant) showed an empty grid."""
    assert options_of("variant=&puzzle=..3").variant is None
    assert options_of("variant=.Diagonal~1&puzzle=..3").variant == ".Diagonal~1"


@pytest.mark.parametrize("query, tutor", TUTOR_CASES)
def test_the_tutor_rule(query, tutor):
    assert options_of(query).opens_tutor is tutor


def test_boot_js_lists_the_same_controls_and_default_algorithm():
    def js_list(name):
        match = re.search(rf"const {name} = \[([^\]]*)\]", BOOT)
        return tuple(json.loads("[" + match.group(1).replace("\n", " ") + "]"))

    assert js_list("CONTROLS") == embed_api.CONTROLS
    assert js_list("EMBED_DEFAULT_CONTROLS") == embed_api.DEFAULT_CONTROLS
    assert js_list("PRACTICE_CONTROLS") == embed_api.PRACTICE_CONTROLS
    assert f'const DEFAULT_ALGO = "{DEFAULT_ALGO}";' in BOOT


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed")
def test_boot_js_applies_the_same_tutor_rule():
    rule = BOOT[BOOT.index("// <tutor-rule>"):BOOT.index("// </tutor-rule>")]
    script = rule + f"""
const cases = {json.dumps([q for q, _ in TUTOR_CASES])};
console.log(JSON.stringify(cases.map((q) => opensTutor(new URLSearchParams(q)))));
"""
    out = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True).stdout
    assert json.loads(out) == [tutor for _, tutor in TUTOR_CASES]


def test_style_css_hides_each_embed_control_by_its_name():
    css = (ROOT / "web" / "style.css").read_text()
    named = set(re.findall(r'\[data-controls~="([a-z]+)"\]', css))
    assert named == set(embed_api.CONTROLS)


# ----- issue 29 item 7: #code= for links too long for a query ------------------------------------
# (query, fragment, opens the practice room?)
PRACTICE_CASES = [
    ("", "", False), ("code=x", "", True), ("", "code=x", True), ("", "code=", True), ("judge=luogu", "", True),
    ("mode=practice", "", True), ("algo=scan", "code=x", False), ("", "puzzle=1", False), ("", "", False),
]


def test_code_from_the_fragment_when_the_query_has_none():
    from urllib.parse import parse_qsl

    def of(query, fragment):
        return read_options(dict(parse_qsl(query, keep_blank_values=True)).get,
                            dict(parse_qsl(fragment, keep_blank_values=True)).get)

    assert of("", "code=print(1)").code == "print(1)"
    assert of("code=a", "code=b").code == "a"  # the query wins
    assert of("", "").code is None and read_options({}.get).code is None
    for query, fragment, practice in PRACTICE_CASES:
        assert of(query, fragment).opens_practice is practice, (query, fragment)


def test_a_long_code_link_carries_the_code_in_the_fragment():
    from urllib.parse import parse_qsl, quote, urlsplit

    base = "https://example.org/sudoku/index.html"
    short = code_link(base, "luogu", "print('hi & bye')\n", lambda v: quote(v, safe=""))
    parts = urlsplit(short)
    assert dict(parse_qsl(parts.query)) == {"judge": "luogu", "code": "print('hi & bye')\n"} and not parts.fragment
    code = "x = 1  # é\n" * 2000
    long = code_link(base, "leetcode", code, lambda v: quote(v, safe=""))
    parts = urlsplit(long)
    assert dict(parse_qsl(parts.query)) == {"judge": "leetcode"}
    assert dict(parse_qsl(parts.fragment)) == {"code": code}
    assert len(f"{base}?judge=leetcode&code={quote(code, safe='')}") > LINK_LIMIT


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is not installed")
def test_boot_js_applies_the_same_practice_rule():
    rules = (BOOT[BOOT.index("// <tutor-rule>"):BOOT.index("// </tutor-rule>")]
             + BOOT[BOOT.index("// <practice-rule>"):BOOT.index("// </practice-rule>")])
    script = rules + f"""
const cases = {json.dumps([[q, f] for q, f, _ in PRACTICE_CASES])};
console.log(JSON.stringify(cases.map(([q, f]) => opensPractice(new URLSearchParams(q), new URLSearchParams(f)))));
"""
    out = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True).stdout
    assert json.loads(out) == [practice for _, _, practice in PRACTICE_CASES]
