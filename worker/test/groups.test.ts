// «مجلسنا» (groups): every route and refusal — making a group, joining it, reading it (members
// only), leaving and removing, the limits (groups per identity, members per group, nights kept,
// creations per address), a guest member who signs in, the season and ghosts on the group page,
// the caller's group texts exported and deleted, and rooms linked to a group or to a ghost night.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { GroupView } from "../../schema/api/groups";
import { seasonOf } from "../../schema/api/groups";
import { AUTH, GROUPS, ROOM_CODE } from "../../schema/limits";
import { database } from "../../data/db";
import { recordGhost, recordNight, type NightPlayer } from "../../data/group-nights";
import { TestClient } from "./helpers/client";
import { adminClient } from "./helpers/admin";
import { signedInUser } from "./helpers/people";

async function guest() {
  const client = new TestClient();
  const playerId = await client.becomeGuest();
  return { client, playerId };
}

async function makeGroup(client: TestClient, nameAr = "مجلس آل فهد", nickname = "أم فهد") {
  const res = await client.post("/api/groups", { nameAr, nickname });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { code: string }).code;
}

async function join(client: TestClient, code: string, nickname: string) {
  const res = await client.post(`/api/groups/${code}/members`, { nickname });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; nickname: string; isOwner: boolean };
}

