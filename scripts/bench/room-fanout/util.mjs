// Small helpers of the room fan-out benchmark.
export { freePort } from "../child-server.mjs";

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const now = () => performance.now();

/** POSTs JSON as a page would (waiting out a 429), and keeps the identity cookie the server sets. */
export async function postJson(url, path, body, cookie) {
  let res;
  for (;;) {
    res = await fetch(`${url}${path}`, { method: "POST", headers: { "Content-Type": "application/json", Origin: url, ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify(body) });
    if (res.status !== 429) break;
    await sleep(Number(res.headers.get("Retry-After") ?? 1) * 1000);
  }
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const set = res.headers.getSetCookie().map((l) => l.split(";")[0]);
  return { json: await res.json(), cookie: set.find((c) => c.startsWith("majlis_guest=") || c.startsWith("majlis_session=")) ?? cookie };
}
export const mib = (bytes) => bytes / 1024 / 1024;

export class SetupError extends Error {}

/** Runs fn over items with at most `limit` in flight; never rejects (fn's errors are its own business). */
export async function pool(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export const tally = (map, key, n = 1) => map.set(key, (map.get(key) ?? 0) + n);
export const describeTally = (map) => [...map].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ×${n}`).join(", ");

/** Stops whatever the run started (servers, scratch folders), newest first; main runs them at the end or on a signal. */
export const cleanups = [];
export async function cleanup() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch {}
  }
}
