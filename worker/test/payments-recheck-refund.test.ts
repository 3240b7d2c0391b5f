// Issue 36: no paid charge lost (the scheduled re-check and the admin's «إعادة التحقق»)
// and refunds (the admin's «استرداد», the automatic refund of a deleted buyer's charge),
// against the real worker, D1 and the local Tap sandbox.
import { createExecutionContext, createScheduledController, env, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { joinRoom } from "../../durable-objects/test/live-client";
import type { PaymentStats, RecheckAnswer, RefundAnswer, VerifyAnswer } from "../../schema/api/payments";
import { AUTH, PAYMENTS } from "../../schema/limits";
import worker from "../index";
import { SANDBOX_SECRET_KEY } from "../services/payments/provider";
import type { TapCharge } from "../services/payments/tap";
import { signToken } from "../services/tokens";
import { adminClient } from "./helpers/admin";
import { TestClient } from "./helpers/client";

const DAY = 86_400_000;
const HOUR = 3_600_000;

type PaymentRow = {
  id: string;
  user_id: string | null;
  status: string;
  amount: number;
  tap_payment_id: string | null;
  receipt_id: string | null;
  refund_id: string | null;
  refunded_at: number | null;
  rechecked_at: number | null;
  charge_unknown_at: number | null;
  created_at: number;
};

async function buyer(fields: { premiumEnds?: number } = {}) {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO users (id, provider_subject, email, first_name, display_name, premium_ends, is_premium) VALUES (?, ?, ?, ?, ?, ?, ?)")
    .bind(id, `test:${id}`, `buyer-${id.slice(0, 8)}@example.com`, "مشتري", `مشتري ${id.slice(0, 4)}`, fields.premiumEnds ?? null, fields.premiumEnds ? 1 : 0)
    .run();
  const sid = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)").bind(sid, id, Date.now() + 3_600_000).run();
  const client = new TestClient();
  client.cookies.set(AUTH.sessionCookie, await signToken(env, "session", { sid, sub: id }, 3600));
  return { id, client };
}

async function newTier(fields: { price?: number; durationDays?: number } = {}) {
  const row = await env.DB.prepare("INSERT INTO pricing_tiers (tier_name_ar, price, duration_days, is_active, display_text) VALUES (?, ?, ?, 1, '') RETURNING id")
    .bind(`باقة استرداد ${crypto.randomUUID().slice(0, 4)}`, fields.price ?? 29, fields.durationDays ?? 7)
    .first<{ id: number }>();
  return row!.id;
}

const paymentByCharge = (tapId: string) => env.DB.prepare("SELECT * FROM payments WHERE tap_payment_id = ?").bind(tapId).first<PaymentRow>();
const userRow = (id: string) =>
  env.DB.prepare("SELECT premium_ends, is_premium, total_spent FROM users WHERE id = ?").bind(id).first<{ premium_ends: number | null; is_premium: number; total_spent: number }>();
const grantsOf = async (userId: string, source = "payment") =>
  (await env.DB.prepare("SELECT * FROM access_grants WHERE user_id = ? AND source = ?").bind(userId, source).all<{ days: number; payment_id: string }>()).results;

async function sandboxCharge(id: string): Promise<TapCharge> {
  const row = await env.DB.prepare("SELECT charge_json FROM tap_sandbox_charges WHERE id = ?").bind(id).first<{ charge_json: string }>();
  return JSON.parse(row!.charge_json);
}
/** Tap's own record changes without telling us (no webhook), as when its call is lost. */
async function setChargeStatus(id: string, status: string) {
  const charge = await sandboxCharge(id);
  await env.DB.prepare("UPDATE tap_sandbox_charges SET charge_json = ? WHERE id = ?").bind(JSON.stringify({ ...charge, status }), id).run();
}

async function checkout(client: TestClient, tierId: number) {
  const res = await client.post("/api/payments/subscribe", { pricingTierId: tierId });
  expect(res.status, await res.clone().text()).toBe(200);
  const url = new URL(((await res.json()) as { redirectUrl: string }).redirectUrl);
  return { tapId: url.pathname.split("/").pop()!, checkoutPath: url.pathname };
}

