// A small HTTP proxy that serves a local app the way the edge does for the page-speed
// benchmark: text answers compressed (Brotli, else gzip, by Accept-Encoding) and the
// hashed build assets under /assets/ cached for a year. WebSocket upgrades are piped
// through untouched, so a room page connects as it would at the edge.
//
// With `startAppAtOnce`, every page also runs a same-origin module after the app's entry script
// (START_APP_PATH) that signals a touch at once: a page that starts its app on the first touch
// (web/src/start.ts) then starts it while it loads, inside Lighthouse's window, as a visitor
// tapping straight away would.
import { createServer, request as httpRequest } from "node:http";
import { connect } from "node:net";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

const TEXT_TYPE = /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml)|image\/svg\+xml)/;
const IMMUTABLE = "public, max-age=31536000, immutable";
// Hop-by-hop headers and the ones the proxy sets itself (bodies are passed whole).
const DROPPED = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"]);
/** The proxy's own script for `startAppAtOnce`: the intent start.ts listens for, dispatched as soon as it runs. */
export const START_APP_PATH = "/__bench/start-app.js";
/** The performance mark the script sets just before its touch: where a bench's "the app's start" begins. */
export const START_APP_MARK = "bench:start-app";
const START_APP_SCRIPT = `performance.mark("${START_APP_MARK}");\nwindow.dispatchEvent(new Event("pointerdown"));\n`;
/** After the entry script in document order: module scripts run in that order, once the page has parsed. */
const withStartApp = (html) => html.replace("</body>", `<script type="module" src="${START_APP_PATH}"></script></body>`);

/** The encoding the edge would pick for this Accept-Encoding: Brotli first, then gzip. */
export function pickEncoding(acceptEncoding = "") {
  const offered = acceptEncoding
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
    .map(([name]) => name.trim().toLowerCase());
  if (offered.includes("br")) return "br";
  if (offered.includes("gzip")) return "gzip";
  return null;
}

/**
 * Hashed assets never change, so they are compressed once at the highest level, as
 * the edge serves pre-compressed static files; pages and API answers are compressed
 * per request at the edge's on-the-fly levels.
 */
function compress(body, encoding, forAsset) {
  if (encoding === "br")
    return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: forAsset ? 11 : 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
  return gzipSync(body, { level: forAsset ? 9 : 6 });
}

/** One request to the upstream with the headers as given (fetch would replace Host); the answer's body whole. */
function forward(upstream, method, path, headers, body) {
  const target = new URL(upstream);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: target.hostname, port: target.port, method, path, headers: body ? { ...headers, "content-length": String(body.length) } : headers }, (answer) => {
      const chunks = [];
      answer.on("data", (chunk) => chunks.push(chunk));
      answer.on("end", () => resolve({ status: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/**
 * Starts the proxy on 127.0.0.1:`port` (0 for any free port) in front of `upstream`
 * (an origin such as http://127.0.0.1:4173). Returns `{ url, close }`.
 */
export async function startEdgeProxy(upstream, port = 0, { startAppAtOnce = false } = {}) {
  const assetCache = new Map();
  const server = createServer(async (req, res) => {
    try {
      if (startAppAtOnce && req.url === START_APP_PATH) {
        res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
        res.end(START_APP_SCRIPT);
        return;
      }
      const isAsset = req.url.startsWith("/assets/");
      const encoding = pickEncoding(req.headers["accept-encoding"]);
      // The Host header goes through as it came: at the edge the worker sees the address the visitor
      // typed, so the links, the QR code and the origin a drawn page names are the page's own.
      const headers = { ...req.headers, "accept-encoding": "identity" };
      for (const name of DROPPED) delete headers[name];
      // Request bodies here are small API calls: read whole, then sent with their length.
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const body = hasBody ? Buffer.concat(await Array.fromAsync(req)) : undefined;
      const answer = await forward(upstream, req.method, req.url, headers, body);
      const out = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!DROPPED.has(name)) out[name] = value;
      const ok = answer.status >= 200 && answer.status < 300;
      if (isAsset && ok) out["cache-control"] = IMMUTABLE;

      let payload = answer.body;
      const type = answer.headers["content-type"] ?? "";
      if (startAppAtOnce && type.startsWith("text/html")) payload = Buffer.from(withStartApp(payload.toString("utf8")));
      if (encoding && payload.length > 0 && TEXT_TYPE.test(type)) {
        const key = `${encoding} ${req.url}`;
        const cached = isAsset && ok ? assetCache.get(key) : undefined;
        payload = cached ?? compress(payload, encoding, isAsset);
        if (isAsset && ok && !cached) assetCache.set(key, payload);
        out["content-encoding"] = encoding;
        out.vary = out.vary ? `${out.vary}, Accept-Encoding` : "Accept-Encoding";
      }
      out["content-length"] = String(payload.length);
      res.writeHead(answer.status, out);
      res.end(req.method === "HEAD" ? undefined : payload);
    } catch (error) {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(`edge proxy: ${error.message}${error.cause ? ` (${error.cause.message ?? error.cause})` : ""}`);
    }
  });
  server.on("upgrade", (req, socket, head) => {
    const target = new URL(upstream);
    const upstreamSocket = connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      // As for HTTP: the Host and Origin headers go through as the page sent them.
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstreamSocket.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length) upstreamSocket.write(head);
      socket.pipe(upstreamSocket).pipe(socket);
    });
    upstreamSocket.on("error", () => socket.destroy());
    socket.on("error", () => upstreamSocket.destroy());
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
