// The app isolate's own inspector, straight from the app's workerd (not wrangler's inspector
// proxy, which drops HeapProfiler.collectGarbage): its heap after a full collection, and a CPU
// profile over a stretch of a run. Locally every object of the worker (the room and its
// audience shards) runs in this one isolate.
import WebSocket from "ws";
import { listeningPorts } from "../workerd-floor.mjs";
import { processName, processTree } from "../room-fanout/process-stats.mjs";
import { SetupError } from "../room-fanout/util.mjs";

/**
 * The DevTools endpoint of the app workerd under `rootPid` (`npm run serve`'s process): the one of
 * its ports that lists targets at /json. workerd hands the isolate the inspector's messages when
 * the isolate runs, so while a call waits its answer, the isolate is nudged every 200 ms: an idle
 * server would otherwise never answer. `nudge` is a URL to fetch, or a function that makes the
 * isolate run over a connection already open (a fetch opens one more, and a server holding
 * ten thousand sockets is a few descriptors short of its limit).
 */
export async function appInspector(rootPid, nudge) {
  const app = processTree(rootPid).tree.find((pid) => processName(pid) === "workerd (app)");
  if (!app) throw new SetupError("no app workerd under npm run serve");
  for (const port of listeningPorts(app)) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json`, { signal: AbortSignal.timeout(5_000) });
      const list = res.ok ? await res.json() : null;
      const target = Array.isArray(list) ? list.find((t) => t.webSocketDebuggerUrl) : null;
      if (target) return openSession(target.webSocketDebuggerUrl, nudge);
    } catch {
      // Not the inspector: the entry answers /json with the app's page, a debug port not at all.
    }
  }
  throw new SetupError(`the app workerd (pid ${app}) has no inspector port`);
}

const GC_ANSWER_MS = 15_000;

async function openSession(url, nudgeWith) {
  const ws = new WebSocket(url);
  await new Promise((resolveOpen, reject) => {
    ws.once("open", resolveOpen);
    ws.once("error", reject);
  });
  let id = 0;
  const pending = new Map();
  ws.on("message", (raw) => {
    const msg = JSON.parse(raw);
    if (msg.id && pending.has(msg.id)) {
      pending.get(msg.id)(msg);
      pending.delete(msg.id);
    }
  });
  const nudge =
    typeof nudgeWith === "function"
      ? async () => nudgeWith()
      : async () => {
          const res = await fetch(nudgeWith, { signal: AbortSignal.timeout(10_000) });
          await res.arrayBuffer();
        };
  const call = (method, params = {}) =>
    new Promise((resolveCall, reject) => {
      const n = ++id;
      const nudging = setInterval(() => nudge().catch((error) => console.error(`inspector nudge failed: ${error.message}`)), 200);
      pending.set(n, (msg) => {
        clearInterval(nudging);
        if (msg.error) reject(new Error(`${method}: ${msg.error.message}`));
        else resolveCall(msg.result);
      });
      ws.send(JSON.stringify({ id: n, method, params }));
    });
  return {
    /**
     * The isolate's used heap after a full collection, so garbage is not counted as the audience's;
     * `collected` is false when the collection went unanswered within GC_ANSWER_MS (a freshly
     * started workerd sometimes never answers it) and the heap was read with its garbage.
     */
    async heapAfterGc() {
      const timedOut = Symbol("timed out");
      const gc = await Promise.race([call("HeapProfiler.collectGarbage"), new Promise((r) => setTimeout(() => r(timedOut), GC_ANSWER_MS))]);
      return { used: (await call("Runtime.getHeapUsage")).usedSize, collected: gc !== timedOut };
    },
    async startProfile() {
      await call("Profiler.enable");
      await call("Profiler.setSamplingInterval", { interval: 200 });
      await call("Profiler.start");
    },
    /** Stops the profile; resolves to the .cpuprofile and the busy share and top functions by self time. */
    async stopProfile(top = 15) {
      const { profile } = await call("Profiler.stop");
      return { profile, ...summarise(profile, top) };
    },
    close: () => ws.close(),
  };
}

/** A V8 CPU profile's length, busy share and top functions by self time (name and place), from its sample counts. */
export function summarise(profile, top) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const hits = new Map();
  for (const s of profile.samples) hits.set(s, (hits.get(s) ?? 0) + 1);
  const self = new Map();
  let total = 0;
  for (const [nodeId, n] of hits) {
    const f = byId.get(nodeId).callFrame;
    const key = `${f.functionName || "(anonymous)"} ${f.url ? `${f.url.split("/").pop()}:${f.lineNumber + 1}` : ""}`.trim();
    self.set(key, (self.get(key) ?? 0) + n);
    total += n;
  }
  const idle = self.get("(idle)") ?? 0;
  const busy = total - idle;
  const seconds = (profile.endTime - profile.startTime) / 1e6;
  return {
    seconds,
    busyShare: total ? busy / total : 0,
    top: [...self].filter(([k]) => k !== "(idle)").sort((a, b) => b[1] - a[1]).slice(0, top).map(([key, n]) => ({ key, share: n / busy })),
  };
}
