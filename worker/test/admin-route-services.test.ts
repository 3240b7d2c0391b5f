// The services behind the family filter, games, settings and rooms routes (issue 26 item 4),
// called directly on D1: what those routes used to do inline, now in worker/services.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { GAME_IDS } from "../../schema/limits";
import { database } from "../../data/db";
import { listActivity } from "../services/activity";
import { allSettings, cleanupStats, saveSettings } from "../services/admin-settings";
import { filterList, replaceFilterList, termsOfLines } from "../services/family-filter";
import { gameById, gameByType, listGames, updateGame } from "../services/games";
import { countLiveRooms, findLiveRoom, insertRoomWithFreshCode } from "../services/rooms";
import { ensureSeeded } from "../services/seed";

const db = () => database(env.DB);
const actor = () => `svc-${crypto.randomUUID().slice(0, 8)}`;
const HOUR = 3_600_000;
// The games come with the seed, which the app loads on its first request; services called directly load it here.
beforeAll(() => ensureSeeded(db()));
const actions = async (actorId: string) => (await listActivity(db(), { actor: actorId, tzOffset: 0, page: 1 })).items.map((i) => i.actionAr);

describe("family filter service", () => {
  it("keeps one term per written term, at its first place with its last kind, and skips blank lines", () => {
    expect(termsOfLines(["*بطيخ*", "  ", "موز", "بطيخ", "=تفاح"])).toEqual([
      { term: "بطيخ", match: "word" },
      { term: "موز", match: "word" },
      { term: "تفاح", match: "exact" },
    ]);
  });

  it("replaces the whole list in the written order and logs how many terms it holds", async () => {
    const before = await filterList(db());
    const who = actor();
    const answer = await replaceFilterList(env, db(), who, ["=موز", "*بطيخ*", "موز"]);
    expect(answer).toEqual({ lines: ["موز", "*بطيخ*"] });
    expect(await filterList(db())).toEqual(answer);
    expect(await actions(who)).toEqual(["حدّث المشرف قائمة فلتر الألفاظ (2)"]);
    await replaceFilterList(env, db(), null, before.lines);
    expect(await filterList(db())).toEqual(before);
  });
});

describe("games service", () => {
  it("lists every game for the admin and the active ones for the catalog, and finds a game by id and type", async () => {
    const all = await listGames(db(), { activeOnly: false });
    expect(all.map((g) => g.id)).toEqual([...all.map((g) => g.id)].sort((a, b) => a - b));
    const trivia = await gameById(db(), GAME_IDS["trivia-deception"]);
    expect(trivia?.gameType).toBe("trivia-deception");
    expect((await gameByType(db(), "trivia-deception"))?.id).toBe(trivia?.id);
    expect(await gameById(db(), 987654)).toBeNull();

    const who = actor();
    const off = await updateGame(db(), who, trivia!.id, { nameAr: trivia!.nameAr, descriptionAr: trivia!.descriptionAr, isPremium: trivia!.isPremium, isActive: false });
    expect(off.isActive).toBe(false);
    expect((await listGames(db(), { activeOnly: true })).some((g) => g.id === trivia!.id)).toBe(false);
    await updateGame(db(), who, trivia!.id, { nameAr: trivia!.nameAr, descriptionAr: "وصف آخر", isPremium: trivia!.isPremium, isActive: false });
    await updateGame(db(), who, trivia!.id, { nameAr: trivia!.nameAr, descriptionAr: trivia!.descriptionAr, isPremium: trivia!.isPremium, isActive: true });
    expect(await actions(who)).toEqual([`فعّل المشرف لعبة «${trivia!.nameAr}»`, `عدّل المشرف لعبة «${trivia!.nameAr}»`, `أوقف المشرف لعبة «${trivia!.nameAr}»`]);
    await expect(updateGame(db(), who, 987654, { nameAr: "x", descriptionAr: "", isPremium: false, isActive: true })).rejects.toMatchObject({ status: 404, code: "game_not_found" });
  });
});

describe("rooms and settings services", () => {
  const room = (expiresAt: Date) => ({ name: null, creatorId: `c-${crypto.randomUUID()}`, creatorUserId: null, creatorNickname: "مضيف", gameType: "trivia-deception", isPremium: false, expiresAt });

  it("counts live rooms, finds one by its code in any case, and marks one past its expiry expired (410)", async () => {
    const now = Date.now();
    const liveBefore = await countLiveRooms(db(), now);
    const open = await insertRoomWithFreshCode(db(), room(new Date(now + HOUR)), now);
    expect(await countLiveRooms(db(), now)).toBe(liveBefore + 1);
    expect((await findLiveRoom(db(), open.code.toLowerCase())).id).toBe(open.id);
    await expect(findLiveRoom(db(), "??")).rejects.toMatchObject({ status: 404, code: "room_not_found" });

    const stale = await insertRoomWithFreshCode(db(), room(new Date(now - 1)), now);
    await expect(findLiveRoom(db(), stale.code)).rejects.toMatchObject({ status: 410, code: "room_expired" });
    const row = await env.DB.prepare("SELECT status, ended_at FROM rooms WHERE id = ?").bind(stale.id).first<{ status: string; ended_at: number | null }>();
    expect(row).toMatchObject({ status: "expired" });
    expect(row?.ended_at).toBeGreaterThan(0);
    expect((await cleanupStats(db(), now)).liveRooms).toBe(liveBefore + 1);
  });

  it("saves only the sections sent, answers both, and logs which it saved", async () => {
    const who = actor();
    const { general, security } = await allSettings(db());
    const saved = await saveSettings(db(), who, { general: { ...general, defaultRoomExpiry: general.defaultRoomExpiry === 6 ? 5 : 6 } });
    expect(saved.general.defaultRoomExpiry).not.toBe(general.defaultRoomExpiry);
    expect(saved.security).toEqual(security);
    expect((await cleanupStats(db())).roomExpiryHours).toBe(saved.general.defaultRoomExpiry);
    await saveSettings(db(), who, { general, security });
    expect(await actions(who)).toEqual(["حدّث المشرف الإعدادات العامة وإعدادات الأمان", "حدّث المشرف الإعدادات العامة"]);
  });
});
