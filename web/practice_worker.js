// The practice room's Web Worker: a Python of its own (Pyodide) that runs the learner's code, so
// an endless loop never freezes the page; the page ends this worker (terminate) to stop it.
// Glue only: the harness is Python (sudoku_web/practice_harness.py), the page drives it
// (sudoku_web/practice_runner.py). The page starts this module from a blob: URL that imports it,
// so the page's Content-Security-Policy applies here too (requests stay on the page's origin).
// Messages, page -> worker: {type: "init", indexURL, stdLibURL, webZip}, {type: "run", job};
// worker -> page: {type: "ready"}, {type: "failed", message}, {type: "msg", text, data}, {type: "idle"}.
import { loadPyodide } from "./pyscript/pyodide/pyodide.mjs";

let runJob = null;

function post(text, data) {
  if (data) {
    const copy = new Uint8Array(data);  // our own buffer (not a view of Python's memory), moved
    self.postMessage({ type: "msg", text, data: copy }, [copy.buffer]);
  } else {
    self.postMessage({ type: "msg", text });  // no data: None on the Python side
  }
}

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.type === "init") {
    try {
      const py = await loadPyodide({ indexURL: msg.indexURL, stdLibURL: msg.stdLibURL });
      const zip = await (await fetch(msg.webZip)).arrayBuffer();
      py.unpackArchive(zip, "zip", { extractDir: "/home/pyodide/judge" });
      py.runPython("import sys; sys.path.insert(0, '/home/pyodide/judge')");
      runJob = py.pyimport("sudoku_web.practice_harness").worker_main;
      self.postMessage({ type: "ready" });
    } catch (err) {
      self.postMessage({ type: "failed", message: String(err && err.message || err) });
    }
  } else if (msg.type === "run" && runJob) {
    try {
      runJob(msg.job, post);
    } catch (err) {
      self.postMessage({ type: "failed", message: String(err && err.message || err) });
    }
    self.postMessage({ type: "idle" });
  }
};
