"""The page's way to the engine worker: every long job (solve, count, hint, explain, rate, generate,
tutor traces, race) is asked of ``window.sudokuEngine`` (web/engine_client.js), never run here.

Issue 31: the page's own Python runs on the main thread under MicroPython, which has no room for
the core's long searches; Pyodide runs them in a worker (``sudoku_jobs.jobs``). Only JSON text
crosses to JavaScript (no proxies of Python objects, which the two interpreters would not share),
and each answer comes back decoded by ``sudoku_jobs.wire`` into the light objects the page's
modules read. Written in the subset MicroPython 1.28 and CPython share.

    state()                 "starting" | "ready" | "failed"
    on_state(callback)      callback(state) on every change (several callbacks may listen)
    off_state(callback)     no more calls
    request(job, args, on_progress=None) -> Request
        await req.result()  the decoded result (wire's decoder for the job; rate gives
                            ``rating`` and ``scale``, race the list of rows); raises Cancelled after req.cancel(), SudokuError
                            for an error answer (its code, message, cells and details), and
                            EngineFailed when the worker broke or could not start
        req.waiting         True while the engine is not ready yet ("Starting the solver…")
        req.cancel()        ends the job at once (sudokuEngine.cancel(id)); the page stays as it was
        req.forget()        drops it when queued, else lets it finish unheard (sudokuEngine.forget(id))

The engine object is found on ``window`` when first needed (boot.js loads engine_client.js at
navigation, so it is normally there before this module runs); ``use(host)`` puts another in its
place (the unit tests' fake).
"""

import json

from sudoku_jobs import wire

#: Each job's decoder (``sudoku_jobs.wire``); a job not named here gives its decoded JSON as is.
DECODERS = {
    "solve": wire.decode_solve,
    "count": wire.decode_count,
    "hint": lambda data: wire.decode_hint(data["hint"]),
    "explain": wire.decode_explain,
    "rate": lambda data: wire.Light(rating=None if data["rating"] is None else wire.decode_rating(data["rating"]),
                                    scale=data.get("scale", "")),
    "generate": wire.decode_generated,
    "tutor_trace": wire.decode_trace,
    "race": lambda data: [wire.decode_race_row(row) for row in data["rows"]],
}

#: How often a request asked before engine_client.js has loaded looks for it again (seconds).
LOOK_AGAIN = 0.05

_host = {"engine": None, "listeners": [], "hooked": None}


class Cancelled(Exception):
    """The request was cancelled (``Request.cancel()``): nothing to show, nothing changed."""


class EngineFailed(Exception):
    """The worker broke while running the job, or could not start (its message says which)."""


def use(host):
    """Talk to ``host`` (an object shaped like ``window.sudokuEngine``) from now on; None goes back
    to looking on ``window``."""
    _host["engine"] = host
    _host["hooked"] = None
    if host is not None and _host["listeners"]:
        _hook(host)


def _find():
    """``window.sudokuEngine``, or None while engine_client.js has not run yet."""
    if _host["engine"] is not None:
        return _host["engine"]
    try:
        from pyscript import window

        host = getattr(window, "sudokuEngine", None)
    except Exception:  # noqa: BLE001 - no browser (a test without a fake): no engine
        return None
    if host is None or not _is_object(host):
        return None
    _host["engine"] = host
    if _host["listeners"]:
        _hook(host)
    return host


def _is_object(value):
    """False for JavaScript's undefined and null, however the interpreter hands them over."""
    try:
        return value is not None and str(type(value).__name__) not in ("JsNull", "undefined", "NoneType") \
            and bool(getattr(value, "request", None))
    except Exception:  # noqa: BLE001
        return False


def state():
    """The engine's state: "starting" (also before engine_client.js has loaded), "ready", "failed"."""
    host = _find()
    if host is None:
        return "failed" if _client_failed() else "starting"
    return str(host.state)


def _client_failed():
    """True when boot.js could not load engine_client.js (it sets <html data-engine-state="failed">):
    no ``window.sudokuEngine`` will ever come."""
    if _host["engine"] is not None:
        return False
    try:
        from pyscript import document

        return str(getattr(document.documentElement.dataset, "engineState", "")) == "failed"
    except Exception:  # noqa: BLE001 - no browser (a test without a fake): not failed
        return False


def _changed(new_state):
    for callback in list(_host["listeners"]):
        try:
            callback(str(new_state))
        except Exception as error:  # noqa: BLE001 - one listener's fault must not silence the others
            print("engine.on_state:", error)