/** The buyer presses a button on the sandbox page. */
async function press(client: TestClient, checkoutPath: string, action: "pay" | "decline" | "pay-silent") {
  const res = await client.post(`${checkoutPath}/${action}`, {});
  expect(res.status).toBe(200);
  return (await res.json()) as { redirectUrl: string | null; notice?: string };
}

/** Moves a payment's start back, as if the buyer had left it that long ago. */
const age = (paymentId: string, ms: number) => env.DB.prepare("UPDATE payments SET created_at = ? WHERE id = ?").bind(Date.now() - ms, paymentId).run();

/** One run of the Cron Trigger, as wrangler.toml schedules it. */
async function runJob() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** A buyer who paid with «الدفع دون إشعار» and closed the tab: Tap has the money, we were never told. */
async function silentlyPaid(options: { durationDays?: number; price?: number; premiumEnds?: number } = {}) {
  const { id, client } = await buyer({ premiumEnds: options.premiumEnds });
  const { tapId, checkoutPath } = await checkout(client, await newTier(options));
  const answer = await press(client, checkoutPath, "pay-silent");
  expect(answer.redirectUrl).toBeNull();
  expect(answer.notice).toMatch(/إغلاق هذه الصفحة/);
  expect((await sandboxCharge(tapId)).status).toBe("CAPTURED");
  const payment = (await paymentByCharge(tapId))!;
  expect(payment.status).toBe("pending");
  return { userId: id, client, tapId, payment };
}

async function stats(admin: TestClient) {
  const res = await admin.fetch("/api/admin/payments/stats");
  expect(res.status).toBe(200);
  return (await res.json()) as PaymentStats;
}

/** Activity entries whose text contains `part` (D1 refuses LIKE patterns this long in Arabic). */
const activityWith = async (part: string) =>
  (
    await env.DB.prepare("SELECT action_ar, actor_type, actor_id, changes FROM activity_log WHERE instr(action_ar, ?) > 0 ORDER BY id")
      .bind(part)
      .all<{ action_ar: string; actor_type: string; actor_id: string | null; changes: string | null }>()
  ).results.map((row) => ({ ...row, changes: row.changes ? (JSON.parse(row.changes) as { field: string; before: unknown; after: unknown }[]) : [] }));

describe("the sandbox's «الدفع دون إشعار»", () => {
  it("captures the charge without sending the webhook or the buyer back, so nothing is granted yet", async () => {
    const { client, checkoutPath } = await (async () => {
      const b = await buyer();
      return { ...b, ...(await checkout(b.client, await newTier())) };
    })();
    const page = await (await client.fetch(checkoutPath)).text();
    expect(page).toContain(">الدفع دون إشعار<");
    const { userId } = await silentlyPaid();
    expect((await userRow(userId))!.premium_ends).toBeNull();
    expect(await grantsOf(userId)).toHaveLength(0);
  });
});

