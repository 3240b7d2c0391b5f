// The benchmark's command line and the limits of one run (scripts/bench/room-fanout.mjs).
import { resolve } from "node:path";
import { parseArgs } from "node:util";

export const root = resolve(import.meta.dirname, "../../..");

export const { values: opts } = parseArgs({
  options: {
    rooms: { type: "string", default: "200" },
    players: { type: "string", default: "8" },
    rounds: { type: "string", default: "5" },
    url: { type: "string" },
    "stagger-ms": { type: "string", default: "1000" },
    concurrency: { type: "string", default: "50" },
    "timeout-ms": { type: "string", default: "30000" },
    "server-pid": { type: "string" },
    "no-floor": { type: "boolean", default: false },
    "no-peer": { type: "boolean", default: false },
    "no-votes": { type: "boolean", default: false },
    "no-workerd-floor": { type: "boolean", default: false },
    build: { type: "string" },
    path: { type: "string", default: "both" },
  },
});
const int = (name, min, max) => {
  const n = Number(opts[name]);
  if (!Number.isInteger(n) || n < min || n > max) usage(`--${name} must be an integer from ${min} to ${max}`);
  return n;
};
function usage(message) {
  console.error(`${message}\nusage: node scripts/bench/room-fanout.mjs [--rooms 200] [--players 8] [--rounds 5] [--url http://127.0.0.1:5173]`);
  process.exit(2);
}
export const ROOMS = int("rooms", 1, 5_000);
// A room seats at most 10 (schema/limits.ts PLAYER_LIMITS.maxPlayers).
export const PLAYERS = int("players", 2, 10);
export const ROUNDS = int("rounds", 1, 1_000);
export const STAGGER_MS = int("stagger-ms", 0, 60_000);
export const CONCURRENCY = int("concurrency", 1, 1_000);
export const UPDATE_TIMEOUT_MS = int("timeout-ms", 100, 600_000);
if (!["both", "direct", "proxy"].includes(opts.path)) usage("--path must be both, direct or proxy");
export const HTTP_TIMEOUT_MS = 20_000;
export const CONNECT_TIMEOUT_MS = 20_000;
export const JOIN_TIMEOUT_MS = 20_000;
// Includes the build (vite build of the app) and the D1 migrations.
export const SERVER_START_TIMEOUT_MS = 180_000;
export const METRICS_TIMEOUT_MS = 15_000;
// A player's page beats every 5 s (schema/limits/live.ts, LIVE_CLIENT.heartbeatMs) and the room calls a
// seat silent for 12 s offline (LIVE_LIMITS.offlineAfterMs). Bots beating every 25 s were marked offline and
// back online whenever a round outlasted 12 s (200×8 on a loaded machine: 11,000–34,000 player-status-update
// frames, each a write and a broadcast), work no page causes and the relay floors never do.
export const HEARTBEAT_MS = 5_000;
export const PING_FRAME = JSON.stringify({ type: "ping", data: {} });
if (opts.url) {
  let host;
  try {
    host = new URL(opts.url).hostname;
  } catch {
    usage(`--url is not a URL: ${opts.url}`);
  }
  if (!["127.0.0.1", "localhost", "[::1]", "::1"].includes(host) && !host.startsWith("127.")) usage("--url must be a loopback address");
}