async function view(client: TestClient, code: string, query = "") {
  const res = await client.fetch(`/api/groups/${code}${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as GroupView;
}

const groupIdOf = async (code: string) => (await env.DB.prepare("SELECT id FROM groups WHERE code = ?").bind(code).first<{ id: string }>())!.id;

const turn = (prompt: string, lies: Record<string, string>, votes: Record<string, string>) => ({ prompt, truth: "الرياض", alternatives: [], decoys: ["جدة"], lies, votes });

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM groups").run();
  await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'group-%'").run();
});

describe("making and joining a group", () => {
  it("answers 401 without an identity, 400 in Arabic to a malformed body, and 201 with a 7-character code to a guest", async () => {
    expect((await new TestClient().post("/api/groups", { nameAr: "مجلس", nickname: "سارة" })).status).toBe(401);
    const { client } = await guest();
    for (const body of [{}, { nameAr: "" }, { nameAr: "س".repeat(GROUPS.nameMax + 1), nickname: "سارة" }, { nameAr: 5 }]) {
      const res = await client.post("/api/groups", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: expect.stringMatching(/[\u0600-\u06FF]/), code: expect.any(String), errors: expect.any(Array) });
    }
    // A guest has no account name to fall back on.
    const nameless = await client.post("/api/groups", { nameAr: "مجلس الجمعة" });
    expect(nameless.status).toBe(400);
    expect(await nameless.json()).toMatchObject({ errors: [{ field: "nickname" }] });
    const code = await makeGroup(client);
    expect(code).toMatch(new RegExp(`^[${ROOM_CODE.alphabet}]{${GROUPS.codeLength}}$`));
    const page = await view(client, code.toLowerCase());
    expect(page).toMatchObject({ code, nameAr: "مجلس آل فهد", me: { nickname: "أم فهد", isOwner: true }, season: [], nights: [], seasonId: seasonOf(Date.now()) });
  });

  it("lets anyone with the code join; a second join renames; a taken name is refused; reads are for members only", async () => {
    const owner = await guest();
    const code = await makeGroup(owner.client);
    const outsider = await guest();
    const refused = await outsider.client.fetch(`/api/groups/${code}`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "not_member", message: expect.stringContaining("لأعضائه") });
    expect(JSON.stringify(await (await outsider.client.fetch(`/api/groups/${code}`)).json())).not.toContain("آل فهد");
    expect((await outsider.client.fetch("/api/groups/ZZZZZZZ")).status).toBe(404);
    expect((await outsider.client.fetch("/api/groups/bad!code")).status).toBe(400);
    expect((await new TestClient().fetch(`/api/groups/${code}`)).status).toBe(401);

    const sara = await join(outsider.client, code, "سارة");
    expect(sara).toMatchObject({ nickname: "سارة", isOwner: false });
    const again = await outsider.client.post(`/api/groups/${code}/members`, { nickname: "سارة الصغيرة" });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: sara.id, nickname: "سارة الصغيرة" });
    const taken = await (await guest()).client.post(`/api/groups/${code}/members`, { nickname: "ام فهد" });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: "duplicate_nickname", errors: [{ field: "nickname" }] });
    expect((await outsider.client.post(`/api/groups/${code}/members`, { nickname: "" })).status).toBe(400);
    expect((await outsider.client.post("/api/groups/ZZZZZZZ/members", { nickname: "سارة" })).status).toBe(404);
    expect((await view(owner.client, code)).members.map((m) => m.nickname)).toEqual(["أم فهد", "سارة الصغيرة"]);
  });

  it("keeps a guest member's history when they sign in on the same device, and on the account's other devices", async () => {
    const { client } = await guest();
    const code = await makeGroup(client);
    const account = await signedInUser({ displayName: "فهد" });
    client.cookies.set(AUTH.sessionCookie, account.client.cookies.get(AUTH.sessionCookie)!);
    expect((await view(client, code)).me.isOwner).toBe(true);
    // Another browser of the same account, without the guest cookie.
    expect((await view(account.client, code)).me).toMatchObject({ nickname: "أم فهد", isOwner: true });
  });
});

describe("the limits", () => {
  it(`holds a group at ${GROUPS.membersMax} members`, async () => {
    const owner = await guest();
    const code = await makeGroup(owner.client);
    const groupId = await groupIdOf(code);
    const rows = Array.from({ length: GROUPS.membersMax - 1 }, (_, i) =>
      env.DB.prepare("INSERT INTO group_members (id, group_id, nickname, guest_id) VALUES (?, ?, ?, ?)").bind(crypto.randomUUID(), groupId, `عضو ${i}`, `g-${i}`),
    );
    await env.DB.batch(rows);
    const late = await (await guest()).client.post(`/api/groups/${code}/members`, { nickname: "متأخر" });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: "group_full", message: expect.stringContaining("50") });
  });

  it(`holds an identity at ${GROUPS.perIdentity} groups`, async () => {
    const { client } = await guest();
    const other = await guest();
    const codes: string[] = [];
    for (let i = 0; i < GROUPS.perIdentity; i++) codes.push(await makeGroup(i % 2 ? client : other.client, `مجلس ${i}`, "أنا"));
    for (const code of codes.filter((_, i) => i % 2 === 0)) await join(client, code, "ضيف");
    const over = await client.post("/api/groups", { nameAr: "مجلس زائد", nickname: "أنا" });
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({ code: "group_limit" });
    const fresh = await makeGroup(other.client, "مجلس جديد", "أنا");
    expect((await client.post(`/api/groups/${fresh}/members`, { nickname: "ضيف" })).status).toBe(409);
  });

  it(`makes at most ${GROUPS.createsPerAddressPerHour} groups an hour from one address`, async () => {
    const client = new TestClient();
    await client.becomeGuest();
    const statuses: number[] = [];
    for (let i = 0; i <= GROUPS.createsPerAddressPerHour; i++) {
      // Each a different guest of the same address, so the per-identity bound is not the one met.
      client.cookies.delete(AUTH.guestCookie);
      await client.becomeGuest();
      statuses.push((await client.post("/api/groups", { nameAr: `مجلس ${i}`, nickname: "أنا" })).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it(`keeps the newest ${GROUPS.nightsKept} nights, and the season keeps every night's points`, async () => {
    const owner = await guest();
    const code = await makeGroup(owner.client);
    const groupId = await groupIdOf(code);
    const me = (await view(owner.client, code)).me;
    const db = database(env.DB);
    const start = Date.now() - 200 * 60_000;
    for (let i = 0; i <= GROUPS.nightsKept; i++)
      await recordNight(db, { groupId, roomId: `room-${i}`, gameType: "most-likely", playedAt: start + i * 60_000, players: [{ playerId: owner.playerId, userId: null, nickname: "أم فهد", points: 10 }], turns: [] });
    const page = await view(owner.client, code);
    expect(page.nights).toHaveLength(GROUPS.nightsKept);
    expect(page.nights.at(-1)!.playedAt).toBe(new Date(start + 60_000).toISOString());
    const seasons = await env.DB.prepare("SELECT SUM(points) AS points, SUM(games) AS games FROM group_season_points WHERE member_id = ?").bind(me.id).first<{ points: number; games: number }>();
    expect(seasons).toEqual({ points: 10 * (GROUPS.nightsKept + 1), games: GROUPS.nightsKept + 1 });
  });
});

