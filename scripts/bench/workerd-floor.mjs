// The runtime's floor for scripts/bench/room-fanout.mjs: the least a room can do on
// the platform Majlis runs on. One Durable Object per room with hibernatable
// WebSockets, under the same `wrangler dev` and workerd as `npm run serve`, reached
// on the app's workerd directly (no wrangler proxy). It speaks ws-floor.mjs's
// protocol: `join-room` → `room-joined`, `ping` → `pong` (answered by the runtime),
// every other frame relayed as-is to every socket of the room.
//
// With `store: true` each relayed frame is first put in the room's storage, as a
// room that keeps its state across a restart must: what the runtime charges for
// one durable write per change, before any game logic.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");

const WORKER = (store) => `
import { DurableObject } from "cloudflare:workers";
const PING = '{"type":"ping","data":{}}';
export class FloorRoom extends DurableObject {
  constructor(ctx, env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, '{"type":"pong","data":{}}'));
  }
  async fetch() {
    const [client, server] = Object.values(new WebSocketPair());
    this.ctx.acceptWebSocket(server);
    return new Response(null, { status: 101, webSocket: client });
  }
  async webSocketMessage(ws, data) {
    if (typeof data === "string" && data.length < 400 && data.startsWith('{"type":"join-room"')) {
      ws.send('{"type":"room-joined","data":{}}');
      return;
    }
    ${store ? 'await this.ctx.storage.put("last", data);' : ""}
    for (const peer of this.ctx.getWebSockets()) {
      try { peer.send(data); } catch {}
    }
  }
}
export default {
  fetch(request, env) {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return new Response("WebSocket only", { status: 426 });
    const code = new URL(request.url).searchParams.get("code") ?? "";
    return env.ROOMS.get(env.ROOMS.idFromName(code)).fetch(request);
  },
};
`;

/** TCP ports a process listens on, in the order it opened them. */
export function listeningPorts(pid) {
  const fdOf = new Map();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) fdOf.set(m[1], Number(fd));
    } catch {}
  }
  const ports = [];
  for (const line of readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
    const f = line.trim().split(/\s+/);
    // f[1] local address hex "0100007F:1F90", f[3] state (0A = LISTEN), f[9] inode.
    if (f[3] === "0A" && fdOf.has(f[9])) ports.push({ port: parseInt(f[1].split(":")[1], 16), fd: fdOf.get(f[9]) });
  }
  // The entry socket is opened first; probing a later debug port with HTTP only makes workerd log a warning.
  return ports.sort((a, b) => a.fd - b.fd).map((p) => p.port);
}

/** Descendant pids of `pid`. */
function descendants(pid) {
  const children = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {}
  }
  const out = [];
  const queue = [pid];
  while (queue.length) for (const child of children.get(queue.shift()) ?? []) out.push(child), queue.push(child);
  return out;
}

/** The workerd that runs the worker itself (wrangler's proxy is the other one): it listens on a port it picks. */
export function appWorkerd(rootPid) {
  return descendants(rootPid).find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "workerd" && /--socket-addr=entry=[^\0]*:0\0/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
    } catch {
      return false;
    }
  });
}

/**
 * Starts the floor under `wrangler dev` in a scratch folder. Resolves to { url, pid, stop(), log() },
 * `url` being the app's workerd itself.
 */
export async function startWorkerdFloor({ store = false, timeoutMs = 90_000 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "majlis-workerd-floor-"));
  writeFileSync(join(dir, "worker.mjs"), WORKER(store));
  writeFileSync(
    join(dir, "wrangler.json"),
    JSON.stringify({
      name: "workerd-floor",
      main: "worker.mjs",
      compatibility_date: "2026-01-01",
      durable_objects: { bindings: [{ name: "ROOMS", class_name: "FloorRoom" }] },
      migrations: [{ tag: "v1", new_sqlite_classes: ["FloorRoom"] }],
    }),
  );
  const env = { ...process.env, PATH: `${root}/node_modules/.bin:${process.env.PATH}`, WRANGLER_SEND_METRICS: "false", X_LOCAL_OBSERVABILITY: "false", X_LOCAL_EXPLORER: "false", CI: "true" };
  const child = spawn(
    resolve(root, "node_modules/.bin/wrangler"),
    ["dev", "--config", join(dir, "wrangler.json"), "--persist-to", join(dir, "state"), "--ip", "127.0.0.1", "--port", "0", "--show-interactive-dev-session=false"],
    { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {}
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const app = appWorkerd(child.pid);
    for (const port of app ? listeningPorts(app) : []) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(3_000) });
        if (res.status === 426 && (await res.text()) === "WebSocket only") return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop, log: () => log };
      } catch {}
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the workerd floor did not start within ${timeoutMs / 1000} s\n${log.slice(-2_000)}`);
}
