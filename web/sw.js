// Service worker for offline use. A template: build.py fills in the build id and the file list
// (every file of dist/, with the exact ?v= URLs the page requests), so each deploy is a new cache.
// - install: download every file into the cache "sudoku-<build>" (revalidating the HTTP cache),
//   then take over at once (skipWaiting);
// - activate: delete every other "sudoku-" cache (older deploys);
// - navigations (index.html with any query): network first, the cached index.html when offline;
// - the listed files: cache first, matched on the exact URL, query included (the Python code and
//   config have content hashes in their names or ?v=, so a new index.html never gets old code);
// - anything else: left to the network.
// Every file's SHA-256 (of the bytes the page gets, i.e. the dist/ file) is listed too: a cached
// response is checked before it is served, and one that does not match (a cache some script of
// this origin replaced, or a broken write) is deleted and fetched again, and cached again only when
// the network's copy matches (a copy of another build is served, not cached: see `outdated`).
// When the network's index.html names another build, this worker is outdated (a new deploy whose
// worker is still installing): it then goes to the network first for everything, so a new page
// never mixes old runtime files with new ones; offline, its cache is still one consistent build.
"use strict";
const BUILD = "{{build}}";
const CACHE = "sudoku-" + BUILD;
const FILES = {{files}};
const HASHES = {{hashes}};
const INDEX = new URL("index.html", self.registration.scope).href;
const URLS = new Set(FILES.map((f) => new URL(f, self.registration.scope).href));
const EXPECTED = new Map(Object.entries(HASHES).map(([f, hash]) => [new URL(f, self.registration.scope).href, hash]));
let outdated = false;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES.map((f) => new Request(f, { cache: "no-cache" })));
    for (const request of await cache.keys()) {  // a copy of another build (a deploy under way): not kept
      const response = await cache.match(request);
      if (!(await genuine(request.url, response))) await cache.delete(request);
    }
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("sudoku-") && name !== CACHE) await caches.delete(name);
    }
  })());
});

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

// True when `response` holds the bytes this build shipped at `url` (or the file is not listed).
async function genuine(url, response) {
  const expected = EXPECTED.get(url.split("#")[0]);
  if (!expected) return true;
  try {
    return hex(await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer())) === expected;
  } catch (err) {
    return false;
  }
}

// The cached copy of `request` when it is genuine; a tampered one is deleted (then undefined).
async function cachedGenuine(cache, request) {
  const cached = await cache.match(request);
  if (!cached) return undefined;
  if (await genuine(typeof request === "string" ? request : request.url, cached)) return cached;
  await cache.delete(request);
  return undefined;
}

async function navigate(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const text = await response.clone().text();
      const match = text.match(/<meta name="sudoku-build" content="([^"]*)">/);
      if (match && match[1] !== BUILD) outdated = true;
      return response;
    }
    if (response.status < 500) return response;
  } catch (err) {
    // offline: fall back to the cached page
  }
  // offline: this build's page (if outdated, still a consistent page: its files come from this cache)
  const cached = await cachedGenuine(await caches.open(CACHE), INDEX);
  return cached || Response.error();
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cachedGenuine(cache, request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && (await genuine(request.url, response))) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (err) {
    const cached = await cachedGenuine(await caches.open(CACHE), request);
    if (cached) return cached;
    throw err;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(request));
  } else if (URLS.has(request.url)) {
    event.respondWith(outdated ? networkFirst(request) : cacheFirst(request));
  }
});
