// Guests are remembered like signed-in players (issue 34): what a guest is shown in one room
// is stored against their guest id, and their next room, with the same guest cookie, draws
// questions they have not seen first.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TestClient } from "../../worker/test/helpers/client";
import type { TriviaState } from "../games/trivia-deception/rules";
import { categoriesOf, gameStateOf, hostedRoom, stored } from "./game-helpers";
import { joinRoom } from "./live-client";

const TRIVIA = 1;

/** A free subcategory, and its questions' ids as D1 holds them. */
async function oneSubcategory() {
  const cats = await categoriesOf<{ subcategories: { id: string; isPremium: boolean }[] }>("trivia-deception");
  const sub = cats.flatMap((c) => c.subcategories).find((s) => !s.isPremium)!;
  const rows = await env.DB.prepare("SELECT id FROM trivia_questions WHERE subcategory_id = ? AND is_active = 1 AND deleted_at IS NULL ORDER BY id").bind(Number(sub.id)).all<{ id: number }>();
  return { id: sub.id, questions: rows.results.map((r) => String(r.id)) };
}

async function guestSeen(guestId: string): Promise<string[]> {
  const rows = await env.DB.prepare("SELECT content_id FROM guest_seen_content WHERE guest_id = ? AND game_id = ?").bind(guestId, TRIVIA).all<{ content_id: number }>();
  return rows.results.map((r) => String(r.content_id)).sort();
}

/** A room of a fresh signed-in host with this guest seated, a one-subcategory trivia game started; the question drawn first. */
async function playWith(guest: TestClient, subcategoryId: string) {
  const { room, host } = await hostedRoom("trivia-deception");
  const seat = await joinRoom(guest, room.code, "ضيفة");
  host.send("start-game", { gameType: "trivia-deception", categories: [subcategoryId], settings: { rounds: 3 } });
  await seat.socket.next("game-started");
  // One subcategory: nobody chooses, the room draws the question as the game starts.
  const state = gameStateOf<TriviaState>(await stored(room.id));
  expect(state.phase).toBe("writing");
  return { room, question: state.question!.id };
}

describe("what guests have seen", () => {
  it("stores each question a guest is shown, under the guest id", async () => {
    const guest = new TestClient();
    const guestId = await guest.becomeGuest();
    const sub = await oneSubcategory();
    const { room, question } = await playWith(guest, sub.id);
    expect(await guestSeen(guestId)).toEqual([question]);
    expect((await stored(room.id)).played!["trivia-deception"]).toEqual([question]);
  });

  it("a returning guest's next room draws the question the guest has not seen", async () => {
    const guest = new TestClient();
    const guestId = await guest.becomeGuest();
    const sub = await oneSubcategory();
    // The guest has seen every question of the subcategory but one, in earlier rooms.
    const fresh = sub.questions[Math.floor(sub.questions.length / 2)];
    const insert = env.DB.prepare("INSERT INTO guest_seen_content (guest_id, game_id, content_id) VALUES (?, ?, ?)");
    await env.DB.batch(sub.questions.filter((id) => id !== fresh).map((id) => insert.bind(guestId, TRIVIA, Number(id))));

    const { question } = await playWith(guest, sub.id);
    expect(question).toBe(fresh);
    expect(await guestSeen(guestId)).toEqual([...sub.questions].sort());

    // Another guest, who has seen nothing, is no reason to avoid anything: the memory is per guest.
    const other = new TestClient();
    const otherId = await other.becomeGuest();
    await playWith(other, sub.id);
    expect(await guestSeen(otherId)).toHaveLength(1);
  });
});
