// «مجلسنا» through the real room actor: a group's room plays bluff trivia to its end and the
// night is recorded (questions, lies, votes, ranking, season); then a member who missed it plays
// it «من بعيد»: dealt the night's questions in order with the family's lies in the vote, ranked
// in the night beside them, and their own lie dealt to the next ghost.
import { describe, expect, it, vi } from "vitest";
import type { GroupView, StoredTurn } from "../../schema/api/groups";
import type { TriviaView } from "../../schema/game-views";
import { TestClient } from "../../worker/test/helpers/client";
import { signedInUser } from "../../worker/test/helpers/people";
import type { TriviaState } from "../games/trivia-deception/rules";
import { fireDeadline, gameStateOf, nextPhase, stored, viewOf } from "./game-helpers";
import { joinRoom, type LiveSocket } from "./live-client";
import { env } from "cloudflare:test";

async function member(code: string, nickname: string) {
  const client = new TestClient();
  const playerId = await client.becomeGuest();
  expect((await client.post(`/api/groups/${code}/members`, { nickname })).status).toBe(201);
  return { client, playerId, nickname };
}

async function openRoom(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post("/api/rooms", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; code: string; gameType: string };
}

async function groupPage(client: TestClient, code: string) {
  return (await (await client.fetch(`/api/groups/${code}`)).json()) as GroupView;
}

const triviaOf = (roomId: string) => stored(roomId).then((room) => gameStateOf<TriviaState>(room));

/** From a round's selection to its results: the room picks, everyone writes `lies`, then votes by `vote`. */
async function playRound(roomId: string, sockets: LiveSocket[], lies: string[], vote: (view: TriviaView, truth: string, i: number) => string) {
  if ((await triviaOf(roomId)).phase === "subcategory_selection") {
    await fireDeadline(roomId);
    await nextPhase(sockets, sockets[0], "writing");
  }
  sockets.forEach((s, i) => s.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: lies[i] } }));
  const voting = await nextPhase<TriviaView>(sockets, sockets[0], "voting");
  const truth = (await triviaOf(roomId)).question!.correctAnswer;
  sockets.forEach((s, i) => s.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: vote(voting, truth, i) } }));
  await nextPhase(sockets, sockets[0], "round_results");
  return { voting, truth };
}

const optionOf = (view: TriviaView, answer: string) => view.displayOptions.find((o) => o.answer === answer)!.id;

