"""The README is a front door and ``docs/`` holds one file per topic: these tests keep the doors open.

Every Markdown link and image in README.md and docs/*.md (inline ``[text](target)``, reference
definitions ``[label]: target``, and ``href=`` / ``src=`` in HTML) whose target is relative must name
a file that exists, and a ``#anchor`` must be a heading of the target file (GitHub's slug) or an
explicit ``<a id=...>`` / ``<a name=...>`` there. Links to other sites (``http:``, ``https:``,
``mailto:``, any ``scheme:``) are not followed. Links inside fenced code blocks and inline code are
text, not links. The README stays within 250 lines and links every file of ``docs/``.

Pure Python (stdlib and pytest): it reads files only, so it runs anywhere the repository is checked
out (not inside Pyodide, where the docs are not present).
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path
from urllib.parse import unquote

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
README_MAX_LINES = 250

FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
ATX = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$")
SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
INLINE_CODE = re.compile(r"(`+)(?:.+?)\1")
# [text](target "title") and ![alt](target); the target may be <in angle brackets>.
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^>]*>|[^\s()]+(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:\"[^\"]*\"|'[^']*'|\([^)]*\)))?\s*\)")
REF_DEFINITION = re.compile(r"^ {0,3}\[([^\]]+)\]:\s*(<[^>]*>|\S+)")
REF_USE = re.compile(r"(?<![\]\\])\[((?:[^\[\]]|\[[^\[\]]*\])+)\]\[([^\[\]]*)\](?!\()")
HTML_ATTR = re.compile(r"<(?:a|img|source|link)\b[^>]*?\s(?:href|src)\s*=\s*(\"[^\"]*\"|'[^']*')", re.I)
HTML_ANCHOR = re.compile(r"<a\b[^>]*?\s(?:id|name)\s*=\s*(\"[^\"]*\"|'[^']*'|[^\s>]+)", re.I)
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def slug(heading: str) -> str:
    """GitHub's anchor for a heading's text (before de-duplication).

    Inline Markdown is reduced to its text (links to their text, code spans and emphasis to their
    content, HTML tags dropped), then: lower case, every character that is not a letter, a digit,
    a space, ``-`` or ``_`` removed, and each space turned into ``-``.
    """
    text = re.sub(r"!?\[((?:[^\[\]]|\[[^\[\]]*\])*)\]\([^)]*\)", r"\1", heading)
    text = re.sub(r"<[^>]+>", "", text)
    text = text.strip().lower()
    kept = []
    for char in text:
        if char in "-_ " or unicodedata.category(char)[0] in "LN" or unicodedata.category(char) == "Mn":
            kept.append(char)
    return "".join(kept).replace(" ", "-")


def prose_lines(text: str):
    """(line number, line) for every line outside fenced code blocks, inline code blanked out."""
    fence = None
    for number, line in enumerate(text.split("\n"), 1):
        opening = FENCE.match(line)
        if fence is None and opening:
            fence = opening.group(1)[0] * len(opening.group(1))
            continue
        if fence is not None:
            if line.lstrip().startswith(fence) and not line.strip().strip(fence[0]):
                fence = None
            continue
        yield number, INLINE_CODE.sub(lambda m: " " * len(m.group(0)), line)


def anchors(text: str) -> set[str]:
    """Every anchor a file offers: its headings' slugs (duplicates get -1, -2, ...) and <a id/name>."""
    seen: dict[str, int] = {}
    found: set[str] = set()

    def add(heading: str) -> None:
        base = slug(heading)
        if base in seen:
            seen[base] += 1
            found.add(f"{base}-{seen[base]}")
        else:
            seen[base] = 0
            found.add(base)

    previous = ""
    fence = None
    for line in text.split("\n"):
        opening = FENCE.match(line)
        if fence is None and opening:
            fence = opening.group(1)[0] * len(opening.group(1))
            previous = ""
            continue
        if fence is not None:
            if line.lstrip().startswith(fence) and not line.strip().strip(fence[0]):
                fence = None
            continue
        atx = ATX.match(line)
        if atx:
            add(re.sub(r"[ \t]+#+$", "", atx.group(2) or "").strip())
            previous = ""
            continue
        if (SETEXT.match(line) and previous.strip()
                and not re.match(r"^ {0,3}([-*+>|]|\d+[.)])", previous)):
            add(previous.strip())
            previous = ""
            continue
        for match in HTML_ANCHOR.finditer(line):
            found.add(match.group(1).strip("\"'"))
        previous = line
    return found


def links(text: str):
    """(line number, target) for every link, image, reference definition and HTML href/src."""
    for number, line in prose_lines(text):
        for match in INLINE_LINK.finditer(line):
            yield number, match.group(1).strip("<>")
        definition = REF_DEFINITION.match(line)
        if definition:
            yield number, definition.group(2).strip("<>")
        for match in HTML_ATTR.finditer(line):
            yield number, match.group(1).strip("\"'")


