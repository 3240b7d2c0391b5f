// A room's live socket as the benchmarks drive it (docs/protocol.md): opened with an identity's
// cookie, as a player or as a watcher (`role`: "screen" or "audience"), keeping every frame it
// hears, the refusals among them, and how it closed.
import WebSocket from "ws";

/** The `name=value` of a cookie an HTTP answer sets (an identity's, to open its sockets with), or null. */
export function cookieFrom(res, name) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    if (pair.startsWith(`${name}=`)) return pair.trim();
  }
  return null;
}

/**
 * Opens a socket to room `code` and resolves once it is open; rejects on a socket error or a
 * refused upgrade. The socket:
 *   frames     every frame heard, parsed, in order
 *   errors     the refusals heard: an `error` frame's code, a `submission-error`'s action and message
 *   closeCode  the close code, once closed
 *   send(type, data)   one frame
 *   next(match, timeoutMs)   the next frame from now on of a type (a string, or a list of them) or
 *                      for which a predicate holds; rejects after timeoutMs, naming the last frames
 *   onFrame(fn)        calls fn with every frame from now on; returns the unsubscribe
 *   close()            ends it at once
 * `parse(raw)`, when given, decides from a frame's raw bytes whether it is parsed and kept (a
 * bench holding thousands of sockets counts most frames by their first bytes instead); frames it
 * turns down are neither kept nor heard by onFrame/next.
 */
export function openRoomSocket(baseUrl, code, cookie, { role = null, handshakeTimeout = 30_000, parse = null } = {}) {
  return new Promise((resolveOpen, reject) => {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws?code=${encodeURIComponent(code)}${role ? `&role=${role}` : ""}`, {
      headers: { Origin: new URL(baseUrl).origin, Cookie: cookie },
      perMessageDeflate: false,
      handshakeTimeout,
    });
    const listeners = new Set();
    const socket = {
      ws,
      frames: [],
      errors: [],
      closeCode: null,
      send: (type, data = {}) => ws.send(JSON.stringify({ type, data })),
      onFrame(fn) {
        listeners.add(fn);
        return () => listeners.delete(fn);
      },
      next(match, timeoutMs = 30_000) {
        const matches = typeof match === "function" ? match : (m) => [match].flat().includes(m.type);
        return new Promise((resolveFrame, rejectFrame) => {
          const timer = setTimeout(() => {
            off();
            const last = socket.frames.slice(-3).map((m) => JSON.stringify(m).slice(0, 300));
            rejectFrame(new Error(`no ${typeof match === "function" ? "awaited frame" : [match].flat().join(" or ")} within ${timeoutMs} ms; last frames: ${last.join(" | ")}`));
          }, timeoutMs);
          const off = socket.onFrame((m) => {
            if (!matches(m)) return;
            clearTimeout(timer);
            off();
            resolveFrame(m);
          });
        });
      },
      close: () => ws.terminate(),
    };
    ws.on("message", (raw) => {
      if (parse && !parse(raw)) return;
      let msg;
      try {
        msg = JSON.parse(raw.toString());
      } catch {
        return; // not a frame of the protocol
      }
      socket.frames.push(msg);
      if (msg.type === "error") socket.errors.push(msg.data?.code ?? "unknown");
      if (msg.type === "submission-error") socket.errors.push(`${msg.data?.action}: ${msg.data?.message}`);
      for (const fn of [...listeners]) fn(msg);
    });
    ws.on("close", (closeCode) => (socket.closeCode = closeCode));
    ws.on("open", () => resolveOpen(socket));
    ws.on("error", reject);
    ws.on("unexpected-response", (_req, res) => {
      res.resume();
      reject(new Error(`upgrade refused: HTTP ${res.statusCode}`));
    });
  });
}