describe("the scheduled re-check", () => {
  it("leaves a payment alone in its first minute, then completes what Tap captured and grants once", async () => {
    const { userId, client, tapId, payment } = await silentlyPaid({ durationDays: 7 });
    await runJob();
    expect((await paymentByCharge(tapId))!.status).toBe("pending");

    await age(payment.id, PAYMENTS.recheckAfterMs + 1000);
    const before = Date.now();
    await runJob();
    const done = (await paymentByCharge(tapId))!;
    expect(done.status).toBe("completed");
    expect(done.receipt_id).toMatch(/^MJ-/);
    const user = (await userRow(userId))!;
    expect(user.premium_ends).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(user).toMatchObject({ is_premium: 1, total_spent: 29 });
    expect(await grantsOf(userId)).toHaveLength(1);

    // Another run, and the buyer's own verify, change nothing.
    await runJob();
    expect(((await (await client.post("/api/payments/verify", { tapId })).json()) as VerifyAnswer).hasAccess).toBe(true);
    expect((await userRow(userId))!.premium_ends).toBe(user.premium_ends);
    expect(await grantsOf(userId)).toHaveLength(1);
    expect((await activityWith("التحقق التلقائي من المدفوعات المعلقة")).length).toBeGreaterThan(0);
  });

  it("fails a payment whose charge Tap declined, and grants nothing", async () => {
    const { id, client } = await buyer();
    const { tapId } = await checkout(client, await newTier());
    await setChargeStatus(tapId, "DECLINED");
    await age((await paymentByCharge(tapId))!.id, 2 * 60_000);
    await runJob();
    expect((await paymentByCharge(tapId))!.status).toBe("failed");
    expect((await userRow(id))!.premium_ends).toBeNull();
  });

  it("marks a payment still unpaid after 48 hours abandoned; one captured later still completes on a re-check", async () => {
    const { id, client } = await buyer();
    const { tapId } = await checkout(client, await newTier({ durationDays: 3 }));
    const payment = (await paymentByCharge(tapId))!;
    await age(payment.id, 47 * HOUR);
    await runJob();
    expect((await paymentByCharge(tapId))!.status).toBe("pending");
    await age(payment.id, PAYMENTS.abandonAfterMs + HOUR);
    await runJob();
    expect((await paymentByCharge(tapId))!.status).toBe("abandoned");
    // The job asks only about pending payments; the admin's button still can.
    await setChargeStatus(tapId, "CAPTURED");
    await runJob();
    expect((await paymentByCharge(tapId))!.status).toBe("abandoned");
    const admin = await adminClient();
    const res = await admin.post(`/api/admin/payments/${payment.id}/recheck`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as RecheckAnswer).outcome).toBe("completed");
    expect(await grantsOf(id)).toHaveLength(1);
  });

  it("asks about at most a batch per run, the least recently asked first", async () => {
    // Pending payments of a purchase that never got its charge: Tap is not asked, they only wait.
    const tierId = await newTier();
    const { id: userId } = await buyer();
    const ids: string[] = [];
    for (let i = 0; i < PAYMENTS.recheckBatch + 5; i++) {
      const pid = crypto.randomUUID();
      ids.push(pid);
      await env.DB.prepare(
        "INSERT INTO payments (id, user_id, pricing_tier_id, tier_name_ar, amount, currency, duration_days, status, created_at) VALUES (?, ?, ?, 'باقة', 29, 'SAR', 7, 'pending', ?)",
      )
        .bind(pid, userId, tierId, Date.now() - 10 * 60_000 - i)
        .run();
    }
    const eligible = async () =>
      (await env.DB.prepare("SELECT id, rechecked_at FROM payments WHERE status = 'pending' AND created_at <= ?").bind(Date.now() - PAYMENTS.recheckAfterMs).all<{ id: string; rechecked_at: number | null }>()).results;
    const checkedSince = async (since: number) => new Set((await eligible()).filter((r) => (r.rechecked_at ?? 0) >= since).map((r) => r.id));

    const total = (await eligible()).length;
    expect(total).toBeGreaterThan(PAYMENTS.recheckBatch);
    const first = Date.now();
    await runJob();
    const run1 = await checkedSince(first);
    expect(run1.size).toBe(PAYMENTS.recheckBatch);
    // Run 1 stamped its payments when it started; run 2 starts after run 1 ended.
    const second = Date.now();
    await runJob();
    const run2 = await checkedSince(second);
    expect(run2.size).toBe(Math.min(PAYMENTS.recheckBatch, total));
    // Run 2 asked first about every payment run 1 had not reached, ours among them.
    const unreached = (await eligible()).filter((r) => !run1.has(r.id));
    expect(unreached.length).toBeLessThanOrEqual(PAYMENTS.recheckBatch);
    expect(unreached.every((r) => run2.has(r.id))).toBe(true);
    expect(ids.every((pid) => run1.has(pid) || run2.has(pid))).toBe(true);
  });

  it("grants exactly once when the buyer's verify and the job race", async () => {
    const { userId, client, tapId, payment } = await silentlyPaid({ durationDays: 30 });
    await age(payment.id, 2 * 60_000);
    const before = Date.now();
    const [verified] = await Promise.all([client.post("/api/payments/verify", { tapId }), runJob(), runJob()]);
    expect(((await verified.json()) as VerifyAnswer).hasAccess).toBe(true);
    const ends = (await userRow(userId))!.premium_ends!;
    expect(ends).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(ends).toBeLessThan(before + 31 * DAY);
    expect(await grantsOf(userId)).toHaveLength(1);
    expect((await userRow(userId))!.total_spent).toBe(29);
  });
});

