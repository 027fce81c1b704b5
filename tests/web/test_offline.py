"""Offline use: after one visit the service worker has cached the site; with the network off a reload
still boots Python and solves. A new deploy (another build id) replaces the cache, and its Python runs.

These tests make their own browser context with service workers allowed (the other tests block
them, see conftest.browser_context_args) and serve a copy of dist/ that the deploy test modifies.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import threading
from pathlib import Path

import pytest

from .conftest import UI_TIMEOUT, Guard, build, wait_ready
from .helpers import INKALA, assert_valid_solution, grid_state, paste

CACHE_STATE = """async () => {
    const reg = await navigator.serviceWorker.ready;
    // wait until this registration's worker is activated (its install has filled the cache)
    while (reg.active.state !== 'activated') await new Promise(r => setTimeout(r, 100));
    const names = (await caches.keys()).filter(n => n.startsWith('sudoku-'));
    const counts = await Promise.all(names.map(async n => (await (await caches.open(n)).keys()).length));
    return {names, counts};
}"""


@pytest.fixture
def copy_site(tmp_path, site):
    """A copy of dist/ served on its own port (a deploy can change it without touching dist/)."""
    root = tmp_path / "site"
    shutil.copytree(Path(os.environ.get("SUDOKU_DIST") or build.DIST), root)  # as conftest.site
    server = build.make_server(root, port=0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield root, f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture
def sw_page(browser, copy_site):
    root, url = copy_site
    context = browser.new_context(service_workers="allow", viewport={"width": 1000, "height": 900})
    guard = Guard(url)
    page = context.new_page()
    page.on("console", guard.on_console)
    page.on("pageerror", lambda err: guard.page_errors.append(str(err)))
    page.on("response", lambda r: r.status >= 400 and guard.failed_responses.append(f"{r.status} {r.url}"))
    page.set_default_timeout(UI_TIMEOUT)
    yield page, root, url, guard
    context.close()
    assert not guard.problems(), f"browser problems: {guard.problems()}"


def cached_files(root):
    return len(re.search(r"const FILES = (\[.*?\]);", (root / "sw.js").read_text(), re.S)[1].split(","))


def solve_inkala(page):
    paste(page, INKALA)
    page.get_by_role("button", name="Solve").click()
    page.get_by_role("status").filter(has_text="Solved").wait_for(timeout=30_000)
    state = grid_state(page)
    assert_valid_solution(state["line"], 9, INKALA)


def test_offline_reload_after_one_visit(sw_page):
    page, root, url, guard = sw_page
    page.goto(url + "index.html")
    wait_ready(page)
    state = page.evaluate(CACHE_STATE)
    build_id = re.search(r'name="sudoku-build" content="(\w+)"', (root / "index.html").read_text())[1]
    assert state == {"names": [f"sudoku-{build_id}"], "counts": [cached_files(root)]}

    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    # The network is off for this page (what counts, rather than navigator.onLine, which Chromium
    # 150 reports true in a document loaded while offline is emulated): an address the cache does
    # not hold cannot be fetched.
    guard.expected_console.append("ERR_INTERNET_DISCONNECTED")   # that fetch's own error, said in the console
    missed = page.evaluate("fetch('not-cached-' + Math.random()).then(r => 'fetched ' + r.status, e => e.name)")
    assert missed == "TypeError", missed
    solve_inkala(page)
    # a deep link works offline too (navigations fall back to the cached page)
    page.goto(url + f"index.html?puzzle={INKALA}")
    wait_ready(page)
    assert grid_state(page)["line"] == INKALA


def test_new_deploy_replaces_the_cache(sw_page):
    page, root, url, guard = sw_page
    page.goto(url + "index.html")
    wait_ready(page)
    old = page.evaluate(CACHE_STATE)["names"]

    # deploy: new Python in main.py (so a new ?v= hash in index.html), then a new sw.js and build id
    main = root / "main.py"
    main.write_text(main.read_text() + "\nfrom pyscript import document\ndocument.body.dataset.deploy = '2'\n")
    index = root / "index.html"
    new_hash = hashlib.sha256(main.read_bytes()).hexdigest()[:12]
    index.write_text(re.sub(r"main\.py\?v=[0-9a-f]+", f"main.py?v={new_hash}", index.read_text()))
    new_id = build.write_service_worker(root)
    assert [f"sudoku-{new_id}"] != old

    page.reload()  # online: the new index.html, and its new Python (never the cached main.py)
    page.wait_for_function("document.body && document.body.dataset.deploy === '2'", timeout=60_000)
    # the new worker installs, takes over and deletes the old cache
    names = page.evaluate("""async (name) => {
        const until = Date.now() + 60000;
        let names;
        while (Date.now() < until) {
            names = (await caches.keys()).filter(n => n.startsWith('sudoku-'));
            const reg = await navigator.serviceWorker.getRegistration();
            if (names.length === 1 && names[0] === name && reg.active && reg.active.state === 'activated'
                && !reg.installing && !reg.waiting) break;
            await new Promise(r => setTimeout(r, 200));
        }
        return names;
    }""", f"sudoku-{new_id}")
    assert names == [f"sudoku-{new_id}"]
    assert page.evaluate(CACHE_STATE) == {"names": names, "counts": [cached_files(root)]}

    page.context.set_offline(True)
    page.reload()
    page.wait_for_function("document.body && document.body.dataset.deploy === '2'", timeout=60_000)
    wait_ready(page)


def test_build_writes_manifest_icons_and_a_complete_service_worker(site):
    import json

    dist = Path(os.environ.get("SUDOKU_DIST") or build.DIST)
    manifest = json.loads((dist / "manifest.webmanifest").read_text())
    assert manifest["start_url"] == "." and manifest["display"] == "standalone"
    assert manifest["name"] and manifest["short_name"]
    for icon in manifest["icons"]:
        data = (dist / icon["src"]).read_bytes()
        if icon["type"] == "image/png":
            size = int(icon["sizes"].split("x")[0])
            assert data[:8] == b"\x89PNG\r\n\x1a\n" and int.from_bytes(data[16:20], "big") == size
    html = (dist / "index.html").read_text()
    assert '<link rel="manifest" href="./manifest.webmanifest">' in html
    sw = (dist / "sw.js").read_text()
    listed = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S)[1])
    shipped = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file() and not build.is_copy(p))
    assert sorted(u.split("?")[0] for u in listed) == [f for f in shipped if f not in ("sw.js", ".nojekyll")]
    # the ?v= addresses are exactly those the page requests: index.html's, and the engine's (issue 31),
    # which boot.js and engine_client.js import
    requesting = html + (dist / "boot.js").read_text() + (dist / "engine_client.js").read_text()
    for url in listed:
        if "?v=" in url:
            assert f'"./{url}"' in requesting, url
    build_id = re.search(r'<meta name="sudoku-build" content="(\w+)">', html)[1]
    assert f'const BUILD = "{build_id}";' in sw
