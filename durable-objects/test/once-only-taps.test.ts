// No tap lost in a reconnect, and none counted twice (issue 42): a page sends a tap made while
// its socket was down after the re-join, maybe after the first copy already arrived. Each tap
// carries an `actionId` and the `phaseSeq` it was made in; the room applies an id at most once
// (remembered on the seat in its stored record, so a restart still knows it), answers a repeat
// with the same acknowledgement, and refuses a tap whose phase has ended.
import { evictDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { TriviaView } from "../../schema/game-views";
import { NOT_SENT_TEXTS } from "../../schema/not-sent";
import type { RoomView, ServerMessage } from "../../schema/protocol";
import { TestClient } from "../../worker/test/helpers/client";
import type { TriviaState } from "../games/trivia-deception/rules";
import { categoriesOf, gameStateOf, hostedRoom, nextPhase, seatGuests, stored, stubOf } from "./game-helpers";
import { joinRoom, LiveSocket } from "./live-client";

async function freeSubcategories(): Promise<string[]> {
  const cats = await categoriesOf<{ subcategories: { id: string; isPremium: boolean }[] }>("trivia-deception");
  return cats.flatMap((c) => c.subcategories).filter((s) => !s.isPremium).map((s) => s.id);
}

const gameOf = (message: { data: { state: RoomView } }) => message.data.state.game as TriviaView;
const trivia = (room: Awaited<ReturnType<typeof stored>>) => gameStateOf<TriviaState>(room);

/** A trivia room in its writing phase: the host and two guests seated. */
async function writingRoom() {
  const { room, host, admin } = await hostedRoom("trivia-deception");
  const [sara, fahad] = await seatGuests(room.code, ["سارة", "فهد"]);
  const everyone = [host, sara.socket, fahad.socket];
  host.send("start-game", { gameType: "trivia-deception", categories: await freeSubcategories(), settings: { rounds: 3 } });
  const started = gameOf(await host.next("game-started"));
  host.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: started.availableSubcategories[0].id } });
  const writing = await nextPhase<TriviaView>(everyone, host, "writing");
  return { room, host, admin, sara, fahad, everyone, writing };
}

/** The same room in its voting phase: each of the three wrote a lie («كذبة المضيف», «كذبة سارة», «كذبة فهد»). */
async function votingRoom() {
  const seated = await writingRoom();
  const { host, sara, fahad, everyone } = seated;
  for (const [s, lie] of [[host, "كذبة المضيف"], [sara.socket, "كذبة سارة"], [fahad.socket, "كذبة فهد"]] as const)
    s.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: lie } });
  return { ...seated, voting: await nextPhase<TriviaView>(everyone, host, "voting") };
}

async function audienceMember(code: string) {
  const client = new TestClient();
  await client.becomeGuest();
  const res = await client.fetch(`/ws?code=${code}&role=audience`, { headers: { Upgrade: "websocket" } });
  const ws = res.webSocket!;
  ws.accept();
  const socket = new LiveSocket(ws);
  socket.send("join-audience");
  await socket.next("watch-joined");
  return { client, socket };
}

const acks = (socket: LiveSocket, actionId: string) => socket.received.filter((m) => m.type === "action-ack" && m.data.actionId === actionId).length;
const refusals = (socket: LiveSocket) => socket.received.filter((m): m is Extract<ServerMessage, { type: "submission-error" }> => m.type === "submission-error");