describe("the admin's «إعادة التحقق»", () => {
  it("completes a silently paid charge at once, says so in Arabic, and logs it", async () => {
    const { userId, payment } = await silentlyPaid();
    const admin = await adminClient();
    const res = await admin.post(`/api/admin/payments/${payment.id}/recheck`);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as RecheckAnswer;
    expect(answer).toMatchObject({ success: true, outcome: "completed", payment: { id: payment.id, status: "completed" } });
    expect(answer.message).toMatch(/[\u0600-\u06FF]/);
    expect((await userRow(userId))!.is_premium).toBe(1);
    const logged = await activityWith("أعاد المشرف التحقق من دفعة");
    expect(logged.at(-1)).toMatchObject({ actor_type: "admin", changes: [{ field: "status", before: "معلق", after: "مكتمل" }] });

    // Again: nothing more is granted.
    const again = (await (await admin.post(`/api/admin/payments/${payment.id}/recheck`)).json()) as RecheckAnswer;
    expect(again.outcome).toBe("completed");
    expect(await grantsOf(userId)).toHaveLength(1);
  });

  it("keeps a payment Tap has not settled pending, and fails a declined one", async () => {
    const { client } = await buyer();
    const { tapId } = await checkout(client, await newTier());
    const payment = (await paymentByCharge(tapId))!;
    const admin = await adminClient();
    expect(((await (await admin.post(`/api/admin/payments/${payment.id}/recheck`)).json()) as RecheckAnswer).outcome).toBe("pending");
    await setChargeStatus(tapId, "DECLINED");
    expect(((await (await admin.post(`/api/admin/payments/${payment.id}/recheck`)).json()) as RecheckAnswer).outcome).toBe("failed");
  });

  it("refuses malformed ids with 400, an unknown payment with 404, and anyone but the admin", async () => {
    const admin = await adminClient();
    for (const bad of ["not-a-uuid", "1", "chg_TS0001", "%27%20OR%201%3D1"]) {
      for (const action of ["recheck", "refund"]) {
        const res = await admin.post(`/api/admin/payments/${bad}/${action}`);
        expect(res.status, `${action} ${bad}`).toBe(400);
        const body = (await res.json()) as { message: string; code: string; errors: unknown[] };
        expect(body.message).toMatch(/[\u0600-\u06FF]/);
        expect(body.errors.length).toBeGreaterThan(0);
      }
    }
    const unknown = crypto.randomUUID();
    expect((await admin.post(`/api/admin/payments/${unknown}/recheck`)).status).toBe(404);
    expect((await admin.post(`/api/admin/payments/${unknown}/refund`)).status).toBe(404);
    const { payment } = await silentlyPaid();
    expect((await new TestClient().post(`/api/admin/payments/${payment.id}/recheck`)).status).toBe(401);
    expect((await new TestClient().post(`/api/admin/payments/${payment.id}/refund`)).status).toBe(401);
  });
});

describe("the success rate", () => {
  it("leaves pending payments out", async () => {
    const admin = await adminClient();
    const before = await stats(admin);
    const { client } = await buyer();
    await checkout(client, await newTier());
    const after = await stats(admin);
    expect(after.pendingPayments - before.pendingPayments).toBe(1);
    expect(after.successRate).toBe(before.successRate);
    const paid = after.completedPayments + after.refundedPayments;
    expect(after.successRate).toBe(Math.round((paid / (paid + after.failedPayments + after.abandonedPayments)) * 100));
  });
});

