"""The delivery chain without a browser: what build.py ships, how it is served, the markup contract."""

from __future__ import annotations

import gzip
import json
import os
import re
import threading
import time
import urllib.request
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
import build
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
                   "pyscript/pyodide/pyodide-lock.json", "pyscript/micropython/micropython.mjs",
                   "pyscript/micropython/micropython.wasm", "engine_worker.js", "engine_client.js"):
        assert needed in files, needed
    unwanted = [f for f in files if f.endswith(".map") or re.search(r"codemirror|xterm|toml", f)]
    assert not unwanted
    for js in dist.rglob("*js"):
        assert b"sourceMappingURL" not in js.read_bytes()[-300:], js


def test_zips_are_hashed_referenced_and_split_between_the_threads(dist):
    """The page's MicroPython unpacks one zip (pyscript.json): its modules as MicroPython bytecode
    (or all as sources from a build without mpy-cross), never both, and never what only a worker
    runs (the search, the logic engine, the generator, the jobs). The engine worker's zips (named
    in engine_worker.js) hold the sources Pyodide runs."""
    config = json.loads((dist / "pyscript.json").read_text())
    zips = [src for src in config["files"] if src.endswith(".zip")]
    assert len(zips) == 1 and re.fullmatch(r"\./sudoku_page-[0-9a-f]{12}\.zip", zips[0]) and config["files"][zips[0]] == "./*"
    names = zipfile.ZipFile(dist / zips[0]).namelist()
    modules = [n.rsplit(".", 1) for n in names]
    assert names and {suffix for _, suffix in modules} in ({"mpy"}, {"py"}), names
    assert "sudoku_web/app" in {stem for stem, _ in modules} and "sudoku_jobs/wire" in {stem for stem, _ in modules}
    worker_only = re.compile(r"sudoku_core/(search|generation|cli|logic/(techniques|se|path|rating|hints)\b)"
                             r"|sudoku_jobs/jobs|practice_harness|variants/(solver|engine)")
    assert not [n for n in names if worker_only.search(n)]
    engine = re.findall(r'"(sudoku_\w+-[0-9a-f]{12}\.zip)"', (dist / "engine_worker.js").read_text())
    assert sorted(n.split("-")[0] for n in engine) == ["sudoku_core", "sudoku_jobs"]
    for z in engine:
        names = zipfile.ZipFile(dist / z).namelist()
        assert names and all(n.endswith(".py") for n in names), names
        assert not any("__pycache__" in n or "/tests/" in n or "bench" in n for n in names)
    assert "sudoku_core/__init__.py" in zipfile.ZipFile(dist / engine[0]).namelist()
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


LARGE = ("pyscript/pyodide/pyodide.asm.wasm", "pyscript/pyodide/pyodide.asm.mjs",
         "pyscript/pyodide/pyodide-lock.json", "index.html", "style.css")


def fetch(url, accept=None):
    request = urllib.request.Request(url, headers={"Accept-Encoding": accept} if accept is not None else {})
    with urllib.request.urlopen(request) as resp:
        return resp.headers, resp.read()


def test_large_files_ship_precompressed_copies_of_the_same_bytes(dist):
    import brotli

    for name in LARGE:
        original = (dist / name).read_bytes()
        gz, br = dist / (name + ".gz"), dist / (name + ".br")
        assert gzip.decompress(gz.read_bytes()) == original, name
        assert brotli.decompress(br.read_bytes()) == original, name
        assert br.stat().st_size < gz.stat().st_size < original.__len__(), name
    # the zips store their entries (build.ZIP_ENV): their copies compress every source at once
    for zipped in [dist / "pyscript/pyodide/python_stdlib.zip", *dist.glob("sudoku_*.zip")]:
        assert {i.compress_type for i in zipfile.ZipFile(zipped).infolist()} == {zipfile.ZIP_STORED}, zipped
        assert brotli.decompress((zipped.parent / (zipped.name + ".br")).read_bytes()) == zipped.read_bytes()
        assert gzip.decompress((zipped.parent / (zipped.name + ".gz")).read_bytes()) == zipped.read_bytes()
    sw = (dist / "sw.js").read_text()
    assert ".gz" not in sw and ".br" not in sw  # the offline cache lists files, not encodings


def test_the_gzip_copies_are_zopfli_s_smaller_streams(dist):
    # scripts/test.sh installs the pinned zopfli (requirements-dev.txt), as build.py does for itself
    pytest.importorskip("zopfli")
    wasm = dist / "pyscript/pyodide/pyodide.asm.wasm"
    standard = len(gzip.compress(wasm.read_bytes(), compresslevel=9, mtime=0))
    assert (dist / "pyscript/pyodide/pyodide.asm.wasm.gz").stat().st_size < 0.98 * standard


@pytest.mark.parametrize("accept,encoding", [("gzip, deflate, br, zstd", "br"), ("gzip", "gzip"),
                                             ("br;q=0, gzip;q=0.5", "gzip"), ("identity", None), (None, None)])
def test_server_sends_the_copy_the_browser_accepts(site, dist, accept, encoding):
    for name in ("pyscript/pyodide/pyodide.asm.wasm", "pyscript/pyodide/pyodide-lock.json"):
        headers, body = fetch(site + name, accept)
        assert headers.get("Content-Encoding") == encoding, (name, accept)
        assert headers["Content-Type"].split(";")[0] == build_mime(name)
        assert headers["Vary"] == "Accept-Encoding"
        assert int(headers["Content-Length"]) == len(body)
        if encoding == "br":
            import brotli

            body = brotli.decompress(body)
        elif encoding == "gzip":
            body = gzip.decompress(body)
        assert body == (dist / name).read_bytes()
    # the page itself, asked for as the folder
    headers, body = fetch(site, "gzip")
    assert headers["Content-Encoding"] == "gzip" and b'role="grid"' in gzip.decompress(body)


