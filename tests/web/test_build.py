"""The delivery chain without a browser: what build.py ships, how it is served, the markup contract."""

from __future__ import annotations

import json
import re
import urllib.request
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
from sudoku_web.markup import grid_html


@pytest.fixture(scope="module")
def dist(site):
    import build

    return build.DIST


def test_dist_ships_runtime_without_maps_or_editor_chunks(dist):
    files = {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()}
    for needed in ("index.html", "pyscript.json", "main.py", "style.css", "favicon.svg", ".nojekyll",
                   "pyscript/core.js", "pyscript/pyodide/pyodide.mjs", "pyscript/pyodide/pyodide.asm.mjs",
                   "pyscript/pyodide/pyodide.asm.wasm", "pyscript/pyodide/python_stdlib.zip",
                   "pyscript/pyodide/pyodide-lock.json"):
        assert needed in files, needed
    unwanted = [f for f in files if f.endswith(".map") or re.search(r"codemirror|xterm|toml|mpy", f)]
    assert not unwanted
    for js in dist.rglob("*js"):
        assert b"sourceMappingURL" not in js.read_bytes()[-300:], js


def test_core_zip_is_hashed_referenced_and_holds_only_sources(dist):
    config = json.loads((dist / "pyscript.json").read_text())
    zips = [src for src in config["files"] if src.endswith(".zip")]
    core = [z for z in zips if re.fullmatch(r"\./sudoku_core-[0-9a-f]{12}\.zip", z)]
    assert len(core) == 1 and all(config["files"][z] == "./*" for z in zips)
    for z in zips:
        names = zipfile.ZipFile(dist / z).namelist()
        assert names and all(n.endswith(".py") for n in names), names
        assert not any("__pycache__" in n or "/tests/" in n or "bench" in n for n in names)
    core_names = zipfile.ZipFile(dist / core[0]).namelist()
    assert "sudoku_core/__init__.py" in core_names
    # the page never references a file that is not shipped
    html = (dist / "index.html").read_text()
    for ref in re.findall(r'(?:src|href|config)="\./([^"?#]+)', html):
        assert (dist / ref).is_file(), ref
    assert not re.search(r'(?:src|href)="(?:https?:)?//', html), "external reference in index.html"


def test_static_grid_is_in_the_html_with_the_contract(dist):
    html = (dist / "index.html").read_text()
    assert 'role="grid"' in html and 'aria-label="Sudoku"' in html
    assert html.count('aria-label="Row ') == 81
    assert 'aria-label="Row 9, column 9"' in html
    assert re.search(r'<button id="solve"[^>]*disabled[^>]*>Solve</button>', html)
    assert 'role="status"' in html


def test_markup_function_adapts_to_size_and_prefill():
    html = grid_html(16, "G" + "." * 255)
    assert html.count("<input") == 256 and 'aria-label="Row 16, column 16"' in html
    assert 'value="G"' in html and html.count('class="given"') == 1
    small = grid_html(4)
    assert small.count("<input") == 16 and 'data-size="4"' in small


def test_server_pins_mime_types(site):
    expected = {"pyscript/pyodide/pyodide.asm.wasm": "application/wasm",
                "pyscript/pyodide/pyodide.mjs": "text/javascript",
                "pyscript/core.js": "text/javascript",
                "pyscript.json": "application/json",
                "index.html": "text/html"}
    for path, mime in expected.items():
        with urllib.request.urlopen(site + path) as resp:
            assert resp.headers["Content-Type"].split(";")[0] == mime, path


def test_lockfile_pins_runtime_without_resolved_urls():
    lock = json.loads((ROOT / "package-lock.json").read_text())
    assert '"resolved"' not in (ROOT / "package-lock.json").read_text()
    assert "omit-lockfile-registry-resolved=true" in (ROOT / ".npmrc").read_text()
    pins = json.loads((ROOT / "package.json").read_text())["dependencies"]
    for name, version in pins.items():
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{name} is not pinned exactly"
        entry = lock["packages"][f"node_modules/{name}"]
        assert entry["version"] == version and entry["integrity"].startswith("sha512-")