describe("refunds", () => {
  /** Paid through the sandbox with its webhook, so the payment is completed. */
  async function paid(options: { durationDays?: number; price?: number; premiumEnds?: number } = {}) {
    const { id, client } = await buyer({ premiumEnds: options.premiumEnds });
    const { tapId, checkoutPath } = await checkout(client, await newTier(options));
    await press(client, checkoutPath, "pay");
    const payment = (await paymentByCharge(tapId))!;
    expect(payment.status).toBe("completed");
    return { userId: id, client, tapId, payment };
  }

  it("gives the amount back through Tap, ends access nothing else covers, nets revenue, and logs it", async () => {
    const admin = await adminClient();
    const { userId, client, tapId, payment } = await paid({ durationDays: 7, price: 29 });
    const before = await stats(admin);
    const res = await admin.post(`/api/admin/payments/${payment.id}/refund`);
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as RefundAnswer;
    expect(answer).toMatchObject({ success: true, accessEndsAt: null, payment: { status: "refunded" } });
    expect(answer.payment.refundId).toMatch(/^re_/);
    expect(answer.message).toMatch(/[\u0600-\u06FF]/);

    const row = (await paymentByCharge(tapId))!;
    expect(row).toMatchObject({ status: "refunded", refund_id: answer.payment.refundId });
    const refund = await env.DB.prepare("SELECT refund_json FROM tap_sandbox_refunds WHERE charge_id = ?").bind(tapId).first<{ refund_json: string }>();
    expect(JSON.parse(refund!.refund_json)).toMatchObject({ object: "refund", charge_id: tapId, amount: 29, currency: "SAR", status: "REFUNDED" });

    const user = (await userRow(userId))!;
    expect(user.premium_ends!).toBeLessThanOrEqual(Date.now());
    expect(user).toMatchObject({ is_premium: 0, total_spent: 0 });
    expect(await (await client.fetch("/api/user/access")).json()).toMatchObject({ hasAccess: false });
    expect(await grantsOf(userId, "refund")).toMatchObject([{ days: -7, payment_id: payment.id }]);

    const after = await stats(admin);
    expect(Math.round((before.revenue.total - after.revenue.total) * 100)).toBe(2900);
    expect(Math.round((before.revenue.daily - after.revenue.daily) * 100)).toBe(2900);
    expect(Math.round((after.refundedTotal - before.refundedTotal) * 100)).toBe(2900);
    expect(after.completedPayments).toBe(before.completedPayments - 1);
    expect(after.refundedPayments).toBe(before.refundedPayments + 1);
    const overview = (await (await admin.fetch("/api/admin/analytics")).json()) as { revenue: { total: number } };
    expect(overview.revenue.total).toBe(after.revenue.total);
    const entry = (await activityWith("استرد المشرف")).at(-1)!;
    expect(entry).toMatchObject({ actor_type: "admin" });
    // With its before and after: the status, and the access end that came back to now.
    expect(entry.changes[0]).toMatchObject({ field: "status", before: "مكتمل", after: "مسترد" });
    const ended = entry.changes.find((c) => c.field === "premiumEnds")!;
    expect(Date.parse(ended.before as string) - Date.parse(ended.after as string)).toBeGreaterThan(6 * DAY);

    // A second press does nothing: 409 in Arabic, no second refund at Tap, access unchanged.
    const again = await admin.post(`/api/admin/payments/${payment.id}/refund`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string; code: string }).code).toBe("already_refunded");
    expect((await env.DB.prepare("SELECT count(*) AS n FROM tap_sandbox_refunds WHERE charge_id = ?").bind(tapId).first<{ n: number }>())!.n).toBe(1);
    // The charge still reads CAPTURED at Tap: verify and a re-check grant nothing again.
    const verified = (await (await client.post("/api/payments/verify", { tapId })).json()) as VerifyAnswer;
    expect(verified).toMatchObject({ isValid: false, hasAccess: false, paymentStatus: "refunded" });
    expect(((await (await admin.post(`/api/admin/payments/${payment.id}/recheck`)).json()) as RecheckAnswer).outcome).toBe("refunded");
    expect((await userRow(userId))!.is_premium).toBe(0);
  });

  it("takes only that payment's days off when another payment still covers the buyer", async () => {
    const admin = await adminClient();
    const first = await paid({ durationDays: 30, price: 49 });
    const { checkoutPath, tapId } = await checkout(first.client, await newTier({ durationDays: 7, price: 15 }));
    await press(first.client, checkoutPath, "pay");
    const second = (await paymentByCharge(tapId))!;
    const ends = (await userRow(first.userId))!.premium_ends!;

    const res = await admin.post(`/api/admin/payments/${second.id}/refund`);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as RefundAnswer;
    const user = (await userRow(first.userId))!;
    expect(user.premium_ends).toBe(ends - 7 * DAY);
    expect(user).toMatchObject({ is_premium: 1, total_spent: 49 });
    expect(answer.accessEndsAt).toBe(new Date(ends - 7 * DAY).toISOString());
    expect((await paymentByCharge(first.tapId))!.status).toBe("completed");
  });

  it("refuses a payment that is not completed", async () => {
    const admin = await adminClient();
    const { payment } = await silentlyPaid();
    const res = await admin.post(`/api/admin/payments/${payment.id}/refund`);
    expect(res.status).toBe(409);
    expect((await res.json()) as { code: string }).toMatchObject({ code: "not_refundable" });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM tap_sandbox_refunds WHERE charge_id = ?").bind(payment.tap_payment_id).first<{ n: number }>())!.n).toBe(0);
  });

  it("refunds once when two presses race", async () => {
    const admin = await adminClient();
    const { userId, tapId, payment } = await paid({ durationDays: 7 });
    const answers = await Promise.all([admin.post(`/api/admin/payments/${payment.id}/refund`), admin.post(`/api/admin/payments/${payment.id}/refund`)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM tap_sandbox_refunds WHERE charge_id = ?").bind(tapId).first<{ n: number }>())!.n).toBe(1);
    expect(await grantsOf(userId, "refund")).toHaveLength(1);
  });

  it("leaves the payment completed when Tap cannot be reached", async () => {
    const { payment } = await paid();
    const offline = await adminClient({ TAP_SECRET_KEY: "sk_test_offline", TAP_API_URL: "http://127.0.0.1:9/v2" });
    const res = await offline.post(`/api/admin/payments/${payment.id}/refund`);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
    expect((await env.DB.prepare("SELECT status, refund_claimed_at FROM payments WHERE id = ?").bind(payment.id).first())!).toEqual({ status: "completed", refund_claimed_at: null });
    // And the next press, with Tap back, works.
    expect((await (await adminClient()).post(`/api/admin/payments/${payment.id}/refund`)).status).toBe(200);
  });

  it("refunds at once a charge captured for a buyer deleted during checkout, without revenue", async () => {
    const admin = await adminClient();
    const before = await stats(admin);
    const { id, client } = await buyer();
    const { tapId, checkoutPath } = await checkout(client, await newTier({ price: 29 }));
    expect((await admin.fetch(`/api/admin/users/${id}`, { method: "DELETE" })).status).toBe(200);
    // The buyer, still on Tap's page, pays; Tap's webhook reports it.
    await press(client, checkoutPath, "pay");
    const row = (await paymentByCharge(tapId))!;
    expect(row).toMatchObject({ status: "refunded", user_id: null });
    expect(row.refund_id).toMatch(/^re_/);
    expect(JSON.parse((await env.DB.prepare("SELECT refund_json FROM tap_sandbox_refunds WHERE charge_id = ?").bind(tapId).first<{ refund_json: string }>())!.refund_json)).toMatchObject({
      amount: 29,
      status: "REFUNDED",
    });
    const after = await stats(admin);
    expect(after.revenue.total).toBe(before.revenue.total);
    expect(after.completedPayments).toBe(before.completedPayments);
    expect((await activityWith("استُرد تلقائيًا")).at(-1)).toMatchObject({ actor_type: "system" });
    // Neither a late webhook nor a re-check grants or refunds again.
    await runJob();
    expect((await (await admin.post(`/api/admin/payments/${row.id}/recheck`)).json()) as RecheckAnswer).toMatchObject({ outcome: "refunded" });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM tap_sandbox_refunds WHERE charge_id = ?").bind(tapId).first<{ n: number }>())!.n).toBe(1);
  });
});

