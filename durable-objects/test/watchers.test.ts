// The room's watching roles over real sockets: a big screen and an audience beside the players.
// A screen takes no seat and never holds a phase; neither it nor the audience sees a secret
// before the players do; the audience votes and hears counts, never one frame per vote.
import { describe, expect, it } from "vitest";
import type { TriviaView } from "../../schema/game-views";
import type { RoomView, ServerMessage } from "../../schema/protocol";
import { TestClient } from "../../worker/test/helpers/client";
import type { TriviaState } from "../games/trivia-deception/rules";
import { categoriesOf, gameStateOf, hostedRoom, nextPhase, seatGuests, stored } from "./game-helpers";
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
const lastWatchState = (socket: LiveSocket) =>
  (socket.received.filter((m) => m.type === "watch-state").at(-1) as Extract<ServerMessage, { type: "watch-state" }>).data.state;

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
    await sara.socket.next("game-state");
    // Two of three players wrote: the screen saw who answered, not what.
    let seen = lastWatchState(screen.socket);
    expect(gameOf(seen).currentPhase).toBe("writing");
    expect(JSON.stringify(seen)).not.toContain("كذبة المضيف");
    // The truth may be a short number ("4") found in any timestamp, so look where it would be.
    expect(gameOf(seen).currentQuestion!.correctAnswer).toBeNull();
    expect(textsOf(seen)).not.toContain(truth);
    // The last player acts: the phase ends at once, the connected screen is not waited for.
    fahad.socket.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "كذبة فهد" } });
    view = await nextPhase(everyone, host, "voting");
    await new Promise((r) => setTimeout(r, 50));
    seen = lastWatchState(screen.socket);
    expect(gameOf(seen).currentPhase).toBe("voting");
    // The choices, without their kind or authors, exactly as a player sees them.
    expect(gameOf(seen).displayOptions.map((o) => o.answer).sort()).toEqual(view.displayOptions.map((o) => o.answer).sort());
    expect(gameOf(seen).displayOptions.every((o) => o.type === undefined && o.authors === undefined && !o.isMine)).toBe(true);
    expect(gameOf(seen).currentQuestion!.correctAnswer).toBeNull();
    for (const s of everyone) s.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: view.displayOptions.find((o) => o.answer === truth)!.id } });
    view = await nextPhase(everyone, host, "round_results");
    await new Promise((r) => setTimeout(r, 50));
    seen = lastWatchState(screen.socket);
    expect(gameOf(seen).currentQuestion!.correctAnswer).toBe(truth);
    screen.socket.close();
  });

  it("the audience joins a started game, votes once per voting phase, and everyone hears counts and the audience's choice", async () => {
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
    // Players hear the counts as a tally, not one frame per vote.
    let tally = (await host.next("audience-tally", 3000)).data;
    while (tally.total < 5) tally = (await host.next("audience-tally", 3000)).data;
    expect(tally).toMatchObject({ count: 5, round: 1, total: 5, counts: { [id("كذبة سارة")]: 3, [id("كذبة فهد")]: 2 }, choice: id("كذبة سارة") });
    const tallies = host.received.filter((m) => m.type === "audience-tally").length;
    expect(tallies).toBeLessThan(6);
    // Audience votes move no points and hold no phase: the players' votes end it.
    for (const s of everyone) s.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: view.displayOptions.find((o) => !o.isMine && o.answer !== "كذبة المضيف")!.id } });
    view = await nextPhase(everyone, host, "round_results");
    const fan = fans[0].socket;
    await new Promise((r) => setTimeout(r, 50));
    expect(gameOf(lastWatchState(fan)).currentPhase).toBe("round_results");
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
});
