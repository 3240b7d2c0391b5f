// Issue 26, the admin's money and people: analytics payment figures as numbers,
// activity items with timeAgo, the full activity log with filters and its
// retention, the payments search and its CSV export.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { ActivityItem, ActivityPage, Analytics } from "../../schema/api/admin";
import type { AdminPaymentsAnswer } from "../../schema/api/payments";
import { ACTIVITY_LOG, PAYMENTS } from "../../schema/limits";
import worker from "../index";
import { purgeOldActivity } from "../services/activity";
import { database } from "../../data/db";
import { adminClient } from "./helpers/admin";
import { TestClient } from "./helpers/client";

const DAY = 86_400_000;

interface PaymentSeed {
  name: string;
  email: string;
  amount: number;
  status: "pending" | "completed" | "failed";
  tapId?: string;
  at: number;
}

async function seedPayment(p: PaymentSeed) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO payments (id, tier_name_ar, user_name, user_email, amount, currency, duration_days, status, tap_payment_id, receipt_id, payment_date, created_at) VALUES (?, 'باقة الشهر', ?, ?, ?, 'SAR', 30, ?, ?, ?, ?, ?)",
  )
    .bind(id, p.name, p.email, p.amount, p.status, p.tapId ?? null, p.tapId ? `rcpt_${p.tapId.slice(4)}` : null, p.status === "completed" ? p.at : null, p.at)
    .run();
  return id;
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM payments").run();
});

describe("analytics (spec 002 §3)", () => {
  it("answers the payment figures and every revenue.* as numbers", async () => {
    const now = Date.now();
    await seedPayment({ name: "أ", email: "a@example.com", amount: 15, status: "completed", tapId: "chg_AAAA1111", at: now - 1000 });
    await seedPayment({ name: "ب", email: "b@example.com", amount: 29.5, status: "completed", tapId: "chg_BBBB2222", at: now - 10 * DAY });
    await seedPayment({ name: "ج", email: "c@example.com", amount: 29, status: "pending", at: now });
    const admin = await adminClient();
    const body = await (await admin.fetch("/api/admin/analytics")).json<Analytics>();
    expect(body).toMatchObject({ totalPayments: 3, pendingPayments: 1, completedPayments: 2, averagePaymentValue: 22.25 });
    expect(body.revenue).toEqual({ daily: expect.any(Number), weekly: 15, monthly: 44.5, yearly: 44.5, total: 44.5 });
    for (const value of Object.values(body.revenue)) expect(typeof value).toBe("number");
  });
});

describe("activity", () => {
  it("recent items carry the spec's timeAgo in Arabic", async () => {
    const admin = await adminClient();
    await env.DB.prepare("INSERT INTO activity_log (action_ar, actor_type, actor_id, created_at) VALUES ('عدّل المشرف شيئًا', 'admin', 'admin', ?)").bind(Date.now() + 1000).run();
    const items = await (await admin.fetch("/api/admin/activity/recent")).json<ActivityItem[]>();
    expect(items[0]).toMatchObject({ actionAr: "عدّل المشرف شيئًا", actorId: "admin", timeAgo: expect.any(String) });
    for (const item of items) expect(item.timeAgo).toMatch(/[\u0600-\u06FF]/);
  });

  it("the full log filters by actor, action and dates, a page at a time, and refuses a bad filter in Arabic", async () => {
    const admin = await adminClient();
    const marker = crypto.randomUUID().slice(0, 8);
    const now = Date.now();
    const add = (action: string, type: string, actor: string | null, at: number) =>
      env.DB.prepare("INSERT INTO activity_log (action_ar, actor_type, actor_id, created_at) VALUES (?, ?, ?, ?)").bind(action, type, actor, at).run();
    await add(`حذف المشرف الباقة ${marker}`, "admin", `owner-${marker}`, now - 2 * DAY);
    await add(`أضاف المشرف باقة ${marker}`, "admin", `owner-${marker}`, now - 40 * DAY);
    await add(`انضم مستخدم جديد ${marker}`, "user", `user-${marker}`, now - 2 * DAY);
    const get = async (q: string) => (await admin.fetch(`/api/admin/activity?${q}`)).json<ActivityPage>();

    const byActor = await get(`actor=owner-${marker}`);
    expect(byActor.items.map((i) => i.actionAr)).toEqual([`حذف المشرف الباقة ${marker}`, `أضاف المشرف باقة ${marker}`]);
    expect(byActor).toMatchObject({ total: 2, page: 1, pageSize: ACTIVITY_LOG.pageSize });
    expect((await get(`action=${encodeURIComponent(`انضم مستخدم جديد ${marker}`)}`)).items.map((i) => i.actorId)).toEqual([`user-${marker}`]);
    expect((await get(`actorType=user&action=${marker}`)).total).toBe(1);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const recent = await get(`action=${marker}&from=${day(now - 5 * DAY)}&to=${day(now)}`);
    expect(recent.total).toBe(2);
    expect(recent.items.every((i) => i.timeAgo)).toBe(true);

    const bad = await admin.fetch(`/api/admin/activity?actorType=robot&from=${day(now)}&to=${day(now - DAY)}&page=0`);
    expect(bad.status).toBe(400);
    const refusal = await bad.json<{ code: string; errors: { field: string; message: string }[] }>();
    expect(refusal.code).toBe("invalid_input");
    expect(refusal.errors.map((e) => e.field).sort()).toEqual(["actorType", "page"]);
    expect((await new TestClient().fetch("/api/admin/activity")).status).toBe(401);
  });

  it("keeps 90 days of activity: the cleanup job drops only older entries", async () => {
    const marker = crypto.randomUUID().slice(0, 8);
    const now = Date.now();
    const add = (days: number) =>
      env.DB.prepare("INSERT INTO activity_log (action_ar, actor_type, created_at) VALUES (?, 'system', ?)").bind(`${marker} ${days}`, now - days * DAY).run();
    await add(89);
    await add(ACTIVITY_LOG.retentionDays - 0.01);
    await add(ACTIVITY_LOG.retentionDays + 1);
    await add(400);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "* * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const left = await env.DB.prepare("SELECT action_ar FROM activity_log WHERE action_ar LIKE ? ORDER BY created_at DESC").bind(`${marker}%`).all<{ action_ar: string }>();
    expect(left.results.map((r) => r.action_ar)).toEqual([`${marker} 89`, `${marker} ${ACTIVITY_LOG.retentionDays - 0.01}`]);
    expect(ACTIVITY_LOG.retentionDays).toBeGreaterThanOrEqual(90);
    expect(await purgeOldActivity(database(env.DB), now)).toBe(0);
  });
});

