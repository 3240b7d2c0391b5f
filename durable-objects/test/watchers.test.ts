// The room's watching roles over real sockets: a big screen and an audience beside the players.
// A screen takes no seat and never holds a phase; neither it nor the audience sees a secret
// before the players do; the audience votes and hears counts, never one frame per vote.
import { evictDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ROOM_CONTROLS } from "../../schema/limits";
import type { TriviaView } from "../../schema/game-views";
import type { RoomView } from "../../schema/protocol";
import { TestClient } from "../../worker/test/helpers/client";
import type { TriviaState } from "../games/trivia-deception/rules";
import { categoriesOf, gameStateOf, hostedRoom, nextPhase, seatGuests, stored, stubOf } from "./game-helpers";
import { LiveSocket } from "./live-client";

async function watcher(code: string, role: "screen" | "audience") {
  const client = new TestClient();
  await client.becomeGuest();
  const res = await client.fetch(`/ws?code=${code}&role=${role}`, { headers: { Upgrade: "websocket" } });
  const ws = res.webSocket!;
  ws.accept();
  const socket = new LiveSocket(ws);
  socket.send(role === "screen" ? "join-screen" : "join-audience");
  const joined = await socket.next("watch-joined");
  return { client, socket, joined };
}

async function freeSubcategories(): Promise<string[]> {
  const cats = await categoriesOf<{ subcategories: { id: string; isPremium: boolean }[] }>("trivia-deception");
  return cats.flatMap((c) => c.subcategories).filter((s) => !s.isPremium).map((s) => s.id);
}

const gameOf = (state: RoomView) => state.game as TriviaView;

/** The first public view a watcher hears that meets `holds` (earlier ones skipped): a wait on the frame, not on the clock. */
async function watchUntil(socket: LiveSocket, holds: (state: RoomView) => boolean): Promise<RoomView> {
  for (;;) {
    const { state } = (await socket.next("watch-state")).data;
    if (holds(state)) return state;
  }
}
const watchPhase = (socket: LiveSocket, phase: string) => watchUntil(socket, (state) => state.game?.currentPhase === phase);
const answered = (state: RoomView) => Object.values(state.game?.playerStatus ?? {}).filter((s) => s.hasAnswered).length;

