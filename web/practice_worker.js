// The practice room's Web Worker: a Python of its own (Pyodide) that runs the learner's code, so
// an endless loop never freezes the page. Glue only: the harness is Python
// (sudoku_web/practice_harness.py); the page drives it (sudoku_web/practice_runner.py) through the
// sandbox frame's relay (practice_sandbox.js), which starts this worker from a blob: URL.
//
// It runs in an OPAQUE origin (the sandbox frame has no allow-same-origin): the site's Cache
// Storage, IndexedDB, localStorage and storage directory do not exist for it, and the frame's
// Content-Security-Policy (which this blob worker takes) allows no network at all. So it loads
// nothing by URL: the relay hands it the files as Blobs, and Pyodide's few fetches (wasm, stdlib)
// are answered from them by a stand-in fetch, removed once Python is up.
//
// Everything this worker says is untrusted: the learner's code shares its Python and may post
// anything. The page checks every message (sudoku_web/practice_protocol.py).
// Messages, relay -> worker: {type: "init", blobs: {name: Blob}, webZip}, {type: "run", job};
// worker -> relay: {type: "ready"}, {type: "failed", message}, {type: "msg", text, data}.
"use strict";

const BASE = "https://practice.invalid/";  // a name only: no request ever goes there
let runJob = null;

function post(text, data) {
  if (data) {
    const copy = new Uint8Array(data);  // our own buffer (not a view of Python's memory), moved
    self.postMessage({ type: "msg", text, data: copy }, [copy.buffer]);
  } else {
    self.postMessage({ type: "msg", text });  // no data: None on the Python side
  }
}

async function start(blobs, webZip) {
  const networkFetch = self.fetch;
  const url = (name) => URL.createObjectURL(blobs[name]);
  self.fetch = async (input) => {
    const name = String((input && input.url) || input).split("?")[0].split("/").pop();
    if (!blobs[name]) throw new TypeError(`practice worker: no file ${name}`);
    return new Response(blobs[name]);
  };
  try {
    const { loadPyodide } = await import(url("pyodide.mjs"));
    const createPyodideModule = (await import(url("pyodide.asm.mjs"))).default;
    const py = await loadPyodide({
      indexURL: BASE, stdLibURL: BASE + "python_stdlib_full.zip", packageBaseUrl: BASE,
      lockFileContents: await blobs["pyodide-lock.json"].text(), createPyodideModule,
    });
    py.unpackArchive(await blobs[webZip].arrayBuffer(), "zip", { extractDir: "/home/pyodide/judge" });
    py.runPython("import sys; sys.path.insert(0, '/home/pyodide/judge')");
    return py.pyimport("sudoku_web.practice_harness").worker_main;
  } finally {
    self.fetch = networkFetch;
  }
}

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.type === "init" && runJob === null) {
    try {
      runJob = await start(msg.blobs, msg.webZip);
      self.postMessage({ type: "ready" });
    } catch (err) {
      self.postMessage({ type: "failed", message: String((err && err.message) || err) });
    }
  } else if (msg.type === "run" && runJob) {
    try {
      runJob(msg.job, post);
    } catch (err) {
      self.postMessage({ type: "failed", message: String((err && err.message) || err) });
    }
  }
};
