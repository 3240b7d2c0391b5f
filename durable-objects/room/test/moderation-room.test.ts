// Moderation through the room's ports: the host turns it on and sees the passcode, a moderator's
// socket enters with it and judges the players' lies, and the big screen's vote shows only the
// approved ones. Bluff trivia's real rules run, over a fixed question instead of D1.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODERATION } from "../../../schema/limits";
import type { TriviaView } from "../../../schema/game-views";
import { replaceGameForTests } from "../../engine/registry";
import "../../games/registry";
import { FRESHNESS } from "../../games/shared/content";
import type { TriviaContent } from "../../games/trivia-deception/content";
import { triviaGame } from "../../games/trivia-deception";
import { MODERATION_LOBBY_ONLY } from "../actions/set-moderation";
import { readRoom } from "../room-storage";
import { World, type FakeSocket } from "./memory-ports";

const content: TriviaContent = {
  subcategories: [{ id: "sub-1", nameAr: "منوعات" }],
  questions: Array.from({ length: 5 }, (_, i) => ({
    id: `q${i + 1}`,
    subcategoryId: "sub-1",
    content: `ما عاصمة أستراليا؟ (${i + 1})`,
    imageUrl: null,
    correctAnswer: "كانبرا",
    alternatives: [],
    fakes: ["سيدني", "ملبورن", "بيرث"],
    freshness: FRESHNESS.fresh,
    seenBy: 0,
  })),
};

let restore: () => void;
beforeAll(() => {
  restore = replaceGameForTests("trivia-deception", { ...triviaGame, loadContent: async () => content });
});
afterAll(() => restore());

const START = Date.UTC(2026, 0, 1, 18, 0, 0);
const info = { roomId: "room-1", code: "ABC234", name: null, creatorId: "host", isPremium: true, expiresAt: START + 3 * 3_600_000, gameType: "trivia-deception" as const };

async function moderatedLobby() {
  const world = new World(START);
  await world.create(info);
  const host = await world.join("host", "المضيفة");
  const sara = await world.join("sara", "سارة");
  const fahad = await world.join("fahad", "فهد");
  const tv = await world.open("tv-1", { role: "screen" });
  await world.send(tv, "join-screen");
  await world.send(host, "set-moderation", { on: true });
  const passcode = host.last("game-state").data.state.moderatorPasscode!;
  return { world, host, sara, fahad, tv, passcode };
}

async function moderator(world: World, passcode: string, id = "mod-1") {
  const socket = await world.open(id, { role: "moderator" });
  await world.send(socket, "join-moderator", { passcode });
  return socket;
}

const write = (world: World, socket: FakeSocket, answer: string) => world.send(socket, "game-action", { action: "SUBMIT_ANSWER", payload: { answer } });
const tvGame = (tv: FakeSocket) => tv.last("watch-state").data.state.game as TriviaView;

describe("moderation: the host's setting and the passcode", () => {
  it("only the host turns it on, in the lobby; the passcode is in the host's view only", async () => {
    const world = new World(START);
    await world.create(info);
    const host = await world.join("host", "المضيفة");
    const sara = await world.join("sara", "سارة");
    const tv = await world.open("tv-1", { role: "screen" });
    await world.send(tv, "join-screen");
    await world.send(sara, "set-moderation", { on: true });
    expect(sara.last("error").data.code).toBe("not_admin");

    await world.send(host, "set-moderation", { on: true });
    const passcode = host.last("game-state").data.state.moderatorPasscode;
    expect(passcode).toMatch(new RegExp(`^[0-9]{${MODERATION.passcodeDigits}}$`));
    expect(sara.last("game-state").data.state).toMatchObject({ moderation: true });
    expect(sara.last("game-state").data.state.moderatorPasscode).toBeUndefined();
    expect(tv.last("watch-state").data.state.moderatorPasscode).toBeUndefined();

    // «رمز جديد»: a new passcode; only the host may ask for one.
    await world.send(sara, "rotate-moderator-passcode");
    expect(sara.last("error").data.code).toBe("not_admin");
    await world.send(host, "rotate-moderator-passcode");
    const rotated = host.last("game-state").data.state.moderatorPasscode;
    expect(rotated).toMatch(/^[0-9]+$/);
    expect((await readRoom(world.storage))!.moderation!.passcode).toBe(rotated);

    await world.send(host, "start-game", { gameType: "trivia-deception", categories: ["sub-1"] });
    await world.send(host, "set-moderation", { on: false });
    expect(host.last("error").data).toMatchObject({ code: "invalid_action", message: MODERATION_LOBBY_ONLY });
  });
});

describe("moderation: the moderator's door", () => {
  it("a wrong passcode is refused and closes the socket; past the room's attempts even the right one waits", async () => {
    const { world, passcode } = await moderatedLobby();
    const wrong = passcode === "00000000" ? "11111111" : "00000000";
    for (let i = 0; i < MODERATION.attemptsPerWindow; i++) {
      const guesser = await moderator(world, wrong, `guesser-${i}`);
      expect(guesser.last("error").data.code).toBe("wrong_passcode");
      expect(guesser.closed).not.toBeNull();
    }
    const late = await moderator(world, passcode);
    expect(late.last("error").data.code).toBe("too_many_attempts");
    expect(late.of("moderator-joined")).toHaveLength(0);

    world.time.advance(MODERATION.attemptWindowMs);
    const allowed = await moderator(world, passcode, "mod-2");
    expect(allowed.last("moderator-joined").data.texts).toEqual([]);
  });

  it("a player's socket is no moderator: it may not enter with the passcode nor judge", async () => {
    const { world, sara, passcode } = await moderatedLobby();
    await world.send(sara, "join-moderator", { passcode });
    expect(sara.last("error").data.code).toBe("not_moderator");
    await world.send(sara, "moderate-text", { key: "q1:fahad", approve: true });
    expect(sara.last("error").data.code).toBe("not_moderator");
  });

  it("a room without moderation lets no moderator in", async () => {
    const world = new World(START);
    await world.create(info);
    await world.join("host", "المضيفة");
    const socket = await moderator(world, "12345678");
    expect(socket.last("error").data.code).toBe("not_moderator");
  });
});

