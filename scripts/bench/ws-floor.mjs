// The floor for scripts/bench/room-fanout.mjs: the least a WebSocket room
// server can do. A plain Node `ws` server, rooms by `?code=`, every frame
// broadcast as-is to every socket of its room (the sender too). So that the
// benchmark's client code is the same against both servers it also answers
// `join-room` with `room-joined` and `ping` with `pong`, to the sender only.
//
// `startFloorServer()` runs it in a child process, so its memory can be
// measured apart from the benchmark's. Run directly with `--serve` to be that
// child; it prints `LISTENING <port>` once ready.
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { startChildServer } from "./child-server.mjs";

const self = fileURLToPath(import.meta.url);

/**
 * Starts the floor server in a child process on a free loopback port.
 * Resolves to { url, pid, stop() }; stop() kills the child and waits for it.
 */
export function startFloorServer({ timeoutMs = 15_000 } = {}) {
  return startChildServer(self, { name: "floor server", timeoutMs });
}

async function serve() {
  const { WebSocketServer } = await import("ws");
  const rooms = new Map();
  const server = createServer((_req, res) => {
    res.writeHead(426).end("WebSocket only");
  });
  const wss = new WebSocketServer({ server, perMessageDeflate: false, maxPayload: 64 * 1024 });
  wss.on("connection", (ws, req) => {
    const code = new URL(req.url ?? "/", "http://x").searchParams.get("code") ?? "";
    let room = rooms.get(code);
    if (!room) rooms.set(code, (room = new Set()));
    room.add(ws);
    ws.on("message", (data, isBinary) => {
      const text = isBinary ? null : data.toString();
      // Only the two handshake frames are looked at; everything else is relayed untouched.
      if (text && text.length < 400 && text.startsWith('{"type":"join-room"')) {
        ws.send(JSON.stringify({ type: "room-joined", data: {} }));
        return;
      }
      if (text === '{"type":"ping","data":{}}') {
        ws.send('{"type":"pong","data":{}}');
        return;
      }
      for (const peer of room) if (peer.readyState === 1) peer.send(data, { binary: isBinary });
    });
    ws.on("close", () => {
      room.delete(ws);
      if (room.size === 0) rooms.delete(code);
    });
    ws.on("error", () => {});
  });
  server.listen(0, "127.0.0.1", () => {
    process.stdout.write(`LISTENING ${server.address().port}\n`);
  });
  const shutdown = () => {
    for (const ws of wss.clients) ws.terminate();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1_000).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  // Never outlive the benchmark that started us: a changed parent means it died.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && shutdown(), 1_000).unref();
  process.stdout.on("error", shutdown);
}

if (process.argv[1] === self && process.argv.includes("--serve")) await serve();
