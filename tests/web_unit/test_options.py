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
from sudoku_web.options import DEFAULT_ALGO, read_options

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


@pytest.mark.parametrize("query, tutor", TUTOR_CASES)
def test_the_tutor_rule(query, tutor):
    assert options_of(query).opens_tutor is tutor


def test_boot_js_lists_the_same_controls_and_default_algorithm():
    def js_list(name):
        match = re.search(rf"const {name} = \[([^\]]*)\]", BOOT)
        return tuple(json.loads("[" + match.group(1).replace("\n", " ") + "]"))

    assert js_list("CONTROLS") == embed_api.CONTROLS
    assert js_list("EMBED_DEFAULT_CONTROLS") == embed_api.DEFAULT_CONTROLS
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
