"""Entry point of the page: PyScript runs this file under MicroPython (``mpy``) once the zips are
unpacked; the long jobs run in the engine worker (sudoku_web.engine, web/engine_worker.js).

Gaps of PyScript's MicroPython side are closed here, before the page's modules import
``pyscript``. Its ``window`` is the ``js`` module itself, on which a method called (``addEventListener``,
``setTimeout``) gets the wrong ``this`` ("Illegal invocation"): the page gets ``js.window``, the
real global object. MicroPython keeps one proxy per JavaScript function, and once a function is
called as a method (``window.setTimeout(f, ms)``: the page's long press) that proxy passes its
first argument as ``this`` whenever it is called with no object in front, as the ``js`` module's
functions are (``js.setTimeout(f, ms)``, ``from js import ...``): ``setTimeout`` then runs on ``f``
("Illegal invocation") and a function that ignores ``this`` silently loses its first argument.
MicroPython's asyncio schedules itself with ``js.setTimeout`` / ``js.clearTimeout`` (after the
first long-press timer every ``await`` broke) and PyScript's ``fetch`` calls ``js.fetch`` (broken
once the practice runner called ``window.fetch``): every loaded module's ``js`` becomes
``js.window`` (a real object, so the calls are method calls). The page's own Python calls JavaScript functions on their objects
only (``window.setTimeout``, ``document.getElementById``: a method taken into a variable stays
bound to its object), never through the ``js`` module. MicroPython's asyncio has no ``ensure_future``: ``create_task`` stands in. And
MicroPython's ``inspect.signature`` does not read bound methods, and PyScript's ``when`` asks it
whether a handler takes the event. Every handler the page wires is written ``on_x(self,
event=None)``, so a bound method is said to take it."""

import inspect

_signature = inspect.signature


class _TakesEvent:
    parameters = {"event": None}


def signature(function):
    try:
        return _signature(function)
    except NotImplementedError:
        return _TakesEvent()


inspect.signature = signature

import asyncio  # noqa: E402

if not hasattr(asyncio, "ensure_future"):  # MicroPython's asyncio: create_task takes coroutines only, as we pass
    asyncio.ensure_future = asyncio.create_task

import pyscript  # noqa: E402

if getattr(pyscript.window, "window", None) is not None:
    pyscript.window = pyscript.window.window

import sys  # noqa: E402

import js  # noqa: E402

try:  # MicroPython's asyncio (webassembly port) schedules with js.setTimeout / js.clearTimeout
    import asyncio.core  # noqa: F401
except ImportError:
    pass
if getattr(js, "window", None) is not None:  # every library module's js (asyncio.core, pyscript.fetch)
    for _module in list(sys.modules.values()):
        if _module is not js and getattr(_module, "js", None) is js:
            _module.js = js.window



def breathe():
    """A macrotask yield (a timer's promise): the browser paints and handles input between two
    start-up steps, so no single task runs long (issue 31). MicroPython's ``asyncio.sleep(0)``
    need not leave the task."""
    return pyscript.window.Promise.new(lambda resolve, reject: pyscript.window.setTimeout(resolve, 0))


# The page's modules in groups, the heaviest first (each import runs its module once), then the
# app made and started step by step: the start-up is many short tasks, not one long one (boot.js
# ends PyScript's own start with a yield, so the lines above begin a task of their own). The
# variant readers are imported here too, though only a paste needs them: every paste asks them
# first whether the text is a variant's, and importing them then made the first paste a long task.
for _group in (("sudoku_web.grid", "sudoku_web.context"), ("sudoku_web.solver_panel",),
               ("sudoku_web.workspace_panel",), ("sudoku_web.logic_panel",), ("sudoku_web.new_puzzle_panel",),
               ("sudoku_web.play_panel", "sudoku_web.start_panel"), ("sudoku_web.stats_panel", "sudoku_web.daily_panel"),
               ("sudoku_web.modes", "sudoku_web.language"), ("sudoku_web.settings_panel", "sudoku_web.menu_panel"),
               ("sudoku_web.colour_panel", "sudoku_web.pad_panel"), ("sudoku_web.variant_panel",),
               ("sudoku_core.variants.formats",),
               ("sudoku_web.embed", "sudoku_web.app")):
    for _name in _group:
        __import__(_name)
    await breathe()  # noqa: F704 - PyScript runs main.py with top-level await

from sudoku_web.app import App  # noqa: E402

app = App()
for _step in app.start_steps():
    await breathe()  # noqa: F704
    _step()
