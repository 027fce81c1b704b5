"""JavaScript calls that may throw, made so that Python can catch the failure.

Under MicroPython (the page's main thread, issue 31) a JavaScript exception thrown by a function
Python calls is no Python exception: ``try``/``except`` never sees it, and it ends the whole event
handler as a page error, halfway through. So a call that may throw (a refused or full
``localStorage``, a host's message whose getter throws) goes through boot.js's
``window.sudokuTry``, which returns what happened, and a failure is raised here as
:class:`JsError`. Where ``sudokuTry`` is missing (CPython with the tests' stand-ins, Pyodide, which
turns JavaScript exceptions into Python ones) the call is made directly.
"""

import sys


class JsError(Exception):
    """The JavaScript call threw (its error's name, e.g. QuotaExceededError, SecurityError)."""


def _trier():
    """``window`` when it has ``sudokuTry`` and the interpreter needs it (MicroPython), else None."""
    if sys.implementation.name != "micropython":
        return None
    try:
        from pyscript import window
    except ImportError:
        return None
    return window if getattr(window, "sudokuTry", None) is not None else None


def call(target, name, *args):
    """``target.name(*args)``, or the property ``target.name`` when it is no function; raises
    JsError (MicroPython) or the exception itself (elsewhere) when it throws."""
    window = _trier()
    if window is None:
        member = getattr(target, name)
        return member(*args) if callable(member) else member
    outcome = window.sudokuTry(target, name, *args)
    if not outcome.ok:
        raise JsError(str(outcome.error))
    return outcome.value


class LocalStorage:
    """The browser's ``localStorage`` (getItem, setItem), each use through :func:`call`: refused
    storage (reading the property throws SecurityError) or a full one raises instead of
    escaping Python. ``storage.Storage`` catches both."""

    def __init__(self, window):
        self.window = window

    def _store(self):
        return call(self.window, "localStorage")

    def getItem(self, key):
        return call(self._store(), "getItem", key)

    def setItem(self, key, value):
        call(self._store(), "setItem", key, value)