describe("a group's night over the room actor", () => {
  it("records a linked game, then deals it to a ghost with the family's lies and ranks the ghost «من بعيد»", async () => {
    // A premium host, so the game may be set to three rounds.
    const account = await signedInUser({ premiumEnds: Date.now() + 86_400_000 });
    const host = { client: account.client, playerId: account.id, nickname: "أم فهد" };
    const made = await host.client.post("/api/groups", { nameAr: "مجلس الخميس", nickname: "أم فهد" });
    const { code: groupCode } = (await made.json()) as { code: string };
    const sara = await member(groupCode, "سارة");
    const khalid = await member(groupCode, "خالد");
    const subcategories = (await (await new TestClient().fetch("/api/games/trivia-deception/categories")).json()) as { subcategories: { id: string; isPremium: boolean }[] }[];
    const free = subcategories.flatMap((c) => c.subcategories).filter((s) => !s.isPremium).map((s) => s.id);

    const room = await openRoom(host.client, { gameType: "trivia-deception", nickname: "أم فهد", groupCode });
    const players = [host, sara, khalid];
    const sockets = [];
    for (const p of players) sockets.push((await joinRoom(p.client, room.code, p.nickname)).socket);
    sockets[0].send("start-game", { gameType: "trivia-deception", categories: free, settings: { rounds: 3 } });
    for (const s of sockets) await s.next("game-started");

    const prompts: string[] = [];
    for (let round = 1; round <= 3; round++) {
      // Khalid falls for Sara's lie each round; the others find the truth.
      await playRound(room.id, sockets, players.map((p) => `حكاية ${p.nickname} ${round}`), (view, truth, i) => optionOf(view, i === 2 ? `حكاية سارة ${round}` : truth));
      prompts.push((await triviaOf(room.id)).question!.content);
      sockets[0].send("game-action", { action: "next_round" });
      await nextPhase(sockets, sockets[0], round === 3 ? "final_ranking" : "subcategory_selection");
    }

    // The night is written once the game ends (after the final frames): wait for it.
    const page = await vi.waitFor(
      async () => {
        const p = await groupPage(host.client, groupCode);
        expect(p.nights).toHaveLength(1);
        return p;
      },
      { timeout: 10_000, interval: 50 },
    );
    const night = page.nights[0];
    const ranking = Object.fromEntries(night.ranking.map((r) => [r.nickname, r.points]));
    const final = gameStateOf<TriviaState>(await stored(room.id)).scores;
    expect(ranking).toEqual({ "أم فهد": final[host.playerId], سارة: final[sara.playerId], خالد: final[khalid.playerId] });
    expect(night.ranking[0]).toMatchObject({ nickname: "سارة", ghost: false });
    expect(page.season.map((r) => [r.nickname, r.points, r.games, r.wins])).toEqual(night.ranking.map((r, i) => [r.nickname, r.points, 1, i === 0 ? 1 : 0]));
    const storedNight = await env.DB.prepare("SELECT turns_json FROM group_nights WHERE id = ?").bind(night.id).first<{ turns_json: string }>();
    expect((JSON.parse(storedNight!.turns_json) as StoredTurn[]).map((t) => t.prompt)).toEqual(prompts);
    const khalidVotes = await env.DB.prepare("SELECT t.turn, t.lie, t.vote FROM group_night_texts t JOIN group_members m ON m.id = t.member_id WHERE m.nickname = 'خالد' ORDER BY t.turn").all();
    expect(khalidVotes.results).toEqual([1, 2, 3].map((r, i) => ({ turn: i, lie: `حكاية خالد ${r}`, vote: `حكاية سارة ${r}` })));

    // A member who missed the night plays it «من بعيد»: the same questions, in order, with the family's lies.
    const nasser = await member(groupCode, "ناصر");
    expect((await groupPage(nasser.client, groupCode)).nights[0].ghostable).toBe(true);
    const ghostRoom = await openRoom(nasser.client, { gameType: "trivia-deception", nickname: "ناصر", ghostOf: night.id });
    const ghost = (await joinRoom(nasser.client, ghostRoom.code, "ناصر")).socket;
    ghost.send("start-game", {});
    const started = viewOf<TriviaView>(await ghost.next("game-started"));
    expect(started).toMatchObject({ totalRounds: 3, currentPhase: "writing" });
    for (let round = 1; round <= 3; round++) {
      const { voting, truth } = await playRound(ghostRoom.id, [ghost], [`حكاية ناصر ${round}`], (view, truth) => optionOf(view, truth));
      expect(voting.currentQuestion!.content).toBe(prompts[round - 1]);
      expect(voting.displayOptions.map((o) => o.answer)).toEqual(expect.arrayContaining([truth, `حكاية أم فهد ${round}`, `حكاية سارة ${round}`, `حكاية خالد ${round}`, `حكاية ناصر ${round}`]));
      ghost.send("game-action", { action: "next_round" });
      // The night's questions come one subcategory: nothing to choose, straight to writing.
      await nextPhase([ghost], ghost, round === 3 ? "final_ranking" : "writing");
    }
    const ghostScore = gameStateOf<TriviaState>(await stored(ghostRoom.id)).scores[nasser.playerId];
    expect(ghostScore).toBeGreaterThan(0);
    const after = await vi.waitFor(
      async () => {
        const p = await groupPage(sara.client, groupCode);
        expect(p.nights[0].ranking.some((r) => r.ghost)).toBe(true);
        return p;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(after.nights[0].ranking.find((r) => r.ghost)).toEqual({ memberId: expect.any(String), nickname: "ناصر", points: ghostScore, ghost: true });
    expect(after.nights[0].ranking.map((r) => r.points)).toEqual([...after.nights[0].ranking.map((r) => r.points)].sort((a, b) => b - a));
    // A ghost's game is theirs: the season is the family's nights.
    expect(after.season.map((r) => r.nickname)).not.toContain("ناصر");
    expect((await groupPage(nasser.client, groupCode)).nights[0].ghostable).toBe(false);
    expect((await nasser.client.post("/api/rooms", { gameType: "trivia-deception", nickname: "ناصر", ghostOf: night.id })).status).toBe(409);

    // The next ghost is dealt the earlier ghost's lie too.
    const maha = await member(groupCode, "مها");
    const secondRoom = await openRoom(maha.client, { gameType: "trivia-deception", nickname: "مها", ghostOf: night.id });
    const second = (await joinRoom(maha.client, secondRoom.code, "مها")).socket;
    second.send("start-game", {});
    await second.next("game-started");
    const { voting } = await playRound(secondRoom.id, [second], ["حكاية مها 1"], (view, truth) => optionOf(view, truth));
    expect(voting.displayOptions.map((o) => o.answer)).toEqual(expect.arrayContaining(["حكاية ناصر 1", "حكاية مها 1"]));
  });
});
