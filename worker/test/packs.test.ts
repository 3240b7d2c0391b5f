// Players' packs (issue 33): every route and every refusal — visitors, rules (a rude word, a
// giveaway answer, a lie too close to the truth, duplicates), sizes for free and premium,
// owner-only answers, soft delete and undo, reports and their bounds, the admin's queue and
// the gallery.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { PACKS, ROOM_CODE } from "../../schema/limits";
import type { MyPacksAnswer, PackGalleryAnswer, PackQueueAnswer, PackView } from "../../schema/api/packs";
import { adminClient } from "./helpers/admin";
import { SHELL_HTML } from "./helpers/blog";
import { TestClient } from "./helpers/client";

const triviaItems = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ question: `كم عمر الجد في السنة رقم ${i + from + 1}؟`, answer: `${70 + i + from}`, lies: [`${40 + i + from}`] }));

const pack = (n = 5, extra: Record<string, unknown> = {}) => ({ gameType: "trivia-deception", title: "أسئلة عائلة أبو فهد", items: triviaItems(n), ...extra });

async function author(kind: "free" | "premium" = "free") {
  const client = new TestClient();
  await client.devSignIn(kind);
  return client;
}

async function create(client: TestClient, body: unknown = pack()) {
  const res = await client.post("/api/packs", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { code: string }).code;
}

beforeEach(async () => {
  // The dev accounts are shared by the tests of this file: each starts with none of their packs.
  await env.DB.prepare("DELETE FROM packs").run();
  await env.DB.prepare("DELETE FROM pack_author_blocks").run();
});

