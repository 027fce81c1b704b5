"""Embed mode (``?embed=1``): the postMessage API and the height reports. DOM glue only.

The compact layout, ``controls=`` and ``theme=`` are applied by boot.js before Python starts (no
flash of page chrome); the shapes and options are in ``embed_api`` (pure Python, the contract).

- A host message sent before Python listened (boot.js kept it) is handled right after
  ``sudoku:ready``, in order, as if it came then.
- Every host message is checked (``embed_api.check_message``): only from ``window.parent`` (and from
  ``origin=`` when given), a plain object of an accepted shape; anything else is ignored, with a
  console.debug line at most.
- The page posts to ``window.parent`` with targetOrigin ``origin=`` when given, else "*": everything
  it sends is public puzzle data (the grid, the verdict, the tutor's step).
- ``origin=`` is normalised (``embed_api.normalize_origin``); when it names no origin the page fails
  closed: it posts nothing, obeys nothing, and says so in an alert (never falls back to "*").
- Height: a ResizeObserver on the document element posts ``sudoku:height`` when the height changes.
- Tutor steps: the tutor's ``tutor_step`` event (sent when its position, algorithm or puzzle
  changes) posts ``sudoku:step``.

It knows the page through the context (``ctx``: status line, mode, grid, events) and three actions
the app hands it (load a puzzle, solve, open the tutor); nothing else of the app.
"""

from __future__ import annotations

import json
import math

from pyscript import document, window
from pyscript.ffi import create_proxy

from sudoku_core import find_conflicts, format_puzzle
from sudoku_core.values import FrozenValue

from . import embed_api as api
from .reading import link_puzzle, read_puzzle, shorten
from .strings import t, t_n

MAX_KEYS = 8


_PLAIN = (str, int, float, bool, list, tuple, dict, type(None))


def js_object(message: dict):
    """A message for ``postMessage``: a plain JS object. Its JSON-able entries go through JSON
    (MicroPython's ``to_js`` takes no ``dict_converter``, and its dicts would not arrive as
    objects); entries already JS values (a buffer, an object of files) are set as they are."""
    if not isinstance(message, dict):  # a list or a value: all JSON (as i31-base's js_object)
        return window.JSON.parse(json.dumps(message))
    plain = {k: v for k, v in message.items() if isinstance(v, _PLAIN)}
    obj = window.JSON.parse(json.dumps(plain))
    for key, value in message.items():
        if key not in plain:
            window.Reflect.set(obj, key, value)
    return obj


def same(a, b):
    """JavaScript's Object.is (identity of two JS objects, e.g. windows)."""
    return bool(getattr(window.Object, "is")(a, b))


class Actions(FrozenValue):
    """What a host page may ask of the page, as the app wires it."""

    FIELDS = ("load", "solve", "open_tutor", "tutor", "share", "read_variant", "load_variant", "load_marks")

    load: object         # (puzzle, message) -> None: put a puzzle on the board
    solve: object        # () -> None: switch to the solver and solve, unless a solve is running
    open_tutor: object   # () -> TutorPanel: switch to the tutor and return it
    tutor: object        # () -> TutorPanel | None: the tutor panel if it was ever opened
    share: object = None  # () -> str: Share's link (the board's puzzle and the work on it)
    read_variant: object = None   # (text) -> Variant | None (classic text): the variant readers, as a paste
    load_variant: object = None   # (variant, message_key) -> None: a variant on the board
    load_marks: object = None     # (text, said, wrong, refused) -> bool: a pencil-mark grid, as a paste


def start_embed(ctx, options, actions):
    """Set up embed mode when the address asks for it (``options``: embed_api.Options); return
    the Embed or None."""
    if not options.embed:
        return None
    embed = Embed(ctx, options, actions)
    embed.start()
    return embed


def early_messages() -> list:
    """The host's messages boot.js kept before Python listened (its item 10), in order; boot.js
    keeps none after this call."""
    return list(window.sudokuEarlyMessages()) if hasattr(window, "sudokuEarlyMessages") else []


PRIMITIVES = ("[object String]", "[object Number]", "[object Boolean]", "[object Null]", "[object Undefined]")


def js_kind(value) -> str:
    """Object.prototype.toString of a JS value ("[object Object]", "[object String]", ...)."""
    return str(window.Object.prototype.toString.call(value))


def plain_message(data):
    """A received JS value as a flat dict of primitives, or None (not a plain object, nested, large).

    Read on the JS side (toString tags, then JSON), so it is the same on MicroPython, whose JS
    values are not Pyodide's JsProxy."""
    if data is None or isinstance(data, (str, int, float, bool)):
        return None
    if js_kind(data) != "[object Object]":
        return None
    size = window.sudokuJsonLength(data)   # measured in JS: a huge field is never read into Python
    if type(size) is not int or not 0 <= size <= api.MAX_MESSAGE_CHARS:
        return None
    keys = [str(k) for k in window.Object.keys(data)]
    if len(keys) > MAX_KEYS:
        return None
    for key in keys:
        if js_kind(window.Reflect.get(data, key)) not in PRIMITIVES:
            return None  # no message has nested objects, arrays or functions
    try:
        out = json.loads(str(window.JSON.stringify(data)))
    except Exception:  # e.g. a getter that throws
        return None
    return out if isinstance(out, dict) else None


