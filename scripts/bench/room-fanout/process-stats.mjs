// Memory and CPU of a server's whole process tree, read from /proc (Linux).
import { readdirSync, readFileSync } from "node:fs";
import { listeningPorts } from "../workerd-floor.mjs";
import { mib, SetupError, tally } from "./util.mjs";

const CLK_TCK = 100;

/** Every process of the tree rooted at `rootPid` (children found through /proc/<pid>/stat ppid). */
export function processTree(rootPid) {
  const children = new Map();
  const stats = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const pid = Number(name);
      const ppid = Number(fields[1]);
      stats.set(pid, { utime: Number(fields[11]), stime: Number(fields[12]) });
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(pid);
    } catch {}
  }
  const tree = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift();
    if (!stats.has(pid)) continue;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return { tree, stats };
}

export function processName(pid) {
  try {
    const name = readFileSync(`/proc/${pid}/comm`, "utf8").trim();
    if (name !== "workerd") return name;
    // wrangler dev runs two: its proxy answers the public port and hands each request to the app's, which listens on a port of its own choosing.
    return /--socket-addr=entry=[^\0]*:0\0/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8")) ? "workerd (app)" : "workerd (wrangler proxy)";
  } catch {
    return "?";
  }
}

export function rssBytes(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The app's own workerd, answered without wrangler's proxy in front: how a deployed
 * worker meets its sockets (the edge hands them straight to the runtime). The app
 * listens on a port it picks; the one that serves the API is its entry.
 */
export async function directEntryUrl(rootPid) {
  const app = processTree(rootPid).tree.find((pid) => processName(pid) === "workerd (app)");
  if (!app) throw new SetupError("no app workerd under npm run serve");
  for (const port of listeningPorts(app)) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/games`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return `http://127.0.0.1:${port}`;
    } catch {}
  }
  throw new SetupError(`the app workerd (pid ${app}) answers the API on none of its ports`);
}

/** Samples the summed RSS of a process tree every 200 ms, keeping the peak since the last reset. */
export class MemorySampler {
  constructor(rootPid, rootLabel) {
    this.rootPid = rootPid;
    this.rootLabel = rootLabel;
    this.peak = 0;
    this.last = 0;
    this.processes = 0;
    this.timer = null;
  }
  sample() {
    const { tree } = processTree(this.rootPid);
    this.processes = Math.max(this.processes, tree.length);
    const parts = tree.map((pid) => [pid === this.rootPid && this.rootLabel ? this.rootLabel : processName(pid), rssBytes(pid)]);
    this.last = parts.reduce((sum, [, rss]) => sum + rss, 0);
    if (this.last >= this.peak) {
      this.peak = this.last;
      this.peakParts = parts;
    }
    return this.last;
  }
  /** RSS at the peak of the processes whose name starts with `name`. */
  peakOf(name) {
    return (this.peakParts ?? []).filter(([n]) => n.startsWith(name)).reduce((sum, [, rss]) => sum + rss, 0);
  }
  /** "name RSS + name RSS" of the processes at the peak. */
  describePeak() {
    const byName = new Map();
    for (const [name, rss] of this.peakParts ?? []) tally(byName, name, rss);
    return [...byName].map(([name, rss]) => `${name} ${mib(rss).toFixed(0)}`).join(" + ");
  }
  start() {
    this.sample();
    this.timer = setInterval(() => this.sample(), 200);
    this.timer.unref();
  }
  resetPeak() {
    this.peak = 0;
    this.sample();
  }
  stop() {
    clearInterval(this.timer);
    this.sample();
  }
  /** User + system CPU seconds of the tree's live processes, in total and by pid. */
  cpu() {
    const { tree, stats } = processTree(this.rootPid);
    const byPid = new Map(tree.map((pid) => [pid, (stats.get(pid).utime + stats.get(pid).stime) / CLK_TCK]));
    const writtenByPid = new Map(
      tree.map((pid) => {
        try {
          return [pid, Number(/write_bytes:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/io`, "utf8"))?.[1] ?? 0)];
        } catch {
          return [pid, 0];
        }
      }),
    );
    const written = [...writtenByPid.values()].reduce((a, b) => a + b, 0);
    return { total: [...byPid.values()].reduce((a, b) => a + b, 0), byPid, written, writtenByPid };
  }
  /** CPU seconds and disk writes by process name between two cpu() readings. */
  describeCpu(before, after) {
    const cpu = new Map();
    const written = new Map();
    for (const [pid, t] of after.byPid) {
      const name = pid === this.rootPid && this.rootLabel ? this.rootLabel : processName(pid);
      tally(cpu, name, t - (before.byPid.get(pid) ?? 0));
      tally(written, name, after.writtenByPid.get(pid) - (before.writtenByPid.get(pid) ?? 0));
    }
    return [...cpu].map(([name, t]) => `${name} ${t.toFixed(2)} s CPU, ${mib(written.get(name)).toFixed(1)} MiB written`).join(" + ");
  }
}
