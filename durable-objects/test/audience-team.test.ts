// The audience as one team «الجمهور», over real Durable Objects and real sockets: the audience
// votes from several shards (AUDIENCE_SHARD_SIZE=test), and when the vote ends its summed
// favourite is scored as one more player's vote, with its own place in the totals.
import { describe, expect, it } from "vitest";
import { AUDIENCE_TEAM_ID } from "../../schema/audience-team";
import type { TriviaView } from "../../schema/game-views";
import { AUDIENCE_SHARDS, GAME_RULES } from "../../schema/limits";
import type { AudienceTallyView } from "../../schema/protocol";
import { TestClient } from "../../worker/test/helpers/client";
import { roundMultiplier } from "../games/shared/rounds";
import { AUDIENCE_TEAM_LOBBY_ONLY } from "../room/actions/set-audience-team";
import { categoriesOf, hostedRoom, seatGuests, viewOf } from "./game-helpers";
import { LiveSocket } from "./live-client";

const RULES = GAME_RULES.trivia;
const LIES = ["كذبة المضيف", "كذبة سارة", "كذبة فهد"] as const;

/** An audience member let in through the worker's /ws, on whichever shard the worker picks. */
async function fan(code: string) {
  const client = new TestClient();
  await client.becomeGuest();
  const ws = (await client.fetch(`/ws?code=${code}&role=audience`, { headers: { Upgrade: "websocket" } })).webSocket!;
  ws.accept();
  const socket = new LiveSocket(ws);
  socket.send("join-audience");
  await socket.next("watch-joined");
  return socket;
}

async function tallyUntil(socket: LiveSocket, holds: (t: AudienceTallyView) => boolean): Promise<AudienceTallyView> {
  for (;;) {
    const { data } = await socket.next("audience-tally", 5_000);
    if (holds(data)) return data;
  }
}

/**
 * A trivia room of three, the audience team on or off, played to its first vote; the audience
 * (spread over more than one shard) votes `audienceVotes` (by answer: a lie or "truth"), then the
 * players vote: the host the truth, سارة فهد's lie, فهد سارة's lie. Returns the round's results.
 */
async function playRound(team: boolean, audienceVotes: string[]) {
  const { room, host, user } = await hostedRoom("trivia-deception");
  const [sara, fahad] = await seatGuests(room.code, ["سارة", "فهد"]);
  const everyone = [host, sara.socket, fahad.socket];
  if (team) {
    sara.socket.send("set-audience-team", { on: true });
    expect((await sara.socket.next("error")).data.code).toBe("not_admin");
    host.send("set-audience-team", { on: true });
    expect((await host.next("game-state")).data.state.audienceTeam).toBe(true);
  }
  const cats = await categoriesOf<{ subcategories: { id: string; isPremium: boolean }[] }>("trivia-deception");
  host.send("start-game", { gameType: "trivia-deception", categories: cats.flatMap((c) => c.subcategories).filter((s) => !s.isPremium).map((s) => s.id) });
  const started = (await host.next("game-started")).data.state.game as TriviaView;
  const socketOf = new Map([[user.id, host], [sara.playerId, sara.socket], [fahad.playerId, fahad.socket]]);
  (socketOf.get(started.subcategorySelector ?? "") ?? host).send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: started.availableSubcategories[0].id } });
  for (const s of everyone) await s.next("phase-changed");
  for (const [s, lie] of [[host, LIES[0]], [sara.socket, LIES[1]], [fahad.socket, LIES[2]]] as const) s.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: lie } });
  let voting: TriviaView | null = null;
  for (const s of everyone) voting = viewOf<TriviaView>(await s.next("phase-changed"));
  expect(voting!.currentPhase).toBe("voting");
  const idOf = (answer: string) =>
    answer === "truth" ? voting!.displayOptions.find((o) => !(LIES as readonly string[]).includes(o.answer))!.id : voting!.displayOptions.find((o) => o.answer === answer)!.id;

  // The team is a lobby setting: refused once the game runs.
  host.send("set-audience-team", { on: !team });
  expect((await host.next("error")).data).toMatchObject({ code: "invalid_action", message: AUDIENCE_TEAM_LOBBY_ONLY });

  const fans = [];
  for (const answer of audienceVotes) {
    const socket = await fan(room.code);
    socket.send("audience-vote", { optionId: idOf(answer) });
    await socket.next("audience-voted");
    fans.push(socket);
  }
  if (audienceVotes.length) expect(audienceVotes.length).toBeGreaterThan(AUDIENCE_SHARDS.testSocketsPerShard);
  // The room has summed every shard's votes before the players end the vote.
  if (fans.length) await tallyUntil(fans[0], (t) => t.total === audienceVotes.length);

  host.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: idOf("truth") } });
  sara.socket.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: idOf(LIES[2]) } });
  fahad.socket.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: idOf(LIES[1]) } });
  let results: TriviaView | null = null;
  for (const s of everyone) {
    for (;;) {
      const view = viewOf<TriviaView>(await s.next("phase-changed"));
      if (view.currentPhase !== "voting") {
        results = view;
        break;
      }
    }
  }
  for (const f of fans) f.close();
  expect(results!.currentPhase).toBe("round_results");
  const m = roundMultiplier(results!.roundNumber, results!.totalRounds);
  return { results: results!, m, ids: { host: user.id, sara: sara.playerId, fahad: fahad.playerId } };
}

