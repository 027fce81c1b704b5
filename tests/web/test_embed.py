"""Embed mode (?embed=1): options, the compact layout, height reports and the postMessage API.

The browser tests drive examples/embed.html, served by ``host_site`` on a second port: another
*origin* than the solver (so postMessage origins and frame isolation are real), but the same *site*
(127.0.0.1). A cross-site iframe would hit the storage problem described in README.md ("Embedding and browser storage") under Playwright's
flags (it disables ThirdPartyStoragePartitioning, so third-party IndexedDB is refused and PyScript
stalls at "Loading Storage"); that is the watchdog's case, tested in test_watchdog.py.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from urllib.parse import quote

import pytest

from .conftest import BOOT_TIMEOUT, UI_TIMEOUT, wait_ready
from .helpers import EASY, INKALA, assert_valid_solution

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "web"))
from sudoku_web import embed_api as api  # noqa: E402


# ----- the contract in CPython ------------------------------------------------------------------
def test_options_default_and_validation():
    assert api.parse_options({}.get) == api.Options()
    assert not api.parse_options({"embed": "0"}.get).embed
    opts = api.parse_options({"embed": "1"}.get)
    assert opts.embed and opts.mode == "solve" and opts.controls == api.DEFAULT_CONTROLS
    assert opts.target_origin == "*"
    opts = api.parse_options({"embed": "1", "mode": "tutor", "controls": "Solve, nope,clear,,race",
                              "origin": "https://host.example:8443", "theme": "dark"}.get)
    assert (opts.mode, opts.controls, opts.target_origin, opts.theme) == (
        "tutor", ("solve", "clear", "race"), "https://host.example:8443", "dark")
    assert api.parse_options({"embed": "1", "controls": ""}.get).controls == ()
    bad = api.parse_options({"embed": "1", "mode": "x", "origin": "https://a.b/path", "theme": "neon"}.get)
    assert (bad.mode, bad.origin, bad.theme) == ("solve", None, "auto")


@pytest.mark.parametrize("message", [
    {"type": "sudoku:solve"}, {"type": "sudoku:solve", "v": 1}, {"type": "sudoku:step"},
    {"type": "sudoku:play"}, {"type": "sudoku:pause"}, {"type": "sudoku:load", "puzzle": EASY},
])
def test_accepted_messages(message):
    assert api.check_message(message) == message


@pytest.mark.parametrize("message", [
    None, "sudoku:solve", 1, [], {}, {"type": 1}, {"type": "sudoku:nuke"}, {"type": "SUDOKU:SOLVE"},
    {"type": "sudoku:solve", "extra": 1}, {"type": "sudoku:solve", "v": 2}, {"type": "sudoku:solve", "v": True},
    {"type": "sudoku:solve", "v": "1"}, {"type": "sudoku:load"}, {"type": "sudoku:load", "puzzle": 5},
    {"type": "sudoku:load", "puzzle": ""}, {"type": "sudoku:load", "puzzle": "." * (api.MAX_PUZZLE_CHARS + 1)},
])
def test_rejected_messages(message):
    assert api.check_message(message) is None


def test_step_message_shape():
    from sudoku_core.algorithms import Event

    msg = api.step_message(Event("place", cell=10, digit=7), 12, "bitmask", 9, "123456789")
    assert msg == {"type": "sudoku:step", "position": 12, "kind": "place", "cell": 10, "row": 2, "col": 2,
                   "digit": "7", "algorithm": "bitmask"}
    start = api.step_message(None, 0, "scan", 9, "123456789")
    assert (start["kind"], start["cell"], start["digit"]) == ("start", None, None)
    assert set(msg) == {"type", *api.PAGE_MESSAGES["sudoku:step"]}


# ----- in the browser -------------------------------------------------------------------------
def visually_hidden(locator) -> bool:
    """Hidden on screen (display: none, or the 1-pixel clip that keeps it for screen readers)."""
    box = locator.bounding_box()
    return box is None or (box["width"] <= 1 and box["height"] <= 1)


def brightness(page) -> float:
    """The body's background brightness, 0 (black) to 1 (white)."""
    rgb = page.evaluate("getComputedStyle(document.body).backgroundColor.match(/\\d+/g).slice(0, 3).map(Number)")
    return sum(rgb) / 765