describe("nights, the season and ghosts on the group page", () => {
  async function familyNight() {
    const fahad = await guest();
    const code = await makeGroup(fahad.client);
    const sara = await guest();
    const khalid = await guest();
    const abroad = await guest();
    await join(sara.client, code, "سارة");
    await join(khalid.client, code, "خالد");
    const ghostMember = await join(abroad.client, code, "ناصر");
    const groupId = await groupIdOf(code);
    const players: NightPlayer[] = [
      { playerId: fahad.playerId, userId: null, nickname: "أم فهد", points: 1500 },
      { playerId: sara.playerId, userId: null, nickname: "سارة", points: 3000 },
      { playerId: khalid.playerId, userId: null, nickname: "خالد", points: 500 },
      { playerId: "anonymous_visitor", userId: null, nickname: "زائر", points: 0 },
    ];
    const turns = [
      turn("ما عاصمة السعودية؟", { [fahad.playerId]: "الدمام", [sara.playerId]: "مكة", anonymous_visitor: "كذبة الزائر" }, { [khalid.playerId]: "مكة", [fahad.playerId]: "الرياض" }),
      turn("أين يقع برج المملكة؟", { [khalid.playerId]: "أبها" }, { [sara.playerId]: "الرياض" }),
    ];
    await recordNight(database(env.DB), { groupId, roomId: crypto.randomUUID(), gameType: "trivia-deception", playedAt: Date.now(), players, turns });
    return { code, groupId, fahad, sara, khalid, abroad, ghostMember };
  }

  it("ranks the night, adds members' points to the season with a win for the top, and keeps no visitor's text", async () => {
    const { code, fahad, abroad } = await familyNight();
    const page = await view(fahad.client, code);
    expect(page.season.map((r) => [r.nickname, r.points, r.games, r.wins])).toEqual([
      ["سارة", 3000, 1, 1],
      ["أم فهد", 1500, 1, 0],
      ["خالد", 500, 1, 0],
    ]);
    expect(page.nights).toHaveLength(1);
    expect(page.nights[0]).toMatchObject({ gameType: "trivia-deception", ghostable: false });
    expect(page.nights[0].ranking.map((r) => [r.nickname, r.points, r.ghost, r.memberId !== null])).toEqual([
      ["سارة", 3000, false, true],
      ["أم فهد", 1500, false, true],
      ["خالد", 500, false, true],
      ["زائر", 0, false, false],
    ]);
    const texts = await env.DB.prepare("SELECT lie FROM group_night_texts WHERE night_id = ?").bind(page.nights[0].id).all<{ lie: string | null }>();
    expect(texts.results.map((t) => t.lie)).not.toContain("كذبة الزائر");
    // A member who missed it may play it «من بعيد».
    expect((await view(abroad.client, code)).nights[0].ghostable).toBe(true);
    // Past seasons stay readable by name; a season with no night is an empty table.
    expect((await view(fahad.client, code, "?season=2020-01")).season).toEqual([]);
    expect((await fahad.client.fetch(`/api/groups/${code}?season=2020-13`)).status).toBe(400);
  });

  it("ranks a ghost among the night's players marked «من بعيد», without touching the season", async () => {
    const { code, fahad, abroad, ghostMember } = await familyNight();
    const nightId = (await view(fahad.client, code)).nights[0].id;
    const groupId = await groupIdOf(code);
    await recordGhost(database(env.DB), { groupId, nightId, memberId: ghostMember.id, points: 2000, playedAt: Date.now(), turns: [{ index: 0, lie: "الخبر", vote: "الرياض" }] });
    const page = await view(fahad.client, code);
    expect(page.nights[0].ranking.map((r) => [r.nickname, r.ghost])).toEqual([
      ["سارة", false],
      ["ناصر", true],
      ["أم فهد", false],
      ["خالد", false],
      ["زائر", false],
    ]);
    expect(page.season.map((r) => r.nickname)).not.toContain("ناصر");
    expect((await view(abroad.client, code)).nights[0].ghostable).toBe(false);
  });

  it("exports the caller's group texts, deletes them on leaving, and deletes all of them on request", async () => {
    const { code, fahad, sara, khalid } = await familyNight();
    const exported = (await (await fahad.client.fetch("/api/groups/mine/texts")).json()) as { groups: { code: string; texts: { lie: string | null; vote: string | null }[] }[] };
    expect(exported.groups).toEqual([expect.objectContaining({ code, nickname: "أم فهد", texts: [expect.objectContaining({ turn: 0, lie: "الدمام", vote: "الرياض", ghost: false })] })]);
    expect((await new TestClient().fetch("/api/groups/mine/texts")).status).toBe(401);
    expect(((await (await sara.client.fetch("/api/groups/mine")).json()) as { groups: unknown[] }).groups).toEqual([{ code, nameAr: "مجلس آل فهد", nickname: "سارة" }]);

    const left = await sara.client.fetch(`/api/groups/${code}/members/me`, { method: "DELETE" });
    expect(left.status).toBe(200);
    expect((await sara.client.fetch(`/api/groups/${code}`)).status).toBe(403);
    const saraTexts = await env.DB.prepare("SELECT COUNT(*) AS n FROM group_night_texts WHERE lie = 'مكة'").first<{ n: number }>();
    expect(saraTexts!.n).toBe(0);

    const deleted = await khalid.client.fetch("/api/groups/mine", { method: "DELETE" });
    expect(await deleted.json()).toEqual({ left: 1 });
    expect(((await (await khalid.client.fetch("/api/groups/mine/texts")).json()) as { groups: unknown[] }).groups).toEqual([]);
    expect((await view(fahad.client, code)).members.map((m) => m.nickname)).toEqual(["أم فهد", "ناصر"]);
  });

  it("takes an account's memberships and texts with it when the admin deletes the account", async () => {
    const { code, fahad } = await familyNight();
    const account = await signedInUser({ displayName: "منى" });
    await join(account.client, code, "منى");
    const groupId = await groupIdOf(code);
    const nightId = (await view(fahad.client, code)).nights[0].id;
    const member = (await view(account.client, code)).me;
    await recordGhost(database(env.DB), { groupId, nightId, memberId: member.id, points: 500, playedAt: Date.now(), turns: [{ index: 0, lie: "كذبة منى", vote: "الرياض" }] });
    const admin = await adminClient();
    expect((await admin.fetch(`/api/admin/users/${account.id}`, { method: "DELETE", headers: { "Content-Type": "application/json" } })).status).toBe(200);
    const page = await view(fahad.client, code);
    expect(page.members.map((m) => m.nickname)).not.toContain("منى");
    expect(page.nights[0].ranking.map((r) => r.nickname)).not.toContain("منى");
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM group_night_texts WHERE lie = 'كذبة منى'").first<{ n: number }>())!.n).toBe(0);
  });

  it("lets only the owner remove a member; the owner's role passes on when the owner leaves", async () => {
    const { code, fahad, sara, khalid } = await familyNight();
    const members = (await view(fahad.client, code)).members;
    const khalidId = members.find((m) => m.nickname === "خالد")!.id;
    const byMember = await sara.client.fetch(`/api/groups/${code}/members/${khalidId}`, { method: "DELETE" });
    expect(byMember.status).toBe(403);
    expect(await byMember.json()).toMatchObject({ code: "not_group_owner" });
    expect((await fahad.client.fetch(`/api/groups/${code}/members/not-a-uuid`, { method: "DELETE" })).status).toBe(400);
    expect((await fahad.client.fetch(`/api/groups/${code}/members/${crypto.randomUUID()}`, { method: "DELETE" })).status).toBe(404);
    expect((await fahad.client.fetch(`/api/groups/${code}/members/${khalidId}`, { method: "DELETE" })).status).toBe(200);
    expect((await khalid.client.fetch(`/api/groups/${code}`)).status).toBe(403);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM group_night_texts WHERE lie = 'أبها'").first<{ n: number }>())!.n).toBe(0);
    await fahad.client.fetch(`/api/groups/${code}/members/me`, { method: "DELETE" });
    expect((await view(sara.client, code)).me.isOwner).toBe(true);
  });
});