describe("writing packs", () => {
  it("answers 401 to visitors and guests without an account", async () => {
    expect((await new TestClient().post("/api/packs", pack())).status).toBe(401);
    const guest = new TestClient();
    await guest.becomeGuest();
    const res = await guest.post("/api/packs", pack());
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "unauthenticated", message: expect.stringContaining("تسجيل الدخول") });
    expect((await new TestClient().fetch("/api/packs?mine=1")).status).toBe(401);
  });

  it("gives a 7-letter code in the room code's alphabet; anyone with it sees the pack without answers, the owner with them", async () => {
    const owner = await author();
    const code = await create(owner);
    expect(code).toMatch(new RegExp(`^[${ROOM_CODE.alphabet}]{${PACKS.codeLength}}$`));

    const other = (await (await new TestClient().fetch(`/api/packs/${code.toLowerCase()}`)).json()) as PackView;
    expect(other).toEqual({ code, title: "أسئلة عائلة أبو فهد", authorName: expect.any(String), gameType: "trivia-deception", itemCount: 5, playCount: 0, publish: "none", status: "ready", owned: false });
    expect(JSON.stringify(other)).not.toContain("عمر الجد");

    const mine = (await (await owner.fetch(`/api/packs/${code}`)).json()) as PackView;
    expect(mine).toMatchObject({ owned: true, deleted: false, hiddenReason: null });
    expect(mine.owned && mine.items[0]).toEqual({ question: "كم عمر الجد في السنة رقم 1؟", answer: "70", lies: ["40"] });
    expect((await new TestClient().fetch("/api/packs/ZZZZZZZ")).status).toBe(404);
  });

  it("saves a draft under five items, but a playable pack needs five", async () => {
    const owner = await author();
    const short = await owner.post("/api/packs", pack(3));
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: "pack_rules", errors: [{ field: "items", message: expect.stringContaining("5 أسئلة على الأقل") }] });
    const code = await create(owner, pack(3, { draft: true }));
    const list = (await (await owner.fetch("/api/packs?mine=1")).json()) as MyPacksAnswer;
    expect(list.packs).toEqual([expect.objectContaining({ code, status: "draft", itemCount: 3 })]);
    expect(list.limits).toEqual(PACKS.free);
  });

  it("refuses a rude word in the title or an item, naming where", async () => {
    const owner = await author();
    const rudeTitle = await owner.post("/api/packs", pack(5, { title: "أسئلة الشرموطة" }));
    expect(rudeTitle.status).toBe(400);
    expect(await rudeTitle.json()).toMatchObject({ code: "pack_rules", errors: [{ field: "title", message: expect.stringContaining("اسم الحزمة") }] });

    const items = triviaItems(5);
    items[2] = { ...items[2], lies: ["الشرموطة"] };
    const rudeItem = await owner.post("/api/packs", pack(5, { items }));
    const body = (await rudeItem.json()) as { message: string; errors: { field: string; message: string }[] };
    expect(rudeItem.status).toBe(400);
    expect(body.errors).toEqual([{ field: "items.2.lies.0", message: expect.stringContaining("السؤال 3") }]);
    expect(body.message).toContain("السؤال 3");
  });

  it("refuses an answer given away by its question, in whole or in part, and lies too close to the truth", async () => {
    const owner = await author();
    const items = triviaItems(5);
    items[0] = { question: "ما عاصمة أستراليا كانبرا أم سيدني؟", answer: "كانبرا", lies: [] };
    items[1] = { question: "ما أشهر طبق موسمي عند جدتي في الشتاء؟", answer: "موسم", lies: [] };
    items[3] = { question: "ما عاصمة أستراليا؟", answer: "كانبرا", lies: ["كانبيرا", "سيدني"] };
    const res = await owner.post("/api/packs", pack(5, { items }));
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: { field: string; message: string }[] };
    expect(errors).toEqual([
      { field: "items.0.answer", message: expect.stringMatching(/^السؤال 1: نص السؤال يذكر الإجابة/) },
      { field: "items.1.answer", message: expect.stringMatching(/^السؤال 2: نص السؤال يكشف جزءًا من الإجابة/) },
      { field: "items.3.lies.0", message: expect.stringMatching(/^السؤال 4: الإجابة الخاطئة «كانبيرا» قريبة جدًا/) },
    ]);
  });

  it("refuses duplicates after Arabic normalisation, and answers over three words", async () => {
    const owner = await author();
    const res = await owner.post("/api/packs", {
      gameType: "most-likely",
      title: "مين فينا",
      items: [{ prompt: "مين فينا ينام أول؟" }, { prompt: "مين  فينا يَنام أوّل" }, { prompt: "مين اللي يتأخر؟" }, { prompt: "مين يطبخ؟" }, { prompt: "مين يضحك؟" }],
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toEqual([{ field: "items.1.prompt", message: expect.stringContaining("السؤال 2 مكرر: هو نفسه السؤال 1") }]);

    const items = triviaItems(5);
    items[4] = { ...items[4], answer: "جدي وجدتي وعمي وخالي" };
    const long = await owner.post("/api/packs", pack(5, { items }));
    expect(((await long.json()) as { errors: { field: string }[] }).errors).toEqual([expect.objectContaining({ field: "items.4.answer" })]);
  });

  it("refuses malformed bodies with the Arabic error shape", async () => {
    const owner = await author();
    for (const body of [{}, { gameType: "meme-game", title: "x", items: [] }, pack(5, { title: "" }), pack(5, { items: [{ question: "سؤال؟" }] }), pack(5, { items: [{ question: "س؟", answer: "ج", lies: ["1", "2", "3", "4"] }] })]) {
      const res = await owner.post("/api/packs", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String), errors: expect.any(Array) });
    }
  });

  it("holds 3 packs of 30 items on a free account, more and larger on premium", async () => {
    const free = await author("free");
    const big = await free.post("/api/packs", pack(PACKS.free.items + 1));
    expect(big.status).toBe(400);
    expect(((await big.json()) as { errors: { field: string }[] }).errors[0]).toMatchObject({ field: "items", message: expect.stringContaining(`${PACKS.free.items}`) });
    for (let i = 0; i < PACKS.free.packs; i++) await create(free, pack(PACKS.free.items));
    const fourth = await free.post("/api/packs", pack());
    expect(fourth.status).toBe(403);
    expect(await fourth.json()).toMatchObject({ code: "pack_limit" });

    const premium = await author("premium");
    for (let i = 0; i < PACKS.free.packs + 1; i++) await create(premium, pack(i === 0 ? PACKS.premium.items : 5));
    expect((await premium.post("/api/packs", pack(PACKS.premium.items + 1))).status).toBe(400);
    const list = (await (await premium.fetch("/api/packs?mine=1")).json()) as MyPacksAnswer;
    expect(list.packs).toHaveLength(PACKS.free.packs + 1);
    expect(list.limits).toEqual(PACKS.premium);
  });

  it("lets only the owner edit and delete; deleting is soft and can be undone", async () => {
    const owner = await author();
    const code = await create(owner);
    const stranger = await author("premium");
    expect((await stranger.fetch(`/api/packs/${code}`, { method: "PUT", json: pack(6) })).status).toBe(403);
    expect((await stranger.fetch(`/api/packs/${code}`, { method: "DELETE" })).status).toBe(403);
    expect((await new TestClient().fetch(`/api/packs/${code}`, { method: "DELETE" })).status).toBe(401);

    const put = await owner.fetch(`/api/packs/${code}`, { method: "PUT", json: pack(6, { title: "عنوان جديد" }) });
    expect(put.status).toBe(200);
    expect(await (await new TestClient().fetch(`/api/packs/${code}`)).json()).toMatchObject({ title: "عنوان جديد", itemCount: 6 });
    const switched = await owner.fetch(`/api/packs/${code}`, { method: "PUT", json: { gameType: "most-likely", title: "x", items: [] } });
    expect(switched.status).toBe(400);

    expect((await owner.fetch(`/api/packs/${code}`, { method: "DELETE" })).status).toBe(200);
    expect((await new TestClient().fetch(`/api/packs/${code}`)).status).toBe(404);
    expect(await (await owner.fetch(`/api/packs/${code}`)).json()).toMatchObject({ owned: true, deleted: true });
    expect(((await (await owner.fetch("/api/packs?mine=1")).json()) as MyPacksAnswer).packs).toEqual([]);
    // Another's deleted pack reads as a missing code (issue 42).
    expect((await stranger.post(`/api/packs/${code}/restore`)).status).toBe(404);
    expect((await owner.post(`/api/packs/${code}/restore`)).status).toBe(200);
    expect((await new TestClient().fetch(`/api/packs/${code}`)).status).toBe(200);
  });
});

