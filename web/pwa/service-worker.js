// The app's service worker (built to /sw.js by scripts/build/service-worker.ts, which fills in
// the build's VERSION and its list of files). It makes repeat visits fast and gives an Arabic
// offline page; it never touches what must stay live or private.
//
// - Precached at install: the app shell, the offline page, the entry's files and the fonts.
// - /assets/* (hashed names, never changed in place): cache first, filled as they are fetched.
// - Pages: the network first, and each page that answers 200 is kept (the latest PAGE_LIMIT of
//   them); without a network a page already kept opens as it was, and any other page gets the
//   Arabic offline page. Nothing here is ever stored as a redirected response: Chromium refuses
//   one for a page load (the server answers /offline.html with a redirect to /offline), so such
//   an answer is stored as a plain copy of its body.
// - Never cached, never answered here: /api, the room's WebSocket (/ws), uploads, the admin and
//   blog admin screens, and anything from another origin.
// - A new deploy ships a new VERSION: the new worker installs beside the old one, takes over at
//   once (skipWaiting + clients.claim) and deletes the old caches, so no page mixes two builds'
//   files (hashed assets of the old build stay fetchable from the network meanwhile).

const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const CACHE = `majlis-${VERSION}`;
/** Pages as they were last opened; per build, so a page never outlives the files it names. */
const PAGES = `majlis-pages-${VERSION}`;
const PAGE_LIMIT = 30;
const OFFLINE_PAGE = "/offline.html";
const NEVER = /^\/(api|ws|uploads|attached_assets|admin|blogadmin|cdn-cgi)(\/|$|\?)/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(PRECACHE.map((path) => precache(cache, path))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("majlis-") && key !== CACHE && key !== PAGES).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (request.headers.get("Upgrade") === "websocket") return;

  if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/icons/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.mode === "navigate") event.respondWith(networkFirstPage(event));
});

/** A response the cache may hand to a page load: a redirected one becomes a plain copy of its body. */
async function unredirected(response) {
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Fetches one precache entry afresh and stores it under its own address; a failed answer fails the install. */
async function precache(cache, path) {
  const response = await fetch(new Request(path, { cache: "reload" }));
  if (!response.ok) throw new Error(`precache ${path}: ${response.status}`);
  await cache.put(path, await unredirected(response));
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) cache.put(request, await unredirected(response.clone()));
  return response;
}

async function networkFirstPage(event) {
  const request = event.request;
  let response;
  try {
    response = await fetch(request);
  } catch {
    return offlinePage(request);
  }
  // Kept for the next time without a network: a whole page of ours, never a redirect or an error.
  if (response.status === 200 && response.type === "basic" && !response.redirected) {
    const copy = response.clone();
    event.waitUntil(caches.open(PAGES).then((pages) => pages.put(pageKey(request), copy).then(() => trim(pages))));
  }
  return response;
}

/** The page as it was last opened; else the precached home for "/"; else the Arabic offline page. */
async function offlinePage(request) {
  const kept = await (await caches.open(PAGES)).match(pageKey(request));
  if (kept) return kept;
  const cache = await caches.open(CACHE);
  const home = new URL(request.url).pathname === "/" ? await cache.match("/") : undefined;
  return home ?? (await cache.match(OFFLINE_PAGE)) ?? Response.error();
}

/** A page's address without its #fragment. */
function pageKey(request) {
  const url = new URL(request.url);
  url.hash = "";
  return url.href;
}

/** Forgets the pages opened longest ago beyond PAGE_LIMIT (a cache lists its keys oldest first). */
async function trim(pages) {
  const keys = await pages.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - PAGE_LIMIT)).map((key) => pages.delete(key)));
}
