// A game of bluff trivia played with a player's pack (issue 33) through the real room actor:
// the pack's questions in the game, missing lies filled from our bank (never the pack's other answers), the
// play counted, and a hidden or deleted pack refused with an Arabic reason.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { TriviaView } from "../../schema/game-views";
import type { TriviaState } from "../games/trivia-deception/rules";
import { BANK_LIES } from "../games/trivia-deception/bank-lies";
import type { RoomRecord } from "../room/room-record";
import { adminClient } from "../../worker/test/helpers/admin";
import { SETTINGS_LOBBY_ONLY } from "../room/actions/update-settings";
import { fireDeadline, gameStateOf, hostedRoom, nextPhase, seatGuests, stored, viewOf } from "./game-helpers";

const items = [
  { question: "في أي مدينة وُلد الجد؟", answer: "الرياض", lies: [] },
  { question: "أين قضت العائلة صيف العام الماضي؟", answer: "أبها", lies: ["الطائف"] },
  { question: "ما اسم قطة خالتي؟", answer: "لولو", lies: [] },
  { question: "ما الطبق الذي يطبخه أبي كل جمعة؟", answer: "كبسة", lies: [] },
  { question: "ما لون سيارة عمي الجديدة؟", answer: "أحمر", lies: [] },
];
const truths = new Map(items.map((i) => [i.question, i.answer]));

const triviaOf = (room: RoomRecord) => gameStateOf<TriviaState>(room);
const gameOf = viewOf<TriviaView>;

