// Moderation through the room's ports for «عنّا» and the meme game: a moderator's socket judges
// the players' texts, and the big screen's vote shows only the approved ones. The games' real
// rules run, over fixed content instead of D1.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AboutUsView, MemeView } from "../../../schema/game-views";
import { replaceGameForTests } from "../../engine/registry";
import "../../games/registry";
import { aboutUsGame, type AboutUsContent } from "../../games/about-us";
import { memeCaptionGame } from "../../games/meme-game";
import type { MemeContent } from "../../games/meme-game/content";
import { FRESHNESS } from "../../games/shared/content";
import { World, type FakeSocket } from "./memory-ports";

const aboutUsContent: AboutUsContent = {
  questions: Array.from({ length: 12 }, (_, i) => ({ id: `q${i + 1}`, content: `ما أكلتك المفضلة؟ (${i + 1})`, freshness: FRESHNESS.fresh, seenBy: 0 })),
};
const memeContent: MemeContent = {
  pictures: Array.from({ length: 3 }, (_, i) => ({ id: `m${i + 1}`, imageUrl: `/seed/memes/meme-${i + 1}.svg`, textBoxCount: 2 as const, freshness: FRESHNESS.fresh, seenBy: 0 })),
};

const restores: (() => void)[] = [];
beforeAll(() => {
  restores.push(replaceGameForTests("about-us", { ...aboutUsGame, loadContent: async () => aboutUsContent }));
  restores.push(replaceGameForTests("meme-game", { ...memeCaptionGame, loadContent: async () => memeContent }));
});
afterAll(() => restores.forEach((restore) => restore()));

const START = Date.UTC(2026, 0, 1, 18, 0, 0);

async function moderatedLobby(gameType: "about-us" | "meme-game") {
  const world = new World(START);
  await world.create({ roomId: "room-1", code: "ABC234", name: null, creatorId: "host", isPremium: true, expiresAt: START + 3 * 3_600_000, gameType });
  const host = await world.join("host", "المضيفة");
  const sara = await world.join("sara", "سارة");
  const fahad = await world.join("fahad", "فهد");
  const tv = await world.open("tv-1", { role: "screen" });
  await world.send(tv, "join-screen");
  await world.send(host, "set-moderation", { on: true });
  const mod = await world.open("mod-1", { role: "moderator" });
  await world.send(mod, "join-moderator", { passcode: host.last("game-state").data.state.moderatorPasscode! });
  return { world, host, sara, fahad, tv, mod };
}

const act = (world: World, socket: FakeSocket, action: string, payload: Record<string, unknown>) => world.send(socket, "game-action", { action, payload });
const queueOf = (mod: FakeSocket) => mod.last("moderation-queue").data.texts as { key: string; text: string; nickname: string }[];
const judge = (world: World, mod: FakeSocket, key: string, approve: boolean) => world.send(mod, "moderate-text", { key, approve });

describe("moderation in «عنّا» and the meme game", () => {
  it("«عنّا»: a rejected true answer makes no subject; the TV's vote shows the truth and the approved lie only", async () => {
    const { world, host, sara, fahad, tv, mod } = await moderatedLobby("about-us");
    const tvGame = () => tv.last("watch-state").data.state.game as AboutUsView;
    const players: Record<string, FakeSocket> = { المضيفة: host, سارة: sara, فهد: fahad };
    await world.send(host, "start-game", { gameType: "about-us", categories: ["cat-1"] });
    expect(tvGame().currentPhase).toBe("answering");
    for (const [name, socket] of Object.entries(players)) await act(world, socket, "SUBMIT_TRUTH", { answer: `كبسة ${name}` });
    expect(queueOf(mod).map((t) => [t.nickname, t.text])).toEqual(Object.keys(players).map((name) => [name, `كبسة ${name}`]));
    // Everyone answered, but nothing was judged: the TV still shows the answering.
    expect(tvGame().currentPhase).toBe("answering");
    const keyOf = (nickname: string) => queueOf(mod).find((t) => t.nickname === nickname)!.key;
    const fahadKey = keyOf("فهد");
    await judge(world, mod, keyOf("المضيفة"), true);
    await judge(world, mod, keyOf("سارة"), true);
    await judge(world, mod, fahadKey, false);
    expect(tvGame().currentPhase).toBe("writing");
    const subjectId = tvGame().subjectId!;
    const subject = { host: "المضيفة", sara: "سارة" }[subjectId as "host" | "sara"];
    // Fahad's answer was rejected: only the host or Sara may be the subject.
    expect(subject).toBeDefined();

    const writers = Object.entries(players).filter(([name]) => name !== subject);
    for (const [name, socket] of writers) await act(world, socket, "SUBMIT_ANSWER", { answer: `مندي من ${name}` });
    const lies = queueOf(mod);
    expect(lies.map((t) => t.text).sort()).toEqual(writers.map(([name]) => `مندي من ${name}`).sort());
    const [approved, unjudged] = writers.map(([name]) => name);
    await judge(world, mod, lies.find((t) => t.nickname === approved)!.key, true);
    // The writing's deadline comes with the other lie never judged.
    for (let i = 0; i < 10 && tvGame().currentPhase === "writing"; i++) await world.fireAlarm();
    expect(tvGame().currentPhase).toBe("voting");
    expect(tvGame().options.map((o) => o.answer).sort()).toEqual([`كبسة ${subject}`, `مندي من ${approved}`].sort());
    expect(tvGame().options.map((o) => o.answer)).not.toContain(`مندي من ${unjudged}`);
    expect(queueOf(mod)).toEqual([]);
  });

  it("the meme game: the TV's vote shows the approved captions only", async () => {
    const { world, host, sara, fahad, tv, mod } = await moderatedLobby("meme-game");
    const tvGame = () => tv.last("watch-state").data.state.game as MemeView;
    await world.send(host, "start-game", { gameType: "meme-game", categories: ["cat-1"], settings: { rounds: 3 } });
    expect(tvGame().currentPhase).toBe("captioning");
    const caption = (socket: FakeSocket, top: string) => world.send(socket, "game-action", { action: "submit_caption", captions: [top, "تحت"], submissionId: `${top}-1` });
    await caption(host, "مقبول");
    await caption(sara, "مرفوض");
    await caption(fahad, "بلا حكم");
    const queue = queueOf(mod);
    expect(queue.map((t) => [t.nickname, t.text])).toEqual([
      ["المضيفة", "مقبول / تحت"],
      ["سارة", "مرفوض / تحت"],
      ["فهد", "بلا حكم / تحت"],
    ]);
    expect(tvGame().currentPhase).toBe("captioning");
    await judge(world, mod, queue[0].key, true);
    await judge(world, mod, queue[1].key, false);
    for (let i = 0; i < 10 && tvGame().currentPhase === "captioning"; i++) await world.fireAlarm();
    expect(tvGame().currentPhase).toBe("voting");
    expect(tvGame().submissions.map((s) => s.captions)).toEqual([["مقبول", "تحت"]]);
    expect(queueOf(mod)).toEqual([]);
  });
});