describe("rooms for a group", () => {
  it("opens a group's room for members only", async () => {
    const owner = await guest();
    const code = await makeGroup(owner.client);
    const res = await owner.client.post("/api/rooms", { gameType: "trivia-deception", nickname: "أم فهد", groupCode: code });
    expect(res.status, await res.clone().text()).toBe(201);
    const outsider = await guest();
    const refused = await outsider.client.post("/api/rooms", { gameType: "trivia-deception", nickname: "غريب", groupCode: code });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "not_member" });
    expect((await owner.client.post("/api/rooms", { gameType: "trivia-deception", groupCode: "no" })).status).toBe(400);
  });

  it("opens a ghost room for a member who missed the night, and refuses everyone else", async () => {
    const fahad = await guest();
    const code = await makeGroup(fahad.client);
    const abroad = await guest();
    await join(abroad.client, code, "ناصر");
    const groupId = await groupIdOf(code);
    await recordNight(database(env.DB), {
      groupId,
      roomId: crypto.randomUUID(),
      gameType: "trivia-deception",
      playedAt: Date.now(),
      players: [{ playerId: fahad.playerId, userId: null, nickname: "أم فهد", points: 500 }],
      turns: [turn("ما عاصمة السعودية؟", { [fahad.playerId]: "الدمام" }, {})],
    });
    const nightId = (await view(fahad.client, code)).nights[0].id;
    const body = { gameType: "trivia-deception", nickname: "ناصر", ghostOf: nightId };

    const played = await fahad.client.post("/api/rooms", { ...body, nickname: "أم فهد" });
    expect(played.status).toBe(409);
    expect(await played.json()).toMatchObject({ code: "night_played" });
    expect((await (await guest()).client.post("/api/rooms", body)).status).toBe(404);
    expect((await abroad.client.post("/api/rooms", { ...body, gameType: "about-us" })).status).toBe(400);
    expect((await abroad.client.post("/api/rooms", { ...body, groupCode: code })).status).toBe(400);
    expect((await abroad.client.post("/api/rooms", { ...body, ghostOf: "night" })).status).toBe(400);
    const ok = await abroad.client.post("/api/rooms", body);
    expect(ok.status, await ok.clone().text()).toBe(201);
    expect(await ok.json()).toMatchObject({ gameType: "trivia-deception" });
  });
});
