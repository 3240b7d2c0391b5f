// What a room's whole view costs on the air (docs/decisions.md, «a gathering of forty»): P guest
// seats (default 40) in one lobby; two of them listen, one offering permessage-deflate as every
// browser does, one not, as the other benches' bots do; the host deals the teams again R times
// (default 10), each a whole view of the room to every seat, as an accepted vote is in a game. It prints,
// for each listener, the frames and bytes of messages heard and the bytes read off its TCP socket.
//
//   node scripts/bench/ws-deflate.mjs [--players 40] [--rounds 10] [--url http://127.0.0.1:4173]
//
// Without --url it starts `npm run serve` on a scratch build and state directory: the sockets are
// answered by workerd as deployed, which negotiates the compression by the compatibility date
// (Vite's dev server does not). Figures are printed, never asserted.
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { postJson as post, sleep } from "./room-fanout/util.mjs";
import { startScratchServe } from "./scratch-serve.mjs";

const { values: opts } = parseArgs({
  options: { players: { type: "string", default: "40" }, rounds: { type: "string", default: "10" }, url: { type: "string" } },
});
const PLAYERS = Math.max(3, Number(opts.players));
const ROUNDS = Number(opts.rounds);
/** Between two deals: every seat has heard the last one. */
const SETTLE_MS = 400;

const server = opts.url ? { url: opts.url, async stop() {} } : await startScratchServe({ name: "ws-deflate" });
const { url } = server;

/** A seat's socket, counting what it hears; resolves once open. */
function openSeat(seat, deflate) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, "ws")}/ws?code=${seat.code}`, { headers: { Origin: url, Cookie: seat.cookie }, perMessageDeflate: deflate });
    Object.assign(seat, { ws, frames: 0, bytes: 0 });
    ws.on("message", (raw) => {
      seat.frames++;
      seat.bytes += raw.length;
    });
    ws.on("open", () => resolve());
    ws.on("error", reject);
  });
}

const counts = (seat) => ({ frames: seat.frames, bytes: seat.bytes, wire: seat.ws._socket.bytesRead });

try {
  const seats = [];
  for (let i = 0; i < PLAYERS; i++) {
    const { json, cookie } = await post(url, "/api/auth/guest", {});
    seats.push({ id: json.playerId, cookie, name: `ضيف ${i + 1}` });
  }
  const { json: room } = await post(url, "/api/rooms", { gameType: "trivia-deception", nickname: seats[0].name }, seats[0].cookie);
  for (const [i, seat] of seats.entries()) {
    seat.code = room.code;
    await openSeat(seat, i === 1);
    const joined = new Promise((resolve) => seat.ws.on("message", (raw) => raw.toString().includes('"room-joined"') && resolve()));
    seat.ws.send(JSON.stringify({ type: "join-room", data: { nickname: seat.name } }));
    await joined;
  }
  await sleep(SETTLE_MS);
  const listeners = [
    { name: "offering deflate", seat: seats[1] },
    { name: "without deflate", seat: seats[2] },
  ];
  const before = listeners.map((l) => counts(l.seat));
  for (let round = 0; round < ROUNDS; round++) {
    seats[0].ws.send(JSON.stringify({ type: "set-teams", data: { count: 2 + (round % 7) } }));
    await sleep(SETTLE_MS);
  }
  console.log(`ws-deflate: ${PLAYERS} seats, ${ROUNDS} deals of the teams (a whole view to every seat each)`);
  console.log(`negotiated: "${seats[1].ws.extensions || "nothing"}"`);
  for (const [i, { name, seat }] of listeners.entries()) {
    const after = counts(seat);
    const frames = after.frames - before[i].frames;
    const bytes = after.bytes - before[i].bytes;
    const wire = after.wire - before[i].wire;
    console.log(`${name}: ${frames} frames, ${bytes} B of messages (${Math.round(bytes / Math.max(1, frames))} B a frame), ${wire} B read off the socket (${Math.round(wire / Math.max(1, frames))} B a frame)`);
  }
  for (const seat of seats) seat.ws.terminate();
} finally {
  await server.stop();
}
