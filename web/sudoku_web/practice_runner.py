"""The practice room's worker, from the page's side: start it in a sandbox, give it a case, hear it,
end it.

The learner's code runs in a Web Worker with a Python of its own (``practice_worker.js``), so the
page never waits on it. The worker lives inside a hidden ``<iframe sandbox="allow-scripts">``
(``practice_sandbox.html``, put in as ``srcdoc``) WITHOUT ``allow-same-origin``: an opaque origin,
where the site's Cache Storage, IndexedDB, localStorage and storage directory do not exist, and
whose Content-Security-Policy allows no network. So nothing a learner runs can reach the site's
storage (replace a cached file, read saved work) or send anything anywhere.

An opaque origin cannot fetch the site's files, so the page fetches them (same origin, through the
service worker: it works offline, and the service worker checks each file's hash) and hands them
to the frame, which makes Blobs and the worker. The bytes are kept, so a new worker starts without
a download. The frame's relay script (``practice_sandbox.js``) is a realm the learner's code cannot
reach: a message is taken only when its ``source`` is that frame's window.

Ending is removing the frame: immediate, whatever the code is doing, and whatever messages it
queued are gone with it. Starting one takes a second or two (Pyodide), which the page says.
"""

from __future__ import annotations

import asyncio
import gc
import json

from pyscript import document, window
from pyscript.ffi import create_proxy, to_js

from .embed import js_object, same

#: the files the worker needs: (name the worker asks for, key of the page's urls, path in that folder)
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")


class Ready:
    """Whether a worker came up: set once (True, or False when it was stopped first). Not an
    asyncio Future: MicroPython's asyncio (the page's) has none; :meth:`wait` awaits it."""

    def __init__(self):
        self.value = None
        self.event = asyncio.Event()

    def done(self) -> bool:
        return self.value is not None

    def result(self):
        return self.value

    def set_result(self, value):
        if self.value is None:
            self.value = value
            self.event.set()

    async def wait(self, timeout: float) -> bool:
        """The value, once set; raises asyncio.TimeoutError after ``timeout`` seconds."""
        await asyncio.wait_for(self.event.wait(), timeout)
        return self.value


def _js(value):
    return js_object(value)


class PracticeRunner:
    """One worker at a time. ``on_message(text, data: bytes | None)`` gets the worker's messages
    (untrusted: the page checks them); ``on_failed(text)`` a worker that could not start or broke."""

    def __init__(self, urls: dict, on_message, on_failed):
        self.urls = urls            # {"worker", "sandbox", "index", "stdlib", "web_zip"}: page paths
        self.on_message = on_message
        self.on_failed = on_failed
        self.frame = None
        self.ready = None           # Ready: True once the worker's Python is up
        self.files = None           # JS object: name -> ArrayBuffer (kept for the next worker)
        self.srcdoc = None
        self.web_zip = self.urls["web_zip"].rsplit("/", 1)[-1]
        self._proxy = create_proxy(self._on_event)
        window.addEventListener("message", self._proxy)

    @property
    def started(self) -> bool:
        return self.frame is not None and self.ready is not None and self.ready.done() and self.ready.result()

    def start(self):
        """Start a worker (when none is running); ``await self.ready`` to know it is up."""
        if self.frame is not None:
            return
        self.ready = Ready()
        frame = document.createElement("iframe")
        frame.setAttribute("sandbox", "allow-scripts")   # never allow-same-origin: an opaque origin
        frame.setAttribute("aria-hidden", "true")
        frame.setAttribute("tabindex", "-1")
        frame.title = "practice sandbox"
        frame.hidden = True
        frame.className = "practice-sandbox"
        self.frame = frame
        asyncio.create_task(self._open(frame))

    async def _fetch(self, url: str, text: bool = False):
        response = await window.fetch(url)
        if not response.ok:
            raise OSError(f"{url}: HTTP {response.status}")
        return await (response.text() if text else response.arrayBuffer())

    async def _load(self):
        """The frame's document and the worker's files, fetched once (the service worker has them)."""
        if self.files is not None:
            return
        urls = self.urls
        index = urls["index"].rstrip("/") + "/"
        named = {"practice_worker.js": urls["worker"], "python_stdlib_full.zip": urls["stdlib"],
                 self.web_zip: urls["web_zip"]}
        for name in PYODIDE_FILES:
            named[name] = index + name
        names = list(named)
        buffers = await asyncio.gather(*(self._fetch(named[name]) for name in names))
        self.srcdoc = await self._fetch(urls["sandbox"], text=True)
        self.files = window.Object.fromEntries(to_js([[name, buffer] for name, buffer in zip(names, buffers)]))

    async def _open(self, frame):
        try:
            await self._load()
        except Exception as err:  # noqa: BLE001 - a file the page could not fetch: said
            if frame is self.frame:
                self._fail(str(err) or type(err).__name__)
            return
        if frame is not self.frame:
            return  # stopped meanwhile
        frame.srcdoc = self.srcdoc
        document.body.append(frame)

    def run(self, job: dict):
        """Send a job (one case, see ``practice_harness.run_job``); the worker must be ready."""
        self._post({"type": "run", "job": json.dumps(job)})

    def stop(self):
        """End the worker at once (its frame is removed: what it was running, and any message it
        queued, are gone)."""
        if self.frame is not None:
            self.frame.remove()
            self.frame = None
        if self.ready is not None and not self.ready.done():
            self.ready.set_result(False)

    def _post(self, message: dict):
        target = self.frame.contentWindow if self.frame is not None else None
        if target is not None:  # (a cross-origin Window's proxy is falsy: compare with None)
            target.postMessage(_js(message), "*")  # an opaque origin has no name

    def _fail(self, message: str):
        self.stop()
        self.on_failed(message)

    def _on_event(self, event):
        frame = self.frame
        if frame is None or not same(event.source, frame.contentWindow):
            return  # not our sandbox's relay (the relay is the only sender from that window)
        data = event.data
        try:
            kind = str(data.type)
        except Exception:  # noqa: BLE001 - not an object
            return
        if kind == "loaded":
            self._post({"type": "files", "files": self.files, "webZip": self.web_zip})
        elif kind == "ready":
            if self.ready is not None and not self.ready.done():
                self.ready.set_result(True)
        elif kind == "failed":
            self._fail(str(data.message)[:2000])
        elif kind == "msg":
            try:
                self._on_msg(data)
            except MemoryError:   # writes beyond what the page's heap holds: that chunk is dropped
                gc.collect()      # (the verdict still comes with the end message), never a traceback

    def _on_msg(self, data):
        text = data.text
        writes = getattr(data, "hex", None)  # absent (undefined) when the message has no writes
        if not isinstance(text, str):
            return
        try:
            # hex text from the relay: one copy into MicroPython (a Uint8Array's proxy is read
            # element by element, about 3 ms per KB)
            raw = bytes.fromhex(writes) if writes is not None else None
        except MemoryError:
            raise
        except Exception:  # noqa: BLE001 - not hex: the check below drops the message
            raw = b"\0"
        self.on_message(text, raw)