def reference_uses(text: str):
    """(line number, label) of every full reference link ``[text][label]`` (``[text][]`` uses text)."""
    for number, line in prose_lines(text):
        for match in REF_USE.finditer(line):
            yield number, (match.group(2) or match.group(1)).strip().lower()


def problems(files: list[Path], root: Path) -> list[str]:
    """Every broken relative link or anchor in ``files``, as ``path:line: target: why``."""
    out = []
    cache: dict[Path, set[str]] = {}
    for path in files:
        text = path.read_text(encoding="utf-8")
        where = path.relative_to(root).as_posix()
        for number, target in links(text):
            if SCHEME.match(target) or target.startswith("//"):
                continue
            address, _, anchor = target.partition("#")
            address = unquote(address.split("?", 1)[0])
            destination = (path.parent / address).resolve() if address else path.resolve()
            if not destination.exists():
                out.append(f"{where}:{number}: {target}: no such file {address!r}")
                continue
            if not anchor or destination.is_dir() or destination.suffix.lower() != ".md":
                continue
            if destination not in cache:
                cache[destination] = anchors(destination.read_text(encoding="utf-8"))
            if unquote(anchor) not in cache[destination]:
                out.append(f"{where}:{number}: {target}: no heading or <a id> {anchor!r} in "
                           f"{destination.relative_to(root).as_posix() if destination.is_relative_to(root) else destination}")
        labels = {m.group(1).strip().lower() for _, line in prose_lines(text)
                  if (m := REF_DEFINITION.match(line))}
        for number, label in reference_uses(text):
            if label not in labels:
                out.append(f"{where}:{number}: [{label}]: reference link without a definition")
    return out


def doc_files() -> list[Path]:
    return [README] + sorted(DOCS.glob("*.md"))


# --- the checker checks itself ----------------------------------------------------------------

@pytest.mark.parametrize("heading, expected", [
    ("The solver core: `sudoku_core`", "the-solver-core-sudoku_core"),
    ("Options (in the iframe's address)", "options-in-the-iframes-address"),
    ("Interface contract (stable: users, embedders and tests rely on it)",
     "interface-contract-stable-users-embedders-and-tests-rely-on-it"),
    ("Solve, then `--json`!", "solve-then---json"),
    ("The page (`bench_web.py`)", "the-page-bench_webpy"),
    ("语言 Language", "语言-language"),
    ("See [the index](README.md) *now*", "see-the-index-now"),
])
def test_slug_follows_github(heading, expected):
    assert slug(heading) == expected


def test_anchors_number_duplicates_and_skip_code():
    text = ("# Command line\n\n## Command line\n\n```\n# not a heading\n```\n\n"
            "Setext title\n============\n\n<a id=\"kept\"></a>\n## Command line ##\n")
    assert anchors(text) == {"command-line", "command-line-1", "command-line-2", "setext-title", "kept"}


def test_checker_finds_broken_links(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "topic.md").write_text("# Topic\n\n## Part one\n", encoding="utf-8")
    page = tmp_path / "README.md"
    page.write_text(
        "# Front\n\n"
        "[fine](docs/topic.md#part-one) [self](#front) ![pic](docs/topic.md) [web](https://x.example/#y)\n"
        "[no file](docs/missing.md)\n"
        "[no anchor](docs/topic.md#part-two)\n"
        "`[in code](docs/nowhere.md)`\n"
        "```\n[in a fence](docs/nowhere.md)\n```\n"
        "[ref]: docs/gone.md\n"
        "[undefined][nolabel]\n",
        encoding="utf-8")
    found = problems([page], tmp_path)
    assert [line.split(": ", 1)[0] for line in found] == [
        "README.md:4", "README.md:5", "README.md:10", "README.md:11"], found
    assert "docs/missing.md" in found[0] and "part-two" in found[1]


# --- the real files ---------------------------------------------------------------------------

def test_every_relative_link_and_anchor_resolves():
    broken = problems(doc_files(), ROOT)
    assert not broken, "broken links:\n" + "\n".join(broken)


def test_readme_is_short():
    lines = README.read_text(encoding="utf-8").count("\n")
    assert lines <= README_MAX_LINES, f"README.md has {lines} lines; at most {README_MAX_LINES} (move text into docs/)"


def test_readme_links_every_docs_file():
    linked = {(README.parent / unquote(target.partition("#")[0])).resolve()
              for _, target in links(README.read_text(encoding="utf-8"))
              if not SCHEME.match(target) and target.partition("#")[0]}
    missing = [path.name for path in sorted(DOCS.glob("*.md")) if path.resolve() not in linked]
    assert not missing, f"docs files the README does not link: {missing}"


def test_every_docs_file_starts_with_a_title():
    untitled = [path.name for path in sorted(DOCS.glob("*.md"))
                if not path.read_text(encoding="utf-8").startswith("# ")]
    assert not untitled, f"docs files that do not start with '# Title': {untitled}"
