"""Entry point of the page: PyScript runs this file under MicroPython (``mpy``) once the zips are
unpacked; the long jobs run in the engine worker (sudoku_web.engine, web/engine_worker.js).

Two gaps of PyScript's MicroPython side are closed here, before the page's modules import
``pyscript``. Its ``window`` is the ``js`` module itself, on which a method called (``addEventListener``,
``setTimeout``) gets the wrong ``this`` ("Illegal invocation"): the page gets ``js.window``, the
real global object. MicroPython's asyncio has no ``ensure_future``: ``create_task`` stands in. And
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

from sudoku_web.app import start  # noqa: E402

app = start()
