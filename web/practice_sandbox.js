// The practice room's sandbox frame: the relay between the page and the worker that runs the
// learner's code. build.py puts this script inline in practice_sandbox.html (allowed by its hash in
// both Content-Security-Policies); the page loads that document into
// <iframe sandbox="allow-scripts" srcdoc=...>, WITHOUT allow-same-origin, so this frame and its
// worker live in an opaque origin: no Cache Storage, IndexedDB, localStorage or storage directory
// of the site, no BroadcastChannel to it, and (the frame's own CSP) no network.
//
// The learner's code runs in the worker, never in this realm: it can post messages to the relay but
// cannot reach its variables. The relay passes on only messages of the worker's shapes with fields
// of the right JavaScript types and sizes, and at most a budget per second (a flood of messages
// cannot drown the page); the page checks everything again (sudoku_web/practice_protocol.py).
//
// Messages, page -> relay (only from the parent window): {type: "files", files: {name: ArrayBuffer},
// webZip} (once: the relay makes Blobs and starts the worker), {type: "run", job}.
// Relay -> page: {type: "loaded"}, {type: "ready"}, {type: "failed", message},
// {type: "msg", text, hex?} (the worker's; its board writes as hex text), {type: "dropped", count} (messages over the budget).
"use strict";
(() => {
  const page = window.parent;
  const TEXT_CAP = 1 << 20;           // characters of one message's JSON text
  const DATA_CAP = 16 << 20;          // bytes of one message's board writes
  // Passed on per second. The page's MicroPython takes 30-180 ms to read a message of 1 MB, so
  // 24 MB a second (the budget before) kept its main thread busy for as long as the code ran (a
  // flood of such messages: the page frozen for seconds, a case ended up to 20 s late); the
  // harness sends at most about 1 MB (an end) and 1 MB of writes in a second.
  const BUDGET = { messages: 400, bytes: 4 << 20 };
  const TYPES = { "wasm": "application/wasm", "mjs": "text/javascript", "json": "application/json" };
  let worker = null;
  let windowStart = 0;
  let sent = { messages: 0, bytes: 0 };
  let dropped = 0;

  function toPage(message, transfer) {
    page.postMessage(message, "*", transfer || []);  // an opaque origin cannot name the page's
  }

  function withinBudget(size) {
    const now = performance.now();
    if (now - windowStart >= 1000) {
      if (dropped) toPage({ type: "dropped", count: dropped });
      windowStart = now;
      sent = { messages: 0, bytes: 0 };
      dropped = 0;
    }
    if (sent.messages >= BUDGET.messages || sent.bytes + size > BUDGET.bytes) {
      dropped += 1;
      return false;
    }
    sent.messages += 1;
    sent.bytes += size;
    return true;
  }

  // Board writes go to the page as hex text: the page's MicroPython reads a JS string in one copy
  // (bytes.fromhex), where a Uint8Array would be read one element at a time through its proxy.
  const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

  function hex(bytes) {
    const parts = [];
    for (let i = 0; i < bytes.length; i += 8192) {
      let chunk = "";
      const end = Math.min(bytes.length, i + 8192);
      for (let j = i; j < end; j++) chunk += HEX[bytes[j]];
      parts.push(chunk);
    }
    return parts.join("");
  }

  function fromWorker(event) {
    const msg = event.data;
    if (typeof msg !== "object" || msg === null) return;
    const type = msg.type;
    if (type === "msg") {
      const text = msg.text;
      const data = msg.data;
      if (typeof text !== "string" || text.length > TEXT_CAP) return;
      if (data !== undefined && !(data instanceof Uint8Array && data.length <= DATA_CAP)) return;
      if (!withinBudget(text.length + (data ? data.length : 0))) return;
      if (data) {
        toPage({ type: "msg", text, hex: hex(data) });
      } else {
        toPage({ type: "msg", text });
      }
    } else if (type === "ready") {
      if (withinBudget(0)) toPage({ type: "ready" });
    } else if (type === "failed") {
      if (withinBudget(0)) toPage({ type: "failed", message: String(msg.message).slice(0, 2000) });
    }
  }

  function start(files, webZip) {
    const blobs = {};
    for (const [name, buffer] of Object.entries(files)) {
      blobs[name] = new Blob([buffer], { type: TYPES[name.split(".").pop()] || "application/octet-stream" });
    }
    worker = new Worker(URL.createObjectURL(blobs["practice_worker.js"]), { name: "practice" });
    worker.addEventListener("message", fromWorker);
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      toPage({ type: "failed", message: String(event.message || "error").slice(0, 2000) });
    });
    worker.postMessage({ type: "init", blobs, webZip });
  }

  window.addEventListener("message", (event) => {
    if (event.source !== page) return;
    const msg = event.data;
    if (typeof msg !== "object" || msg === null) return;
    if (msg.type === "files" && worker === null) {
      try {
        start(msg.files, String(msg.webZip));
      } catch (err) {
        toPage({ type: "failed", message: String((err && err.message) || err) });
      }
    } else if (msg.type === "run" && worker !== null && typeof msg.job === "string") {
      worker.postMessage({ type: "run", job: msg.job });
    }
  });
  toPage({ type: "loaded" });
})();
