// A player on a plain WebSocket, as Majlis and the floor servers meet them: open the socket,
// send join-room, wait for room-joined, then keep the page's heartbeat.
import WebSocket from "ws";
import { CONNECT_TIMEOUT_MS, HEARTBEAT_MS, JOIN_TIMEOUT_MS, PING_FRAME } from "./options.mjs";
import { sleep, tally } from "./util.mjs";

/**
 * Opens `player`'s socket to its room and joins; resolves { ok, reason }. Gives the player
 * send(frame), isOpen() and close(graceful). `checkJoined(msg)` may refuse a room-joined
 * (returns a reason); frames go to `ctx.onFrame`, closes after the join are tallied.
 */
export function joinOverWebSocket(player, ctx, checkJoined = () => null) {
  const { room } = player;
  return new Promise((resolveOutcome) => {
    let stage = "connect";
    const finish = (result) => {
      clearTimeout(timer);
      player.onJoined = player.onJoinError = null;
      resolveOutcome(result);
    };
    let timer = setTimeout(() => finish({ ok: false, reason: `no open within ${CONNECT_TIMEOUT_MS} ms` }), CONNECT_TIMEOUT_MS);
    const headers = { Origin: ctx.origin, ...(player.cookie ? { Cookie: player.cookie } : {}) };
    const ws = new WebSocket(`${ctx.wsBase}/ws?code=${encodeURIComponent(room.code)}`, { headers, perMessageDeflate: false, handshakeTimeout: CONNECT_TIMEOUT_MS });
    player.ws = ws;
    player.send = (frame) => ws.send(JSON.stringify(frame));
    player.isOpen = () => ws.readyState === WebSocket.OPEN;
    player.close = (graceful) => (graceful && ws.readyState === WebSocket.OPEN ? ws.close(1000, "bench done") : ws.terminate());
    ws.on("message", (data) => ctx.onFrame(player, data));
    ws.on("unexpected-response", (_req, res) => {
      finish({ ok: false, reason: `upgrade refused: HTTP ${res.statusCode}` });
      res.resume();
      ws.terminate();
    });
    ws.on("error", (error) => {
      if (stage !== "joined") finish({ ok: false, reason: `${stage}: ${error.code ?? error.message}` });
    });
    ws.on("close", (code, reason) => {
      const why = `${code}${reason?.length ? ` ${reason}` : ""}`;
      if (stage !== "joined") finish({ ok: false, reason: `closed before room-joined (${why})` });
      else if (!ctx.state.tearingDown) tally(ctx.stats.closes, `${ctx.state.measuring ? "during rounds" : "after join"}: ${why}`);
      clearInterval(player.heartbeat);
    });
    ws.on("open", () => {
      stage = "join";
      clearTimeout(timer);
      timer = setTimeout(() => finish({ ok: false, reason: `no room-joined within ${JOIN_TIMEOUT_MS} ms` }), JOIN_TIMEOUT_MS);
      player.onJoined = (msg) => {
        stage = "joined";
        const refused = checkJoined(msg);
        if (refused) return finish({ ok: false, reason: refused });
        finish({ ok: true });
      };
      player.onJoinError = (msg) => finish({ ok: false, reason: `error ${msg.data?.code}` });
      ws.send(JSON.stringify({ type: "join-room", data: { nickname: `bench${player.slot + 1}`, isAnonymous: true } }));
    });
  });
}

/** The page's heartbeat, so a long set-up does not mark early seats offline; started at a random moment. */
export function keepAlive(player) {
  const first = setTimeout(() => {
    player.heartbeat = setInterval(() => player.ws.readyState === WebSocket.OPEN && player.ws.send(PING_FRAME), HEARTBEAT_MS);
    if (player.ws.readyState === WebSocket.OPEN) player.ws.send(PING_FRAME);
  }, Math.random() * HEARTBEAT_MS);
  player.ws.once("close", () => clearTimeout(first));
  player.heartbeatStart = first;
}

/** Closes every plain socket; a graceful close waits up to 5 s for the server's goodbye. */
export async function closeSockets(players, graceful) {
  for (const p of players) p.close?.(graceful);
  if (!graceful) return;
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline && players.some((p) => p.ws && p.ws.readyState !== WebSocket.CLOSED)) await sleep(100);
  for (const p of players) p.ws?.terminate();
}