#: sudoku:error's English message for a host's solve that gave no verdict, by its code.
REFUSED = {
    "paused": "The board is paused: nothing is solved until it is resumed.",
    "conflict": "The grid breaks a rule (the highlighted cells): fix it first.",
    "not_solved": "The solve gave no verdict (cancelled, stopped or failed; the status line says why).",
    "classic_only": "The tutor knows classic rules only: load a classic puzzle to step through its search.",
    "busy": "A solve is already running or about to start: its answer comes as sudoku:solved; ask again after it.",
}


class Embed:
    def __init__(self, ctx, options, actions):
        self.ctx = ctx
        self.options = options
        self.actions = actions
        self.last_height = None
        self._proxies = []
        self.answers = 0              # sudoku:solved sent so far (a host's solve with none: refused)
        self.early = []               # host messages sent before Python listened (early_messages)
        self.full_extra = None        # the full page link's other parameters (lang, theme, algo...)
        ctx.events.on("solved", self.solved)
        ctx.events.on("work_changed", self.follow_board)
        ctx.events.on("board_changed", self.follow_board)
        ctx.events.on("tutor_step", self.on_tutor_step)
        ctx.events.on("hint_shown", self.on_hint)
        ctx.events.on("practice_verdict", self.on_verdict)
        ctx.events.on("language", self.relabel)

    # ----- out: page -> host -----------------------------------------------------------------
    def post(self, message):
        target = self.options.target_origin
        if target is None or same(window.parent, window):
            return  # origin= names no origin: nothing leaves the page
        try:
            window.parent.postMessage(js_object(message), target)
        except Exception as err:  # e.g. origin= does not match the host: nothing to tell
            window.console.debug(f"sudoku embed: postMessage failed: {err}")

    def on_resize(self, *args):
        height = math.ceil(document.documentElement.getBoundingClientRect().height)
        if height != self.last_height:
            self.last_height = height
            self.post({"type": "sudoku:height", "height": height})

    def announce_ready(self):
        self.post({"type": "sudoku:ready", "v": api.PROTOCOL,
                   "mode": {"tutor": "tutor", "practice": "practice"}.get(self.ctx.mode, "solve"), "size": self.ctx.grid.size})
        self.on_resize()
        self.follow_board()
        for event in self.early:   # sent before Python listened: handled now, in order, as if just sent
            self.on_message(event)

    def solved(self, outcome):
        """After each solve verdict (the ``solved`` event)."""
        self.answers += 1
        result = outcome.result
        self.post({
            "type": "sudoku:solved",
            "status": result.status,
            "solution": format_puzzle(result.solution) if result.solution is not None else None,
            "nodes": result.stats.nodes,
            "ms": round(outcome.wall * 1000, 3),
        })

    def follow_board(self, **_):
        """The "Open the full page" link follows the board: the puzzle (or variant) and the work on
        it now, as Share gives them (boot.js set it once, to the address's puzzle)."""
        link = document.getElementById("open-full")
        if link is None or self.actions.share is None:
            return
        if self.full_extra is None:
            query = str(link.href).split("#")[0].partition("?")[2]
            self.full_extra = [p for p in query.split("&") if p and p.split("=")[0] not in ("puzzle", "variant", "work")]
        link.href = self.actions.share() + "".join("&" + p for p in self.full_extra)

    def refused(self, code=None):
        """A host's ``sudoku:solve`` that gave no verdict (the status line says why, in the page's
        language), or (``busy``) came while another solve ran: ``sudoku:error`` says so, so a host
        waiting for the answer does not wait on."""
        code = code or ("paused" if self.ctx.paused else "conflict" if self.ctx.check_conflicts() else "not_solved")
        self.post({"type": "sudoku:error", "code": code, "message": REFUSED[code]})

    def on_tutor_step(self, event, position, algorithm):
        grid = self.ctx.grid
        self.post(api.step_message(event, position, algorithm, grid.size, grid.symbols))

    def on_verdict(self, case, verdict, ms, writes, cell, line):
        self.post(api.verdict_message(case, verdict, ms, writes, cell, line))

    def on_hint(self, hint, level, text):
        cells = hint.cells if level >= 2 else ()  # level 1 says where to look, not which cells
        self.post(api.hint_message(hint.kind, hint.technique, level, cells, text))

    # ----- in: host -> page ------------------------------------------------------------------
    def on_message(self, event):
        if not same(event.source, window.parent) or same(event.source, window):
            return
        if not self.options.accepts(event.origin):
            return
        message = api.check_message(plain_message(event.data))
        if message is None:
            window.console.debug("sudoku embed: ignored a message of an unknown shape")
            return
        verb = message["type"][len(api.PREFIX):]
        getattr(self, "do_" + verb)(message)

    def do_load(self, message):
        # a link to this page (a Share link the host was given): the puzzle it carries, as a paste
        # reads it (it was "Unexpected character 't'")
        text = link_puzzle(message["puzzle"]) or message["puzzle"]
        if self.actions.load_marks is not None and len(text) <= api.MAX_PUZZLE_CHARS and \
                self.actions.load_marks(text, "embed_loaded_marks", "embed_bad_puzzle", self.refuse):
            return
        if self.load_variant(text):
            return
        reading = read_puzzle(text, self.ctx.grid.size)
        if reading.puzzle is None:
            size = self.ctx.grid.size
            self.ctx.say(lambda: t("embed_bad_puzzle", message=read_puzzle(text, size).message), "error")
            self.post({"type": "sudoku:error", "code": reading.code, "message": reading.english})
            return
        puzzle = reading.puzzle
        self.actions.load(puzzle, lambda: t_n("embed_loaded", puzzle.givens, givens=puzzle.givens))

    def refuse(self, err):
        """Tell the host why its puzzle was not loaded (``sudoku:error``, in English)."""
        self.post({"type": "sudoku:error", "code": err.code, "message": err.message})

    def load_variant(self, text) -> bool:
        """A variant's text (an f-puzzles link or JSON, an ISS string, ...; "any format", as a paste
        and ``?variant=`` take): loaded, or its error said and sent; False for a classic text."""
        if self.actions.read_variant is None or len(text) > api.MAX_PUZZLE_CHARS:
            return False   # (past the cap: the classic reader says so)
        from sudoku_core import SudokuError

        from .i18n import error_message

        try:
            variant = self.actions.read_variant(text)
        except SudokuError as err:
            size = self.ctx.grid.size
            self.ctx.say(lambda err=err: t("embed_bad_puzzle", message=error_message(err, size)), "error")
            self.refuse(err)
            return True
        if variant is None:
            return False
        if self.actions.load_variant(variant, "v_embed_loaded") is None:   # a side the page cannot draw (6x6): said
            from .strings import STRINGS

            self.post({"type": "sudoku:error", "code": "bad_size",
                       "message": STRINGS["en"]["v_size_unsupported"].format(size=variant.size)})
        return True

    def do_solve(self, message):
        self.actions.solve()

    def do_step(self, message):
        if not self.classic_only():
            self.actions.open_tutor().on_step()

    def do_play(self, message):
        if not self.classic_only():
            self.actions.open_tutor().play()

    def classic_only(self) -> bool:
        """A host's step or play refused (``sudoku:error``, the status line says why, the page stays):
        a variant on the board (``classic_only``: the tutor's searches know classic rules only) or
        givens that break a rule (``conflict``: the tutor has no search; the host got no answer)."""
        conflicts = [] if self.ctx.variant is not None else find_conflicts(self.ctx.givens())
        if self.ctx.variant is None and not conflicts:
            return False
        self.ctx.say_conflicts(conflicts, "fix_conflicts") if conflicts else self.ctx.say_t("v_classic_only", "warning")
        self.refused("conflict" if conflicts else "classic_only")
        return True

    def do_pause(self, message):
        tutor = self.actions.tutor()
        if tutor is not None:
            tutor.pause_if_playing()   # (also a Play sent in the same tick, not started yet)

    # ----- set-up ----------------------------------------------------------------------------
    def _proxy(self, fn):
        proxy = create_proxy(fn)
        self._proxies.append(proxy)  # kept alive as long as the page
        return proxy

    def show_origin_alert(self):
        """origin= names no origin: say so where it stays visible (an alert, in the page's language)."""
        box = document.getElementById("embed-alert")
        if box is None or self.options.bad_origin is None:
            return
        box.querySelector("p").textContent = t("embed_bad_origin", origin=shorten(self.options.bad_origin))
        box.hidden = False

    def relabel(self, announce=False):
        self.show_origin_alert()

    def start(self):
        document.body.classList.add("embed")
        document.body.dataset.embed = "1"
        if self.options.bad_origin is not None:
            document.body.dataset.embedOrigin = "invalid"
            self.show_origin_alert()
            window.console.warn("sudoku embed: origin= names no origin; no messages are sent or accepted")
        window.addEventListener("message", self._proxy(self.on_message))
        self.early = early_messages()   # (the same task as the listener: no message falls between)
        if hasattr(window, "ResizeObserver"):
            observer = window.ResizeObserver.new(self._proxy(self.on_resize))
            observer.observe(document.documentElement)
            self._proxies.append(observer)
