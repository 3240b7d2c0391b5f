// Players' packs, trust round two (issue 42): the free account's cap holds under parallel
// writes and on undo, a moderator's deletion or hiding sticks and keeps its reports open, a
// blocked author can do nothing but delete, the admin's queue lists reports first and pages,
// publish requests are capped, pack codes cannot be guessed at will, a hidden pack reads like
// a missing one, and the family filter runs after the write quota.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { PACKS } from "../../schema/limits";
import type { MyPacksAnswer, PackQueueAnswer } from "../../schema/api/packs";
import { adminClient } from "./helpers/admin";
import { SHELL_HTML } from "./helpers/blog";
import { signedInUser } from "./helpers/people";
import { TestClient } from "./helpers/client";

const triviaItems = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ question: `كم عمر الجد في السنة رقم ${i + from + 1}؟`, answer: `${70 + i + from}`, lies: [`${40 + i + from}`] }));
const pack = (title = "أسئلة عائلة أبو فهد") => ({ gameType: "trivia-deception", title, items: triviaItems(5) });

async function create(client: TestClient, title?: string) {
  const res = await client.post("/api/packs", pack(title));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { code: string }).code;
}

const livePacks = async (ownerId: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM packs WHERE owner_id = ? AND deleted_at IS NULL").bind(ownerId).first<{ n: number }>())!.n;

const queue = async (admin: TestClient, page?: number) => {
  const res = await admin.fetch(`/api/admin/packs${page ? `?page=${page}` : ""}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PackQueueAnswer;
};

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM packs").run();
  await env.DB.prepare("DELETE FROM pack_author_blocks").run();
  await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'pack-%'").run();
});

describe("the free account's pack cap", () => {
  it("holds under 10 parallel creates: exactly the cap, the rest an Arabic 403", async () => {
    const { id, client } = await signedInUser();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => client.post("/api/packs", pack(`حزمة رقم ${i + 1}`))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(PACKS.free.packs);
    expect(statuses.filter((s) => s === 403)).toHaveLength(10 - PACKS.free.packs);
    const refused = answers.find((r) => r.status === 403)!;
    expect(await refused.json()).toMatchObject({ code: "pack_limit", message: expect.stringContaining("الحساب المجاني") });
    expect(await livePacks(id)).toBe(PACKS.free.packs);
  });

  it("cannot be passed by deleting, creating and restoring", async () => {
    const { id, client } = await signedInUser();
    const codes = [];
    for (let i = 0; i < PACKS.free.packs; i++) codes.push(await create(client, `حزمة ${i + 1}`));
    expect((await client.fetch(`/api/packs/${codes[0]}`, { method: "DELETE" })).status).toBe(200);
    await create(client, "حزمة بعد الحذف");
    const restore = await client.post(`/api/packs/${codes[0]}/restore`);
    expect(restore.status).toBe(403);
    expect(await restore.json()).toMatchObject({ code: "pack_limit", message: expect.stringContaining("الحساب المجاني") });
    expect(await livePacks(id)).toBe(PACKS.free.packs);

    // Parallel restores of several deleted packs still stop at the cap.
    for (const code of codes) await client.fetch(`/api/packs/${code}`, { method: "DELETE" });
    const restores = await Promise.all(codes.map((code) => client.post(`/api/packs/${code}/restore`)));
    expect(restores.filter((r) => r.status === 200)).toHaveLength(PACKS.free.packs - 1);
    expect(await livePacks(id)).toBe(PACKS.free.packs);
  });
});

describe("a moderator's decision sticks", () => {
  it("the author cannot restore a pack the admin deleted, and its reports stay open until closed", async () => {
    const { client: owner } = await signedInUser();
    const code = await create(owner);
    await new TestClient().post(`/api/packs/${code}/report`, { reason: "أسئلة مسيئة" });
    const admin = await adminClient();
    const after = (await (await admin.post(`/api/admin/packs/${code}`, { action: "delete" })).json()) as PackQueueAnswer;
    expect(after.reported).toEqual([expect.objectContaining({ code, openReports: 1, deleted: true })]);

    const restore = await owner.post(`/api/packs/${code}/restore`);
    expect(restore.status).toBe(409);
    expect(await restore.json()).toMatchObject({ code: "pack_removed_by_admin", message: expect.stringContaining("المشرفون") });
    expect((await new TestClient().fetch(`/api/packs/${code}`)).status).toBe(404);
    expect((await owner.post(`/api/packs/${code}/publish`)).status).toBe(404);

    // The moderator closes the reports; only then the pack leaves the queue.
    const closed = (await (await admin.post(`/api/admin/packs/${code}`, { action: "close-reports" })).json()) as PackQueueAnswer;
    expect(closed.reported).toEqual([]);
    const log = await env.DB.prepare("SELECT COUNT(*) AS n FROM activity_log WHERE instr(action_ar, 'أغلق المشرف بلاغات الحزمة') > 0 AND instr(action_ar, ?) > 0").bind(code).first<{ n: number }>();
    expect(log?.n).toBe(1);
  });

  it("the author cannot restore or re-publish a pack the admin hid; hiding keeps the reports open", async () => {
    const { client: owner } = await signedInUser();
    const code = await create(owner);
    await new TestClient().post(`/api/packs/${code}/report`, { reason: "أسئلة مسيئة" });
    const admin = await adminClient();
    const after = (await (await admin.post(`/api/admin/packs/${code}`, { action: "hide", reason: "إساءة" })).json()) as PackQueueAnswer;
    expect(after.reported).toEqual([expect.objectContaining({ code, openReports: 1, status: "hidden" })]);

    expect((await owner.post(`/api/packs/${code}/publish`)).status).toBe(409);
    // Deleting it oneself and undoing does not unhide it, and the undo is refused.
    expect((await owner.fetch(`/api/packs/${code}`, { method: "DELETE" })).status).toBe(200);
    const restore = await owner.post(`/api/packs/${code}/restore`);
    expect(restore.status).toBe(409);
    expect(await restore.json()).toMatchObject({ code: "pack_removed_by_admin" });
  });

  it("a blocked author cannot create, restore or ask to publish", async () => {
    const { client: owner } = await signedInUser();
    const code = await create(owner);
    const kept = await create(owner, "حزمة ثانية");
    expect((await owner.fetch(`/api/packs/${code}`, { method: "DELETE" })).status).toBe(200);
    const admin = await adminClient();
    expect((await admin.post(`/api/admin/packs/${kept}`, { action: "block-author", reason: "إساءة متكررة" })).status).toBe(200);
    for (const res of [await owner.post("/api/packs", pack()), await owner.post(`/api/packs/${code}/restore`), await owner.post(`/api/packs/${kept}/publish`)]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: "pack_author_blocked", message: expect.stringContaining("إساءة متكررة") });
    }
    const mine = (await (await owner.fetch("/api/packs?mine=1")).json()) as MyPacksAnswer;
    expect(mine.packs.map((p) => [p.code, p.publish])).toEqual([[kept, "none"]]);
  });
});

describe("the admin's queue", () => {
  /** A pack written straight in D1, as many as the test needs without the write quota. */
  async function stored(ownerId: string, n: number, fields: { publish?: string; updatedAt?: number } = {}) {
    const code = `Q${String(n).padStart(6, "X")}`;
    await env.DB.prepare(
      "INSERT INTO packs (id, code, owner_id, author_name, game_type, title, items_json, item_count, is_draft, publish, updated_at) VALUES (?, ?, ?, 'كاتب', 'trivia-deception', ?, ?, 5, 0, ?, ?)",
    )
      .bind(`pack-${n}`, code, ownerId, `حزمة ${n}`, JSON.stringify(triviaItems(5)), fields.publish ?? "none", fields.updatedAt ?? Date.now())
      .run();
    return { id: `pack-${n}`, code };
  }
  const report = (packId: string, reporter: string, at: number) =>
    env.DB.prepare("INSERT INTO pack_reports (pack_id, reporter, reason, created_at) VALUES (?, ?, 'سبب', ?)").bind(packId, reporter, at).run();

  it("lists reported packs first, most reports then oldest, and a report never hides behind newer publish requests", async () => {
    const { id } = await signedInUser();
    const now = Date.now();
    const many = await stored(id, 1, { updatedAt: now - 86_400_000 });
    for (let r = 0; r < 51; r++) await report(many.id, `guest-${r}`, now - 3_600_000);
    const older = await stored(id, 2);
    await report(older.id, "guest-a", now - 7_200_000);
    const newer = await stored(id, 3);
    await report(newer.id, "guest-b", now - 60_000);
    for (let n = 10; n < 10 + PACKS.queuePageSize; n++) await stored(id, n, { publish: "requested", updatedAt: now + n });

    const admin = await adminClient();
    const first = await queue(admin);
    expect(first.reported.map((p) => p.code)).toEqual([many.code, older.code, newer.code]);
    expect(first.reported[0].openReports).toBe(51);
    expect(first.total).toBe(3 + PACKS.queuePageSize);
    expect(first.pageSize).toBe(PACKS.queuePageSize);
    expect(first.reported.length + first.publishRequests.length).toBe(PACKS.queuePageSize);
    const second = await queue(admin, 2);
    expect(second.page).toBe(2);
    expect(second.reported).toEqual([]);
    expect(second.publishRequests).toHaveLength(3);
    const seen = new Set([...first.publishRequests, ...second.publishRequests].map((p) => p.code));
    expect(seen.size).toBe(PACKS.queuePageSize);
    expect((await admin.fetch("/api/admin/packs?page=0")).status).toBe(400);
  });

  it("caps the publish requests an account has open", async () => {
    const premium = new TestClient();
    await premium.devSignIn("premium");
    const codes = [];
    for (let i = 0; i <= PACKS.publishRequestsPerAccount; i++) codes.push(await create(premium, `حزمة ${i + 1}`));
    for (const code of codes.slice(0, -1)) expect((await premium.post(`/api/packs/${code}/publish`)).status).toBe(202);
    const over = await premium.post(`/api/packs/${codes.at(-1)}/publish`);
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: "pack_publish_limit", message: expect.stringContaining(`${PACKS.publishRequestsPerAccount}`) });

    // Editing a published pack asks again, within the same cap: past it, the pack waits unasked.
    const admin = await adminClient();
    expect((await admin.post(`/api/admin/packs/${codes[0]}`, { action: "publish" })).status).toBe(200);
    expect((await premium.post(`/api/packs/${codes.at(-1)}/publish`)).status).toBe(202);
    expect((await premium.fetch(`/api/packs/${codes[0]}`, { method: "PUT", json: pack("عنوان جديد") })).status).toBe(200);
    const waiting = await env.DB.prepare("SELECT code, publish FROM packs WHERE code IN (?, ?)").bind(codes[0], codes.at(-1)).all<{ code: string; publish: string }>();
    expect(Object.fromEntries(waiting.results.map((r) => [r.code, r.publish]))).toEqual({ [codes[0]]: "none", [codes.at(-1)!]: "requested" });
  });
});

describe("reading a pack by its code", () => {
  it("answers a hidden pack exactly like a missing one to anyone but its owner", async () => {
    const { client: owner } = await signedInUser();
    const code = await create(owner);
    const admin = await adminClient();
    await admin.post(`/api/admin/packs/${code}`, { action: "hide", reason: "إساءة" });
    const hidden = await new TestClient().fetch(`/api/packs/${code}`);
    const missing = await new TestClient().fetch("/api/packs/ZZZZZZZ");
    expect(hidden.status).toBe(missing.status);
    expect(await hidden.json()).toEqual(await missing.json());
    const reportHidden = await new TestClient().post(`/api/packs/${code}/report`, { reason: "سبب" });
    const reportMissing = await new TestClient().post("/api/packs/ZZZZZZZ/report", { reason: "سبب" });
    expect(reportHidden.status).toBe(reportMissing.status);
    expect(await reportHidden.json()).toEqual(await reportMissing.json());
    // Signed in, writing to another's hidden pack tells no more than writing to a missing code.
    const stranger = await signedInUser();
    for (const path of [`/api/packs/${code}/publish`, `/api/packs/${code}/restore`]) expect((await stranger.client.post(path)).status).toBe(404);
    expect((await stranger.client.fetch(`/api/packs/${code}`, { method: "DELETE" })).status).toBe(404);
    expect(await (await owner.fetch(`/api/packs/${code}`)).json()).toMatchObject({ status: "hidden", hiddenReason: "إساءة" });
  });

  it("limits guesses per address with a 429 and the usual envelope", async () => {
    const guesser = new TestClient();
    for (let i = 0; i < PACKS.lookupsPerAddressPerMinute; i++) expect((await guesser.fetch("/api/packs/ZZZZZZZ")).status).toBe(404);
    const over = await guesser.fetch("/api/packs/ZZZZZZZ");
    expect(over.status).toBe(429);
    expect(over.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await over.json()).toMatchObject({ code: "pack_lookup_limit", message: expect.stringContaining("دقيقة") });
    // Another address is not affected.
    expect((await new TestClient().fetch("/api/packs/ZZZZZZZ")).status).toBe(404);
  });

  it("counts the link preview /pack/{code} with the same reads, answering 429 past the bound", async () => {
    const shell = { fetch: async () => new Response(SHELL_HTML, { headers: { "Content-Type": "text/html; charset=utf-8" } }) } as unknown as Fetcher;
    const guesser = new TestClient({ ASSETS: shell });
    for (let i = 0; i < PACKS.lookupsPerAddressPerMinute; i++) expect((await guesser.fetch("/pack/ZZZZZZZ")).status).toBe(404);
    expect((await guesser.fetch("/pack/ZZZZZZZ")).status).toBe(429);
    expect((await guesser.fetch("/api/packs/ZZZZZZZ")).status).toBe(429);
  });
});

describe("the family filter on packs", () => {
  it("runs after the write quota: a probe of the filter uses up the hour's writes", async () => {
    const { client } = await signedInUser();
    for (let i = 0; i < PACKS.writesPerAccountPerHour; i++) expect((await client.post("/api/packs", pack(`حزمة fսck ${i}`))).status).toBe(400);
    const over = await client.post("/api/packs", pack("حزمة fսck"));
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: "pack_quota" });
  });

  it("refuses look-alike letters from other scripts and spelling variants in pack texts", async () => {
    const { client } = await signedInUser();
    for (const title of ["سهرة fսck", "سهرة fvck", "سهرة phuck", "سهرة sh4rmo6"]) {
      const res = await client.post("/api/packs", pack(title));
      expect(res.status, title).toBe(400);
      expect(await res.json()).toMatchObject({ code: "pack_rules", errors: [{ field: "title" }] });
    }
  });
});