describe("a refund and the buyer's open rooms (issue 42)", () => {
  async function paidWithRoom(options: { premiumEnds?: number } = {}) {
    const { id, client } = await buyer(options);
    const { tapId, checkoutPath } = await checkout(client, await newTier({ durationDays: 7 }));
    await press(client, checkoutPath, "pay");
    const created = await client.post("/api/rooms", { gameType: "trivia-deception", name: "سهرة" });
    expect(created.status).toBe(201);
    const room = (await created.json()) as { id: string; code: string };
    expect(await (await client.fetch(`/api/rooms/${room.code}`)).json()).toMatchObject({ isPremium: true });
    return { userId: id, client, room, payment: (await paymentByCharge(tapId))! };
  }
  /** The actor holds the room (room/room.ts), whose stored record says whether it is premium. */
  const actorPremium = (roomId: string) =>
    runInDurableObject(env.ROOMS.get(env.ROOMS.idFromName(roomId)), (actor) => (actor as unknown as { room: { record: { isPremium: boolean } | null } }).room.record?.isPremium);
  const indexPremium = async (roomId: string) => (await env.DB.prepare("SELECT is_premium FROM rooms WHERE id = ?").bind(roomId).first<{ is_premium: number }>())!.is_premium;

  it("ends the premium of the room the buyer has open once no access is left, and everyone in it hears so", async () => {
    const admin = await adminClient();
    const { client, room, payment } = await paidWithRoom();
    const creator = await joinRoom(client, room.code, "نورة");
    const friend = new TestClient();
    await friend.becomeGuest();
    const guest = await joinRoom(friend, room.code, "فهد");
    expect(await actorPremium(room.id)).toBe(true);

    expect((await admin.post(`/api/admin/payments/${payment.id}/refund`)).status).toBe(200);
    expect(await indexPremium(room.id)).toBe(0);
    expect(await actorPremium(room.id)).toBe(false);
    expect(await (await client.fetch(`/api/rooms/${room.code}`)).json()).toMatchObject({ isPremium: false });
    expect((await guest.socket.next("game-state")).data.state.isPremium).toBe(false);
    // The lobby locks the premium game again.
    creator.socket.send("update-settings", { gameType: "meme-game" });
    expect((await creator.socket.next("error")).data.code).toBe("premium_required");
    creator.socket.close();
    guest.socket.close();
  });

  it("leaves the rooms premium when other access still covers the buyer", async () => {
    const admin = await adminClient();
    const { room, payment } = await paidWithRoom({ premiumEnds: Date.now() + 30 * DAY });
    expect((await admin.post(`/api/admin/payments/${payment.id}/refund`)).status).toBe(200);
    expect(await indexPremium(room.id)).toBe(1);
    expect(await actorPremium(room.id)).toBe(true);
  });
});

