// Issue 36: who changed what. Admin changes carry their fields' before and after values into
// the activity log, which the admin's activity page returns.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActivityItem, ActivityPage } from "../../schema/api/admin";
import type { PricingTier } from "../../schema/api/pricing";
import type { TrashPage } from "../../schema/api/trash";
import { PRICING_TIER_LIMITS } from "../../schema/limits";
import { database } from "../../data/db";
import { fieldChanges } from "../services/activity";
import { logActivity } from "../../data/activity";
import { adminClient } from "./helpers/admin";
import { signedInUser } from "./helpers/people";
import { TestClient } from "./helpers/client";

let admin: TestClient;
beforeAll(async () => {
  admin = await adminClient();
});

async function findEntry(action: string): Promise<ActivityItem> {
  const res = await admin.fetch(`/api/admin/activity?action=${encodeURIComponent(action)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  const page = (await res.json()) as ActivityPage;
  expect(page.items.length).toBeGreaterThan(0);
  return page.items[0];
}

describe("activity changes", () => {
  it("lists only the labelled fields that differ, dates as ISO text", () => {
    const at = new Date("2026-01-02T03:04:05.000Z");
    type Row = { price: number; name: string; tags: string[]; endsAt: Date | null; id: number };
    const changes = fieldChanges<Row>(
      { price: 15, name: "باقة", tags: ["أ"], endsAt: null, id: 1 },
      { price: 16, name: "باقة", tags: ["أ"], endsAt: at, id: 2 },
      { price: "السعر", name: "الاسم", tags: "الوسوم", endsAt: "تاريخ الانتهاء" },
    );
    expect(changes).toEqual([
      { field: "price", label: "السعر", before: 15, after: 16 },
      { field: "endsAt", label: "تاريخ الانتهاء", before: null, after: at.toISOString() },
    ]);
  });

  it("stores an entry's changes and returns them; an entry without changes returns an empty list", async () => {
    const db = database(env.DB);
    await logActivity(db, { actionAr: "تجربة سجل التغييرات: مع", actorType: "admin", actorId: "admin", changes: [{ field: "price", label: "السعر", before: 15, after: 16 }] });
    await logActivity(db, { actionAr: "تجربة سجل التغييرات: دون", actorType: "system" });
    expect((await findEntry("تجربة سجل التغييرات: مع")).changes).toEqual([{ field: "price", label: "السعر", before: 15, after: 16 }]);
    expect((await findEntry("تجربة سجل التغييرات: دون")).changes).toEqual([]);
  });
});

describe("tier changes and the public list", () => {
  const publicTiers = async () => (await (await admin.fetch("/api/pricing-tiers")).json()) as PricingTier[];

  it("logs a price change 15 → 16 with both numbers, and a new tier's values", async () => {
    const name = `باقة السجل ${crypto.randomUUID().slice(0, 4)}`;
    const created = await admin.post("/api/admin/pricing-tiers", { tierNameAr: name, price: 15, durationDays: 7 });
    expect(created.status).toBe(201);
    const tier = (await created.json()) as PricingTier;
    const added = await findEntry(`أضاف المشرف باقة جديدة: ${name}`);
    expect(added.changes).toEqual(expect.arrayContaining([{ field: "price", label: "السعر", before: null, after: 15 }, { field: "tierNameAr", label: "اسم الباقة", before: null, after: name }]));

    const res = await admin.fetch(`/api/admin/pricing-tiers/${tier.id}`, { method: "PUT", json: { ...tier, price: 16, id: undefined } });
    expect(res.status).toBe(200);
    const edited = await findEntry(`عدّل المشرف الباقة: ${name}`);
    // Only the field that changed: the form sends every field back.
    expect(edited.changes).toEqual([{ field: "price", label: "السعر", before: 15, after: 16 }]);
    expect(edited.actorId).toBe("admin");
  });

  it("keeps a tier at price 0, or below the least price, out of /api/pricing-tiers until it is priced", async () => {
    const draft = (await (await admin.post("/api/admin/pricing-tiers", { tierNameAr: "مسودة بلا سعر" })).json()) as PricingTier;
    const cheap = (await (await admin.post("/api/admin/pricing-tiers", { tierNameAr: "باقة نصف ريال", price: 0.5 })).json()) as PricingTier;
    expect(draft.price).toBe(0);
    const admins = (await (await admin.fetch("/api/admin/pricing-tiers")).json()) as PricingTier[];
    expect(admins.map((t) => t.id)).toEqual(expect.arrayContaining([draft.id, cheap.id]));
    let listed = (await publicTiers()).map((t) => t.id);
    expect(listed).not.toContain(draft.id);
    expect(listed).not.toContain(cheap.id);
    expect(listed.length).toBeGreaterThan(0);

    expect((await admin.fetch(`/api/admin/pricing-tiers/${draft.id}`, { method: "PUT", json: { price: PRICING_TIER_LIMITS.minPurchasablePrice } })).status).toBe(200);
    listed = (await publicTiers()).map((t) => t.id);
    expect(listed).toContain(draft.id);
    expect(listed).not.toContain(cheap.id);

    // Its id alone does not sell a hidden tier either.
    const buyer = await signedInUser();
    const refused = await buyer.client.post("/api/payments/subscribe", { pricingTierId: cheap.id });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "tier_not_purchasable" });
  });
});

describe("users, games and settings changes", () => {
  const DAY = 86_400_000;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  it("sets an exact last day of access, longer or shorter, and logs the end before and after", async () => {
    const user = await signedInUser({ premiumEnds: Date.now() + 20 * DAY });
    const before = (await env.DB.prepare("SELECT premium_ends FROM users WHERE id = ?").bind(user.id).first<{ premium_ends: number }>())!.premium_ends;
    const endsOn = day(Date.now() + 5 * DAY);
    const res = await admin.post(`/api/admin/users/${user.id}/access-end`, { endsOn, tzOffset: 180 });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as { user: { premiumEnds: string; isPremium: boolean }; message: string };
    // The end of that day in UTC+3: the next midnight there.
    const expected = Date.parse(`${endsOn}T00:00:00Z`) + DAY - 180 * 60_000;
    expect(Date.parse(answer.user.premiumEnds)).toBe(expected);
    expect(answer.user.isPremium).toBe(true);

    const entry = await findEntry(`حدّد المشرف نهاية الوصول المميز لـ`);
    expect(entry.changes).toEqual([{ field: "premiumEnds", label: "نهاية الوصول المميز", before: new Date(before).toISOString(), after: new Date(expected).toISOString() }]);
    const grant = await env.DB.prepare("SELECT source, days, ends_at FROM access_grants WHERE user_id = ? ORDER BY id DESC").bind(user.id).first();
    expect(grant).toMatchObject({ source: "admin", ends_at: expected });
    expect((grant as { days: number }).days).toBeLessThan(0);
  });

  it("refuses a past day, a day that does not exist and a malformed one, in Arabic on the field", async () => {
    const user = await signedInUser();
    for (const endsOn of [day(Date.now() - 2 * DAY), "2030-02-30", "30/01/2030", ""]) {
      const res = await admin.post(`/api/admin/users/${user.id}/access-end`, { endsOn, tzOffset: 0 });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; code: string; errors: { field: string; message: string }[] };
      expect(body.code).toBe("invalid_input");
      expect(body.errors[0].field).toBe("endsOn");
      expect(body.errors[0].message).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await admin.post(`/api/admin/users/no-such-user/access-end`, { endsOn: day(Date.now() + 3 * DAY) })).status).toBe(404);
    // A signed-in player is no admin.
    const player = await signedInUser();
    expect((await player.client.post(`/api/admin/users/${user.id}/access-end`, { endsOn: day(Date.now() + 3 * DAY) })).status).toBe(401);
  });

  it("logs a grant's new end, a block, and a deletion with what the user had", async () => {
    const user = await signedInUser({ displayName: "مستخدم السجل", totalSpent: 29 });
    await admin.post(`/api/admin/users/${user.id}/grant-access`, { days: 7 });
    const grant = await findEntry("منح المشرف مستخدم السجل");
    expect(grant.changes.map((c) => [c.field, c.before === null])).toEqual([["premiumEnds", true]]);
    await admin.post(`/api/admin/users/${user.id}/block`, {});
    expect((await findEntry("حظر المشرف المستخدم مستخدم السجل")).changes).toEqual([{ field: "blocked", label: "محظور", before: false, after: true }]);
    expect((await admin.fetch(`/api/admin/users/${user.id}`, { method: "DELETE", headers: { "Content-Type": "application/json" } })).status).toBe(200);
    const deleted = await findEntry("حذف المشرف المستخدم مستخدم السجل");
    expect(deleted.changes).toEqual(expect.arrayContaining([{ field: "displayName", label: "الاسم", before: "مستخدم السجل", after: null }, { field: "totalSpent", label: "إجمالي المدفوع (ر.س)", before: 29, after: null }]));
  });

  it("logs a game's edit and a settings save field by field", async () => {
    const games = (await (await admin.fetch("/api/admin/games")).json()) as { id: number; nameAr: string; descriptionAr: string; isPremium: boolean; isActive: boolean }[];
    const game = games.find((g) => g.id === 1)!;
    await admin.fetch(`/api/admin/games/1`, { method: "PUT", json: { nameAr: game.nameAr, descriptionAr: "وصف جديد للسجل", isPremium: game.isPremium, isActive: game.isActive } });
    expect((await findEntry(`عدّل المشرف لعبة «${game.nameAr}»`)).changes).toEqual([{ field: "descriptionAr", label: "الوصف", before: game.descriptionAr, after: "وصف جديد للسجل" }]);
    await admin.fetch(`/api/admin/games/1`, { method: "PUT", json: game });

    const settings = (await (await admin.fetch("/api/admin/settings")).json()) as { general: { defaultRoomExpiry: number } & Record<string, unknown> };
    const next = settings.general.defaultRoomExpiry === 24 ? 25 : 24;
    expect((await admin.fetch("/api/admin/settings", { method: "PUT", json: { general: { ...settings.general, defaultRoomExpiry: next } } })).status).toBe(200);
    expect((await findEntry("حدّث المشرف الإعدادات العامة")).changes).toEqual([{ field: "defaultRoomExpiry", label: "مدة صلاحية الغرفة الافتراضية (ساعة)", before: settings.general.defaultRoomExpiry, after: next }]);
    await admin.fetch("/api/admin/settings", { method: "PUT", json: { general: settings.general } });
  });
});

describe("CSV exports", () => {
  const rows = (text: string) => text.replace(/^\uFEFF/, "").trim().split("\r\n");
  /** The body as sent: a UTF-8 BOM first (text() would drop it), then the records. */
  async function csvOf(res: Response) {
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return new TextDecoder().decode(bytes);
  }

  it("exports the activity log with a BOM, Arabic headers, the page's filters and the changes as text", async () => {
    const tag = `تصدير ${crypto.randomUUID().slice(0, 6)}`;
    const db = database(env.DB);
    await logActivity(db, { actionAr: `${tag}: أول`, actorType: "admin", actorId: "admin", changes: [{ field: "price", label: "السعر", before: 15, after: 16 }] });
    await logActivity(db, { actionAr: `${tag}: ثانٍ`, actorType: "system" });
    const res = await admin.fetch(`/api/admin/activity/export?action=${encodeURIComponent(tag)}&tzOffset=180`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await csvOf(res);
    const lines = rows(text);
    expect(lines[0]).toBe("الوقت,نوع المنفّذ,المنفّذ,ما حدث,التغييرات");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2},النظام,,${tag}: ثانٍ,$`));
    expect(lines[2]).toContain(`مشرف,admin,${tag}: أول,السعر: 15 ← 16`);

    const onlySystem = rows(await (await admin.fetch(`/api/admin/activity/export?action=${encodeURIComponent(tag)}&actorType=system`)).text());
    expect(onlySystem).toHaveLength(2);
    const bad = await admin.fetch("/api/admin/activity/export?from=2026-02-01&to=2026-01-01");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors[0].field).toBe("to");
  });

  it("exports the users with the list's search and filter", async () => {
    const tag = `مصدَّر${crypto.randomUUID().slice(0, 5)}`;
    await signedInUser({ displayName: `${tag} أ`, premiumEnds: Date.now() + 86_400_000, totalSpent: 29 });
    await signedInUser({ displayName: `${tag} ب` });
    const res = await admin.fetch(`/api/admin/users/export?search=${encodeURIComponent(tag)}&sort=totalSpent&order=desc`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toMatch(/filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await csvOf(res);
    const lines = rows(text);
    expect(lines[0]).toBe("الاسم,البريد الإلكتروني,حالة الوصول,انتهاء الوصول,إجمالي الإنفاق (ر.س),تاريخ التسجيل,آخر دخول,محظور");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^${tag} أ,[^,]+,وصول نشط,\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2},29,`));
    expect(lines[2]).toMatch(new RegExp(`^${tag} ب,[^,]+,مجاني,,0,`));
    const active = rows(await (await admin.fetch(`/api/admin/users/export?search=${encodeURIComponent(tag)}&filter=active`)).text());
    expect(active).toHaveLength(2);
    expect((await admin.fetch("/api/admin/users/export?filter=rich")).status).toBe(400);
  });

  it("refuses both exports without an admin session: a visitor and a signed-in player", async () => {
    const player = await signedInUser();
    for (const path of ["/api/admin/activity/export", "/api/admin/users/export"]) {
      const visitor = await new TestClient().fetch(path);
      expect(visitor.status).toBe(401);
      expect(await visitor.text()).not.toContain("\uFEFF");
      expect((await player.client.fetch(path)).status).toBe(401);
    }
  });
});

describe("content changes", () => {
  it("logs a category's edit and its move in the order with the fields before and after", async () => {
    const name = `فئة الترتيب ${crypto.randomUUID().slice(0, 4)}`;
    const created = (await (await admin.post("/api/admin/categories", { nameAr: name, gameId: 3 })).json()) as { id: number };
    expect((await admin.fetch(`/api/admin/categories/${created.id}`, { method: "PUT", json: { nameAr: `${name} ب` } })).status).toBe(200);
    expect((await findEntry(`عدّل المشرف الفئة «${name} ب»`)).changes).toEqual([{ field: "nameAr", label: "اسم الفئة", before: name, after: `${name} ب` }]);
    const moved = await admin.post(`/api/admin/categories/${created.id}/reorder`, { direction: "up" });
    expect(moved.status, await moved.clone().text()).toBe(200);
    // The answer is the game's categories in their new order: one place up from where it was.
    const place = ((await moved.json()) as { id: number }[]).findIndex((c) => c.id === created.id) + 1;
    const entry = await findEntry(`قدّم المشرف الفئة «${name} ب» في الترتيب`);
    expect(entry.changes).toEqual([{ field: "position", label: "الموضع في القائمة", before: place + 1, after: place }]);
  });
});

describe("trash", () => {
  const trash = async (query = "") => {
    const res = await admin.fetch(`/api/admin/trash${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as TrashPage;
  };

  it("lists what was deleted in the last 30 days, newest first, and restores one with an activity line", async () => {
    const name = `فئة للسلة ${crypto.randomUUID().slice(0, 4)}`;
    const category = (await (await admin.post("/api/admin/categories", { nameAr: name, gameId: 3 })).json()) as { id: number };
    const del = await admin.fetch(`/api/admin/categories/${category.id}`, { method: "DELETE", headers: { "Content-Type": "application/json" } });
    expect(del.status).toBe(200);
    // A post deleted a day ago, and one deleted 31 days ago (past the retention: not listed).
    const slug = `trash-${crypto.randomUUID().slice(0, 6)}`;
    const day = 86_400_000;
    await env.DB.prepare("INSERT INTO blog_posts (slug, title_ar, excerpt_ar, deleted_at) VALUES (?, ?, ?, ?), (?, ?, ?, ?)")
      .bind(slug, "مقال محذوف أمس", "مقتطف", Date.now() - day, `${slug}-old`, "مقال محذوف قديم", "مقتطف", Date.now() - 31 * day)
      .run();

    const all = await trash();
    const titles = all.items.map((i) => i.title);
    expect(titles.indexOf(name)).toBeLessThan(titles.indexOf("مقال محذوف أمس"));
    expect(titles).not.toContain("مقال محذوف قديم");
    const item = all.items.find((i) => i.title === name)!;
    expect(item.kind).toBe("categories");
    expect(Date.parse(item.purgeAt) - Date.parse(item.deletedAt)).toBe(30 * day);
    const posts = await trash("?kind=blog-posts");
    expect(posts.items.every((i) => i.kind === "blog-posts")).toBe(true);
    expect(posts.items.map((i) => i.title)).toContain("مقال محذوف أمس");

    const restored = await admin.post("/api/admin/trash/restore", { kind: "categories", id: category.id });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as { message: string }).message).toContain(name);
    expect((await trash()).items.some((i) => i.kind === "categories" && i.id === category.id)).toBe(false);
    expect((await findEntry("استعاد المشرف 1 من الفئات")).changes).toEqual(expect.arrayContaining([{ field: "deleted", label: "في سلة المحذوفات", before: true, after: false }]));

    const post = posts.items.find((i) => i.title === "مقال محذوف أمس")!;
    expect((await admin.post("/api/admin/trash/restore", { kind: "blog-posts", id: post.id })).status).toBe(200);
    expect(await env.DB.prepare("SELECT deleted_at FROM blog_posts WHERE id = ?").bind(post.id).first()).toEqual({ deleted_at: null });
    expect((await findEntry("استعاد المشرف المقال «مقال محذوف أمس»")).actorId).toBe("admin");
    // Twice is nothing to restore.
    expect((await admin.post("/api/admin/trash/restore", { kind: "blog-posts", id: post.id })).status).toBe(404);
  });

  it("validates the query and the body, and is for admins only", async () => {
    expect((await admin.fetch("/api/admin/trash?kind=users")).status).toBe(400);
    expect((await admin.fetch("/api/admin/trash?page=0")).status).toBe(400);
    const bad = await admin.post("/api/admin/trash/restore", { kind: "questions", id: "x" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors[0].field).toBe("id");
    expect((await new TestClient().fetch("/api/admin/trash")).status).toBe(401);
    expect((await (await signedInUser()).client.post("/api/admin/trash/restore", { kind: "questions", id: 1 })).status).toBe(401);
  });
});
