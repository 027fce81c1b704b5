"""Embed mode (?embed=1): options, the compact layout, height reports and the postMessage API.

The browser tests drive examples/embed.html, served by ``host_site`` on a second port: another
*origin* than the solver (so postMessage origins and frame isolation are real), but the same *site*
(127.0.0.1). A cross-site iframe would hit the storage problem described in docs/embedding.md ("Embedding and browser storage") under Playwright's
flags (it disables ThirdPartyStoragePartitioning, so third-party IndexedDB is refused and PyScript
stalls at "Loading Storage"); that is the watchdog's case, tested in test_watchdog.py.
"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from .conftest import BOOT_TIMEOUT, UI_TIMEOUT, wait_ready
from .helpers import EASY, INKALA, assert_valid_solution

from sudoku_web import embed_api as api

ROOT = Path(__file__).resolve().parents[2]
# origin= values (as written, the origin each names or None), shared with tests/web_unit/test_embed_api.py
ORIGINS = [tuple(case[:2]) for case in json.loads((ROOT / "tests" / "origins.json").read_text())]


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
    for hidden in ("Copy", "Share", "Cancel", "Settings"):   # (Settings showed in every embed)
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

    # messages of any other shape are ignored (nothing solved, grid and status unchanged); one of
    # megabytes too, measured before it is read (the page's MicroPython ran out of memory on it)
    status_before = frame.get_by_role("status").text_content()
    page.evaluate("""() => {
        const w = document.getElementById('sudoku').contentWindow;
        const big = 'x'.repeat(3000000);
        for (const m of ['sudoku:solve', {type: 'sudoku:solve', extra: 1}, {type: 'sudoku:nuke'},
                         {type: 'sudoku:load', puzzle: 5}, {type: 'sudoku:load', puzzle: {x: 1}},
                         {type: 'sudoku:solve', v: 2}, [1, 2], null,
                         {type: 'sudoku:load', puzzle: big}, {type: 'sudoku:solve', junk: big}]) w.postMessage(m, '*');
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
    # "Open the full page" follows the board (it kept the address's puzzle, and the work was lost)
    full = inner.evaluate("document.getElementById('open-full').href")
    assert f"puzzle={INKALA}" in full and "embed=" not in full and "controls=" not in full, full

    # a puzzle that cannot be read: an error event and the status says so
    page.locator("#puzzle").fill("12x")
    page.get_by_role("button", name="Load").click()
    error = wait_event(page, "sudoku:error")[-1]
    assert error["code"] and error["message"]
    assert frame.get_by_role("status").get_attribute("data-kind") == "error"

    # a variant loads as a paste does (any format: it was read by the classic reader only)
    from sudoku_core.variants.formats import read_variant, write_iss
    from sudoku_web.variant_samples import SAMPLES

    page.evaluate("""(text) => document.getElementById('sudoku').contentWindow
                                .postMessage({type: 'sudoku:load', puzzle: text}, '*')""",
                  write_iss(read_variant(SAMPLES["diagonal"])))
    frame.get_by_role("status").filter(has_text="Diagonal (Sudoku-X) puzzle from the host page").wait_for()
    assert inner.evaluate("document.body.dataset.variant") == "diagonal"
    errors = len(events(page, "sudoku:error"))
    page.evaluate("""() => document.getElementById('sudoku').contentWindow
                           .postMessage({type: 'sudoku:load', puzzle: '.Cage~77~R1C1~R1C2'}, '*')""")
    bad = wait_event(page, "sudoku:error", since=errors)[-1]
    assert bad["code"] == "impossible_cage" and "77" in bad["message"]
    # a 6x6 (read by the core now, not drawn by this page) is answered too: the host waited forever
    errors = len(events(page, "sudoku:error"))
    page.evaluate("""() => document.getElementById('sudoku').contentWindow
                           .postMessage({type: 'sudoku:load', puzzle: '1...5..5.1....3..22..3....1.3..3...1'}, '*')""")
    six = wait_event(page, "sudoku:error", since=errors)[-1]
    assert six["code"] == "bad_size" and "6×6" in six["message"]
    # a pencil-mark grid loads as a paste does: its filled cells the puzzle, the others' candidates
    # the marks (it was answered "Found 183 cells; a 16x16 puzzle has 256")
    from sudoku_core import parse
    from sudoku_core.logic import CandidateGrid

    grid = CandidateGrid.from_puzzle(parse(EASY))
    runs = [str(grid.values[c]) if grid.values[c] else "".join(str(d) for d in range(1, 10) if grid.cands[c] >> (d - 1) & 1)
            for c in range(81)]
    rows = ["  ".join(runs[r * 9:r * 9 + 9]) for r in range(9)]
    post = """(text) => document.getElementById('sudoku').contentWindow.postMessage({type: 'sudoku:load', puzzle: text}, '*')"""
    page.evaluate(post, "\n".join(rows))
    frame.get_by_role("status").filter(has_text="position with its pencil marks from the host page").wait_for()
    empty = EASY.index(".")
    expect(frame.locator(f"#c{empty}")).to_have_attribute("aria-description", "candidates " + " ".join(runs[empty]))
    errors = len(events(page, "sudoku:error"))
    page.evaluate(post, "\n".join(rows[:8]))                       # a row lost: said so
    short = wait_event(page, "sudoku:error", since=errors)[-1]
    assert short["code"] == "bad_format" and "found 8 rows" in short["message"]
    errors = len(events(page, "sudoku:error"))
    page.evaluate(post, "." * 64)                                  # an empty 8x8, not 4x4 cells with no candidate
    eight = wait_event(page, "sudoku:error", since=errors)[-1]
    assert eight["code"] == "bad_size" and "8×8" in eight["message"]

    # a solve with no verdict is answered too (a host waiting for sudoku:solved waited forever)
    errors = len(events(page, "sudoku:error"))
    page.locator("#puzzle").fill("55" + "." * 79)                 # two 5s in row 1: loaded, but no solve
    page.get_by_role("button", name="Load").click()
    frame.get_by_role("status").filter(has_text="5 appears twice").wait_for()
    page.get_by_role("button", name="Solve", exact=True).click()
    refused = wait_event(page, "sudoku:error", since=errors)[-1]
    assert refused["code"] == "conflict" and "rule" in refused["message"]
    assert len(events(page, "sudoku:solved")) == 1

    # the tutor on a variant: it ran the classic search over a killer's cages, answered by
    # sudoku:step events that broke the cages; now an error says it knows classic rules only
    killer = write_iss(read_variant(SAMPLES["killer"]))
    page.evaluate(post, killer)
    frame.get_by_role("status").filter(has_text="Killer puzzle from the host page").wait_for()
    errors, steps = len(events(page, "sudoku:error")), len(events(page, "sudoku:step"))
    for kind in ("sudoku:step", "sudoku:play"):
        page.evaluate("""(kind) => document.getElementById('sudoku').contentWindow.postMessage({type: kind}, '*')""", kind)
    refusals = wait_event(page, "sudoku:error", since=errors, where="e.code === 'classic_only'")
    page.wait_for_function(f"window.sudokuEvents.filter(e => e.code === 'classic_only').length >= 2")
    assert all("classic rules only" in e["message"] for e in refusals)
    frame.get_by_role("status").filter(has_text="classic rules only").wait_for()
    page.wait_for_timeout(500)
    assert len(events(page, "sudoku:step")) == steps


#: A puzzle with no solution and no repeated digit (the contract's example with a 1 put in r1c3).
NO_SOLUTION = "531.7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def test_host_solves_one_at_a_time_each_answered_for_its_board(page, host):
    """Two sudoku:solve in one tick got one answer (the second cancelled the first and restarted the
    solver's worker); one sent while a solve ran got none; a solve then a load in one tick answered
    for the loaded puzzle ("no_solution" for a board that had one)."""
    frame, inner = host(f"puzzle={EASY}")
    post = """(messages) => { const w = document.getElementById('sudoku').contentWindow;
                              for (const m of messages) w.postMessage(m, '*'); }"""
    page.evaluate(post, [{"type": "sudoku:solve"}, {"type": "sudoku:solve"}])
    solved = wait_event(page, "sudoku:solved", timeout=60_000)
    busy = wait_event(page, "sudoku:error", where="e.code === 'busy'")
    assert [e["status"] for e in solved] == ["solved"] and len(busy) == 1, (solved, busy)
    assert "already running" in busy[0]["message"]
    page.wait_for_timeout(500)
    assert len(events(page, "sudoku:solved")) == 1 and inner.evaluate("document.documentElement.dataset.engineState") == "ready"

    errors = len(events(page, "sudoku:error"))
    page.evaluate(post, [{"type": "sudoku:solve"}, {"type": "sudoku:load", "puzzle": NO_SOLUTION}])
    superseded = wait_event(page, "sudoku:error", since=errors)[-1]
    assert superseded["code"] == "not_solved", superseded
    page.wait_for_timeout(500)
    assert len(events(page, "sudoku:solved")) == 1          # nothing said of the loaded board in the first's name
    page.evaluate(post, [{"type": "sudoku:solve"}])         # asked of it, it is answered
    assert wait_event(page, "sudoku:solved", since=1, timeout=60_000)[-1]["status"] == "no_solution"


#: On the host page: post to the iframe from its load event (the solver's document is in, but its
#: Python starts later), as a host that does not wait for sudoku:ready does.
POST_ON_IFRAME_LOAD = """
if (location.href.startsWith(%s)) {
  document.addEventListener('load', (event) => {
    if (!event.target || event.target.id !== 'sudoku' || window.postedEarly) return;
    try {   // (the iframe's first load, as it is parsed: about:blank, before the script gives its src)
      if (event.target.contentWindow.location.href === 'about:blank') return;
    } catch (err) { /* the solver's document: another origin */ }
    window.postedEarly = true;
    window.readyWhenPosted = window.sudokuEvents.some((e) => e.type === 'sudoku:ready');
    const w = event.target.contentWindow;
    for (const m of %s) w.postMessage(m, '*');
  }, true);
}
"""


def test_messages_a_host_sends_before_ready_are_handled_after_it(page, guard, site, host_site):
    """A host posting as soon as the iframe loaded (before the page's Python listened) was obeyed by
    no one and told nothing: the board stayed empty and no answer came. The messages are kept and
    handled right after sudoku:ready, in order; a wrong shape among them is still ignored."""
    messages = [{"type": "sudoku:load", "puzzle": INKALA}, {"type": "sudoku:nuke"}, {"type": "sudoku:solve"},
                {"type": "sudoku:load", "puzzle": "12x"}]
    page.context.add_init_script(POST_ON_IFRAME_LOAD % (json.dumps(host_site), json.dumps(messages)))
    guard.origins.append(host_site)
    page.set_default_timeout(UI_TIMEOUT)
    app_url = f"{site}index.html?embed=1&controls=solve"
    page.goto(f"{host_site}embed.html?app={quote(app_url, safe='')}")
    page.wait_for_function("window.postedEarly === true", timeout=BOOT_TIMEOUT)
    assert page.evaluate("window.readyWhenPosted") is False, "posted before the solver was ready"
    solved = wait_event(page, "sudoku:solved", timeout=BOOT_TIMEOUT)[-1]
    assert solved["status"] == "solved"
    assert_valid_solution(solved["solution"], 9, INKALA)
    error = wait_event(page, "sudoku:error")[-1]
    assert error["code"] == "unknown_symbol" and "x" in error["message"], error
    kinds = [e["type"] for e in events(page) if e["type"] != "sudoku:height"]
    assert kinds == ["sudoku:ready", "sudoku:error", "sudoku:solved"], kinds   # (the load's error: the same tick)
    line = page.locator("#sudoku").element_handle().content_frame().evaluate(
        "[...document.querySelectorAll('#grid input')].map(c => c.value || '.').join('')")
    assert line == solved["solution"]


def test_an_empty_or_too_long_puzzle_sent_to_load_is_answered(page, host):
    """A host's Load with an empty box, or a text past 4,000 characters (a long link pasted into
    it), was ignored without a word: no sudoku:error, nothing in the status line. It is answered as
    any puzzle that cannot be read is, and the board keeps its puzzle."""
    frame, inner = host(f"puzzle={EASY}&controls=solve")
    post = """(text) => document.getElementById('sudoku').contentWindow.postMessage({type: 'sudoku:load', puzzle: text}, '*')"""
    board = "[...document.querySelectorAll('#grid input')].map(c => c.value || '.').join('')"
    status = frame.get_by_role("status")
    page.evaluate(post, "")
    empty = wait_event(page, "sudoku:error")[-1]
    assert empty["code"] == "empty_input" and "empty" in empty["message"], empty
    expect(status).to_contain_text("The host page sent a puzzle that could not be read: ")
    expect(status).to_contain_text("empty")
    too_long = EASY + "." * (api.MAX_PUZZLE_CHARS + 1 - len(EASY))
    page.evaluate(post, too_long)
    long = wait_event(page, "sudoku:error", since=1)[-1]
    assert long["code"] == "too_long" and "4,001" in long["message"] and "4,000" in long["message"], long
    expect(status).to_contain_text("too long")
    assert status.get_attribute("data-kind") == "error"
    assert inner.evaluate(board) == EASY


def test_a_share_link_sent_to_load_opens_its_puzzle_as_a_paste_does(page, host):
    """sudoku:load reads "as a paste is", but a Share link of the page (a variant's or a classic
    one's, as a person hands it to the host) was read as a grid: "Unexpected character 't'". It
    loads the puzzle the link carries, its rules too, and solves; a link to another site's page
    (f-puzzles' ?load=) is still its own reader's."""
    frame, inner = host("controls=solve")
    post = """(text) => document.getElementById('sudoku').contentWindow.postMessage({type: 'sudoku:load', puzzle: text}, '*')"""
    errors = len(events(page, "sudoku:error"))
    page.evaluate(post, "https://solver.example/sudoku/?variant=.Diagonal~1.Diagonal~-1.Cage~3~R1C1~R1C2&lang=en")
    frame.get_by_role("status").filter(has_text="Loaded a Killer, Diagonal (Sudoku-X) puzzle from the host page").wait_for()
    assert inner.evaluate("document.body.dataset.variant") == "killer,diagonal"
    expect(frame.locator("#c1")).to_have_accessible_name("Row 1, column 2, cage 3")
    page.evaluate(post, f"https://solver.example/sudoku/index.html?puzzle={INKALA}")
    frame.get_by_role("status").filter(has_text="Loaded a puzzle from the host page (21 givens)").wait_for()
    assert inner.evaluate("document.body.dataset.variant") == "classic"
    page.get_by_role("button", name="Solve", exact=True).click()
    solved = wait_event(page, "sudoku:solved", timeout=60_000)[-1]
    assert solved["status"] == "solved"
    assert_valid_solution(solved["solution"], 9, INKALA)
    assert len(events(page, "sudoku:error")) == errors
    page.evaluate(post, "https://f-puzzles.com/?load=garbage")
    bad = wait_event(page, "sudoku:error", since=errors)[-1]
    assert bad["code"] == "bad_format" and "f-puzzles" in bad["message"]


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

    # a play sent in the same tick as a pause or a solve: the pause and the solve win (Play started
    # afterwards, kept playing and rewrote the solver's grid)
    def send(*messages):
        page.evaluate("""(ms) => { const w = document.getElementById('sudoku').contentWindow;
                                   for (const m of ms) w.postMessage(m, '*'); }""", list(messages))

    send({"type": "sudoku:play"}, {"type": "sudoku:pause"})
    page.wait_for_timeout(1000)
    assert inner.evaluate("document.body.dataset.tutorPlaying") == "0"
    solved = len(events(page, "sudoku:solved"))
    send({"type": "sudoku:play"}, {"type": "sudoku:solve"})
    wait_event(page, "sudoku:solved", since=solved, timeout=30_000)
    page.wait_for_timeout(1000)
    assert inner.evaluate("document.body.dataset.tutorPlaying") == "0"
    assert inner.evaluate("document.documentElement.dataset.mode") == "solver"
    steps = len(events(page, "sudoku:step"))
    page.wait_for_timeout(500)
    assert len(events(page, "sudoku:step")) == steps      # nothing plays behind the solver


def test_a_step_or_play_asked_once_the_search_is_over_is_answered(page, host):
    """sudoku:step is "answered by sudoku:step", but once the tutor's search was over (its Step
    button disabled) a host's step got nothing at all, and a host waiting for the answer waited on.
    It is answered by the last step again: the same position, kind "done". So is sudoku:play
    (which had sent nothing then, its Play button disabled too)."""
    frame, inner = host("puzzle=123434122143432.&controls=")   # a 4x4 with one cell left: a short search
    post = """() => document.getElementById('sudoku').contentWindow.postMessage({type: 'sudoku:step'}, '*')"""
    for _ in range(20):
        count = len(events(page, "sudoku:step"))
        page.evaluate(post)
        last = wait_event(page, "sudoku:step", since=count, where="e.position > 0")[-1]
        if last["kind"] == "done":
            break
    assert last["kind"] == "done", last
    for _ in range(2):
        count = len(events(page, "sudoku:step"))
        page.evaluate(post)
        again = wait_event(page, "sudoku:step", since=count)
        assert again == [last], again
    count = len(events(page, "sudoku:step"))
    page.evaluate(post.replace("sudoku:step", "sudoku:play"))
    assert wait_event(page, "sudoku:step", since=count) == [last]
    assert inner.evaluate("document.body.dataset.tutorPosition") == str(last["position"])
    assert inner.evaluate("document.body.dataset.tutorPlaying") != "1"


def test_a_step_or_play_on_givens_that_break_a_rule_is_answered(page, host):
    """On givens that break a rule the tutor has no search: a host's sudoku:step or sudoku:play got
    no answer at all (not even step 0), while a solve is answered "conflict". Both are answered
    sudoku:error "conflict" too, the status line names the conflict, and nothing is stepped."""
    frame, inner = host("puzzle=" + "55" + "." * 79 + "&controls=")
    for kind in ("sudoku:step", "sudoku:play"):
        page.evaluate("""(kind) => document.getElementById('sudoku').contentWindow.postMessage({type: kind}, '*')""", kind)
    page.wait_for_function("window.sudokuEvents.filter(e => e.code === 'conflict').length >= 2")
    refusals = [e for e in events(page, "sudoku:error")]
    assert [e["code"] for e in refusals] == ["conflict", "conflict"] and "rule" in refusals[0]["message"], refusals
    expect(frame.get_by_role("status")).to_contain_text("5 appears twice in row 1")
    page.wait_for_timeout(500)
    assert events(page, "sudoku:step") == []


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


# ----- origin=: boot.js and Python apply one rule; a wrong or invalid origin= exchanges nothing -----
def origin_cases():
    """The table above plus every combination of a few schemes, hosts, ports and tails."""
    texts = [text for text, _ in ORIGINS]
    for scheme in ("http://", "HTTPS://", "ftp://", "https:", ""):
        for host in ("a.example", "A.Example", "127.0.0.1", "127.1", "[::1]", "[0::0:1]", "a..b", "", "a_b-c.d"):
            for port in ("", ":80", ":443", ":0", ":8080", ":65535", ":65536", ":"):
                for tail in ("", "/", "/x", "?", "#", "//"):
                    texts.append(scheme + host + port + tail)
    return texts


def test_boot_js_applies_the_python_origin_rule(page, site):
    boot = page.request.get(f"{site}boot.js").text()  # the shipped boot.js
    rule = boot[boot.index("// <origin-rule>"):boot.index("// </origin-rule>")]
    texts = origin_cases()
    in_js = page.evaluate("""([rule, texts]) => {
        const hostOrigin = new Function(rule + "\\nreturn hostOrigin;")();
        return texts.map((text) => hostOrigin(text));
    }""", [rule, texts])
    mismatches = [(text, js, api.normalize_origin(text)) for text, js in zip(texts, in_js)
                  if js != api.normalize_origin(text)]
    assert not mismatches, mismatches[:20]
    assert sum(x is not None for x in in_js) > 100  # both accept plenty, not just reject everything


# The host on a default port (80) and the solver on another port of the same made-up site, both
# served through Playwright's router: a page served so counts as public for Chromium's local network
# access checks, so the solver must not come from the loopback test server directly.
FAKE_HOST = "http://sudoku.test"
FAKE_APP = "http://sudoku.test:8080/"


def open_embedded(page, guard, site, host_url, options):
    """examples/embed.html at ``host_url`` with the solver (embed=1&options) in its iframe; returns
    the iframe's Frame once Python is ready there (without waiting for any message)."""
    page.set_default_timeout(UI_TIMEOUT)
    app_site = site
    if host_url == FAKE_HOST:
        html = (ROOT / "examples" / "embed.html").read_text()
        page.route(lambda url: url.startswith(FAKE_HOST + "/"),
                   lambda route: route.fulfill(body=html, content_type="text/html"))
        page.route(lambda url: url.startswith(FAKE_APP),
                   lambda route: route.fulfill(response=route.fetch(url=site + route.request.url[len(FAKE_APP):])))
        app_site = FAKE_APP
    guard.origins.append(host_url)
    app_url = f"{app_site}index.html?embed=1&{options}"
    page.goto(f"{host_url.rstrip('/')}/embed.html?app={quote(app_url, safe='')}")
    inner = page.locator("#sudoku").element_handle().content_frame()
    inner.wait_for_function("document.body && document.body.dataset.ready === '1'", timeout=BOOT_TIMEOUT)
    return inner


def host_load_is_ignored(page, inner):
    """The host sends sudoku:load; the solver must not obey it (checked once the message arrived)."""
    status = inner.evaluate("document.getElementById('status').textContent")
    inner.evaluate("""() => { window.seen = 0;
        addEventListener('message', () => { window.seen += 1; }); }""")  # after the page's own listener
    page.get_by_role("button", name="Load").click()
    inner.wait_for_function("window.seen >= 1")
    page.wait_for_timeout(300)  # nothing is asynchronous in a load, but leave it a moment anyway
    assert inner.evaluate("document.getElementById('status').textContent") == status
    assert inner.evaluate("[...document.querySelectorAll('#grid input')].every(c => !c.value)")


def test_origin_of_another_host_gets_no_message_and_is_not_obeyed(page, guard, site, host_site):
    # Chromium logs the messages it drops for a targetOrigin that is not the parent's
    guard.expected_console.append("does not match the recipient window's origin")
    inner = open_embedded(page, guard, site, host_site, f"origin={quote(site)}&watchdog=0.01")
    assert inner.evaluate("document.body.dataset.watchdog") == "0"  # boot.js's watchdog did fire
    page.wait_for_timeout(500)
    assert events(page) == [], "no sudoku:stalled, sudoku:ready or sudoku:height to another origin"
    host_load_is_ignored(page, inner)
    assert events(page) == []


def test_origin_written_loosely_still_names_the_host(page, guard, site, host_site):
    port = host_site.rstrip("/").rsplit(":", 1)[1]
    for host_url, written in ((FAKE_HOST, "HTTP://Sudoku.TEST:80/"),  # upper case, default port, slash
                              (host_site, f"http://127.0.0.1:{port}/")):
        inner = open_embedded(page, guard, site, host_url, f"origin={quote(written)}&watchdog=0.01")
        stalled = wait_event(page, "sudoku:stalled")  # boot.js, before Python was ready
        assert stalled[0]["seconds"] == 0.01
        wait_event(page, "sudoku:ready")  # then Python
        assert inner.evaluate("document.body.dataset.embedOrigin") is None
        page.get_by_role("button", name="Load").click()
        inner.get_by_role("status").filter(has_text="Loaded a puzzle from the host page").wait_for()
    # a puzzle no reader can take (Luogu rows with a superscript two): sudoku:error and a status
    rows = "\n".join(" ".join("²" if (r, c) == (4, 4) else "0" for c in range(9)) for r in range(9))
    page.locator("#puzzle").fill(rows)
    page.get_by_role("button", name="Load").click()
    error = wait_event(page, "sudoku:error")[-1]
    assert error["code"] in ("unknown_symbol", "unreadable") and error["message"], error
    status = inner.get_by_role("status")
    expect(status).to_contain_text("The host page sent a puzzle that could not be read: ")
    assert status.get_attribute("data-kind") == "error"


def test_invalid_origin_says_so_and_exchanges_nothing(page, guard, site, host_site):
    # the host's own origin, but with a path: boot.js used to post to it (and Python to "*")
    written = f"{host_site}embed.html"
    inner = open_embedded(page, guard, site, host_site, f"origin={quote(written)}&watchdog=0.01")
    alert = inner.locator("#embed-alert")
    expect(alert).to_be_visible()
    expect(alert).to_have_attribute("role", "alert")
    expect(alert).to_contain_text(f"origin=“{written}”")
    expect(alert).to_contain_text("no messages")
    assert inner.evaluate("document.body.dataset.embedOrigin") == "invalid"
    assert inner.evaluate("document.body.dataset.watchdog") == "0"  # boot.js's watchdog did fire
    page.wait_for_timeout(500)
    assert events(page) == [], "nothing posted, neither by boot.js nor by Python"
    host_load_is_ignored(page, inner)
    assert events(page) == []
    # the solver itself still works (here on the empty grid)
    inner.locator("#solve").click()
    inner.get_by_role("status").filter(has_text="More than one solution").wait_for()
    assert events(page) == []


def test_embedded_workspace_controls_and_hint_messages(page, host):
    frame, inner = host(f"puzzle={EASY}&controls=hint,undo")
    for shown in ("Hint", "Apply", "Undo", "Redo"):
        assert frame.get_by_role("button", name=shown, exact=True).is_visible(), shown
    for hidden in ("Explain", "Pencil marks", "Fill candidates", "Solve"):
        assert not frame.get_by_role("button", name=hidden, exact=True).is_visible(), hidden
    frame.get_by_role("button", name="Hint", exact=True).click()
    first = wait_event(page, "sudoku:hint")[-1]
    assert set(first) == {"type", *api.PAGE_MESSAGES["sudoku:hint"]}
    assert first["kind"] == "step" and first["level"] == 1 and first["cells"] == []
    assert first["technique"] == inner.evaluate("document.body.dataset.hintTechnique")
    assert first["text"] == frame.get_by_role("region", name="Hint").text_content()
    frame.get_by_role("button", name="Hint", exact=True).click()
    second = wait_event(page, "sudoku:hint", since=1)[-1]
    assert second["level"] == 2 and second["cells"] and all(0 <= c < 81 for c in second["cells"])
    # the embedded page does not remember the work: a reload shows the host's puzzle afresh
    frame.get_by_role("button", name="Apply", exact=True).click()
    assert inner.evaluate("localStorage.getItem('sudoku-solver:work')") is None
    frame.get_by_role("button", name="Undo", exact=True).click()

    frame, inner = host(f"puzzle={EASY}")  # the default controls: no workspace at all
    assert not frame.locator("#work-panel").is_visible()
