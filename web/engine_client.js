// The page's side of the engine worker (issue 31): window.sudokuEngine, for the page's Python to
// await. boot.js loads this module at navigation when <html data-engine="worker">, so Pyodide
// starts in the worker (engine_worker.js) while the page paints and takes input.
//
//   sudokuEngine.ready      a Promise: resolves when the current worker can take jobs (a new
//                           one after each respawn); rejects when it failed to start
//   sudokuEngine.state      "starting" | "ready" | "failed" (also <html data-engine-state>)
//   sudokuEngine.onstate    optional callback(state) on every change
//   sudokuEngine.request(job, argsJson, onProgress?) -> {id, promise}
//                           promise: the job's JSON text (a result, or {"error": {code, message,
//                           cells, details}}: a SudokuError's fields); onProgress(progressJson)
//   sudokuEngine.cancel(id) -> Promise<void>: a queued job is dropped; the running one ends by
//                           terminating the worker (a fresh one starts at once). Either way its
//                           promise rejects with Error("cancelled").
//   sudokuEngine.forget(id) -> void: for an answer no longer wanted but no hurry to stop (a
//                           tutor window of a trace the page closed): a queued job is dropped;
//                           the running one goes on to its end unheard, not replaced (a fresh
//                           worker costs seconds). Either way its promise rejects with
//                           Error("cancelled") at once.
// Requests wait in order until the worker is ready, and go to it one at a time. A worker that
// crashes rejects every pending request (Error("engine crashed: ...")) and is started again; one
// that fails to start stays "failed" until the next request tries again.
const WORKER_URL = new URL("./engine_worker.js?v={{hash:engine_worker.js}}", import.meta.url);

let worker = null;
let state = "starting";
let nextId = 1;
let running = null;           // the request the worker is running
const waiting = [];           // requests not yet sent, in order
let readyHooks = null;
let everReady = false;        // the current worker said "ready": an error before that is a failed start

const engine = {
  ready: null,
  get state() { return state; },
  onstate: null,
  request,
  cancel,
  forget,
};

function setState(next) {
  state = next;
  document.documentElement.dataset.engineState = next;
  if (typeof engine.onstate === "function") {
    try { engine.onstate(next); } catch (err) { console.error("sudokuEngine.onstate:", err); }
  }
}

function newReady() {
  engine.ready = new Promise((resolve, reject) => { readyHooks = { resolve, reject }; });
  engine.ready.catch(() => {});  // a failed start is seen through state and requests, not an unhandled rejection
}

function spawn() {
  if (worker) worker.terminate();
  newReady();
  setState("starting");
  everReady = false;
  worker = new Worker(WORKER_URL, { type: "module" });
  const me = worker;
  me.onmessage = (event) => { if (me === worker) onMessage(event.data); };
  me.onerror = (event) => {
    if (me !== worker) return;
    event.preventDefault();
    // before its first "ready" (its script did not load, say): a failed start, state "failed" until
    // the next request tries again; never a respawn at once (that would loop for good)
    crashed(event.message || "the worker stopped", !everReady);
  };
}

function onMessage(message) {
  if (!message) return;
  if (message.type === "state") {
    if (message.state === "ready") {
      performance.mark("sudoku-engine-ready");  // for the benchmarks (bench/bench_engine_worker.py)
      everReady = true;
      setState("ready");
      readyHooks.resolve();
      sendNext();
    } else if (message.state === "crashed") {
      crashed(message.message || "the engine broke");
    } else {
      crashed(message.message || "the engine did not start", true);
    }
    return;
  }
  const req = running;
  if (!req || message.id !== req.id) return;  // a message of a job no longer wanted
  if (message.type === "progress") {
    if (req.onProgress) {
      try { req.onProgress(message.data); } catch (err) { console.error("sudokuEngine progress:", err); }
    }
    return;
  }
  running = null;
  req.resolve(message.data);  // a result, or the job's {"error": ...}: the page decodes both
  sendNext();
}

function sendNext() {
  if (state !== "ready" || running || !waiting.length) return;
  running = waiting.shift();
  worker.postMessage({ id: running.id, job: running.job, args: running.args });
}

function crashed(reason, atStart = false) {
  const error = new Error("engine crashed: " + reason);
  const lost = running ? [running, ...waiting.splice(0)] : waiting.splice(0);
  running = null;
  if (worker) worker.terminate();
  worker = null;
  readyHooks.reject(error);
  for (const req of lost) req.reject(error);
  if (atStart) {
    setState("failed");   // the next request starts a worker again
  } else {
    spawn();
  }
}

function request(job, argsJson = "{}", onProgress = null) {
  const id = nextId++;
  let hooks;
  const promise = new Promise((resolve, reject) => { hooks = { resolve, reject }; });
  waiting.push({ id, job: String(job), args: typeof argsJson === "string" ? argsJson : JSON.stringify(argsJson),
                 onProgress, resolve: hooks.resolve, reject: hooks.reject });
  if (state === "failed") spawn();
  else sendNext();
  return { id, promise };
}

async function cancel(id) {
  const at = waiting.findIndex((req) => req.id === id);
  if (at >= 0) {
    waiting.splice(at, 1)[0].reject(new Error("cancelled"));
    return;
  }
  if (!running || running.id !== id) return;  // finished already, or never asked: nothing to end
  const req = running;
  running = null;
  spawn();    // terminates the worker at once; the fresh one takes the waiting requests when ready
  req.reject(new Error("cancelled"));
}

function forget(id) {
  const at = waiting.findIndex((req) => req.id === id);
  if (at >= 0) {
    waiting.splice(at, 1)[0].reject(new Error("cancelled"));
    return;
  }
  if (!running || running.id !== id) return;
  running.onProgress = null;                // it runs on, unheard; its answer then frees the worker
  running.reject(new Error("cancelled"));   // (a later resolve of a settled promise does nothing)
}

window.sudokuEngine = engine;
spawn();
