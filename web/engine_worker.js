// The engine worker (issue 31): Pyodide in a module Web Worker, started at navigation, doing every
// long job (solve, count, hints, Explain, rating, generating, the tutor's traces, the race) so the
// page's main thread never waits for Python. Glue only: the jobs are Python
// (sudoku_jobs/jobs.py), their results' wire form too (sudoku_jobs/wire.py); the page talks to this
// worker through engine_client.js (window.sudokuEngine).
//
// Everything comes from this site (build.py fills in the zips' hashed names): Pyodide from
// ./pyscript/pyodide/, the core and the jobs as zips unpacked into /home/pyodide/engine.
// Messages, page -> worker: {id, job, args} (args: JSON text). Worker -> page:
//   {type: "state", state: "ready"}                  once the jobs are importable;
//   {type: "state", state: "failed", message}       when Pyodide or the zips could not start;
//   {type: "state", state: "crashed", message}      the interpreter broke in a job (after that
//                                                   job's error): the page starts a new worker;
//   {id, type: "progress", data}                    JSON text, at most every PROGRESS_MS (but
//                                                   the reports a job must deliver: race rows);
//   {id, type: "result", data} / {id, type: "error", data}   JSON text: the job's result, or
//                                                   {"error": {code, message, cells, details}}.
// One job at a time: a request that arrives while one runs waits its turn (the client sends one at
// a time anyway). There is no cancelling inside: the page ends this worker and starts a new one.
import { loadPyodide } from "./pyscript/pyodide/pyodide.mjs";

const ZIPS = ["{{sudoku_core_zip}}", "{{sudoku_jobs_zip}}"];
const LOCK = {{pyodide_lock_stub}};
const ENGINE_DIR = "/home/pyodide/engine";
const PROGRESS_MS = 80;   // progress messages: about ten a second (the jobs report every 0.1 s)
const queue = [];
let runJson = null;
let busy = false;

function errorText(code, message) {
  return JSON.stringify({ error: { code, message, cells: [], details: {} } });
}

function runOne({ id, job, args }) {
  let last = -Infinity;
  const progress = (text, keep) => {  // keep: a report that must arrive (a race's row)
    const now = performance.now();
    if (!keep && now - last < PROGRESS_MS) return;
    last = now;
    self.postMessage({ id, type: "progress", data: String(text) });
  };
  try {
    const argsText = typeof args === "string" ? args : JSON.stringify(args ?? {});
    const out = String(runJson(String(job), argsText, progress));
    self.postMessage({ id, type: out.startsWith('{"error":') ? "error" : "result", data: out });
  } catch (err) {  // jobs.run_json answers every Python error itself: this is the interpreter failing
    const message = String((err && err.message) || err);
    self.postMessage({ id, type: "error", data: errorText("internal", message) });
    broken(message);
  }
}

// An interpreter that failed outside Python's own errors (a fatal error, memory) is not trusted
// with another job: the page is told, and starts a fresh worker.
function broken(message) {
  runJson = null;
  queue.length = 0;
  self.postMessage({ type: "state", state: "crashed", message });
  self.close();
}

function pump() {
  if (!runJson || busy) return;
  busy = true;
  try {
    while (queue.length && runJson) runOne(queue.shift());
  } finally {
    busy = false;
  }
}

self.onmessage = (event) => {
  const message = event.data;
  if (!message || message.id === undefined || typeof message.job !== "string") return;
  queue.push(message);
  pump();
};

async function start() {
  const here = self.location.href;
  // The lock file lists Pyodide's 357 packages (22 KB brotli); this worker loads none of them, so
  // it gets the lock's header alone (build.py writes it in) and no request.
  const py = await loadPyodide({ indexURL: new URL("./pyscript/pyodide/", here).href, lockFileContents: LOCK });
  for (const name of ZIPS) {
    const response = await fetch(new URL(name, here)).catch((err) => {
      throw new Error(`${name}: ${(err && err.message) || err}`);  // which file, in the message
    });
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
    py.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: ENGINE_DIR });
  }
  py.runPython(`import sys\nsys.path.insert(0, "${ENGINE_DIR}")\nimport sudoku_jobs.jobs`);
  runJson = py.pyimport("sudoku_jobs.jobs").run_json;
  self.postMessage({ type: "state", state: "ready" });
  pump();
}

start().catch((err) => {
  self.postMessage({ type: "state", state: "failed", message: String((err && err.message) || err) });
});
