// The family filter and the host's «إخفاء» through the real room actor: real sockets,
// the list read from D1 (migration 0005), refusals heard by the writer only.
import { describe, expect, it } from "vitest";
import type { MemeView, TriviaView } from "../../schema/game-views";
import { FAMILY_FILTER_TEXT } from "../room/family-filter";
import { TestClient } from "../../worker/test/helpers/client";
import { categoriesOf, hostedRoom, nextPhase, seatGuests, viewOf } from "./game-helpers";
import { joinRoom, openSocket } from "./live-client";

const RUDE_LIE = "شـرمـوطـة";
const RUDE_CAPTION = "f u c k";

async function freeSubcategories(): Promise<string[]> {
  const cats = await categoriesOf<{ subcategories: { id: string; isPremium: boolean }[] }>("trivia-deception");
  return cats.flatMap((c) => c.subcategories).filter((s) => !s.isPremium).map((s) => s.id);
}

describe("family filter in the room", () => {
  it("refuses a rude nickname at join and on rename, kindly, and seats a clean one", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const client = new TestClient();
    await client.becomeGuest();
    const socket = await openSocket(client, room.code);
    socket.send("join-room", { nickname: "كسمك", isAnonymous: true });
    expect((await socket.next("error")).data).toMatchObject({ code: "invalid_nickname", message: FAMILY_FILTER_TEXT.nickname });
    socket.send("join-room", { nickname: "سارة", isAnonymous: true });
    await socket.next("room-joined");
    host.drain();
    socket.send("change-nickname", { nickname: "sh1t" });
    expect((await socket.next("error")).data).toMatchObject({ code: "invalid_nickname", message: FAMILY_FILTER_TEXT.nickname });
    // An ordinary word holding a listed word's letters is fine.
    socket.send("change-nickname", { nickname: "زبدة" });
    expect((await host.next("nickname-changed")).data.nickname).toBe("زبدة");
    expect(host.received.some((m) => JSON.stringify(m).includes("sh1t"))).toBe(false);
  });

  it("is on by default; only the host turns it off, and then names pass", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const [sara] = await seatGuests(room.code, ["سارة"]);
    const fahad = new TestClient();
    await fahad.becomeGuest();
    expect((await joinRoom(fahad, room.code, "فهد")).joined.data.state.familyFilter).toBe(true);
    sara.socket.send("set-family-filter", { enabled: false });
    expect((await sara.socket.next("error")).data.code).toBe("not_admin");
    host.send("set-family-filter", { enabled: false });
    expect((await sara.socket.next("game-state")).data.state.familyFilter).toBe(false);
    const client = new TestClient();
    await client.becomeGuest();
    expect((await joinRoom(client, room.code, "sh1t")).joined.data.state.players).toBeDefined();
  });

  it("refuses a rude lie to its writer only; the host hides a lie before the reveal, its votes dropped, its author told", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const [sara, fahad] = await seatGuests(room.code, ["سارة", "فهد"]);
    const everyone = [host, sara.socket, fahad.socket];
    host.send("start-game", { gameType: "trivia-deception", categories: await freeSubcategories(), settings: { rounds: 3 } });
    const selection = viewOf<TriviaView>(await host.next("game-started"));
    for (const s of everyone) s.drain();
    host.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: selection.availableSubcategories[0].id } });
    await nextPhase(everyone, host, "writing");

    sara.socket.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: RUDE_LIE } });
    expect((await sara.socket.next("submission-error")).data).toMatchObject({ code: "family_filter", hint: true, message: FAMILY_FILTER_TEXT.text });
    sara.socket.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "كذبة سارة" } });
    host.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "كذبة المضيف" } });
    fahad.socket.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "كذبة فهد" } });
    const voting = await nextPhase<TriviaView>(everyone, host, "voting");
    for (const s of [host, fahad.socket]) expect(s.received.some((m) => JSON.stringify(m).includes("شـرمـوطـة"))).toBe(false);
    expect(voting.displayOptions.map((o) => o.answer)).not.toContain(RUDE_LIE);

    const saraOption = voting.displayOptions.find((o) => o.answer === "كذبة سارة")!;
    for (const s of everyone) s.drain();
    fahad.socket.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: saraOption.id } });
    const afterVote = (await host.next("game-state")).data.state;
    expect(afterVote.players[fahad.playerId].hasVoted, JSON.stringify(afterVote.players)).toBe(true);
    for (const s of everyone) s.drain();

    // Only the host may hide.
    fahad.socket.send("game-action", { action: "hide_submission", submissionId: saraOption.id });
    expect((await fahad.socket.next("error")).data).toMatchObject({ code: "not_admin", message: "إخفاء الإجابات لمضيف الغرفة فقط" });
    host.send("game-action", { action: "hide_submission", submissionId: saraOption.id });
    for (const s of everyone) {
      const state = (await s.next("game-state")).data.state;
      const game = state.game as TriviaView;
      expect(game.displayOptions.map((o) => o.answer)).not.toContain("كذبة سارة");
      expect(state.players[fahad.playerId].hasVoted).toBe(false);
      expect(game.myTextHidden).toBe(s === sara.socket);
    }
  });

  it("refuses a rude caption and hides a meme caption before the reveal", async () => {
    const { room, host } = await hostedRoom("meme-game");
    const [sara, fahad] = await seatGuests(room.code, ["سارة", "فهد"]);
    const everyone = [host, sara.socket, fahad.socket];
    const category = (await categoriesOf("meme-game"))[0].id;
    host.send("start-game", { gameType: "meme-game", categories: [category], settings: { rounds: 3 } });
    const first = viewOf<MemeView>(await host.next("game-started"));
    const boxes = (text: string) => Array.from({ length: first.currentMeme!.textBoxCount }, () => text);
    for (const s of everyone) s.drain();

    sara.socket.send("game-action", { action: "submit_caption", captions: boxes(RUDE_CAPTION) });
    expect((await sara.socket.next("submission-error")).data).toMatchObject({ code: "family_filter", hint: true });
    sara.socket.send("game-action", { action: "submit_caption", captions: boxes("تعليق سارة") });
    host.send("game-action", { action: "submit_caption", captions: boxes("تعليق المضيف") });
    fahad.socket.send("game-action", { action: "submit_caption", captions: boxes("تعليق فهد") });
    const voting = await nextPhase<MemeView>(everyone, host, "voting");
    expect(JSON.stringify(voting)).not.toContain(RUDE_CAPTION);
    const saras = voting.submissions.find((s) => s.captions[0] === "تعليق سارة")!;
    for (const s of everyone) s.drain();
    host.send("game-action", { action: "hide_submission", submissionId: saras.id });
    for (const s of everyone) {
      const game = (await s.next("game-state")).data.state.game as MemeView;
      expect(game.submissions.map((x) => x.id)).not.toContain(saras.id);
      expect(game.myTextHidden).toBe(s === sara.socket);
    }
  });
});