describe("reports, the admin's queue and the gallery", () => {
  it("takes a report from anyone once per identity, bounded per identity and per address", async () => {
    const owner = await author();
    const code = await create(owner);
    const guest = new TestClient();
    await guest.becomeGuest();
    expect((await guest.post(`/api/packs/${code}/report`, { reason: "فيه كلام مسيء" })).status).toBe(201);
    expect((await guest.post(`/api/packs/${code}/report`, { reason: "مرة ثانية" })).status).toBe(200);
    expect((await guest.post(`/api/packs/${code}/report`, { reason: "" })).status).toBe(400);
    expect((await guest.post(`/api/packs/${code}/report`, { reason: "x".repeat(PACKS.reasonMax + 1) })).status).toBe(400);
    expect((await guest.post(`/api/packs/ZZZZZZZ/report`, { reason: "سبب" })).status).toBe(404);
    // Two reports counted so far for this guest (one repeated); the rest of the hour's bound, then 429.
    for (let i = 2; i < PACKS.reportsPerIdentityPerHour; i++) expect((await guest.post(`/api/packs/${code}/report`, { reason: "سبب" })).status).toBe(200);
    const over = await guest.post(`/api/packs/${code}/report`, { reason: "سبب" });
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: "pack_quota" });

    // Guests from one address: each is its own identity, the address bound still stops them.
    const address = "10.9.9.9";
    let last = 0;
    for (let i = 0; i <= PACKS.reportsPerAddressPerHour; i++) {
      const visitor = new TestClient();
      visitor.address = address;
      await visitor.becomeGuest();
      last = (await visitor.post(`/api/packs/${code}/report`, { reason: "سبب" })).status;
      if (i < PACKS.reportsPerAddressPerHour) expect(last).toBeLessThan(300);
    }
    expect(last).toBe(429);
  });

  it("queues a reported pack; the admin hides it with a reason the author sees, and it no longer opens", async () => {
    const owner = await author();
    const code = await create(owner);
    await new TestClient().post(`/api/packs/${code}/report`, { reason: "أسئلة مسيئة لعائلة" });
    const admin = await adminClient();
    expect((await new TestClient().fetch("/api/admin/packs")).status).toBe(401);
    const queue = (await (await admin.fetch("/api/admin/packs")).json()) as PackQueueAnswer;
    expect(queue.reported).toEqual([expect.objectContaining({ code, openReports: 1, reports: [expect.objectContaining({ reason: "أسئلة مسيئة لعائلة" })] })]);
    expect((await admin.post(`/api/admin/packs/${code}`, { action: "hide" })).status).toBe(400);
    const after = (await (await admin.post(`/api/admin/packs/${code}`, { action: "hide", reason: "أسئلة تسيء لأشخاص" })).json()) as PackQueueAnswer;
    // Hiding leaves the report open until a moderator closes it (issue 42).
    expect(after.reported).toEqual([expect.objectContaining({ code, status: "hidden", openReports: 1 })]);

    expect(await (await new TestClient().fetch(`/api/packs/${code}`)).json()).toMatchObject({ code: "pack_not_found" });
    expect(await (await owner.fetch(`/api/packs/${code}`)).json()).toMatchObject({ status: "hidden", hiddenReason: "أسئلة تسيء لأشخاص" });
    const log = await env.DB.prepare("SELECT action_ar FROM activity_log WHERE action_ar LIKE ? ").bind(`%أخفى المشرف الحزمة%${code}%`).all();
    expect(log.results).toHaveLength(1);
  });

  it("blocks an author from writing packs, and deletes a pack", async () => {
    const owner = await author();
    const code = await create(owner);
    const admin = await adminClient();
    expect((await admin.post(`/api/admin/packs/${code}`, { action: "block-author", reason: "إساءة متكررة" })).status).toBe(200);
    const refused = await owner.post("/api/packs", pack());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "pack_author_blocked", message: expect.stringContaining("إساءة متكررة") });
    expect((await admin.post(`/api/admin/packs/${code}`, { action: "delete" })).status).toBe(200);
    expect((await new TestClient().fetch(`/api/packs/${code}`)).status).toBe(404);
    expect((await admin.post(`/api/admin/packs/${code}`, { action: "publish" })).status).toBe(404);
  });

  it("publishes after the admin approves; the gallery searches by title and author", async () => {
    const owner = await author();
    const code = await create(owner, pack(5, { title: "ألغاز رمضان" }));
    const draft = await create(owner, pack(2, { draft: true, title: "مسودة رمضان" }));
    expect((await owner.post(`/api/packs/${draft}/publish`)).status).toBe(409);
    expect((await (await author("premium")).post(`/api/packs/${code}/publish`)).status).toBe(403);
    expect((await owner.post(`/api/packs/${code}/publish`)).status).toBe(202);

    const gallery = async (q?: string) => ((await (await new TestClient().fetch(`/api/packs/gallery${q ? `?q=${encodeURIComponent(q)}` : ""}`)).json()) as PackGalleryAnswer).packs;
    expect(await gallery()).toEqual([]);
    const admin = await adminClient();
    const queue = (await (await admin.fetch("/api/admin/packs")).json()) as PackQueueAnswer;
    expect(queue.publishRequests.map((p) => p.code)).toEqual([code]);
    expect((await admin.post(`/api/admin/packs/${code}`, { action: "publish" })).status).toBe(200);
    expect(await gallery()).toEqual([expect.objectContaining({ code, title: "ألغاز رمضان", playCount: 0 })]);
    expect(await gallery("رمضان")).toHaveLength(1);
    expect(await gallery("شتاء")).toEqual([]);
    expect((await new TestClient().fetch(`/api/packs/gallery?q=${"x".repeat(PACKS.searchMax + 1)}`)).status).toBe(400);
  });
});

describe("a pack's link preview", () => {
  const shell = { fetch: async () => new Response(SHELL_HTML, { headers: { "Content-Type": "text/html; charset=utf-8" } }) } as unknown as Fetcher;

  it("names the title, author, game and item count, escaped, and never an item; a hidden pack previews as not found", async () => {
    const owner = await author();
    const code = await create(owner, pack(5, { title: 'سهرة <ب> & "ج"' }));
    const res = await new TestClient({ ASSETS: shell }).fetch(`/pack/${code.toLowerCase()}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<meta property="og:title" content="«سهرة &lt;ب&gt; &amp; &quot;ج&quot;» حزمة أسئلة وإجابات من`);
    expect(html).toContain("5 أسئلة كتبها");
    expect(html).toContain(code);
    expect(html).not.toContain("<ب>");
    expect(html).not.toContain("عمر الجد");

    const admin = await adminClient();
    await admin.post(`/api/admin/packs/${code}`, { action: "hide", reason: "سبب" });
    expect((await new TestClient({ ASSETS: shell }).fetch(`/pack/${code}`)).status).toBe(404);
    expect((await new TestClient({ ASSETS: shell }).fetch(`/pack/ZZZZZZZ`)).status).toBe(404);
  });
});
