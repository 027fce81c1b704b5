"""The page's address, read once: every URL parameter the page understands, in one object.

Pure Python (no DOM): ``read_options(get)`` takes a ``get(name) -> str | None`` lookup (the page
passes URLSearchParams; tests pass ``dict.get``). The parameters are a public contract, listed in
docs/url-parameters-and-contract.md ("URL parameters"): to add one, add a field here, read it in
``read_options``, and use ``options.<field>`` where it matters.

boot.js applies two of these rules before Python starts (the first paint's layout): the tutor rule
(``opens_tutor``) and the embed controls; tests/web_unit/test_options.py runs boot.js's copies
against these.
"""

from __future__ import annotations

from sudoku_core.values import FrozenValue

from . import embed_api

#: The algorithm the tutor shows when the address names none (boot.js's fullPageURL repeats it).
DEFAULT_ALGO = "bitmask"


class PageOptions(FrozenValue):
    FIELDS = ("puzzle", "algo", "step", "mode", "lang", "code", "judge", "work", "variant", "embed",
              "opens_tutor", "opens_practice")
    FACTORIES = {"embed": embed_api.Options}

    puzzle: str | None = None     # ?puzzle=: a puzzle in any format the core reads
    algo: str | None = None       # ?algo= (or the embed spelling ?algorithm=): the tutor's algorithm
    step: str | None = None       # ?step=N: the tutor's step (checked by tutor_view.parse_step)
    mode: str | None = None       # ?mode=tutor opens the tutor (an embed option that works anywhere)
    lang: str | None = None       # ?lang=: en, zh, zh-CN...
    code: str | None = None       # ?code= (or #code=): code for the practice room's editor (never run by itself)
    judge: str | None = None      # ?judge=leetcode|luogu: the practice room's template
    work: str | None = None       # ?work=: the player's entries, marks and colours (work_link; with ?puzzle=)
    variant: str | None = None    # ?variant=: a variant puzzle (an ISS string, f-puzzles link or JSON...; wins over ?puzzle=)
    embed: embed_api.Options  # ?embed=1 and its options
    # The page opens in the tutor when the address has ?algo=, ?algorithm= or ?step= (even empty),
    # or ?mode=tutor (boot.js's opensTutor applies the same rule to the first paint).
    opens_tutor: bool = False
    # ... and in the practice room for ?mode=practice, ?code=, #code= or ?judge= (when it does not open
    # the tutor; boot.js's opensPractice applies the same rule).
    opens_practice: bool = False


#: A practice link longer than this (characters) carries the code in the fragment (``#code=``):
#: common servers and proxies refuse request lines over ~8 KB, and a fragment is never sent.
LINK_LIMIT = 8000


def code_link(base: str, judge: str, code: str, quote) -> str:
    """A link that opens ``code`` in the practice room with ``judge``'s template: ``?code=`` when
    the whole link fits in ``LINK_LIMIT`` characters, else ``#code=``. ``quote`` percent-encodes a
    value (encodeURIComponent on the page)."""
    query = f"{base}?judge={quote(judge)}"
    link = f"{query}&code={quote(code)}"
    return link if len(link) <= LINK_LIMIT else f"{query}#code={quote(code)}"


def read_options(get, fragment_get=None) -> PageOptions:
    """Every parameter from ``get(name)``, which returns None for an absent one; ``fragment_get``
    reads the address's fragment the same way (``#code=``, for code too long for a query)."""
    algo, algorithm, step, mode = get("algo"), get("algorithm"), get("step"), get("mode")
    code = get("code")
    if code is None and fragment_get is not None:
        code = fragment_get("code")
    opens_tutor = algo is not None or algorithm is not None or step is not None or mode == "tutor"
    return PageOptions(
        puzzle=get("puzzle"),
        algo=algo or algorithm,
        step=step,
        mode=mode,
        lang=get("lang"),
        code=code,
        judge=get("judge"),
        work=get("work"),
        variant=get("variant") or None,   # (an empty ?variant= from a host's template leaves ?puzzle= in charge)
        embed=embed_api.parse_options(get),
        opens_tutor=opens_tutor,
        opens_practice=not opens_tutor and (mode == "practice" or code is not None or get("judge") is not None),
    )
