"""How long the page's main thread is blocked: the longest task, from navigation to ready and
through a scripted session (issue 31's measure; bench_web.py prints it beside a bare Pyodide page).

A long task is one the browser reports through a ``longtask`` PerformanceObserver (any task over
50 ms). While one runs, a tap, a keystroke or a scroll waits, so the longest one is the page's
worst freeze. The observer is installed before the page's own scripts (an init script), with
``buffered`` so the first tasks of the boot are seen too.

The session, each step timed on its own, on the page as a user drives it:
typing digits into cells, pasting a puzzle, Solve of the hardest example, Hint (with Apply) on a
puzzle whose first placement needs a dynamic forcing chain (SER 9+), Explain of that puzzle,
Generate a fresh puzzle at the hardest level, the tutor's Play, and a practice Submit.
"""

from __future__ import annotations

OBSERVE_JS = """
window.__longTasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
} catch (e) {}
"""
# SER 9.1 in SE 1.2.1 (se121_reference.tsv, norvig_top95+hardest11): its first placement
# already needs a dynamic forcing chain, so pressing Hint and Apply reaches one in a few presses.
SER9 = "9.4..5...25.6..1..31......8.7...9...4..26......147....7.......2...3..8.6.4.....9."
HARDEST = "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97.."
HEAVY = ("chain", "nishio", "nested", "forcing", "cycle")
PASTE_JS = """(line) => {
    const dt = new DataTransfer();
    dt.setData('text/plain', line);
    document.body.dispatchEvent(new ClipboardEvent('paste', {clipboardData: dt, bubbles: true, cancelable: true}));
}"""


def _now(page) -> float:
    return page.evaluate("performance.now()")


def _longest(page, start: float, end: float | None = None) -> float:
    """The longest task that began in [start, end) (milliseconds; 0 when none passed 50 ms)."""
    tasks = page.evaluate("window.__longTasks")
    return max([d for s, d in tasks if s >= start and (end is None or s < end)] or [0.0])


def _wait(page, condition: str, timeout: float = 300_000) -> None:
    page.wait_for_function(condition, timeout=timeout)


def boot_longest(page, url: str, mark: str) -> tuple:
    """Navigate and wait for ``mark``: (longest task before it, the mark's time), milliseconds."""
    page.add_init_script(OBSERVE_JS)
    page.goto(url)
    _wait(page, "document.body.dataset.ready === '1'")
    ready = page.evaluate("(m) => performance.getEntriesByName(m)[0].startTime", mark)
    return _longest(page, 0.0, ready + 1), ready


def _step(page, results: dict, name: str, action) -> None:
    start = _now(page)
    note = action()
    page.wait_for_timeout(100)  # a task that ends the step is reported a moment later
    results[name] = (_longest(page, start), note)


def session(page) -> dict:
    """Drive the ready page through the scripted session: {step: (longest task ms, note)}."""
    results: dict = {}

    def typing():
        page.evaluate(PASTE_JS, "." * 81)
        page.locator("#board input").first.click()
        for key in "123456789":
            page.keyboard.press(key)
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Control+z")
        return "9 digits, then undo"

    def paste():
        page.evaluate(PASTE_JS, HARDEST)
        return "the hardest example"

    def solve():
        page.evaluate("delete document.body.dataset.solveMs")
        page.click("#solve")
        _wait(page, "document.body.dataset.solveMs !== undefined")
        return f"{float(page.evaluate('document.body.dataset.solveMs')):.0f} ms"

    def hints():
        page.evaluate(PASTE_JS, SER9)
        _wait(page, "document.body.dataset.hintLevel === '0'")
        shown = []
        for _ in range(12):
            page.click("#hint")
            _wait(page, "document.body.dataset.hintLevel === '1'")
            technique = page.evaluate("document.body.dataset.hintTechnique")
            shown.append(technique)
            if any(word in technique for word in HEAVY):
                break
            page.click("#apply")
            _wait(page, "document.body.dataset.hintLevel === '0'")
        return f"{len(shown)} hints, last {shown[-1]}"

    def explain():
        page.evaluate(PASTE_JS, SER9)
        page.evaluate("delete document.body.dataset.explainSteps")
        page.click("#explain")
        _wait(page, "document.body.dataset.explainSteps")
        return f"{page.evaluate('document.body.dataset.explainSteps')} steps"

    def generate():
        page.select_option("#new-level", index=page.locator("#new-level option").count() - 1)
        page.click("#new-fresh")
        _wait(page, "document.body.dataset.generating === '1'", 10_000)
        _wait(page, "document.body.dataset.generating === '0'")
        return page.locator("#new-level").input_value()

    def tutor():
        page.click("#tab-tutor")
        page.click("#t-play")
        page.wait_for_timeout(3000)
        page.click("#t-play")
        page.click("#tab-solver")
        return "3 s of Play"

    def practice():
        page.click("#tab-practice")
        _wait(page, "!document.querySelector('#p-submit').disabled", 120_000)
        page.click("#p-submit")
        _wait(page, "document.body.dataset.practiceRunning === '1'", 60_000)
        _wait(page, "document.body.dataset.practiceRunning === '0'")
        page.click("#tab-solver")
        return "the starter code"

    for name, action in (("typing", typing), ("paste", paste), ("Solve (hardest example)", solve),
                         ("Hint + Apply (SER 9.1)", hints), ("Explain (SER 9.1)", explain),
                         ("Generate (hardest level)", generate), ("tutor Play", tutor),
                         ("practice Submit", practice)):
        try:
            _step(page, results, name, action)
        except Exception as error:  # a step that cannot run is reported, not fatal to the run
            results[name] = (float("nan"), f"not measured: {type(error).__name__}: {str(error)[:80]}")
    return results