describe("a pack game over the room actor", () => {
  it("plays the pack's questions with house lies from our bank, never its other answers, counts the play, and refuses a hidden or deleted pack", async () => {
    const { admin: owner, room, host } = await hostedRoom("trivia-deception");
    const created = await owner.post("/api/packs", { gameType: "trivia-deception", title: "أسئلة عائلتنا", items });
    expect(created.status).toBe(201);
    const { code } = (await created.json()) as { code: string };
    const [sara, fahad] = await seatGuests(room.code, ["سارة", "فهد"]);
    const everyone = [host, sara.socket, fahad.socket];

    // A code nobody wrote, and a pack of the other game, are refused with a reason.
    host.send("start-game", { gameType: "trivia-deception", packCode: "ZZZZZZZ" });
    expect((await host.next("error")).data).toMatchObject({ code: "pack_unavailable", message: expect.stringContaining("لا توجد حزمة") });

    host.send("start-game", { gameType: "trivia-deception", packCode: code.toLowerCase(), settings: { rounds: 3 } });
    let view = gameOf(await sara.socket.next("game-started"));
    // One subcategory, the pack: nothing to choose, the first question is asked at once.
    expect(view).toMatchObject({ currentPhase: "writing", totalRounds: 3 });
    expect(view.currentQuestion!.subcategory).toEqual({ id: "pack", nameAr: "أسئلة عائلتنا" });
    expect((await stored(room.id)).lobby.pack).toEqual({ code, title: "أسئلة عائلتنا", authorName: expect.any(String), itemCount: 5 });
    // A lobby setting that reaches the room after the start (a slider's last value, sent late) changes
    // nothing: the game keeps its pack, which the big screen names and «لعب مرة أخرى» plays again.
    for (const s of everyone) s.drain();
    host.send("update-settings", { gameType: "trivia-deception", categories: [], settings: { rounds: 4 } });
    expect((await host.next("error")).data).toMatchObject({ code: "invalid_action", message: SETTINGS_LOBBY_ONLY });
    expect((await stored(room.id)).lobby).toMatchObject({ pack: { code }, settings: { rounds: 3 } });
    for (const s of everyone) s.drain();

    const asked: string[] = [];
    for (let round = 1; round <= 3; round++) {
      if (round > 1) view = await nextPhase(everyone, sara.socket, "writing");
      const question = triviaOf(await stored(room.id)).question!;
      expect(truths.get(question.content)).toBe(question.correctAnswer);
      asked.push(question.content);
      // Only Sara writes a lie; the other places are filled with the question's own lies, then our bank's (issue 43).
      for (const s of everyone) s.drain();
      sara.socket.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "لا أعرف أبدًا" } });
      expect((await sara.socket.next("game-state")).data.state.players[sara.playerId].hasAnswered).toBe(true);
      await fireDeadline(room.id);
      view = await nextPhase(everyone, host, "voting");
      const answers = view.displayOptions.map((o) => o.answer);
      expect(answers).toHaveLength(4);
      expect(answers).toEqual(expect.arrayContaining([question.correctAnswer, "لا أعرف أبدًا"]));
      const own = items.find((i) => i.question === question.content)!.lies;
      const decoys = answers.filter((a) => a !== question.correctAnswer && a !== "لا أعرف أبدًا");
      for (const d of decoys) expect([...own, ...BANK_LIES]).toContain(d);
      for (const d of decoys) expect(items.map((i) => i.answer)).not.toContain(d);
      const truthId = view.displayOptions.find((o) => o.answer === question.correctAnswer)!.id;
      for (const s of everyone) s.drain();
      fahad.socket.send("game-action", { action: "SUBMIT_VOTE", payload: { optionId: truthId } });
      await fahad.socket.next("game-state");
      await fireDeadline(room.id);
      view = await nextPhase(everyone, host, "round_results");
      expect(view.currentQuestion!.correctAnswer).toBe(question.correctAnswer);
      host.send("game-action", { action: "next_round" });
    }
    view = await nextPhase(everyone, fahad.socket, "final_ranking");
    expect(new Set(asked).size).toBe(3);
    expect(view.ranking[0]).toMatchObject({ playerId: fahad.playerId });
    const counted = await env.DB.prepare("SELECT play_count FROM packs WHERE code = ?").bind(code).first<{ play_count: number }>();
    expect(counted?.play_count).toBe(1);
    // The pack's items are not rows of our content: nothing of them is remembered as seen.
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM seen_content WHERE content_id IS NULL").first<{ n: number }>())?.n).toBe(0);

    // Hidden by the admin since: playing it again is refused with the reason.
    const moderator = await adminClient();
    expect((await moderator.post(`/api/admin/packs/${code}`, { action: "hide", reason: "تجربة" })).status).toBe(200);
    host.send("game-action", { action: "restart_game" });
    expect((await host.next("error")).data).toMatchObject({ code: "pack_unavailable", message: expect.stringContaining("أخفى المشرفون") });
    host.send("game-action", { action: "back_to_lobby" });
    expect((await host.next("game-ended")).data.reason).toBe("back_to_lobby");
    expect((await moderator.post(`/api/admin/packs/${code}`, { action: "unhide" })).status).toBe(200);
    expect((await owner.fetch(`/api/packs/${code}`, { method: "DELETE" })).status).toBe(200);
    host.send("start-game", { gameType: "trivia-deception", packCode: code });
    expect((await host.next("error")).data).toMatchObject({ code: "pack_unavailable", message: expect.stringContaining("حذفها كاتبها") });

    // Deleted by the admin (issue 42): the author cannot bring it back, and the room says who removed it.
    expect((await owner.post(`/api/packs/${code}/restore`)).status).toBe(200);
    expect((await moderator.post(`/api/admin/packs/${code}`, { action: "delete" })).status).toBe(200);
    expect((await owner.post(`/api/packs/${code}/restore`)).status).toBe(409);
    host.send("start-game", { gameType: "trivia-deception", packCode: code });
    expect((await host.next("error")).data).toMatchObject({ code: "pack_unavailable", message: expect.stringContaining("حذف المشرفون") });
  });
});

describe("a pack's play count (issue 42)", () => {
  it("counts once per room, however often the room restarts the game", async () => {
    const { admin: owner, room, host } = await hostedRoom("trivia-deception");
    const created = await owner.post("/api/packs", { gameType: "trivia-deception", title: "حزمة تُعاد كثيرًا", items });
    const { code } = (await created.json()) as { code: string };
    await seatGuests(room.code, ["سارة", "فهد"]);
    host.send("start-game", { gameType: "trivia-deception", packCode: code });
    await host.next("game-started");
    for (let i = 0; i < 60; i++) {
      host.send("game-action", { action: "restart_game" });
      await host.next("game-restarted");
    }
    const counted = await env.DB.prepare("SELECT play_count FROM packs WHERE code = ?").bind(code).first<{ play_count: number }>();
    expect(counted?.play_count).toBe(1);

    // Another room playing the same pack is another play.
    const other = await hostedRoom("trivia-deception");
    await seatGuests(other.room.code, ["نورة", "خالد"]);
    other.host.send("start-game", { gameType: "trivia-deception", packCode: code });
    await other.host.next("game-started");
    const again = await env.DB.prepare("SELECT play_count FROM packs WHERE code = ?").bind(code).first<{ play_count: number }>();
    expect(again?.play_count).toBe(2);
  });
});