def _hook(host):
    if _host["hooked"] is host:
        return
    _host["hooked"] = host
    try:
        from pyscript.ffi import create_proxy

        host.onstate = create_proxy(_changed)
    except ImportError:  # a fake in CPython calls Python functions directly
        host.onstate = _changed


def on_state(callback):
    """Call ``callback(state)`` on every change of the engine's state."""
    _host["listeners"].append(callback)
    host = _find()
    if host is not None:
        _hook(host)


def off_state(callback):
    """Stop calling ``callback`` (given to :func:`on_state`)."""
    if callback in _host["listeners"]:
        _host["listeners"].remove(callback)


def _proxy(function):
    try:
        from pyscript.ffi import create_proxy

        return create_proxy(function)
    except ImportError:
        return function


class Request:
    """One job asked of the engine: ``await result()``, ``cancel()``, ``waiting``."""

    def __init__(self, job, args, on_progress=None):
        self.job = job
        self.args_json = json.dumps(args if args is not None else {})
        self.on_progress = on_progress
        self.id = None
        self.cancelled = False
        self.finished = False
        self._host = None
        self._promise = None
        self._progress_proxy = None
        host = _find()
        if host is not None:
            self._send(host)

    def _send(self, host):
        self._host = host
        self._progress_proxy = _proxy(self._progress)
        handle = host.request(self.job, self.args_json, self._progress_proxy)
        self.id = handle.id
        self._promise = handle.promise

    def _drop_proxy(self):
        """The request ended: its progress callback's proxy is released (none in CPython)."""
        proxy, self._progress_proxy = self._progress_proxy, None
        destroy = getattr(proxy, "destroy", None) if proxy is not None else None
        if destroy is not None and proxy is not self._progress:
            try:
                destroy()
            except Exception as error:  # noqa: BLE001 - a proxy already gone: nothing to free
                print("engine proxy:", error)

    def _progress(self, text):
        if self.on_progress is None or self.cancelled or self.finished:
            return
        try:
            self.on_progress(json.loads(str(text)))
        except Exception as error:  # noqa: BLE001 - a report's fault must not end the job
            print("engine progress:", error)

    @property
    def waiting(self):
        """True while the engine is not ready to run this job yet (it runs when it is)."""
        return not self.finished and not self.cancelled and state() != "ready"

    def cancel(self):
        """End the job now: a queued one is dropped, a running one's worker is replaced."""
        self._end(forget=False)

    def forget(self):
        """No longer wanted, but no need to stop it now: a queued job is dropped, a running one
        finishes in the worker unheard (``cancel`` replaces the worker instead: seconds of
        Pyodide starting again). ``result()`` then raises Cancelled, as after ``cancel``."""
        self._end(forget=True)

    def _end(self, forget):
        if self.finished or self.cancelled:
            return
        self.cancelled = True
        if self._host is not None and self.id is not None:
            # each called on its object (MicroPython: a JS function taken out of it loses ``this``)
            if forget:
                self._host.forget(self.id)
            else:
                self._host.cancel(self.id)
        self._drop_proxy()

    async def result(self):
        """The decoded result (see the module's docstring for what it raises)."""
        if self._promise is None:
            import asyncio

            while self._promise is None and not self.cancelled:
                if _client_failed():     # engine_client.js did not load: no engine will come
                    self.finished = True
                    raise EngineFailed("engine crashed: the engine client did not load")
                await asyncio.sleep(LOOK_AGAIN)
                host = _find()
                if host is not None and not self.cancelled:
                    self._send(host)
        if self.cancelled:
            raise Cancelled()
        try:
            text = await self._promise
        except Exception as error:  # noqa: BLE001 - a JavaScript rejection, in either interpreter
            self._drop_proxy()
            if self.cancelled:
                raise Cancelled()
            self.finished = True
            raise EngineFailed(_message(error))
        self._drop_proxy()
        if self.cancelled:
            raise Cancelled()
        self.finished = True
        return decode(self.job, json.loads(str(text)))


def _message(error):
    text = str(error)
    return text or type(error).__name__


def decode(job, data):
    """A job's answer, decoded; an error answer raised as the SudokuError it was."""
    error = wire.error_of(data)
    if error is not None:
        raise error
    decoder = DECODERS.get(job)
    return decoder(data) if decoder is not None else data


def request(job, args, on_progress=None):
    """Ask the engine for ``job`` with ``args`` (a dict, sent as JSON): a :class:`Request`."""
    return Request(job, args, on_progress)
