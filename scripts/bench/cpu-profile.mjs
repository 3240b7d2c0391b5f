// Samples the app's V8 CPU profile through workerd's inspector (the one `wrangler dev`
// opens, port 9229 by default) while something else drives load, then prints the
// functions with the most self time and saves the .cpuprofile for DevTools.
//
//   node scripts/bench/cpu-profile.mjs [--port 9229] [--wait-ms 0] [--seconds 5] [--out profile.cpuprofile] [--top 25]
//
// --wait-ms waits before starting (e.g. past a benchmark's set-up); the profile
// covers --seconds after that.
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { summarise } from "./audience/inspector.mjs";

const { values: opts } = parseArgs({
  options: {
    port: { type: "string", default: "9229" },
    "wait-ms": { type: "string", default: "0" },
    seconds: { type: "string", default: "5" },
    out: { type: "string" },
    top: { type: "string", default: "25" },
    target: { type: "string", default: "" },
  },
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function targets() {
  for (let i = 0; i < 600; i++) {
    try {
      const list = await (await fetch(`http://127.0.0.1:${opts.port}/json`)).json();
      if (list.length) return list;
    } catch {}
    await sleep(500);
  }
  throw new Error(`no inspector on port ${opts.port}`);
}

const list = await targets();
const target = list.find((t) => t.title?.includes(opts.target) || t.id?.includes(opts.target)) ?? list[0];
await sleep(Number(opts["wait-ms"]));
const ws = new WebSocket(target.webSocketDebuggerUrl);
await new Promise((r, j) => (ws.once("open", r), ws.once("error", j)));
let id = 0;
const pending = new Map();
ws.on("message", (raw) => {
  const msg = JSON.parse(raw);
  if (msg.id && pending.has(msg.id)) pending.get(msg.id)(msg);
});
const call = (method, params = {}) =>
  new Promise((resolve) => {
    const n = ++id;
    pending.set(n, resolve);
    ws.send(JSON.stringify({ id: n, method, params }));
  });

await call("Profiler.enable");
await call("Profiler.setSamplingInterval", { interval: 100 });
await call("Profiler.start");
await sleep(Number(opts.seconds) * 1000);
const { result } = await call("Profiler.stop");
ws.close();
const profile = result.profile;
if (opts.out) writeFileSync(opts.out, JSON.stringify(profile));

const { busyShare, top } = summarise(profile, Number(opts.top));
console.log(`profile of ${target.title ?? target.id}: ${profile.samples.length} samples, ${(busyShare * 100).toFixed(1)}% busy`);
for (const { key, share } of top) console.log(`  ${(share * 100).toFixed(1).padStart(5)}% of busy  ${key}`);