describe("a tap applied at most once", () => {
  it("the same actionId twice is applied once and acknowledged twice, also after the room restarts", async () => {
    const { room, sara, writing } = await writingRoom();
    const tap = { action: "SUBMIT_ANSWER", actionId: "tap-sara-0001-abcdef", phaseSeq: writing.phaseSeq };
    sara.socket.send("game-action", { ...tap, payload: { answer: "كذبة سارة" } });
    expect((await sara.socket.next("action-ack")).data.actionId).toBe(tap.actionId);
    const applied = await stored(room.id);
    expect(trivia(applied).lies[sara.playerId]).toBe("كذبة سارة");
    expect(applied.seats[sara.playerId].appliedActions).toEqual([tap.actionId]);

    // The same tap again (its first copy's acknowledgement was lost in a drop), even with other words: answered, not applied.
    sara.socket.send("game-action", { ...tap, payload: { answer: "كذبة أخرى" } });
    expect((await sara.socket.next("action-ack")).data.actionId).toBe(tap.actionId);
    const again = await stored(room.id);
    expect(again.version).toBe(applied.version);
    expect(again.game!.step).toBe(applied.game!.step);
    expect(refusals(sara.socket)).toEqual([]);

    // The room sleeps and wakes (hibernation, a deploy): the id is in its stored record, so a third copy is still answered only.
    await evictDurableObject(stubOf(room.id), { webSockets: "close" });
    const back = await joinRoom(sara.client, room.code, "سارة");
    back.socket.send("game-action", { ...tap, payload: { answer: "كذبة ثالثة" } });
    expect((await back.socket.next("action-ack")).data.actionId).toBe(tap.actionId);
    // (The closed sockets moved the game's roster, so its step count moved; the lie and the ids did not.)
    const woken = await stored(room.id);
    expect(woken.seats[sara.playerId].appliedActions).toEqual([tap.actionId]);
    expect(trivia(woken).lies[sara.playerId]).toBe("كذبة سارة");
    expect(refusals(back.socket)).toEqual([]);
    expect(acks(back.socket, tap.actionId)).toBe(1);
  });

  it("a tap of a phase that has ended is refused with its words, never applied to the next phase", async () => {
    const { room, host, sara, fahad, everyone, writing } = await writingRoom();
    for (const [s, lie] of [[host, "كذبة المضيف"], [sara.socket, "كذبة سارة"], [fahad.socket, "كذبة فهد"]] as const)
      s.send("game-action", { action: "SUBMIT_ANSWER", actionId: `lie-${lie}-0000000`, phaseSeq: writing.phaseSeq, payload: { answer: lie } });
    const voting = await nextPhase<TriviaView>(everyone, host, "voting");
    const before = await stored(room.id);

    // A vote queued on Fahad's phone in an earlier phase (here: writing's number) arrives during voting.
    const option = voting.displayOptions.find((o) => o.answer === "كذبة سارة")!.id;
    fahad.socket.send("game-action", { action: "SUBMIT_VOTE", actionId: "late-vote-fahad-0001", phaseSeq: writing.phaseSeq, payload: { optionId: option } });
    const refused = await fahad.socket.next("submission-error");
    expect(refused.data).toEqual({ message: NOT_SENT_TEXTS.vote, action: "SUBMIT_VOTE", code: "not_sent", actionId: "late-vote-fahad-0001" });
    const after = await stored(room.id);
    expect(after.game!.step).toBe(before.game!.step);
    expect(trivia(after).votes).toEqual({});

    // The same vote made in this phase counts.
    fahad.socket.send("game-action", { action: "SUBMIT_VOTE", actionId: "vote-fahad-0002-abcd", phaseSeq: voting.phaseSeq, payload: { optionId: option } });
    await fahad.socket.next("action-ack");
    expect(trivia(await stored(room.id)).votes).toEqual({ [fahad.playerId]: option });
  });

  it("a frame without an actionId acts as before (host controls, older pages)", async () => {
    const { room, sara } = await writingRoom();
    sara.socket.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "كذبة بلا رقم" } });
    await sara.socket.next("game-state");
    const record = await stored(room.id);
    expect(trivia(record).lies[sara.playerId]).toBe("كذبة بلا رقم");
    expect(record.seats[sara.playerId].appliedActions).toBeUndefined();
    expect(sara.socket.received.some((m) => m.type === "action-ack")).toBe(false);
  });
});

