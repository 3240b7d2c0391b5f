// Bytes written per vote: one most-likely round in a Majlis room of eight.
import { openRoomSocket } from "../room-socket.mjs";
import { CONNECT_TIMEOUT_MS, HTTP_TIMEOUT_MS, JOIN_TIMEOUT_MS, METRICS_TIMEOUT_MS } from "./options.mjs";
import { cookieFrom, postJson } from "./majlis-server.mjs";

export const VOTERS = 8;

/**
 * The premium test user creates a most-likely room (a premium game; its first
 * phase is the vote) and joins it as admin with seven guests; the admin starts
 * the game on the first category, then each player votes once. After each vote
 * the voter's own socket asks for the state (one socket's frames are handled in
 * order, so the vote is stored by the time it is answered), then the admin asks
 * for the metrics, which are the host's alone. The last vote also ends the
 * phase (round results). Returns { perVote: [{ bytes, writes }], errors }.
 */
export async function measureVotes(baseUrl) {
  const retries = new Map();
  const login = await postJson(baseUrl, "/api/auth/dev/login", { account: "premium" }, null, retries);
  const session = cookieFrom(login, "majlis_session");
  await login.body?.cancel();
  if (!session) throw new Error("premium dev sign-in returned no majlis_session cookie");
  const listed = await (await fetch(`${baseUrl}/api/games/most-likely/categories`, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) })).json();
  const category = (Array.isArray(listed) ? listed : (listed?.categories ?? []))[0]?.id;
  if (category === undefined) throw new Error("no most-likely category in the seed");
  const created = await postJson(baseUrl, "/api/rooms", { gameType: "most-likely" }, session, retries);
  const { code } = await created.json();
  const cookies = [session];
  while (cookies.length < VOTERS) {
    const res = await postJson(baseUrl, "/api/auth/guest", {}, null, retries);
    cookies.push(cookieFrom(res, "majlis_guest"));
    await res.body?.cancel();
  }
  const sockets = [];
  try {
    for (const [i, cookie] of cookies.entries()) {
      const socket = await openRoomSocket(baseUrl, code, cookie, { handshakeTimeout: CONNECT_TIMEOUT_MS });
      sockets.push(socket);
      const joined = socket.next(["room-joined", "error"], JOIN_TIMEOUT_MS);
      socket.send("join-room", { nickname: `voter${i + 1}`, isAnonymous: i > 0 });
      const msg = await joined;
      if (msg.type !== "room-joined") throw new Error(`join-room refused: ${msg.data?.code}`);
      socket.playerId = msg.data.playerId;
    }
    const [admin] = sockets;
    const started = admin.next(["game-started", "error"], JOIN_TIMEOUT_MS);
    admin.send("start-game", { gameType: "most-likely", categories: [String(category)] });
    const start = await started;
    if (start.type !== "game-started") throw new Error(`start-game refused: ${start.data?.code}`);
    const metricsOf = async (socket) => {
      const answer = socket.next(["metrics-response"], METRICS_TIMEOUT_MS);
      socket.send("metrics-request");
      return (await answer).data;
    };
    let before = await metricsOf(admin);
    const perVote = [];
    for (const [i, socket] of sockets.entries()) {
      const votedPlayerId = sockets[(i + 1) % sockets.length].playerId;
      // As the page sends it (web/src/features/games/most-likely/voting-phase.tsx).
      socket.send("game-action", { action: "SUBMIT_VOTE", payload: { votedPlayerId, submissionId: `bench-vote-${i}` } });
      const synced = socket.next(["get-game-state-response"], METRICS_TIMEOUT_MS);
      socket.send("get-game-state");
      await synced;
      const after = await metricsOf(admin);
      perVote.push({ bytes: after.bytesWritten - before.bytesWritten, writes: after.storageWrites - before.storageWrites });
      before = after;
    }
    return { perVote, errors: sockets.flatMap((s) => s.errors) };
  } finally {
    for (const socket of sockets) socket.close();
  }
}
