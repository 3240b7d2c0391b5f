// The big screen leads the reveal (issue 43), over real sockets: while a screen watches, a phone
// holds no truth and no points before the room's clock reaches their beat, and without one it has
// them at once; after the show the round moves on by the room's alarm with nobody tapping, unless
// the host holds it («انتظار») or the room keeps the host's pacing.
import { describe, expect, it } from "vitest";
import type { TriviaView } from "../../schema/game-views";
import type { RoomView } from "../../schema/protocol";
import { TestClient } from "../../worker/test/helpers/client";
import { categoriesOf, fireDeadline, hostedRoom, nextPhase, playShow, seatGuests, stored, viewOf } from "./game-helpers";
import { LiveSocket } from "./live-client";

async function screenOf(code: string) {
  const client = new TestClient();
  await client.becomeGuest();
  const res = await client.fetch(`/ws?code=${code}&role=screen`, { headers: { Upgrade: "websocket" } });
  const ws = res.webSocket!;
  ws.accept();
  const socket = new LiveSocket(ws);
  socket.send("join-screen");
  await socket.next("watch-joined");
  return socket;
}

async function freeSubcategories(): Promise<string[]> {
  const cats = await categoriesOf<{ subcategories: { id: string; isPremium: boolean }[] }>("trivia-deception");
  return cats.flatMap((c) => c.subcategories).filter((s) => !s.isPremium).map((s) => s.id);
}

const gameOf = viewOf<TriviaView>;

/** The next public view of the round's results (earlier frames skipped). */
async function watchedResults(socket: LiveSocket): Promise<TriviaView> {
  for (;;) {
    const game = (await socket.next("watch-state")).data.state.game as TriviaView | null;
    if (game?.currentPhase === "round_results") return game;
  }
}

/** The player's next view that meets `holds` (earlier frames skipped). */
async function viewUntil(socket: LiveSocket, holds: (game: TriviaView, state: RoomView) => boolean): Promise<TriviaView> {
  for (;;) {
    const { state } = (await socket.next("game-state")).data;
    if (state.game && holds(state.game as TriviaView, state)) return state.game as TriviaView;
  }
}

/** A trivia room of three with a round played to its results: everyone writes, everyone votes. */
async function playToResults(withScreen: boolean, pacing?: { hostPaced: boolean }) {
  const { room, host } = await hostedRoom("trivia-deception");
  const [sara, fahad] = await seatGuests(room.code, ["سارة", "فهد"]);
  const everyone = [host, sara.socket, fahad.socket];
  const screen = withScreen ? await screenOf(room.code) : null;
  if (pacing) {
    host.send("set-pacing", pacing);
    await host.next("game-state");
  }
  host.send("start-game", { gameType: "trivia-deception", categories: await freeSubcategories(), settings: { rounds: 3 } });
  let view = gameOf(await host.next("game-started"));
  if (view.currentPhase === "subcategory_selection") {
    // The host sat first, so chooses first.
    host.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: view.availableSubcategories[0].id } });
    view = await nextPhase(everyone, host, "writing");
  }
  for (const [s, lie] of [[host, "كذبة المضيف"], [sara.socket, "كذبة سارة"], [fahad.socket, "كذبة فهد"]] as const) s.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: lie } });
  view = await nextPhase(everyone, host, "voting");
  for (const s of everyone) s.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: view.displayOptions.find((o) => !o.isMine)!.id } });
  const saraView = await nextPhase<TriviaView>(everyone, sara.socket, "round_results");
  return { room, host, sara, fahad, everyone, screen, saraView };
}

describe("the big screen leads the reveal (issue 43)", () => {
  it("with a screen watching, a phone has no truth and no points before the show tells them; the screen has them at once", async () => {
    const { room, sara, screen, saraView } = await playToResults(true);
    expect((await stored(room.id)).screenOn).toBe(true);
    expect(saraView.show).toMatchObject({ follow: true, shown: 1 });
    expect(saraView.currentQuestion!.correctAnswer).toBeNull();
    expect(saraView.roundPoints).toEqual({});
    expect(saraView.displayOptions.some((o) => o.type === "correct")).toBe(false);
    const watched = await watchedResults(screen!);
    expect(watched.currentQuestion!.correctAnswer).not.toBeNull();
    // The room's alarm at the beats tells the phones the rest.
    await playShow(room.id);
    const told = await viewUntil(sara.socket, (g) => g.currentPhase === "round_results" && !!g.show && g.show.shown === g.show.beats.length);
    expect(told.currentQuestion!.correctAnswer).toBe(watched.currentQuestion!.correctAnswer);
    expect(told.displayOptions.find((o) => o.type === "correct")).toBeDefined();
    // The screen gone, the room notes it: the next show is not followed.
    screen!.close();
    for (;;) if ((await stored(room.id)).screenOn === false) break;
  });

  it("without a screen, a phone has the whole results at once, and the round moves on by the alarm with nobody tapping", async () => {
    const { room, everyone, host, saraView } = await playToResults(false);
    expect(saraView.show).toMatchObject({ follow: false });
    expect(saraView.currentQuestion!.correctAnswer).not.toBeNull();
    expect(saraView).toMatchObject({ autoNext: true, held: false });
    expect(saraView.phaseEndsAt).toBeGreaterThan(Date.now());
    await fireDeadline(room.id);
    const next = await nextPhase<TriviaView>(everyone, host, "subcategory_selection");
    expect(next.roundNumber).toBe(2);
  });

  it("«انتظار» holds the countdown (the host's only), and «التالي» moves on", async () => {
    const { room, host, sara, everyone } = await playToResults(false);
    sara.socket.send("game-action", { action: "hold_next" });
    expect((await sara.socket.next("error")).data.code).toBe("not_admin");
    host.send("game-action", { action: "hold_next" });
    const held = await viewUntil(sara.socket, (g) => !!g.held);
    expect(held.phaseEndsAt).toBeNull();
    expect((await stored(room.id)).game!.deadline).toBeNull();
    host.send("game-action", { action: "next_round" });
    expect((await nextPhase<TriviaView>(everyone, host, "subcategory_selection")).roundNumber).toBe(2);
  });

  it("a room that keeps the host's pacing waits for «التالي»: no countdown, no deadline", async () => {
    const { room, saraView, sara } = await playToResults(false, { hostPaced: true });
    expect(saraView).toMatchObject({ autoNext: false, phaseEndsAt: null });
    expect((await stored(room.id)).game!.deadline).toBeNull();
    // Only the host sets the pacing.
    sara.socket.send("set-pacing", { hostPaced: false });
    expect((await sara.socket.next("error")).data.code).toBe("not_admin");
  });
});
