// The app's service worker (built to /sw.js by scripts/build/service-worker.ts, which fills in
// the build's VERSION and its list of files). It makes repeat visits fast and gives an Arabic
// offline page; it never touches what must stay live or private.
//
// - Precached at install: the app shell, the offline page, the entry's files and the fonts.
// - /assets/* (hashed names, never changed in place): cache first, filled as they are fetched.
// - Pages: the network first; without a network, the cached home page for "/" and the Arabic
//   offline page for everything else (a room or a post cannot be played or read offline).
// - Never cached, never answered here: /api, the room's WebSocket (/ws), uploads, the admin and
//   blog admin screens, and anything from another origin.
// - A new deploy ships a new VERSION: the new worker installs beside the old one, takes over at
//   once (skipWaiting + clients.claim) and deletes the old caches, so no page mixes two builds'
//   files (hashed assets of the old build stay fetchable from the network meanwhile).

const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const CACHE = `majlis-${VERSION}`;
const OFFLINE_PAGE = "/offline.html";
const NEVER = /^\/(api|ws|uploads|attached_assets|admin|blogadmin|cdn-cgi)(\/|$|\?)/;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("majlis-") && key !== CACHE).map((key) => caches.delete(key))))
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
  if (request.mode === "navigate") event.respondWith(networkFirstPage(request));
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone());
  return response;
}

async function networkFirstPage(request) {
  try {
    return await fetch(request);
  } catch {
    const cache = await caches.open(CACHE);
    const home = new URL(request.url).pathname === "/" ? await cache.match("/") : undefined;
    return home ?? (await cache.match(OFFLINE_PAGE)) ?? Response.error();
  }
}