def events(page, kind=None):
    return page.evaluate("(kind) => window.sudokuEvents.filter(e => !kind || e.type === kind)", kind)


def wait_event(page, kind, since=0, timeout=UI_TIMEOUT, where="true"):
    """Wait for the ``since``-th or later event of ``kind`` satisfying the JS expression ``where`` (on e)."""
    page.wait_for_function(
        f"""() => window.sudokuEvents.filter(e => e.type === {json.dumps(kind)}).slice({since})
                   .some(e => {where})""", timeout=timeout)
    return [e for e in events(page, kind)[since:]]


@pytest.fixture
def host(page, guard, site, host_site):
    """examples/embed.html on the second origin, with the solver (embed=1) in its iframe."""
    guard.origins.append(host_site)
    page.set_default_timeout(UI_TIMEOUT)

    def open_host(options):
        app_url = f"{site}index.html?embed=1&{options}"
        page.goto(f"{host_site}embed.html?app={quote(app_url, safe='')}")
        wait_event(page, "sudoku:ready", timeout=BOOT_TIMEOUT)
        return page.frame_locator("#sudoku"), page.locator("#sudoku").element_handle().content_frame()

    return open_host


def test_iframe_layout_height_and_message_api(page, host):
    frame, inner = host(f"puzzle={EASY}&controls=solve,clear")
    ready = events(page, "sudoku:ready")
    assert ready == [{"type": "sudoku:ready", "v": 1, "mode": "solve", "size": 9}]
    # compact layout: no header, only the controls asked for, the grid as usual
    assert visually_hidden(frame.locator("header"))
    assert frame.get_by_role("button", name="Solve").is_enabled()
    assert frame.get_by_role("button", name="Clear").is_visible()
    for hidden in ("Copy", "Share", "Cancel"):
        assert not frame.get_by_role("button", name=hidden).is_visible()
    assert not frame.get_by_role("tab", name="Tutor").is_visible()
    assert not frame.locator("#example").is_visible()
    assert frame.get_by_role("grid", name="Sudoku").is_visible()

    # the host fits the iframe to the reported height; a narrower iframe (a smaller grid) reports a
    # new height, and the host follows it both ways
    heights = wait_event(page, "sudoku:height")
    wide = heights[-1]["height"]
    page.wait_for_function("h => document.getElementById('sudoku').clientHeight === h", arg=wide)
    count = len(events(page, "sudoku:height"))
    page.get_by_role("button", name="Narrow (320 px)").click()
    narrow = wait_event(page, "sudoku:height", since=count, where=f"e.height < {wide}")[-1]["height"]
    page.wait_for_function("h => document.getElementById('sudoku').clientHeight === h", arg=narrow)
    count = len(events(page, "sudoku:height"))
    page.get_by_role("button", name="Wide").click()
    wait_event(page, "sudoku:height", since=count, where=f"e.height === {wide}")
    page.wait_for_function("h => document.getElementById('sudoku').clientHeight === h", arg=wide)
    heights = [e["height"] for e in events(page, "sudoku:height")]
    assert all(isinstance(h, int) for h in heights)
    assert all(a != b for a, b in zip(heights, heights[1:])), "posted only when the height changes"

    # messages of any other shape are ignored (nothing solved, grid and status unchanged)
    status_before = frame.get_by_role("status").text_content()
    page.evaluate("""() => {
        const w = document.getElementById('sudoku').contentWindow;
        for (const m of ['sudoku:solve', {type: 'sudoku:solve', extra: 1}, {type: 'sudoku:nuke'},
                         {type: 'sudoku:load', puzzle: 5}, {type: 'sudoku:load', puzzle: {x: 1}},
                         {type: 'sudoku:solve', v: 2}, [1, 2], null]) w.postMessage(m, '*');
    }""")
    page.wait_for_timeout(500)
    assert not events(page, "sudoku:solved")
    assert frame.get_by_role("status").text_content() == status_before
    assert inner.evaluate("document.body.dataset.solveStatus") is None

    # load + solve through the API, as the example page's buttons send them
    page.get_by_role("button", name="Load").click()
    frame.get_by_role("status").filter(has_text="Loaded a puzzle from the host page (21 givens)").wait_for()
    page.get_by_role("button", name="Solve", exact=True).click()
    solved = wait_event(page, "sudoku:solved", timeout=30_000)[-1]
    assert solved["status"] == "solved" and solved["nodes"] >= 1 and solved["ms"] >= 0
    assert_valid_solution(solved["solution"], 9, INKALA)
    line = inner.evaluate("[...document.querySelectorAll('#grid input')].map(c => c.value || '.').join('')")
    assert line == solved["solution"]
    assert page.locator("#verdict").text_content().startswith("solved")

    # a puzzle that cannot be read: an error event and the status says so
    page.locator("#puzzle").fill("12x")
    page.get_by_role("button", name="Load").click()
    error = wait_event(page, "sudoku:error")[-1]
    assert error["code"] and error["message"]
    assert frame.get_by_role("status").get_attribute("data-kind") == "error"


