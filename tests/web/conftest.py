"""Fixtures for the real-browser tests of the built page (pytest-playwright + Chromium).

- ``site``: builds dist/ once per session (or reuses it with SUDOKU_REUSE_DIST=1) and serves it
  on 127.0.0.1 with an ephemeral port, in a thread, with the pinned MIME types of build.py.
- ``browser_type_launch_args``: Playwright's own Chromium when it is installed, else Debian's
  /usr/bin/chromium (scripts/test.sh installs it with apt when missing).
- ``guard`` (autouse): fails a test on any console error, uncaught page error, or request to
  another origin than the test server (data: and blob: allowed).
- ``app``: a fresh page, navigated and waited for until its UI is live (``body[data-ready]``: the
  page's MicroPython is up); ``engine_app``: the same, and the engine worker ready too (for a test
  that times the solver or must not see "Starting the solver…"). A solve asked before the engine
  is ready waits for it and runs then, so most tests need only ``app``.
- ``stdlib_imports`` (session): the standard-library modules the page loaded in any test (read
  from the page's sys.modules after each test); each test fails when one of them is not in the
  built stdlib zip, and the union is written to .cache/imports/page.json for
  ``build.py stdlib-list`` (see docs/offline-and-deploying.md, "The trimmed standard library").
"""

from __future__ import annotations

import json
import os
import shutil
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
import build

BOOT_TIMEOUT = 60_000   # ms: a cold Pyodide boot on a loaded 2-core CI box can take 10+ s
ENGINE_TIMEOUT = 60_000  # ms: the engine worker's Pyodide, started at navigation
UI_TIMEOUT = 10_000
DEBIAN_CHROMIUM = "/usr/bin/chromium"
EXTRA_ARGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def playwright_chromium_installed() -> bool:
    """True when `playwright install chromium` has put a browser where Playwright looks."""
    try:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as p:
            return Path(p.chromium.executable_path).is_file()
    except Exception:
        return False


def chromium_executable() -> str | None:
    """None = Playwright's own Chromium; else the path of the system Chromium."""
    forced = os.environ.get("SUDOKU_CHROMIUM")
    if forced:
        return None if forced == "playwright" else forced
    if playwright_chromium_installed():
        return None
    for candidate in (DEBIAN_CHROMIUM, shutil.which("chromium"), shutil.which("chromium-browser")):
        if candidate and Path(candidate).is_file():
            return candidate
    pytest.exit("No Chromium: run scripts/test.sh (it installs one) or `playwright install chromium`", 2)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    # Never add a second --disable-features=: it would silently replace Playwright's own list.
    args = {**browser_type_launch_args, "args": [*browser_type_launch_args.get("args", []), *EXTRA_ARGS]}
    executable = chromium_executable()
    if executable:
        args["executable_path"] = executable
    return args


def dist_dir() -> Path:
    """The built site the tests serve: dist/, or SUDOKU_DIST (another folder: parallel work)."""
    return Path(os.environ.get("SUDOKU_DIST") or build.DIST)


@pytest.fixture(scope="session")
def site():
    """Serve dist/ (built once per session) and yield its base URL."""
    dist = dist_dir()
    if not (os.environ.get("SUDOKU_REUSE_DIST") and (dist / "index.html").is_file()):
        build.build(dist)
    server = build.make_server(dist, port=0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def base_url(site):
    return site


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    # Service workers are blocked (register() resolves to nothing, with a console warning) so that
    # no test pays for the 14 MB offline precache; test_offline.py makes its own context with "allow".
    return {**browser_context_args, "viewport": {"width": 1000, "height": 900}, "service_workers": "block"}


@pytest.fixture(scope="session")
def host_site():
    """Serve examples/ (the embedding host page) on a second port: another origin than ``site``."""
    server = build.make_server(ROOT / "examples", port=0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


# Hands the page's Python to the test (window.__sudokuPython) through PyScript's onReady hook.
# After DOMContentLoaded the page's own core.js module has run, so this import is that module.
PYTHON_HOOK = """
if (location.href.startsWith(%s)) {
  addEventListener('DOMContentLoaded', () => import('./pyscript/core.js').then(({hooks}) => {
    hooks.main.onReady.add((wrap) => { window.__sudokuPython = wrap.interpreter; });
  }).catch(() => {}));
}
"""
LOADED_MODULES = "() => window.__sudokuPython ? window.__sudokuPython.runPython('import sys; sorted(sys.modules)').toJs() : []"


class StdlibImports:
    """The stdlib modules the page loaded, against those the built zip ships."""

    def __init__(self, dist: Path):
        self.known = build.stdlib_modules()
        self.shipped = build.shipped_modules(dist)
        self.full = self.shipped == self.known
        self.seen = set()

    def add(self, page) -> set:
        """Record what each frame of ``page`` loaded; return the modules the zip lacks."""
        loaded = set()
        for frame in page.frames:
            try:
                loaded.update(frame.evaluate(LOADED_MODULES))
            except Exception:   # a frame gone or navigated away: nothing to read
                pass
        loaded &= self.known
        self.seen |= loaded
        return loaded - self.shipped

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"modules": sorted(self.seen), "full_stdlib": self.full}, indent=1) + "\n")


