"""axe-core in the page: inject node_modules/axe-core/axe.min.js (same origin, no URL) and run it."""

from __future__ import annotations

from pathlib import Path

AXE_JS = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
# WCAG 2.0/2.1 A and AA rules plus axe's best practices (landmarks, headings, ...).
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]


def axe_violations(page, include=None, disable=()) -> list:
    """Run axe on the page (or on the ``include`` selector) and return its violations; ``disable``
    names rules not to run (each caller says why)."""
    if not page.evaluate("typeof window.axe === 'object'"):
        # served from the page's own origin: its Content-Security-Policy refuses inline scripts
        url = page.evaluate("new URL('__test_axe.js', location.href).href")
        page.route(url, lambda route: route.fulfill(body=AXE_JS.read_text(encoding="utf-8"),
                                                    content_type="text/javascript"))
        page.add_script_tag(url=url)
    return page.evaluate(
        """async ([include, tags, disable]) => {
            const result = await axe.run(include ? {include: [include]} : document,
                                         {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations'],
                                          rules: Object.fromEntries(disable.map(r => [r, {enabled: false}]))});
            return result.violations.map(v => ({
                id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.map(n => ({target: n.target.join(' '), summary: n.failureSummary})),
            }));
        }""",
        [include, TAGS, list(disable)],
    )


def readable(violations) -> str:
    lines = []
    for v in violations:
        lines.append(f"- {v['id']} ({v['impact']}): {v['help']}")
        for n in v["nodes"][:6]:
            lines.append(f"    {n['target']}: {' '.join(str(n['summary']).split())[:300]}")
        if len(v["nodes"]) > 6:
            lines.append(f"    ... and {len(v['nodes']) - 6} more")
    return "\n".join(lines)


def assert_no_violations(page, where: str, include=None, disable=()) -> None:
    violations = axe_violations(page, include, disable)
    assert not violations, f"axe found {len(violations)} violation(s) on {where}:\n{readable(violations)}"