describe("the host's «التالي» applied at most once", () => {
  it("twice with one id moves on one round, answered twice; one made in a phase the room left says it came late", async () => {
    const { room, host, sara, fahad, everyone, voting } = await votingRoom();
    const option = (answer: string) => voting.displayOptions.find((o) => o.answer === answer)!.id;
    for (const [s, lie] of [[host, "كذبة سارة"], [sara.socket, "كذبة فهد"], [fahad.socket, "كذبة المضيف"]] as const)
      s.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: option(lie) } });
    const results = await nextPhase<TriviaView>(everyone, host, "round_results");

    // Written on a socket that looked open, then again on the next one: one «التالي».
    const tap = { action: "next_round", actionId: "host-next-0001-abcdef", phaseSeq: results.phaseSeq };
    host.send("game-action", tap);
    expect((await host.next("action-ack")).data.actionId).toBe(tap.actionId);
    const moved = await stored(room.id);
    expect(trivia(moved).round).toBe(2);
    host.send("game-action", tap);
    expect((await host.next("action-ack")).data.actionId).toBe(tap.actionId);
    const again = await stored(room.id);
    expect(again.version).toBe(moved.version);
    expect(trivia(again).round).toBe(2);

    // Another «التالي» made on the results screen that reaches the room in round 2: not applied, and it does not ask for another tap.
    host.send("game-action", { ...tap, actionId: "host-next-0002-abcdef" });
    expect((await host.next("submission-error")).data).toEqual({ message: NOT_SENT_TEXTS.late, action: "next_round", code: "not_sent", actionId: "host-next-0002-abcdef" });
    expect(trivia(await stored(room.id)).round).toBe(2);
  });
});

describe("an audience vote counted once", () => {
  it("the same actionId twice keeps one vote and answers both, after a restart too; a vote of an ended phase is refused", async () => {
    const { room, writing, voting } = await votingRoom();
    const fan = await audienceMember(room.code);
    const first = voting.displayOptions.find((o) => o.answer === "كذبة فهد")!.id;
    const other = voting.displayOptions.find((o) => o.answer === "كذبة سارة")!.id;
    const tap = { actionId: "fan-vote-0001-abcdef", phaseSeq: voting.phaseSeq };

    fan.socket.send("audience-vote", { ...tap, optionId: first });
    expect((await fan.socket.next("audience-voted")).data).toEqual({ optionId: first, round: 1, actionId: tap.actionId });
    // A copy carrying another option (it cannot, from a page, but the room must not care): the vote as kept is the answer.
    fan.socket.send("audience-vote", { ...tap, optionId: other });
    expect((await fan.socket.next("audience-voted")).data).toEqual({ optionId: first, round: 1, actionId: tap.actionId });

    await evictDurableObject(stubOf(room.id), { webSockets: "close" });
    const back = await audienceMember(room.code);
    // The page's cookie identity is a new guest's here (a new client); the same person comes back with their own cookie.
    const same = new LiveSocket((await fan.client.fetch(`/ws?code=${room.code}&role=audience`, { headers: { Upgrade: "websocket" } })).webSocket!);
    same.ws.accept();
    same.send("join-audience");
    const joined = await same.next("watch-joined");
    expect(joined.data.audience).toMatchObject({ total: 1, counts: { [first]: 1 } });
    same.send("audience-vote", { ...tap, optionId: other });
    expect((await same.next("audience-voted")).data).toEqual({ optionId: first, round: 1, actionId: tap.actionId });

    // A tap of the writing phase, arriving in voting: refused with the vote's words.
    back.socket.send("audience-vote", { actionId: "fan2-late-0001-abcd", phaseSeq: writing.phaseSeq, optionId: other });
    expect((await back.socket.next("submission-error")).data).toEqual({ message: NOT_SENT_TEXTS.vote, action: "audience-vote", code: "not_sent", actionId: "fan2-late-0001-abcd" });
    back.socket.send("audience-vote", { actionId: "fan2-vote-0002-abcd", phaseSeq: voting.phaseSeq, optionId: other });
    await back.socket.next("audience-voted");
    let tally = (await same.next("audience-tally", 3000)).data;
    while (tally.total < 2) tally = (await same.next("audience-tally", 3000)).data;
    expect(tally.counts).toEqual({ [first]: 1, [other]: 1 });
  });
});
