// Honest names (issue 37, items 4-5): invisible and format characters are dropped from nicknames
// and room names before they are checked, compared and stored, so a twin of a seated name is a
// duplicate and a kicked name cannot come back in disguise; bidi controls, which would show a
// text reversed, are refused in names, lies and captions with a clear Arabic word.
import { describe, expect, it } from "vitest";
import type { TriviaView } from "../../schema/game-views";
import { BIDI_REFUSAL } from "../../schema/honest-text";
import { TestClient } from "../../worker/test/helpers/client";
import type { TriviaState } from "../games/trivia-deception/rules";
import { categoriesOf, gameStateOf, hostedRoom, nextPhase, stored } from "./game-helpers";
import { joinRoom, openSocket } from "./live-client";

/** Someone new (own identity, own browser) at the door asking for a seat under `nickname`. */
async function knock(code: string, nickname: string) {
  const client = new TestClient();
  const playerId = await client.becomeGuest();
  const socket = await openSocket(client, code);
  socket.send("join-room", { nickname });
  return { client, playerId, socket };
}

async function seated(code: string, nickname: string) {
  const client = new TestClient();
  const playerId = await client.becomeGuest();
  return { client, playerId, socket: (await joinRoom(client, code, nickname)).socket };
}

const TWINS: [string, string][] = [
  ["zero-width space", "\u200B"],
  ["word joiner", "\u2060"],
  ["combining grapheme joiner", "\u034F"],
  ["Hangul filler", "\u3164"],
  ["zero-width joiner", "\u200D"],
  ["byte order mark", "\uFEFF"],
];