describe("a charge Tap does not know (issue 42)", () => {
  /** Tap answers 404 for the charge: its record is gone, as for a charge made with another account's keys. */
  const forget = (tapId: string) => env.DB.prepare("DELETE FROM tap_sandbox_charges WHERE id = ?").bind(tapId).run();
  const askedBack = (paymentId: string, ms: number) => env.DB.prepare("UPDATE payments SET rechecked_at = ? WHERE id = ?").bind(Date.now() - ms, paymentId).run();

  it("stays pending and is not asked on every run while young, then is abandoned at 48 hours", async () => {
    const { client } = await buyer();
    const { tapId } = await checkout(client, await newTier());
    const payment = (await paymentByCharge(tapId))!;
    await forget(tapId);
    await age(payment.id, 3 * HOUR);
    await runJob();
    const first = (await paymentByCharge(tapId))!;
    expect(first).toMatchObject({ status: "pending" });
    expect(first.charge_unknown_at).not.toBeNull();
    expect(first.rechecked_at).not.toBeNull();

    // The next runs leave it alone.
    await runJob();
    await runJob();
    expect((await paymentByCharge(tapId))!.rechecked_at).toBe(first.rechecked_at);

    // The admin's button still asks now, and says what Tap said.
    const admin = await adminClient();
    const res = await admin.post(`/api/admin/payments/${payment.id}/recheck`);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as RecheckAnswer;
    expect(answer.outcome).toBe("pending");
    expect(answer.message).toContain("لا يعرف مزوّد الدفع هذه العملية");

    // Hours later the job asks again; still young, it stays pending.
    await askedBack(payment.id, PAYMENTS.unknownChargeRecheckMs + 60_000);
    const before = Date.now();
    await runJob();
    const again = (await paymentByCharge(tapId))!;
    expect(again.status).toBe("pending");
    expect(again.rechecked_at!).toBeGreaterThanOrEqual(before);

    // 48 hours after it started it is given up at the next run, however recently it was asked.
    await age(payment.id, PAYMENTS.abandonAfterMs + HOUR);
    await runJob();
    expect((await paymentByCharge(tapId))!.status).toBe("abandoned");
    expect((await activityWith("تُركت")).length).toBeGreaterThan(0);
  });

  it("forgets that Tap did not know the charge once it does, and completes a paid one", async () => {
    const { id, client } = await buyer();
    const { tapId, checkoutPath } = await checkout(client, await newTier());
    const payment = (await paymentByCharge(tapId))!;
    const charge = await sandboxCharge(tapId);
    await forget(tapId);
    await age(payment.id, 3 * HOUR);
    await runJob();
    expect((await paymentByCharge(tapId))!.charge_unknown_at).not.toBeNull();
    // Tap finds it again (paid meanwhile); the admin's re-check clears the mark and grants.
    await env.DB.prepare("INSERT INTO tap_sandbox_charges (id, charge_json) VALUES (?, ?)").bind(tapId, JSON.stringify(charge)).run();
    await press(client, checkoutPath, "pay-silent");
    const res = await (await adminClient()).post(`/api/admin/payments/${payment.id}/recheck`);
    expect(((await res.json()) as RecheckAnswer).outcome).toBe("completed");
    expect((await paymentByCharge(tapId))!.charge_unknown_at).toBeNull();
    expect(await grantsOf(id)).toHaveLength(1);
  });

  it("tells the buyer's verify that the provider does not know the charge, without a 5xx", async () => {
    const { client } = await buyer();
    const { tapId } = await checkout(client, await newTier());
    await forget(tapId);
    const res = await client.post("/api/payments/verify", { tapId });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isValid: false, hasAccess: false, paymentStatus: "pending" });
  });
});

