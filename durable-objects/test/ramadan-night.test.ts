// «سهرة رمضانية» through the real room actor: only the host turns it on, it survives the actor's
// restart and a phone's reload, and a game started with it deals from the Ramadan categories first
// (added to the host's own choice), while the same start without it never reaches them.
import { env, evictDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { MostLikelyView, TriviaView } from "../../schema/game-views";
import { GAME_IDS } from "../../schema/limits";
import { categoriesOf, hostedRoom, seatGuests, stored, stubOf, viewOf } from "./game-helpers";
import { joinRoom } from "./live-client";

const ML = GAME_IDS["most-likely"];
const TRIVIA = GAME_IDS["trivia-deception"];
const ramadanPrompts = ["مين أول واحد يمد يده على التمر وقت الأذان؟", "مين أكثر واحد ينام بعد السحور؟", "مين فينا يقعد يختار مسلسل رمضان؟"];
let ramadanSubcategory = "";
const ramadanQuestionIds = new Set<string>();

const insert = async (sql: string, ...params: unknown[]) => (await env.DB.prepare(`${sql} RETURNING id`).bind(...params).first<{ id: number }>())!.id;

beforeAll(async () => {
  // The room's catalogue is read from D1 (seeded on the first request); our own Ramadan rows beside it.
  await categoriesOf("most-likely");
  // The shipped Ramadan categories step aside, so each deal is judged on this file's own season rows.
  await env.DB.prepare("UPDATE categories SET season = NULL WHERE season = 'ramadan'").run();
  const ml = await insert("INSERT INTO categories (game_id, name_ar, is_premium, season, display_order) VALUES (?, 'ليالي رمضان', 1, 'ramadan', 99)", ML);
  for (const content of ramadanPrompts) await env.DB.prepare("INSERT INTO most_likely_questions (game_id, category_id, content, feminine) VALUES (?, ?, ?, ?)").bind(ML, ml, content, content).run();
  const trivia = await insert("INSERT INTO categories (game_id, name_ar, is_premium, season, display_order) VALUES (?, 'رمضان في الخليج', 0, 'ramadan', 99)", TRIVIA);
  const sub = await insert("INSERT INTO subcategories (category_id, name_ar, is_premium) VALUES (?, 'عادات الشهر', 0)", trivia);
  ramadanSubcategory = String(sub);
  for (const [content, answer] of [["وش اسم ليلة منتصف رمضان عند أطفال الخليج؟", "القرقيعان"], ["وش يسمون المسحراتي في الكويت قديمًا؟", "أبو طبيلة"]]) {
    const id = await insert(
      "INSERT INTO trivia_questions (game_id, category_id, subcategory_id, content, correct_answer, fake_answer_1, fake_answer_2, fake_answer_3) VALUES (?, ?, ?, ?, ?, 'الغبقة', 'الحية بية', 'النافلة')",
      TRIVIA, trivia, sub, content, answer,
    );
    ramadanQuestionIds.add(String(id));
  }
});

describe("«سهرة رمضانية» over the room actor", () => {
  it("is the host's to turn on, and stays on through the actor's restart and a phone's reload", async () => {
    const { room, host, admin } = await hostedRoom("most-likely");
    const [sara] = await seatGuests(room.code, ["سارة"]);

    sara.socket.send("set-ramadan-night", { on: true });
    expect((await sara.socket.next("error")).data).toMatchObject({ code: "not_admin", message: "تغيير الإعدادات لمشرف الغرفة فقط" });
    host.send("set-ramadan-night", { on: "yes" });
    expect((await host.next("error")).data.code).toBe("invalid_message");
    expect((await stored(room.id)).ramadanNight).toBeUndefined();

    host.send("set-ramadan-night", { on: true });
    expect((await sara.socket.next("game-state")).data.state.ramadanNight).toBe(true);
    expect((await stored(room.id)).ramadanNight).toBe(true);

    // The actor restarts (its memory gone) and the host's page reloads: the setting is still there.
    host.close();
    await evictDurableObject(stubOf(room.id));
    const again = await joinRoom(admin, room.code, "المضيف");
    expect(again.joined.data.state.ramadanNight).toBe(true);
  });

  it("deals the Ramadan prompts first in most likely, beside the host's category; without it, only the host's", async () => {
    const { room, host } = await hostedRoom("most-likely");
    const [sara, huda] = await seatGuests(room.code, ["سارة", "هدى"]);
    const everyday = (await categoriesOf<{ id: string; season?: string }>("most-likely")).find((c) => !c.season)!.id;

    // Off: the host's category alone.
    host.send("start-game", { gameType: "most-likely", categories: [everyday], settings: { rounds: 3 } });
    const plain = viewOf<MostLikelyView>(await sara.socket.next("game-started")).currentQuestion!;
    expect(ramadanPrompts).not.toContain(plain.content);
    host.send("game-action", { action: "back_to_lobby" });
    await sara.socket.next("game-ended");

    host.send("set-ramadan-night", { on: true });
    await huda.socket.next("game-state");
    host.send("start-game", { gameType: "most-likely", categories: [everyday], settings: { rounds: 3 } });
    const started = await sara.socket.next("game-started");
    expect(ramadanPrompts).toContain(viewOf<MostLikelyView>(started).currentQuestion!.content);
    // The lobby keeps the host's choice; the deal holds the season's three prompts for the three rounds.
    expect(started.data.state.lobby.categories).toEqual([everyday]);
    const pool = (await stored(room.id)).game!.state as { pool: { content: string }[] };
    expect(pool.pool.map((p) => p.content).sort()).toEqual([...ramadanPrompts].sort());
  });

  it("offers the Ramadan subcategory first in bluff trivia, though the host chose others", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const [sara] = await seatGuests(room.code, ["سارة"]);
    const chosen = (await categoriesOf<{ season?: string; subcategories: { id: string }[] }>("trivia-deception"))
      .filter((c) => !c.season)
      .flatMap((c) => c.subcategories.map((s) => s.id))
      .slice(0, 6);

    host.send("set-ramadan-night", { on: true });
    await sara.socket.next("game-state");
    host.send("start-game", { gameType: "trivia-deception", categories: chosen, settings: { rounds: 3 } });
    const view = viewOf<TriviaView>(await sara.socket.next("game-started"));
    expect(view.currentPhase).toBe("subcategory_selection");
    expect(view.availableSubcategories[0].id).toBe(ramadanSubcategory);
    expect(view.availableSubcategories.slice(1).every((s) => chosen.includes(s.id))).toBe(true);

    // The selector takes it: the question is one of the season's.
    host.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: ramadanSubcategory } });
    const writing = viewOf<TriviaView>(await sara.socket.next("phase-changed"));
    expect(writing.currentPhase).toBe("writing");
    const question = (await stored(room.id)).game!.state as { question: { id: string } };
    expect(ramadanQuestionIds.has(question.question.id)).toBe(true);
  });
});
