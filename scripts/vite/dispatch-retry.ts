// The dev server sends a request to the worker again when the local connection to workerd was
// closed under it, so `npm start` never answers a 500 the worker did not give.
//
// Why it happens: workerd closes a kept-alive connection after answering a request whose body the
// worker left unread (an early 400, 401 or 429; cloudflare/workerd#1741), without saying
// `Connection: close`. Miniflare's pool (undici, keep-alive, `idempotent: false`) may already have
// written the next request on that connection: it fails with "other side closed" or ECONNRESET
// before workerd read a byte of it, and @cloudflare/vite-plugin answers 500 "fetch failed". Seen
// 1 to 16 times in 1,000 malformed calls; each call answers 4xx alone. No release fixes it: the
// newest @cloudflare/vite-plugin (1.64.0) and miniflare keep the same pool settings.
//
// Why sending again is safe: these two errors, raised before any answer arrived, mean the
// connection was gone when the request reached it; workerd never started it, so a POST is not
// run twice. Any other failure, an answer already begun, or a caller that went away is passed
// on untouched, and a request is sent again at most DISPATCH_RETRIES times. Only the dev server
// has this plugin (`apply: "serve"`); the deployed worker is reached through Cloudflare's edge.
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import type { Connect, Plugin } from "vite";

/** How many more times one request may be sent after its connection was lost. */
export const DISPATCH_RETRIES = 2;

/** The causes of undici's "fetch failed" that mean the connection was closed before an answer. */
const LOST_CONNECTION = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);

/** The dispatch failed because workerd had closed the connection it was written on. */
export function lostConnection(error: unknown): boolean {
  if (!(error instanceof TypeError) || error.message !== "fetch failed") return false;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && LOST_CONNECTION.has(code);
}

type Request = IncomingMessage & { originalUrl?: string };

/** The body each replayable request carries (none for GET and HEAD), and how often it was sent again. */
const bodies = new WeakMap<IncomingMessage, Buffer>();
const retries = new WeakMap<IncomingMessage, number>();

const bodiless = (req: IncomingMessage) => req.method === "GET" || req.method === "HEAD";

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A fresh copy of `req` that streams `body` again: what the Vite plugin reads a request from. */
export function replay(req: Request, body: Buffer): Request {
  const copy = Object.assign(Readable.from(body.length ? [body] : []), {
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    method: req.method,
    url: req.originalUrl ?? req.url,
    originalUrl: req.originalUrl ?? req.url,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
  }) as unknown as Request;
  bodies.set(copy, body);
  return copy;
}

export function dispatchRetry(): Plugin {
  return {
    name: "majlis:dispatch-retry",
    apply: "serve",
    configureServer(server) {
      const app = server.middlewares;
      // A request with a body is read whole first and goes down the middlewares as a replayable copy.
      const keepBody: Connect.NextHandleFunction = (req, res, next) => {
        if (bodiless(req) || bodies.has(req)) return next();
        readAll(req).then(
          (body) => app.handle(replay(req, body), res, next),
          (error: unknown) => next(error),
        );
      };
      const sendAgain: Connect.ErrorHandleFunction = (error, req, res, next) => {
        const sent = retries.get(req) ?? 0;
        if (!lostConnection(error) || sent >= DISPATCH_RETRIES || res.headersSent || res.destroyed) return next(error);
        server.config.logger.info(`${req.method} ${(req as Request).originalUrl ?? req.url}: the connection to workerd was closed before it answered; sent again (${sent + 1}/${DISPATCH_RETRIES})`, { timestamp: true });
        const again = replay(req, bodies.get(req) ?? Buffer.alloc(0));
        retries.set(again, sent + 1);
        app.handle(again, res, next);
      };
      // After every plugin's middlewares (the worker's handlers among them): first the body keeper,
      // ahead of everything; last the error handler, ahead only of Vite's own 500 page.
      return () => {
        app.stack.unshift({ route: "", handle: keepBody });
        app.use(sendAgain);
      };
    },
  };
}