@pytest.fixture(scope="session")
def stdlib_imports(site):
    record = StdlibImports(dist_dir())
    yield record
    if record.seen:
        record.save(build.IMPORTS / "page.json")


class Guard:
    def __init__(self, origin):
        self.origin = origin
        self.origins = [origin]  # a test may allow another local origin (e.g. host_site)
        self.console_errors = []
        self.page_errors = []
        self.foreign_requests = []
        self.failed_responses = []
        self.expected_console = []  # substrings a test declares as expected

    def route(self, route):
        url = route.request.url
        if url.startswith((*self.origins, "data:", "blob:")):
            route.continue_()
        else:
            self.foreign_requests.append(url)
            route.abort()

    def on_console(self, msg):
        if msg.type == "error" and not any(s in msg.text for s in self.expected_console):
            self.console_errors.append(msg.text)

    def problems(self):
        return {k: v for k, v in (("console errors", self.console_errors), ("page errors", self.page_errors),
                                  ("requests to other origins", self.foreign_requests),
                                  ("HTTP errors", self.failed_responses)) if v}


@pytest.fixture(autouse=True)
def guard(request, site, stdlib_imports):
    """Fail any browser test on console errors, page errors, non-loopback requests, or a stdlib
    module the page loaded that the built zip does not ship."""
    if "page" not in request.fixturenames and "app" not in request.fixturenames:
        yield None
        return
    page = request.getfixturevalue("page")
    page.context.add_init_script(PYTHON_HOOK % json.dumps(site))
    g = Guard(site)
    page.context.route("**/*", g.route)
    page.on("console", g.on_console)
    page.on("pageerror", lambda err: g.page_errors.append(str(err)))
    page.on("response", lambda r: r.status >= 400 and g.failed_responses.append(f"{r.status} {r.url}"))
    yield g
    if not page.is_closed():
        missing = stdlib_imports.add(page)
        assert not missing, f"the page loaded stdlib modules the built zip lacks: {sorted(missing)}"
    problems = g.problems()
    assert not problems, f"browser problems: {problems}"


def wait_ready(page):
    page.wait_for_function("document.body.dataset.ready === '1'", timeout=BOOT_TIMEOUT)


def wait_engine(page):
    """Wait until the engine worker takes jobs (``<html data-engine-state="ready">``)."""
    page.wait_for_function("document.documentElement.dataset.engineState === 'ready'", timeout=ENGINE_TIMEOUT)


@pytest.fixture
def app(page, guard):
    """The page, loaded and its UI live (MicroPython started; the engine may still be starting)."""
    page.set_default_timeout(UI_TIMEOUT)
    page.goto("index.html")
    wait_ready(page)
    return page


@pytest.fixture
def engine_app(app):
    """The page with its engine worker ready too."""
    wait_engine(app)
    return app


def pytest_collection_modifyitems(items):
    """Tests without a browser first (a stable sort): once a Playwright test ran, its sync API keeps
    an asyncio loop running in this thread and asyncio.run() (test_controller.py) refuses to start."""
    browser = {"page", "context", "browser", "browser_type", "playwright"}
    items.sort(key=lambda item: bool(browser & set(getattr(item, "fixturenames", ()))))