def test_tutor_over_the_message_api(page, host):
    frame, inner = host(f"puzzle={EASY}&controls=")
    assert not frame.get_by_role("button", name="Solve").is_visible()  # controls= (none)
    page.get_by_role("button", name="Step").click()
    step = [e for e in wait_event(page, "sudoku:step", where="e.position === 1") if e["position"] == 1][0]
    assert step["position"] == 1 and step["algorithm"] == "bitmask"
    assert step["kind"] in ("try", "place", "propagate") and 1 <= step["row"] <= 9 and 1 <= step["col"] <= 9
    assert step["cell"] == (step["row"] - 1) * 9 + step["col"] - 1 and step["digit"] in "123456789"
    assert inner.evaluate("document.documentElement.dataset.mode") == "tutor"
    count = len(events(page, "sudoku:step"))
    page.get_by_role("button", name="Play").click()
    wait_event(page, "sudoku:step", since=count, where="e.position > 3")
    inner.wait_for_function("document.body.dataset.tutorPlaying === '1'")
    page.get_by_role("button", name="Pause").click()
    inner.wait_for_function("document.body.dataset.tutorPlaying === '0'")
    last = events(page, "sudoku:step")[-1]
    positions = [e["position"] for e in events(page, "sudoku:step")]
    assert positions == sorted(positions) and last["position"] == int(inner.evaluate("document.body.dataset.tutorPosition"))


def test_embed_options_on_the_page_itself(page, guard):
    """Options without a host: tutor with an algorithm and step, dark theme, open-in-tab link."""
    page.set_default_timeout(UI_TIMEOUT)
    page.goto(f"index.html?embed=1&puzzle={EASY}&mode=tutor&algorithm=scan&step=5&theme=dark&controls=open")
    wait_ready(page)
    page.wait_for_function("document.body.dataset.tutorPosition === '5'")
    body = page.evaluate("document.body.dataset")
    assert body["tutorAlgo"] == "scan" and body["embed"] == "1"
    assert page.evaluate("document.documentElement.classList.contains('embed')")
    assert visually_hidden(page.locator("header"))
    assert not page.locator("#tutor-side").is_visible()  # "code" not in controls
    assert page.get_by_role("button", name="Step").is_visible()  # the tutor's own panel stays
    assert brightness(page) < 0.3  # the dark scheme, whatever the system prefers
    link = page.get_by_role("link", name="Open the full page")
    href = link.get_attribute("href")
    assert "embed=" not in href and "controls=" not in href and "mode=" not in href, href
    assert "algo=scan" in href and "step=5" in href and "theme=dark" in href, href
    assert link.get_attribute("target") == "_blank"
    # without embed=1 none of this applies
    page.goto(f"index.html?puzzle={EASY}&theme=light")
    wait_ready(page)
    assert not visually_hidden(page.locator("header")) and not page.locator("#open-full").is_visible()
    assert brightness(page) > 0.7
