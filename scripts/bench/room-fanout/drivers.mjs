// One driver per server of the room fan-out benchmark: how its rooms come to be, how a player
// joins one, which frame announces an avatar, and how the players leave. The rounds themselves
// (./workload.mjs) are the same code for every server.
//
// A driver: { createRooms(rooms, ctx), joinPlayer(player, ctx) → reason or null, frame(player, avatar), leave(players, graceful) }.
// ctx carries { baseUrl, origin, wsBase, stats, fail(stage, reason), onFrame, onAvatarUpdated, state }.
import { Client as PeerClient } from "@colyseus/sdk";
import { PEER_ROOM } from "../colyseus-peer.mjs";
import { cookieFrom, postJson } from "./majlis-server.mjs";
import { CONCURRENCY, HTTP_TIMEOUT_MS, JOIN_TIMEOUT_MS } from "./options.mjs";
import { pool, sleep, tally } from "./util.mjs";
import { closeSockets, joinOverWebSocket, keepAlive } from "./ws-player.mjs";

const timedOut = (error) => (error.name === "TimeoutError" ? `no answer within ${HTTP_TIMEOUT_MS} ms` : error.message);

/** A new guest identity, as the page gets one: its cookie and player id on `player`; a reason when refused. */
async function becomeGuest(player, ctx) {
  const res = await postJson(ctx.baseUrl, "/api/auth/guest", {}, null, ctx.stats.httpRetries);
  player.cookie = cookieFrom(res, "majlis_guest");
  player.playerId = (await res.json()).playerId;
  return player.cookie ? null : "no majlis_guest cookie";
}

/** The app's room actor: rooms created over HTTP by a guest each, players as guests on live sockets. */
export const majlisDriver = {
  // Each room's first player creates it as a guest (a creator may hold only a few open rooms).
  async createRooms(rooms, ctx) {
    await pool(rooms, CONCURRENCY, async (room) => {
      const host = room.members[0];
      try {
        const refused = await becomeGuest(host, ctx);
        if (refused) return ctx.fail("create room", refused);
        const res = await postJson(ctx.baseUrl, "/api/rooms", { gameType: "trivia-deception" }, host.cookie, ctx.stats.httpRetries);
        room.code = (await res.json()).code;
      } catch (error) {
        ctx.fail("create room", timedOut(error));
      }
    });
  },
  async joinPlayer(player, ctx) {
    if (!player.cookie) {
      try {
        const refused = await becomeGuest(player, ctx);
        if (refused) return { stage: "guest", reason: refused };
      } catch (error) {
        return { stage: "guest", reason: timedOut(error) };
      }
    }
    const outcome = await joinOverWebSocket(player, ctx, (msg) => (msg.data?.playerId !== player.playerId ? "room-joined for another player id" : null));
    if (!outcome.ok) return { stage: "socket", reason: outcome.reason };
    keepAlive(player);
    return null;
  },
  frame: (_player, avatar) => ({ type: "update-avatar", data: { avatar } }),
  leave: closeSockets,
};

/** The floor relays (the bare `ws` server and its Durable Object twin): rooms by name, and each client announces its own change. */
export const floorDriver = {
  async createRooms(rooms) {
    for (const room of rooms) room.code = `R${room.index}`;
  },
  async joinPlayer(player, ctx) {
    player.playerId = `floor_${player.room.index}_${player.slot}`;
    const outcome = await joinOverWebSocket(player, ctx);
    if (!outcome.ok) return { stage: "socket", reason: outcome.reason };
    keepAlive(player);
    return null;
  },
  // The floor only relays, so its clients send the announcement themselves.
  frame: (player, avatar) => ({ type: "avatar-updated", data: { playerId: player.playerId, avatar } }),
  leave: closeSockets,
};

/** Creates (no roomId) or joins a Colyseus room for this player; resolves { ok, reason }. */
async function joinPeer(player, roomId, ctx) {
  const options = { nickname: `bench${player.slot + 1}` };
  let peerRoom;
  try {
    const joining = roomId ? ctx.peerClient.joinById(roomId, options) : ctx.peerClient.create(PEER_ROOM, options);
    peerRoom = await Promise.race([joining, sleep(JOIN_TIMEOUT_MS).then(() => null)]);
  } catch (error) {
    return { ok: false, reason: error.message ?? String(error) };
  }
  if (!peerRoom) return { ok: false, reason: `no join within ${JOIN_TIMEOUT_MS} ms` };
  player.peerRoom = peerRoom;
  player.playerId = peerRoom.sessionId;
  player.send = (frame) => peerRoom.send(frame.type, frame.data);
  player.isOpen = () => peerRoom.connection.isOpen;
  // A consented leave: the SDK would otherwise try to reconnect once the peer server stops.
  player.close = () => peerRoom.leave(true).catch(() => {});
  peerRoom.onMessage("avatar-updated", (data) => ctx.onAvatarUpdated(player, data));
  peerRoom.onMessage("error", (data) => tally(ctx.stats.errors, data?.code ?? "unknown"));
  peerRoom.onLeave((code) => {
    if (!ctx.state.tearingDown) tally(ctx.stats.closes, `${ctx.state.measuring ? "during rounds" : "after join"}: ${code}`);
  });
  return { ok: true };
}

/** The Colyseus peer: a room exists once someone creates it; each room's first player does, the rest join it by id. */
export const peerDriver = {
  async createRooms(rooms, ctx) {
    ctx.peerClient = new PeerClient(ctx.baseUrl);
    await pool(rooms, CONCURRENCY, async (room) => {
      const outcome = await joinPeer(room.members[0], null, ctx);
      if (outcome.ok) room.code = room.members[0].peerRoom.roomId;
      else ctx.fail("create room", outcome.reason);
    });
  },
  async joinPlayer(player, ctx) {
    const outcome = player.peerRoom ? { ok: true } : await joinPeer(player, player.room.code, ctx);
    return outcome.ok ? null : { stage: "join", reason: outcome.reason };
  },
  frame: (_player, avatar) => ({ type: "update-avatar", data: { avatar } }),
  async leave(players) {
    await Promise.race([Promise.all(players.map((p) => p.close?.())), sleep(5_000)]);
  },
};

export const DRIVERS = { majlis: majlisDriver, floor: floorDriver, peer: peerDriver };