// Every text the view carries, without ids and category lists, where a short truth like "4" may sit.
function textsOf(value: unknown, key = ""): string[] {
  if (typeof value === "string") return /id$/i.test(key) || key === "code" ? [] : [value];
  if (Array.isArray(value)) return key === "categories" ? [] : value.flatMap((v) => textsOf(v, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => textsOf(v, k));
  return [];
}

describe("the big screen and the audience", () => {
  it("a screen takes no seat, never holds a phase, and never sees a lie's author or the truth before the players", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const [sara, fahad] = await seatGuests(room.code, ["سارة", "فهد"]);
    const screen = await watcher(room.code, "screen");
    expect(screen.joined.data.role).toBe("screen");
    expect(Object.keys(screen.joined.data.state.players)).toHaveLength(3);
    expect(screen.joined.data.state.isAdmin).toBe(false);
    // A screen cannot act in the room.
    screen.socket.send("start-game", { gameType: "trivia-deception" });
    expect((await screen.socket.next("error")).data.code).toBe("not_watching");

    const everyone = [host, sara.socket, fahad.socket];
    host.send("start-game", { gameType: "trivia-deception", categories: await freeSubcategories(), settings: { rounds: 3 } });
    let view = (await host.next("game-started")).data.state.game as TriviaView;
    host.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: view.availableSubcategories[0].id } });
    await nextPhase(everyone, host, "writing");
    const truth = gameStateOf<TriviaState>(await stored(room.id)).question!.correctAnswer;
    for (const [s, lie] of [[host, "كذبة المضيف"], [sara.socket, "كذبة سارة"]] as const) s.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: lie } });
    // Two of three players wrote: the screen hears who answered, not what.
    let seen = await watchUntil(screen.socket, (state) => answered(state) === 2);
    expect(gameOf(seen).currentPhase).toBe("writing");
    expect(JSON.stringify(seen)).not.toContain("كذبة المضيف");
    // The truth may be a short number ("4") found in any timestamp, so look where it would be.
    expect(gameOf(seen).currentQuestion!.correctAnswer).toBeNull();
    expect(textsOf(seen)).not.toContain(truth);
    // The last player acts: the phase ends at once, the connected screen is not waited for.
    fahad.socket.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "كذبة فهد" } });
    view = await nextPhase(everyone, host, "voting");
    seen = await watchPhase(screen.socket, "voting");
    // The choices, without their kind or authors, exactly as a player sees them.
    expect(gameOf(seen).displayOptions.map((o) => o.answer).sort()).toEqual(view.displayOptions.map((o) => o.answer).sort());
    expect(gameOf(seen).displayOptions.every((o) => o.type === undefined && o.authors === undefined && !o.isMine)).toBe(true);
    expect(gameOf(seen).currentQuestion!.correctAnswer).toBeNull();
    for (const s of everyone) s.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: view.displayOptions.find((o) => o.answer === truth)!.id } });
    view = await nextPhase(everyone, host, "round_results");
    seen = await watchPhase(screen.socket, "round_results");
    expect(gameOf(seen).currentQuestion!.correctAnswer).toBe(truth);
    screen.socket.close();
  });

  it("the audience joins a started game, votes once per voting phase, and the watchers hear counts and the audience's choice", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const [sara, fahad] = await seatGuests(room.code, ["سارة", "فهد"]);
    const everyone = [host, sara.socket, fahad.socket];
    host.send("start-game", { gameType: "trivia-deception", categories: await freeSubcategories(), settings: { rounds: 3 } });
    let view = (await host.next("game-started")).data.state.game as TriviaView;
    host.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: view.availableSubcategories[0].id } });
    await nextPhase(everyone, host, "writing");

    // Joining after the start: audience, not refused.
    const fans = [];
    for (let i = 0; i < 5; i++) fans.push(await watcher(room.code, "audience"));
    // Not in a voting phase yet: the vote is refused kindly.
    fans[0].socket.send("audience-vote", { optionId: "x" });
    expect((await fans[0].socket.next("submission-error")).data.action).toBe("audience-vote");

    for (const [s, lie] of [[host, "كذبة المضيف"], [sara.socket, "كذبة سارة"], [fahad.socket, "كذبة فهد"]] as const)
      s.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: lie } });
    view = await nextPhase(everyone, host, "voting");
    const id = (answer: string) => view.displayOptions.find((o) => o.answer === answer)!.id;
    for (const s of everyone) s.drain();

    // Votes: three for Sara's lie, two for Fahad's; an unknown option is refused; a changed mind counts once.
    fans[4].socket.send("audience-vote", { optionId: "not-an-option" });
    expect((await fans[4].socket.next("submission-error")).data.action).toBe("audience-vote");
    fans[0].socket.send("audience-vote", { optionId: id("كذبة فهد") });
    await fans[0].socket.next("audience-voted");
    for (const [i, lie] of [[0, "كذبة سارة"], [1, "كذبة سارة"], [2, "كذبة سارة"], [3, "كذبة فهد"], [4, "كذبة فهد"]] as const) {
      fans[i].socket.send("audience-vote", { optionId: id(lie) });
      expect((await fans[i].socket.next("audience-voted")).data.optionId).toBe(id(lie));
    }
    // The audience hears the counts as a tally, not one frame per vote; players, who never show it, are not sent it.
    const watching = fans[1].socket;
    let tally = (await watching.next("audience-tally", 3000)).data;
    while (tally.total < 5) tally = (await watching.next("audience-tally", 3000)).data;
    expect(tally).toMatchObject({ count: 5, round: 1, total: 5, counts: { [id("كذبة سارة")]: 3, [id("كذبة فهد")]: 2 }, choice: id("كذبة سارة") });
    const tallies = watching.received.filter((m) => m.type === "audience-tally" && m.data.round === 1).length;
    expect(tallies).toBeLessThan(6);
    expect(host.received.some((m) => m.type === "audience-tally")).toBe(false);
    // Audience votes move no points and hold no phase: the players' votes end it.
    for (const s of everyone) s.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: view.displayOptions.find((o) => !o.isMine && o.answer !== "كذبة المضيف")!.id } });
    view = await nextPhase(everyone, host, "round_results");
    expect(gameOf(await watchPhase(fans[0].socket, "round_results")).currentPhase).toBe("round_results");
    for (const f of fans) f.socket.close();
  });

  it("refuses a player socket the watchers' frames, and caps the screens", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    host.send("join-screen");
    expect((await host.next("error")).data.code).toBe("not_watching");
    const screens = [];
    for (let i = 0; i < 4; i++) screens.push(await watcher(room.code, "screen"));
    const client = new TestClient();
    await client.becomeGuest();
    const res = await client.fetch(`/ws?code=${room.code}&role=screen`, { headers: { Upgrade: "websocket" } });
    res.webSocket!.accept();
    const fifth = new LiveSocket(res.webSocket!);
    fifth.send("join-screen");
    expect((await fifth.next("error")).data.code).toBe("room_full");
    for (const s of screens) s.socket.close();
  });
  it("the audience tally starts empty each round: round 2's options show no count of round 1's votes", async () => {
    const { room, host, user } = await hostedRoom("trivia-deception");
    const [sara, fahad] = await seatGuests(room.code, ["سارة", "فهد"]);
    const everyone = [host, sara.socket, fahad.socket];
    const socketOf = { [user.id]: host, [sara.playerId]: sara.socket, [fahad.playerId]: fahad.socket };
    const screen = await watcher(room.code, "screen");
    const fan = await watcher(room.code, "audience");
    host.send("start-game", { gameType: "trivia-deception", categories: await freeSubcategories(), settings: { rounds: 3 } });
    let view = (await host.next("game-started")).data.state.game as TriviaView;

    const playRound = async (round: number) => {
      if (view.currentPhase === "subcategory_selection") {
        socketOf[view.subcategorySelector!].send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: view.availableSubcategories[0].id } });
        view = await nextPhase(everyone, host, "writing");
      }
      for (const [s, lie] of [[host, "كذبة المضيف"], [sara.socket, "كذبة سارة"], [fahad.socket, "كذبة فهد"]] as const)
        s.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: `${lie} ${round}` } });
      view = await nextPhase(everyone, host, "voting");
      return view;
    };
    // The round's fresh tally reaches a watcher: a frame of that round (earlier rounds' frames skipped).
    const tallyOf = async (socket: LiveSocket, round: number, total: number) => {
      for (;;) {
        const { data } = await socket.next("audience-tally", 3000);
        if (data.round === round && data.total === total) return data;
      }
    };

    view = await playRound(1);
    const picked = view.displayOptions.find((o) => o.answer === "كذبة سارة 1")!.id;
    fan.socket.send("audience-vote", { optionId: picked });
    await fan.socket.next("audience-voted");
    expect((await tallyOf(screen.socket, 1, 1)).counts).toEqual({ [picked]: 1 });
    for (const s of everyone) s.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: view.displayOptions.find((o) => !o.isMine)!.id } });
    view = await nextPhase(everyone, host, "round_results");
    // A screen watches, so the host's first «التالي» plays the show to its end (issue 43), the second moves on.
    host.send("game-action", { action: "next_round" });
    host.send("game-action", { action: "next_round" });
    view = await nextPhase(everyone, host, "subcategory_selection");
    view = await playRound(2);

    // Round 2 is voting and nobody in the audience has voted: the screen and the audience are told an empty tally of round 2.
    for (const socket of [screen.socket, fan.socket]) expect(await tallyOf(socket, 2, 0)).toMatchObject({ round: 2, total: 0, counts: {}, choice: null });
    // Players never read the tally: it is not sent to them.
    expect(everyone.some((s) => s.received.some((m) => m.type === "audience-tally"))).toBe(false);
    screen.socket.close();
    fan.socket.close();
  });
});