def build_mime(name):
    import build

    return build.MIME_TYPES[Path(name).suffix]


def test_a_copy_older_than_its_file_is_not_sent(tmp_path):
    import build

    script = tmp_path / "site" / "app.js"
    script.parent.mkdir()
    script.write_text("console.log('first');\n" * 200)
    build.write_precompressed(script.parent, cache=tmp_path / "cache")
    assert (script.parent / "app.js.gz").is_file()
    server = build.make_server(script.parent, port=0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/app.js"
    try:
        headers, body = fetch(url, "gzip")
        assert headers["Content-Encoding"] == "gzip" and gzip.decompress(body) == script.read_bytes()
        script.write_text("console.log('edited after the build');\n" * 200)  # no rebuild
        later = time.time() + 5
        os.utime(script, (later, later))
        headers, body = fetch(url, "gzip, br")
        assert headers.get("Content-Encoding") is None and body == script.read_bytes()
    finally:
        server.shutdown()
        server.server_close()


def test_lockfile_pins_runtime_without_resolved_urls():
    lock = json.loads((ROOT / "package-lock.json").read_text())
    assert '"resolved"' not in (ROOT / "package-lock.json").read_text()
    assert "omit-lockfile-registry-resolved=true" in (ROOT / ".npmrc").read_text()
    pins = json.loads((ROOT / "package.json").read_text())["dependencies"]
    for name, version in pins.items():
        assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{name} is not pinned exactly"
        entry = lock["packages"][f"node_modules/{name}"]
        assert entry["version"] == version and entry["integrity"].startswith("sha512-")


# ----- the trimmed standard library --------------------------------------------------------------
@pytest.mark.skipif(os.environ.get(build.FULL_STDLIB_ENV) == "1", reason="a full-stdlib build (recording imports)")
def test_stdlib_zip_ships_exactly_the_listed_modules_minified(dist):
    listed = build.read_module_list()
    assert listed <= build.stdlib_modules(), f"not in Pyodide's stdlib: {sorted(listed - build.stdlib_modules())}"
    shipped = build.shipped_modules(dist)
    parents = {".".join(m.split(".")[:i]) for m in listed for i in range(1, m.count(".") + 1)}
    assert shipped == listed | (parents & build.stdlib_modules())
    zip_path = dist / "pyscript" / "pyodide" / build.STDLIB_ZIP
    on_the_wire = zip_path.with_name(zip_path.name + ".br").stat().st_size  # the entries are stored
    assert on_the_wire < (build.PYODIDE_DIR / build.STDLIB_ZIP).stat().st_size / 5
    with zipfile.ZipFile(zip_path) as zf, zipfile.ZipFile(build.PYODIDE_DIR / build.STDLIB_ZIP) as full:
        source = zf.read("asyncio/base_events.py").decode()
        original = full.read("asyncio/base_events.py").decode()
    assert source.startswith('""""""\n')                              # the docstring emptied
    assert not [line for line in source.splitlines() if line.lstrip().startswith("#")]  # no comments
    assert "class BaseEventLoop(events.AbstractEventLoop):" in source and len(source) < 0.8 * len(original)


def test_stdlib_zip_holds_every_module_the_core_imported_in_pyodide(dist):
    """The Pyodide run of the core's suite (scripts/test.sh) records what the core imports
    (tests/pyodide/import_recorder.py); the page's Chromium suite checks its own (conftest.py)."""
    record = build.IMPORTS / "core.json"
    if not record.is_file():
        pytest.skip("no .cache/imports/core.json: the core suite has not run inside Pyodide here")
    needed = set(json.loads(record.read_text())["modules"]) & build.stdlib_modules()
    assert needed, "the recording names no stdlib module at all: the recorder is broken"
    missing = needed - build.shipped_modules(dist)
    assert not missing, (f"the core imports {sorted(missing)}, not in the shipped stdlib zip: run "
                         "SUDOKU_FULL_STDLIB=1 bash scripts/test.sh, then python3 build.py stdlib-list")


def test_start_up_downloads_are_preloaded_and_each_fetched_once(page, site, dist):
    """index.html asks for every start-up file of the main thread at once (no chain of round
    trips), and each preload is the response PyScript then uses: nothing is downloaded twice.
    Pyodide's files are the engine worker's own fetches (a page's preload would not serve them)."""
    html = (dist / "index.html").read_text()
    preloaded = re.findall(r'<link rel="(?:module)?preload" href="\./([^"]+)"', html)
    joined = " ".join(preloaded)
    assert "pyscript/micropython/micropython.mjs" in preloaded and "pyscript.json" in joined
    assert "sudoku_page-" in joined and "main.py" in joined and "pyodide" not in joined
    assert len(preloaded) >= 12
    for name in preloaded:
        assert (dist / name.split("?")[0]).is_file(), name
    fetched = []
    page.on("requestfinished", lambda request: fetched.append(request.url[len(site):]))
    page.goto(site + "index.html")
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=60_000)
    twice = sorted({url for url in fetched if fetched.count(url) > 1})
    assert not twice, f"downloaded more than once: {twice}"
    assert set(preloaded) <= set(fetched), f"preloaded, never fetched: {sorted(set(preloaded) - set(fetched))}"