describe("moderation: the texts", () => {
  it("the moderator approves one lie and rejects another; the third is not judged in time; the TV's vote shows only the approved one", async () => {
    const { world, host, sara, fahad, tv, passcode } = await moderatedLobby();
    const mod = await moderator(world, passcode);
    expect(mod.last("moderator-joined").data.texts).toEqual([]);
    await world.send(host, "start-game", { gameType: "trivia-deception", categories: ["sub-1"] });
    expect(tvGame(tv).currentPhase).toBe("writing");

    await write(world, sara, "سيدني الجديدة");
    await write(world, fahad, "كلام مسيء");
    await write(world, host, "أديلايد");
    const queue = mod.last("moderation-queue").data.texts;
    // In the order they were written.
    expect(queue.map((t) => [t.nickname, t.text])).toEqual([
      ["سارة", "سيدني الجديدة"],
      ["فهد", "كلام مسيء"],
      ["المضيفة", "أديلايد"],
    ]);
    // Everyone wrote, but nothing was judged: the TV still shows the writing.
    expect(tvGame(tv).currentPhase).toBe("writing");

    const keyOf = (nickname: string) => queue.find((t) => t.nickname === nickname)!.key;
    await world.send(mod, "moderate-text", { key: keyOf("سارة"), approve: true });
    await world.send(mod, "moderate-text", { key: keyOf("فهد"), approve: false });
    expect(mod.last("moderation-queue").data.texts.map((t) => t.nickname)).toEqual(["المضيفة"]);

    // The writing's deadline comes with the host's lie never judged.
    // (The room's alarm may first wake for something sooner, a socket's join window or a heartbeat.)
    for (let i = 0; i < 10 && tvGame(tv).currentPhase === "writing"; i++) await world.fireAlarm();
    const vote = tvGame(tv);
    expect(vote.currentPhase).toBe("voting");
    const shown = vote.displayOptions.map((o) => o.answer);
    expect(shown).toContain("سيدني الجديدة");
    expect(shown).not.toContain("كلام مسيء");
    expect(shown).not.toContain("أديلايد");
    expect(mod.last("moderation-queue").data.texts).toEqual([]);
  });
});

describe("a new name in a moderated room", () => {
  it("waits at the door until the moderator's word: the big screen never shows it before, a refused name may try another, and a seated name stays as let in", async () => {
    const { world, host, tv, passcode } = await moderatedLobby();
    const mod = await moderator(world, passcode);
    const troll = await world.open("troll");
    await world.send(troll, "join-room", { nickname: "اسم مسيء" });
    expect(troll.last("join-pending").data.nickname).toBe("اسم مسيء");
    // The host sees the request and why; the moderator sees the name; the screen sees nobody new.
    expect(host.last("join-requests").data.requests).toEqual([expect.objectContaining({ playerId: "troll", reason: "name" })]);
    expect(mod.last("moderation-queue").data.texts).toEqual([{ key: "name:troll", text: "اسم مسيء", nickname: "اسم مسيء" }]);
    expect(Object.values(tv.last("watch-state").data.state.players).map((p) => p.nickname)).not.toContain("اسم مسيء");

    await world.send(mod, "moderate-text", { key: "name:troll", approve: false });
    expect(troll.last("error").data.code).toBe("join_refused");
    expect(mod.last("moderation-queue").data.texts).toEqual([]);
    expect(host.last("join-requests").data.requests).toEqual([]);

    // Another name is judged again, and «قبول» seats it.
    await world.send(troll, "join-room", { nickname: "نورة" });
    expect(mod.last("moderation-queue").data.texts.map((t) => t.key)).toEqual(["name:troll"]);
    await world.send(mod, "moderate-text", { key: "name:troll", approve: true });
    expect(troll.of("room-joined")).toHaveLength(1);
    expect((await readRoom(world.storage))!.seats.troll.nickname).toBe("نورة");
    expect(Object.values(tv.last("watch-state").data.state.players).map((p) => p.nickname)).toContain("نورة");

    // Seated, the name stays as the moderator let it in.
    await world.send(troll, "change-nickname", { nickname: "اسم آخر" });
    expect(troll.last("error").data.message).toBe("تغيير الاسم غير متاح أثناء مراجعة النصوص في هذه الغرفة");
    expect((await readRoom(world.storage))!.seats.troll.nickname).toBe("نورة");
  });

  it("a join held by «قفل الغرفة» stays the host's to answer: the moderator's word on it changes nothing", async () => {
    const { world, host, passcode } = await moderatedLobby();
    await world.send(host, "set-join-approval", { on: true });
    const mod = await moderator(world, passcode);
    const guest = await world.open("guest");
    await world.send(guest, "join-room", { nickname: "هيا" });
    expect(host.last("join-requests").data.requests).toEqual([expect.objectContaining({ playerId: "guest", reason: "locked" })]);
    expect(mod.last("moderator-joined").data.texts).toEqual([]);
    await world.send(mod, "moderate-text", { key: "name:guest", approve: true });
    expect((await readRoom(world.storage))!.seats.guest).toBeUndefined();
  });
});
