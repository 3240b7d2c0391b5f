// The peer for scripts/bench/room-fanout.mjs: the same avatar workload on a
// Colyseus 0.18 room server (@colyseus/core + @colyseus/ws-transport), written
// as a Colyseus app would write it. The room's state is a Schema (players by
// session id, each with a nickname and an avatar); an `update-avatar` message
// is validated, applied to the state and announced to the whole room with an
// `avatar-updated` broadcast, which is what the benchmark's clients
// (@colyseus/sdk) wait for. Colyseus also sends its own state patches every
// `patchRate` ms; they are part of what the peer costs.
//
// `startPeerServer()` runs it in a child process, so its CPU and memory are
// measured apart from the benchmark's. Run directly with `--serve` to be that
// child; it prints `LISTENING <port>` once ready.
import { fileURLToPath } from "node:url";
import { freePort, startChildServer } from "./child-server.mjs";

const self = fileURLToPath(import.meta.url);

/** The room name clients create and join. */
export const PEER_ROOM = "majlis_room";

/** Avatar fields and their ranges, as the benchmark's clients pick them (any layer id 0–255 is valid here). */
const AVATAR_FIELDS = ["color", "face", "custom"];

/**
 * Starts the peer server in a child process on a free loopback port.
 * Resolves to { url, pid, stop() }; stop() kills the child and waits for it.
 */
export async function startPeerServer({ timeoutMs = 20_000 } = {}) {
  return startChildServer(self, { name: "Colyseus peer", args: [String(await freePort())], timeoutMs });
}

async function serve(port) {
  const { Room, Server } = await import("@colyseus/core");
  const { WebSocketTransport } = await import("@colyseus/ws-transport");
  const { schema, t } = await import("@colyseus/schema");

  const Avatar = schema({ color: t.uint8(), face: t.uint8(), custom: t.uint8() }, "Avatar");
  const Player = schema({ nickname: t.string(), avatar: t.ref(Avatar) }, "Player");
  const RoomState = schema({ players: t.map(Player) }, "RoomState");

  const isAvatar = (a) => a !== null && typeof a === "object" && AVATAR_FIELDS.every((k) => Number.isInteger(a[k]) && a[k] >= 0 && a[k] <= 255);

  class MajlisRoom extends Room {
    // A room seats at most 10 (schema/limits.ts PLAYER_LIMITS.maxPlayers).
    maxClients = 10;
    state = new RoomState();

    onCreate() {
      this.onMessage("update-avatar", (client, message) => {
        const player = this.state.players.get(client.sessionId);
        if (!player || !isAvatar(message?.avatar)) return client.send("error", { code: "invalid_message" });
        const { color, face, custom } = message.avatar;
        player.avatar.color = color;
        player.avatar.face = face;
        player.avatar.custom = custom;
        this.broadcast("avatar-updated", { playerId: client.sessionId, avatar: { color, face, custom } });
      });
    }

    onJoin(client, options) {
      const nickname = typeof options?.nickname === "string" ? options.nickname.slice(0, 20) : "player";
      this.state.players.set(client.sessionId, new Player({ nickname, avatar: new Avatar({ color: 0, face: 0, custom: 0 }) }));
    }

    onLeave(client) {
      this.state.players.delete(client.sessionId);
    }
  }

  const server = new Server({ transport: new WebSocketTransport({ perMessageDeflate: false }), greet: false, gracefullyShutdown: false });
  server.define(PEER_ROOM, MajlisRoom);
  await server.listen(port, "127.0.0.1");
  process.stdout.write(`LISTENING ${port}\n`);

  const shutdown = () => {
    server.gracefullyShutdown?.(false).catch(() => {});
    setTimeout(() => process.exit(0), 500).unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  // Never outlive the benchmark that started us: a changed parent means it died.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && shutdown(), 1_000).unref();
  process.stdout.on("error", shutdown);
}

if (process.argv[1] === self && process.argv.includes("--serve")) await serve(Number(process.argv[process.argv.indexOf("--serve") + 1]));