describe("the audience as one team «الجمهور»", () => {
  it("the audience's favourite, summed over its shards, is the truth: «الجمهور» earns the truth's points and a place in the totals", async () => {
    // Two shards: the first holds a tie (the host's lie, the truth), the second one more vote for the truth; the sum picks the truth.
    const { results, m, ids } = await playRound(true, [LIES[0], "truth", "truth"]);
    expect(results.scores).toEqual({
      [ids.host]: RULES.correctAnswerPoints * m,
      [ids.sara]: RULES.pointsPerFooled * m,
      [ids.fahad]: RULES.pointsPerFooled * m,
      [AUDIENCE_TEAM_ID]: RULES.correctAnswerPoints * m,
    });
    expect(results.roundPoints[AUDIENCE_TEAM_ID]).toBe(RULES.correctAnswerPoints * m);
    expect(results.ranking.find((r) => r.playerId === AUDIENCE_TEAM_ID)).toMatchObject({ score: RULES.correctAnswerPoints * m, rank: 1 });
    expect(results.ranking).toHaveLength(4);
  });

  it("the audience picks a player's lie: its author earns the fooled points, as for a player's vote, and «الجمهور» none", async () => {
    const { results, m, ids } = await playRound(true, [LIES[0], "truth", LIES[0]]);
    expect(results.scores).toEqual({
      [ids.host]: (RULES.correctAnswerPoints + RULES.pointsPerFooled) * m,
      [ids.sara]: RULES.pointsPerFooled * m,
      [ids.fahad]: RULES.pointsPerFooled * m,
      [AUDIENCE_TEAM_ID]: 0,
    });
    expect(results.ranking.find((r) => r.playerId === AUDIENCE_TEAM_ID)).toMatchObject({ score: 0, rank: 4 });
  });

  it("on, with no audience vote in the phase: no pick, no points, and no «الجمهور» on the board yet", async () => {
    const { results, m, ids } = await playRound(true, []);
    expect(results.scores).toEqual({ [ids.host]: RULES.correctAnswerPoints * m, [ids.sara]: RULES.pointsPerFooled * m, [ids.fahad]: RULES.pointsPerFooled * m });
  });

  it("off, the same votes score nobody and the board has no «الجمهور»", async () => {
    const { results, m, ids } = await playRound(false, [LIES[0], "truth", LIES[0]]);
    expect(results.scores).toEqual({ [ids.host]: RULES.correctAnswerPoints * m, [ids.sara]: RULES.pointsPerFooled * m, [ids.fahad]: RULES.pointsPerFooled * m });
    expect(results.ranking.map((r) => r.playerId)).not.toContain(AUDIENCE_TEAM_ID);
  });
});