describe("honest names in the room (issue 37)", () => {
  it("«أحمد» with an invisible character is refused beside «أحمد» as a duplicate; bidi marks are refused in Arabic", async () => {
    const { room } = await hostedRoom("trivia-deception");
    const ahmad = await seated(room.code, "أحمد");
    for (const [label, mark] of TWINS) {
      const twin = await knock(room.code, `أحمد${mark}`);
      expect((await twin.socket.next("error")).data.code, label).toBe("duplicate_nickname");
      twin.socket.close();
    }
    for (const mark of ["\u200F", "\u061C", "\u202E"]) {
      const twin = await knock(room.code, `أحمد${mark}`);
      expect((await twin.socket.next("error")).data).toEqual({ code: "invalid_nickname", message: BIDI_REFUSAL.name });
      twin.socket.close();
    }
    const seats = Object.values((await stored(room.id)).seats);
    expect(seats.filter((s) => s.nickname.includes("أحمد")).map((s) => s.playerId)).toEqual([ahmad.playerId]);
  });

  it("a name in look-alike letters of another keyboard is a twin too", async () => {
    const { room } = await hostedRoom("trivia-deception");
    await seated(room.code, "سامي");
    await seated(room.code, "Sami");
    for (const twin of ["سامی", "Sаmi"]) {
      const knocking = await knock(room.code, twin);
      expect((await knocking.socket.next("error")).data.code, twin).toBe("duplicate_nickname");
      knocking.socket.close();
    }
  });

  it("a name is stored without its invisible characters, and a rename to a twin is refused", async () => {
    const { room } = await hostedRoom("trivia-deception");
    const sara = await seated(room.code, "\u200Bسا\u2060رة\u3164");
    expect((await stored(room.id)).seats[sara.playerId].nickname).toBe("سارة");
    const fahad = await seated(room.code, "فهد");
    fahad.socket.send("change-nickname", { nickname: "سارة\u200B" });
    expect((await fahad.socket.next("error")).data.code).toBe("duplicate_nickname");
    fahad.socket.send("change-nickname", { nickname: "\u202Ekcuf" });
    expect((await fahad.socket.next("error")).data).toEqual({ code: "invalid_nickname", message: BIDI_REFUSAL.name });
    fahad.socket.send("change-nickname", { nickname: "فهد\u034F الأول" });
    expect((await fahad.socket.next("nickname-changed")).data.nickname).toBe("فهد الأول");
  });

  it("a kicked «سامي» coming back as «سامي» + U+200B is held for the host like «سامي», never seated", async () => {
    const { room, host } = await hostedRoom("trivia-deception");
    const sami = await seated(room.code, "سامي");
    host.send("game-action", { action: "kick_player", targetPlayerId: sami.playerId });
    await sami.socket.next("kicked");
    host.drain();
    // The kicked identity itself, whatever the name.
    const again = await openSocket(sami.client, room.code);
    again.send("join-room", { nickname: "سامي\u200B" });
    expect((await again.next("error")).data.code).toBe("kicked");
    // Someone new under the disguised name waits at the door.
    const disguised = await knock(room.code, "سامي\u200B");
    expect((await disguised.socket.next("join-pending")).data).toEqual({ message: "بانتظار موافقة المشرف", nickname: "سامي" });
    expect((await host.next("join-requests")).data.requests).toEqual([expect.objectContaining({ playerId: disguised.playerId, nickname: "سامي" })]);
    expect((await stored(room.id)).seats[disguised.playerId]).toBeUndefined();
    // In a Persian yeh, too.
    const persian = await knock(room.code, "سامی");
    expect((await persian.socket.next("join-pending")).data.nickname).toBe("سامی");
    expect((await stored(room.id)).seats[persian.playerId]).toBeUndefined();
  });

  it("a lie holding a bidi control is refused to its writer in Arabic, with the filter on or off", async () => {
    const { room, host, user } = await hostedRoom("trivia-deception");
    const sara = await seated(room.code, "سارة");
    const fahad = await seated(room.code, "فهد");
    host.send("set-family-filter", { enabled: false });
    await sara.socket.next("game-state");
    const subcategories = (await categoriesOf<{ subcategories: { id: string; isPremium: boolean }[] }>("trivia-deception"))
      .flatMap((c) => c.subcategories)
      .filter((s) => !s.isPremium)
      .map((s) => s.id);
    host.send("start-game", { gameType: "trivia-deception", categories: subcategories, settings: { rounds: 3 } });
    await sara.socket.next("game-started");
    const everyone = [{ id: user.id, socket: host }, { id: sara.playerId, socket: sara.socket }, { id: fahad.playerId, socket: fahad.socket }];
    const state = gameStateOf<TriviaState>(await stored(room.id));
    everyone.find((p) => p.id === state.selector)!.socket.send("game-action", { action: "SELECT_SUBCATEGORY", payload: { subcategoryId: state.offered[0] } });
    await nextPhase<TriviaView>(everyone.map((p) => p.socket), sara.socket, "writing");
    sara.socket.send("game-action", { action: "SUBMIT_ANSWER", payload: { answer: "\u202Eكذبة" } });
    expect((await sara.socket.next("submission-error")).data).toMatchObject({ code: "bidi_control", message: BIDI_REFUSAL.text, action: "SUBMIT_ANSWER" });
    expect(gameStateOf<TriviaState>(await stored(room.id)).lies[sara.playerId]).toBeUndefined();
  });
});

describe("honest room names (issue 37)", () => {
  it("a room name and the creator's nickname drop invisible characters; a bidi control is a 400 naming the field", async () => {
    const client = new TestClient();
    await client.becomeGuest();
    const made = await client.post("/api/rooms", { gameType: "trivia-deception", name: "سهرة\u200B الخميس\u3164", nickname: "منيرة\u2060" });
    expect(made.status).toBe(201);
    const { code } = (await made.json()) as { code: string };
    const looked = (await (await client.fetch(`/api/rooms/${code}`)).json()) as { name: string };
    expect(looked.name).toBe("سهرة الخميس");

    const reversed = await client.post("/api/rooms", { gameType: "trivia-deception", name: "\u202Ekcuf" });
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toMatchObject({ code: "invalid_input", errors: [{ field: "name", message: BIDI_REFUSAL.name }] });
  });
});