describe("payments log search and export", () => {
  async function seedLog() {
    const now = Date.now();
    await seedPayment({ name: "سارة", email: "sara@example.com", amount: 15, status: "completed", tapId: "chg_SARA0001", at: now - 3 * DAY });
    await seedPayment({ name: "خالد", email: "khaled@example.com", amount: 29, status: "failed", tapId: "chg_KHAL0002", at: now - DAY });
    await seedPayment({ name: "=HYPERLINK(\"x\")", email: "evil,\"quote\"@example.com", amount: 149.99, status: "pending", at: now });
    return now;
  }
  const list = async (admin: TestClient, q: string) => {
    const res = await admin.fetch(`/api/admin/payments?${q}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json<AdminPaymentsAnswer>();
  };

  it("searches by name, email, Tap charge id and receipt, with status and dates, on the server", async () => {
    const now = await seedLog();
    const admin = await adminClient();
    expect((await list(admin, "search=sara%40")).payments.map((p) => p.userName)).toEqual(["سارة"]);
    expect((await list(admin, `search=${encodeURIComponent("خالد")}`)).payments.map((p) => p.tapPaymentId)).toEqual(["chg_KHAL0002"]);
    expect((await list(admin, "search=chg_SARA")).payments.map((p) => p.userEmail)).toEqual(["sara@example.com"]);
    expect((await list(admin, "search=rcpt_KHAL")).matched).toBe(1);
    // _ and % are the characters themselves, not wildcards.
    expect((await list(admin, "search=chg%25")).matched).toBe(0);
    expect((await list(admin, "search=example.com&status=failed")).payments.map((p) => p.userName)).toEqual(["خالد"]);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const ranged = await list(admin, `search=example&from=${day(now - 2 * DAY)}&to=${day(now)}`);
    expect(ranged.payments.map((p) => p.userName)).toEqual(["=HYPERLINK(\"x\")", "خالد"]);
    expect(ranged).toMatchObject({ total: 3, matched: 2, page: 1, pageSize: PAYMENTS.pageSize });
  });

  it("pages through the matches", async () => {
    const now = Date.now();
    for (let i = 0; i < PAYMENTS.pageSize + 3; i++)
      await seedPayment({ name: `زبون ${i}`, email: `c${i}@example.com`, amount: 10, status: "completed", at: now - i * 60_000 });
    const admin = await adminClient();
    const first = await list(admin, "page=1");
    const second = await list(admin, "page=2");
    expect(first.payments).toHaveLength(PAYMENTS.pageSize);
    expect(second.payments.map((p) => p.userName)).toEqual([`زبون ${PAYMENTS.pageSize}`, `زبون ${PAYMENTS.pageSize + 1}`, `زبون ${PAYMENTS.pageSize + 2}`]);
    expect(second.matched).toBe(PAYMENTS.pageSize + 3);
  });

  it("refuses a bad query with Arabic field messages", async () => {
    const admin = await adminClient();
    const res = await admin.fetch(`/api/admin/payments?page=-1&search=${"x".repeat(PAYMENTS.searchMax + 1)}&from=2025-13`);
    expect(res.status).toBe(400);
    const body = await res.json<{ code: string; errors: { field: string; message: string }[] }>();
    expect(body.errors.map((e) => e.field).sort()).toEqual(["from", "page", "search"]);
    for (const e of body.errors) expect(e.message).toMatch(/[\u0600-\u06FF]/);
  });

  it("exports the filtered list as CSV: UTF-8 BOM, Arabic headers, quoted fields, a file name; admins only", async () => {
    await seedLog();
    expect((await new TestClient().fetch("/api/admin/payments/export")).status).toBe(401);
    const admin = await adminClient();
    const res = await admin.fetch("/api/admin/payments/export?search=example&status=all&tzOffset=180");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("المستخدم,البريد الإلكتروني,الباقة,المبلغ,العملة,الحالة,تاريخ الدفع,تاريخ الانتهاء,رقم الإيصال,رقم عملية مزود الدفع");
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)","evil,""quote""@example.com",باقة الشهر,149.99,SAR,معلق,\d{4}\/\d{2}\/\d{2} \d{2}:\d{2},,,$/);
    expect(lines[2]).toMatch(/^خالد,khaled@example.com,باقة الشهر,29,SAR,فشل,/);
    expect(lines[3]).toMatch(/^سارة,sara@example.com,باقة الشهر,15,SAR,مكتمل,.*,rcpt_SARA0001,chg_SARA0001$/);
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe("");

    const onlyFailed = await (await admin.fetch("/api/admin/payments/export?status=failed")).text();
    expect(onlyFailed.trim().split("\r\n")).toHaveLength(2);
    expect((await admin.fetch("/api/admin/payments/export?status=cancelled")).status).toBe(400);
  });
});

describe("refusals say in Arabic what to do", () => {
  const arabic = /[\u0600-\u06FF]/;

  it("a body without Content-Type is refused with the header to add, in the usual shape", async () => {
    const admin = await adminClient();
    const res = await admin.fetch("/api/admin/pricing-tiers", { method: "POST", body: JSON.stringify({ tierNameAr: "باقة" }) });
    expect(res.status).toBe(415);
    const body = await res.json<{ message: string; code: string; errors: { field: string; message: string }[] }>();
    expect(body.code).toBe("unsupported_media_type");
    expect(body.message).toMatch(arabic);
    expect(body.message).toContain("Content-Type: application/json");
    expect(body.errors).toEqual([{ field: "Content-Type", message: expect.stringMatching(arabic) }]);
  });

  it("a call with no body needs no Content-Type: the route's own answer shows (logout ends the session, a missing field is named)", async () => {
    const admin = await adminClient();
    // Before: 415 for an empty POST, which hid that the body was simply missing.
    const login = await new TestClient().fetch("/api/admin/login", { method: "POST" });
    expect(login.status).toBe(400);
    const refusal = await login.json<{ code: string; message: string; errors: { field: string; message: string }[] }>();
    expect(refusal.code).toBe("invalid_input");
    expect(refusal.message).toMatch(/يُرجى/);
    expect(refusal.errors.map((e) => e.field).sort()).toEqual(["password", "username"]);
    expect((await admin.fetch("/api/admin/logout", { method: "POST" })).status).toBe(200);
    expect((await admin.fetch("/api/admin/analytics")).status).toBe(401);
  });

  it("a cross-site call with no body is still refused", async () => {
    const res = await new TestClient().fetch("/api/auth/logout", { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect((await res.json<{ message: string }>()).message).toMatch(/يُرجى/);
  });

  it("malformed JSON answers 400 invalid_json with what to fix", async () => {
    const admin = await adminClient();
    const res = await admin.fetch("/api/admin/pricing-tiers", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"tierNameAr": "باقة",' });
    expect(res.status).toBe(400);
    const body = await res.json<{ message: string; code: string; errors: { field: string; message: string }[] }>();
    expect(body).toEqual({ code: "invalid_json", message: expect.stringMatching(/يُرجى.*JSON/), errors: [{ field: "body", message: expect.stringMatching(arabic) }] });
  });

  it("an unknown address and an invalid field both say what to do", async () => {
    const admin = await adminClient();
    const missing = await (await admin.fetch("/api/admin/no-such-thing")).json<{ code: string; message: string }>();
    expect(missing).toMatchObject({ code: "not_found", message: expect.stringMatching(/يُرجى/) });
    const invalid = await (await admin.post("/api/admin/pricing-tiers", { tierNameAr: "", price: -1, durationDays: 0 })).json<{ message: string }>();
    expect(invalid.message).toMatch(/يُرجى تصحيح/);
  });
});