describe("what changed, every screen sees it (issue 31)", () => {
  /** Three players in a trivia round's writing phase, a big screen watching. */
  async function writingWithScreen() {
    const { room, host, user } = await hostedRoom("trivia-deception");
    const [sara, fahad] = await seatGuests(room.code, ["سارة", "فهد"]);
    const everyone = [host, sara.socket, fahad.socket];
    const screen = await watcher(room.code, "screen");
    host.send("start-game", { gameType: "trivia-deception", categories: await freeSubcategories(), settings: { rounds: 3 } });
    const view = (await host.next("game-started")).data.state.game as TriviaView;
    host.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: view.availableSubcategories[0].id } });
    const writing = await nextPhase<TriviaView>(everyone, host, "writing");
    await watchPhase(screen.socket, "writing");
    return { room, host, user, sara, fahad, everyone, screen: screen.socket, writing };
  }

  it("a pause is in the public view with the time left; «+30 ثانية» and a skip are announced to the players and the screen", async () => {
    const { host, sara, everyone, screen } = await writingWithScreen();
    host.send("pause-game");
    let seen: RoomView;
    do seen = (await screen.next("watch-state")).data.state;
    while (!seen.game?.paused);
    expect(seen.game).toMatchObject({ paused: true, phaseEndsAt: null });
    expect(seen.game!.pausedRemainingMs).toBeGreaterThan(0);
    const left = seen.game!.pausedRemainingMs!;

    host.send("add-time");
    for (const socket of [...everyone, screen]) expect((await socket.next("room-notice")).data).toEqual({ kind: "time-added", seconds: 30, message: "أُضيفت 30 ثانية إلى وقت المرحلة" });
    do seen = (await screen.next("watch-state")).data.state;
    while (seen.game!.pausedRemainingMs === left);
    expect(seen.game!.pausedRemainingMs).toBe(left + ROOM_CONTROLS.addTimeMs);

    host.send("resume-game");
    await sara.socket.next("game-state");
    host.send("skip-question");
    for (const socket of [...everyone, screen]) expect((await socket.next("room-notice")).data.kind).toBe("question-skipped");
    expect((await watchPhase(screen, "subcategory_selection")).game!.roundNumber).toBe(1);
  });

  it("a refused skip is no news: only the host hears why", async () => {
    const { host, screen } = await writingWithScreen();
    host.send("skip-question");
    expect((await screen.next("room-notice")).data.kind).toBe("question-skipped");
    await watchPhase(screen, "subcategory_selection");
    // Choosing the category is no question to skip: the host is told, nobody else.
    host.send("skip-question");
    expect((await host.next("submission-error")).data.message).toBeTruthy();
    // The next notice the screen hears is the next host action's: the refused skip said nothing to it.
    host.send("add-time");
    expect((await screen.next("room-notice")).data.kind).toBe("time-added");
    expect(screen.received.filter((m) => m.type === "room-notice").map((m) => m.data.kind)).toEqual(["question-skipped", "time-added"]);
  });

  it("a player whose phone dropped is marked offline in the public view, and every screen is told the game goes on", async () => {
    const { host, sara, fahad, screen } = await writingWithScreen();
    fahad.socket.close();
    const notice = { kind: "player-offline", playerId: fahad.playerId, nickname: "فهد", message: "انقطع اتصال فهد، واللعب مستمر" };
    for (const socket of [host, sara.socket, screen]) expect((await socket.next("room-notice")).data).toEqual(notice);
    let seen: RoomView;
    do seen = (await screen.next("watch-state")).data.state;
    while (seen.players[fahad.playerId].isOnline);
    expect(seen.players[fahad.playerId]).toMatchObject({ isOnline: false });

    // «خروج» mid-game: the seat stays, marked as gone, and the room hears it.
    sara.socket.send("game-action", { action: "leave_room" });
    expect((await host.next("room-notice")).data).toEqual({ kind: "player-left", playerId: sara.playerId, nickname: "سارة", message: "سارة خارج اللعبة الآن، واللعب مستمر" });
    do seen = (await screen.next("watch-state")).data.state;
    while (!seen.players[sara.playerId].hasLeft);
    // Players in the lobby come and go without a notice: only a running game goes on without someone.
    expect(screen.received.filter((m) => m.type === "room-notice")).toHaveLength(2);
  });

  it("«وقت أطول» ×2: the lobby's and the screen's views carry the times a game will run, 60 and 90 s", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const screen = await watcher(room.code, "screen");
    expect(screen.joined.data.state.effectiveTimes).toEqual({ writingTime: 30, votingTime: 45, subcategorySelectionTime: 15 });
    host.send("set-time-scale", { scale: 2 });
    const lobby = (await host.next("game-state")).data.state;
    expect(lobby.effectiveTimes).toEqual({ writingTime: 60, votingTime: 90, subcategorySelectionTime: 30 });
    let seen: RoomView;
    do seen = (await screen.socket.next("watch-state")).data.state;
    while (seen.timeScale !== 2);
    expect(seen.effectiveTimes).toMatchObject({ writingTime: 60, votingTime: 90 });
  });

  it("an audience vote is kept in the room's storage: after a restart the tally still counts it", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const [sara, fahad] = await seatGuests(room.code, ["سارة", "فهد"]);
    const everyone = [host, sara.socket, fahad.socket];
    host.send("start-game", { gameType: "trivia-deception", categories: await freeSubcategories(), settings: { rounds: 3 } });
    let view = (await host.next("game-started")).data.state.game as TriviaView;
    host.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: view.availableSubcategories[0].id } });
    await nextPhase(everyone, host, "writing");
    for (const [s, lie] of [[host, "كذبة المضيف"], [sara.socket, "كذبة سارة"], [fahad.socket, "كذبة فهد"]] as const)
      s.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: lie } });
    view = await nextPhase(everyone, host, "voting");
    const fan = await watcher(room.code, "audience");
    const picked = view.displayOptions.find((o) => o.answer === "كذبة فهد")!.id;
    fan.socket.send("audience-vote", { optionId: picked });
    await fan.socket.next("audience-voted");

    await evictDurableObject(stubOf(room.id), { webSockets: "close" });
    const late = await watcher(room.code, "audience");
    expect(late.joined.data.audience).toMatchObject({ round: 1, total: 1, counts: { [picked]: 1 }, choice: picked });
  });
});
