"""The practice room's worker, from the page's side: start it, give it a job, hear its messages, end it.

The learner's code runs in a module Web Worker (``practice_worker.js``) with a Python of its own,
so the page never waits on it. The worker is made from a ``blob:`` URL holding one line,
``import "<practice_worker.js>"``: a blob worker takes the page's Content-Security-Policy, so the
learner's code can reach nothing outside the page's origin. It loads the whole standard library
(``python_stdlib_full.zip``, fetched the first time Practice runs code; the page's own Python
has a trimmed one).

Ending is ``terminate()``: immediate, whatever the code is doing (Stop, or a case that runs past its
time without writing to the board). A new worker is started for the next job; starting one takes
a second or two, which the page says.
"""

from __future__ import annotations

import asyncio
import json

from pyscript import window
from pyscript.ffi import create_proxy, to_js


def _absolute(path: str) -> str:
    return str(window.URL.new(path, window.location.href).href)


class PracticeRunner:
    """One worker at a time. ``on_message(message: dict, data: bytes | None)`` gets the harness's
    messages; ``on_failed(text)`` a worker that could not start or broke."""

    def __init__(self, urls: dict, on_message, on_failed):
        self.urls = urls            # {"worker", "index", "stdlib", "web_zip"}: paths from the page
        self.on_message = on_message
        self.on_failed = on_failed
        self.worker = None
        self.ready = None           # asyncio.Future: True once the worker's Python is up
        self.busy = False
        self._proxy = create_proxy(self._on_event)
        self._error_proxy = create_proxy(self._on_error)

    @property
    def started(self) -> bool:
        return self.worker is not None and self.ready is not None and self.ready.done() and self.ready.result()

    def start(self):
        """Start a worker (when none is running); ``await self.ready`` to know it is up."""
        if self.worker is not None:
            return
        self.ready = asyncio.get_event_loop().create_future()
        source = f'import {json.dumps(_absolute(self.urls["worker"]))};'
        blob = window.Blob.new(to_js([source]), to_js({"type": "text/javascript"}, dict_converter=window.Object.fromEntries))
        url = window.URL.createObjectURL(blob)
        self.worker = window.Worker.new(url, to_js({"type": "module", "name": "practice"},
                                                   dict_converter=window.Object.fromEntries))
        window.URL.revokeObjectURL(url)
        self.worker.addEventListener("message", self._proxy)
        self.worker.addEventListener("error", self._error_proxy)
        init = {"type": "init", "indexURL": _absolute(self.urls["index"]),
                "stdLibURL": _absolute(self.urls["stdlib"]), "webZip": _absolute(self.urls["web_zip"])}
        self.worker.postMessage(to_js(init, dict_converter=window.Object.fromEntries))

    def run(self, job: dict):
        """Send a job (see ``practice_harness.run_job``); the worker must be ready."""
        self.busy = True
        message = {"type": "run", "job": json.dumps(job)}
        self.worker.postMessage(to_js(message, dict_converter=window.Object.fromEntries))

    def stop(self):
        """End the worker at once (what it was running is lost)."""
        if self.worker is not None:
            self.worker.terminate()
            self.worker = None
        if self.ready is not None and not self.ready.done():
            self.ready.set_result(False)
        self.busy = False

    def _settle(self, ok: bool):
        if self.ready is not None and not self.ready.done():
            self.ready.set_result(ok)

    def _on_error(self, event):
        message = str(getattr(event, "message", "") or "error")
        self.stop()
        self.on_failed(message)

    def _on_event(self, event):
        data = event.data
        kind = str(data.type)
        if kind == "ready":
            self._settle(True)
        elif kind == "failed":
            message = str(data.message)
            self.stop()
            self.on_failed(message)
        elif kind == "idle":
            self.busy = False
            self.on_message({"type": "idle"}, None)
        elif kind == "msg":
            try:
                message = json.loads(str(data.text))
            except ValueError:
                return  # not the harness's (the learner's code can post too): ignored
            if not isinstance(message, dict):
                return
            chunk = getattr(data, "data", None)  # absent (undefined) when the message has no writes
            self.on_message(message, bytes(chunk.to_py()) if chunk else None)