describe("a deleted buyer's charge Tap will not refund yet", () => {
  it("stays pending, never abandoned, and is refunded by a later run once Tap takes it", async () => {
    const admin = await adminClient();
    const { id, client } = await buyer();
    const { tapId, checkoutPath } = await checkout(client, await newTier({ price: 29 }));
    const payment = (await paymentByCharge(tapId))!;
    expect((await admin.fetch(`/api/admin/users/${id}`, { method: "DELETE" })).status).toBe(200);
    // Tap refuses: a refund of the whole amount already stands in its books.
    const blocker = `re_TSblock${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.prepare("INSERT INTO tap_sandbox_refunds (id, charge_id, refund_json) VALUES (?, ?, ?)")
      .bind(blocker, tapId, JSON.stringify({ id: blocker, status: "REFUNDED", amount: 29, currency: "SAR", charge_id: tapId }))
      .run();
    await press(client, checkoutPath, "pay-silent");
    await age(payment.id, PAYMENTS.abandonAfterMs + HOUR);
    await runJob();
    expect((await paymentByCharge(tapId))!).toMatchObject({ status: "pending", refund_id: null });

    await env.DB.prepare("DELETE FROM tap_sandbox_refunds WHERE id = ?").bind(blocker).run();
    await runJob();
    const row = (await paymentByCharge(tapId))!;
    expect(row.status).toBe("refunded");
    expect(row.refund_id).toMatch(/^re_/);
  });
});

describe("the sandbox's refunds API", () => {
  const tap = (path: string, body: unknown, key = SANDBOX_SECRET_KEY) =>
    new TestClient().fetch(`/api/dev/tap/v2${path}`, { method: "POST", headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" }, body: JSON.stringify(body) });

  it("answers in Tap's shapes and refuses what Tap refuses", async () => {
    const { client } = await buyer();
    const { tapId, checkoutPath } = await checkout(client, await newTier({ price: 20 }));
    const body = { charge_id: tapId, amount: 5, currency: "SAR", reason: "requested_by_customer" };
    // Not captured yet.
    const early = await tap("/refunds", body);
    expect(early.status).toBe(400);
    expect(((await early.json()) as { errors: { code: string }[] }).errors[0].code).toBe("1141");
    await press(client, checkoutPath, "pay");
    expect((await tap("/refunds", body, "sk_test_wrong")).status).toBe(401);
    expect((await tap("/refunds", { ...body, currency: "KWD" })).status).toBe(400);
    expect((await tap("/refunds", { ...body, charge_id: "chg_TSnothing" })).status).toBe(404);
    const part = await tap("/refunds", body);
    expect(part.status).toBe(200);
    const refund = (await part.json()) as { id: string; object: string; status: string; charge_id: string };
    expect(refund).toMatchObject({ object: "refund", status: "REFUNDED", charge_id: tapId });
    // Parts never add up to more than the charge.
    expect((await tap("/refunds", { ...body, amount: 15.01 })).status).toBe(400);
    expect((await tap("/refunds", { ...body, amount: 15 })).status).toBe(200);
    const read = await new TestClient().fetch(`/api/dev/tap/v2/refunds/${refund.id}`, { headers: { Authorization: `Bearer ${SANDBOX_SECRET_KEY}` } });
    expect(await read.json()).toMatchObject({ id: refund.id, amount: 5 });
  });
});
