import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { joinRoom } from "../../durable-objects/test/live-client";
import type { AdminPaymentsAnswer, PaymentStats, VerifyAnswer } from "../../schema/api/payments";
import { AUTH } from "../../schema/limits";
import { SANDBOX_SECRET_KEY } from "../services/payments/provider";
import { signCharge } from "../services/payments/signature";
import type { TapCharge } from "../services/payments/tap";
import { signToken } from "../services/tokens";
import { adminClient } from "./helpers/admin";
import { TestClient } from "./helpers/client";

const DAY = 86_400_000;

type PaymentRow = { id: string; user_id: string | null; status: string; amount: number; duration_days: number; tap_payment_id: string | null; receipt_id: string | null; expiry_date: number | null };

/** A buyer of our own (not the shared development accounts), signed in with a live session. */
async function buyer(fields: { premiumEnds?: number; blocked?: boolean } = {}) {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO users (id, provider_subject, email, first_name, display_name, premium_ends, is_premium, blocked) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
    .bind(id, `test:${id}`, `buyer-${id.slice(0, 8)}@example.com`, "مشتري", `مشتري ${id.slice(0, 4)}`, fields.premiumEnds ?? null, fields.premiumEnds ? 1 : 0, fields.blocked ? 1 : 0)
    .run();
  const sid = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)").bind(sid, id, Date.now() + 3_600_000).run();
  const client = new TestClient();
  client.cookies.set(AUTH.sessionCookie, await signToken(env, "session", { sid, sub: id }, 3600));
  return { id, client };
}

async function newTier(fields: { price?: number; durationDays?: number; isActive?: boolean } = {}) {
  const row = await env.DB.prepare("INSERT INTO pricing_tiers (tier_name_ar, price, duration_days, is_active, display_text) VALUES (?, ?, ?, ?, '') RETURNING id")
    .bind(`باقة اختبار ${crypto.randomUUID().slice(0, 4)}`, fields.price ?? 15, fields.durationDays ?? 7, fields.isActive === false ? 0 : 1)
    .first<{ id: number }>();
  return row!.id;
}

const paymentsOf = async (userId: string) =>
  (await env.DB.prepare("SELECT * FROM payments WHERE user_id = ? ORDER BY created_at").bind(userId).all<PaymentRow>()).results;
const userRow = (id: string) =>
  env.DB.prepare("SELECT premium_ends, is_premium, total_spent FROM users WHERE id = ?").bind(id).first<{ premium_ends: number | null; is_premium: number; total_spent: number }>();
const grantsOf = async (userId: string) =>
  (await env.DB.prepare("SELECT * FROM access_grants WHERE user_id = ? AND source = 'payment'").bind(userId).all()).results;

async function sandboxCharge(id: string): Promise<TapCharge> {
  const row = await env.DB.prepare("SELECT charge_json FROM tap_sandbox_charges WHERE id = ?").bind(id).first<{ charge_json: string }>();
  return JSON.parse(row!.charge_json);
}
/** Changes the sandbox's charge behind the app's back, as Tap's own records might differ from ours. */
async function editSandboxCharge(id: string, edit: (charge: TapCharge) => TapCharge) {
  const next = edit(await sandboxCharge(id));
  await env.DB.prepare("UPDATE tap_sandbox_charges SET charge_json = ? WHERE id = ?").bind(JSON.stringify(next), id).run();
}

/** Starts a purchase and returns the charge id the sandbox made for it. */
async function checkout(client: TestClient, tierId: number) {
  const res = await client.post("/api/payments/subscribe", { pricingTierId: tierId });
  expect(res.status, await res.clone().text()).toBe(200);
  const answer = (await res.json()) as { success: boolean; redirectUrl: string; error: null };
  expect(answer).toMatchObject({ success: true, error: null });
  const url = new URL(answer.redirectUrl);
  expect(url.pathname).toMatch(/^\/api\/dev\/tap\/checkout\/chg_[A-Za-z0-9]+$/);
  return { tapId: url.pathname.split("/").pop()!, checkoutPath: url.pathname };
}

/** The buyer presses «الدفع» or «الرفض» on the sandbox page; the sandbox's webhook runs before this returns. */
async function decide(client: TestClient, checkoutPath: string, action: "pay" | "decline") {
  const res = await client.post(`${checkoutPath}/${action}`, {});
  expect(res.status).toBe(200);
  const { redirectUrl } = (await res.json()) as { redirectUrl: string };
  return new URL(redirectUrl);
}

async function verify(client: TestClient, tapId: string) {
  return client.post("/api/payments/verify", { tapId, status: "success" });
}

async function postWebhook(charge: TapCharge, hashstring?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (hashstring !== undefined) headers.hashstring = hashstring;
  return new TestClient().fetch("/api/payments/webhook", { method: "POST", headers, body: JSON.stringify(charge) });
}

describe("buying premium through the sandbox", () => {
  it("charges the tier's price, pays on «الدفع», and grants access once with a receipt, a grant row and an activity entry", async () => {
    const { id, client } = await buyer();
    const tierId = await newTier({ price: 19.99, durationDays: 30 });
    const { tapId, checkoutPath } = await checkout(client, tierId);

    const [pending] = await paymentsOf(id);
    expect(pending).toMatchObject({ status: "pending", amount: 19.99, duration_days: 30, tap_payment_id: tapId, receipt_id: null });
    const charge = await sandboxCharge(tapId);
    expect(charge).toMatchObject({ status: "INITIATED", amount: 19.99, currency: "SAR", reference: { order: pending.id } });

    const page = await client.fetch(checkoutPath);
    const pageHtml = await page.text();
    expect(pageHtml).toContain("وضع تجريبي");
    expect(pageHtml).toContain(">الدفع<");
    expect(pageHtml).toContain(">الرفض<");

    const before = Date.now();
    const back = await decide(client, checkoutPath, "pay");
    expect(back.pathname).toBe("/payment/verify");
    expect(back.searchParams.get("tap_id")).toBe(tapId);

    // The webhook already settled it; verification confirms without granting again.
    const [paid] = await paymentsOf(id);
    expect(paid.status).toBe("completed");
    expect(paid.receipt_id).toMatch(/^MJ-[A-Z0-9]{10}$/);
    const user = await userRow(id);
    expect(user!.premium_ends).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(user!.premium_ends).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    expect(user).toMatchObject({ is_premium: 1, total_spent: 19.99 });
    expect(paid.expiry_date).toBe(user!.premium_ends);
    expect(await grantsOf(id)).toHaveLength(1);
    const activity = await env.DB.prepare("SELECT action_ar FROM activity_log WHERE actor_id = ?").bind(id).all<{ action_ar: string }>();
    expect(activity.results.map((r) => r.action_ar).join()).toContain("19.99");

    const res = await verify(client, tapId);
    expect(res.status).toBe(200);
    expect((await res.json()) as VerifyAnswer).toMatchObject({ success: true, isValid: true, hasAccess: true, paymentStatus: "completed" });
    expect(await (await client.fetch("/api/user/access")).json()).toMatchObject({ hasAccess: true });

    // Replays of both paths change nothing.
    await verify(client, tapId);
    const signed = await sandboxCharge(tapId);
    expect((await postWebhook(signed, await signCharge(signed, SANDBOX_SECRET_KEY))).status).toBe(200);
    expect((await userRow(id))!.premium_ends).toBe(user!.premium_ends);
    expect(await grantsOf(id)).toHaveLength(1);
    expect((await userRow(id))!.total_spent).toBe(19.99);
  });

  it("grants on verification when the webhook has not arrived, then a late webhook grants nothing more", async () => {
    const { id, client } = await buyer();
    const { tapId } = await checkout(client, await newTier({ durationDays: 7 }));
    // Tap captured the charge, but its notification is still on its way.
    await editSandboxCharge(tapId, (c) => ({ ...c, status: "CAPTURED", reference: { ...c.reference, gateway: "123", payment: "456" } }));

    const answers = await Promise.all([verify(client, tapId), verify(client, tapId)]);
    for (const res of answers) expect(((await res.json()) as VerifyAnswer).isValid).toBe(true);
    const ends = (await userRow(id))!.premium_ends!;
    const charge = await sandboxCharge(tapId);
    const hash = await signCharge(charge, SANDBOX_SECRET_KEY);
    for (let i = 0; i < 2; i++) expect((await postWebhook(charge, hash)).status).toBe(200);
    expect((await userRow(id))!.premium_ends).toBe(ends);
    expect(await grantsOf(id)).toHaveLength(1);
  });

  it("unlocks the premium games of a room the buyer has open, for everyone in it", async () => {
    const { client } = await buyer();
    const created = await client.post("/api/rooms", { gameType: "trivia-deception", name: "سهرة" });
    expect(created.status).toBe(201);
    const room = (await created.json()) as { id: string; code: string };
    expect(await (await client.fetch(`/api/rooms/${room.code}`)).json()).toMatchObject({ isPremium: false });

    const creator = await joinRoom(client, room.code, "نورة");
    const friend = new TestClient();
    await friend.becomeGuest();
    const guest = await joinRoom(friend, room.code, "فهد");
    // Free room: the premium game is refused.
    creator.socket.send("update-settings", { gameType: "meme-game" });
    expect((await creator.socket.next("error")).data.code).toBe("premium_required");

    const { checkoutPath } = await checkout(client, await newTier());
    await decide(client, checkoutPath, "pay");
    expect(await (await client.fetch(`/api/rooms/${room.code}`)).json()).toMatchObject({ isPremium: true });
    const stub = env.ROOMS.get(env.ROOMS.idFromName(room.id));
    // The actor holds the room (room/room.ts), whose stored record says whether it is premium.
    const actorPremium = await runInDurableObject(stub, (actor) => (actor as unknown as { room: { record: { isPremium: boolean } | null } }).room.record?.isPremium);
    expect(actorPremium).toBe(true);
    // Everyone seated hears it at once, and the creator can now pick the premium game.
    expect((await guest.socket.next("game-state")).data.state.isPremium).toBe(true);
    creator.socket.send("update-settings", { gameType: "meme-game" });
    expect((await guest.socket.next("lobby-settings")).data.gameType).toBe("meme-game");
    creator.socket.close();
    guest.socket.close();
  });

  it("extends a current membership from its end, not from now", async () => {
    const end = Date.now() + 10 * DAY;
    const { id, client } = await buyer({ premiumEnds: end });
    const { checkoutPath } = await checkout(client, await newTier({ durationDays: 7 }));
    await decide(client, checkoutPath, "pay");
    expect((await userRow(id))!.premium_ends).toBe(end + 7 * DAY);
  });

  it("marks the payment failed on «الرفض» and leaves the buyer free", async () => {
    const { id, client } = await buyer();
    const { tapId, checkoutPath } = await checkout(client, await newTier());
    const back = await decide(client, checkoutPath, "decline");
    expect(back.searchParams.get("tap_id")).toBe(tapId);
    expect((await paymentsOf(id))[0].status).toBe("failed");

    const answer = (await (await verify(client, tapId)).json()) as VerifyAnswer;
    expect(answer).toMatchObject({ isValid: false, hasAccess: false, paymentStatus: "failed" });
    expect(answer.message).toMatch(/[\u0600-\u06FF]/);
    expect((await userRow(id))!.premium_ends).toBeNull();
    expect(await grantsOf(id)).toHaveLength(0);
    // The sandbox page now only offers the way back.
    expect((await client.post(`${checkoutPath}/pay`, {})).status).toBe(409);
  });

  it("keeps a pending payment pending while the charge is only initiated", async () => {
    const { id, client } = await buyer();
    const { tapId } = await checkout(client, await newTier());
    expect(await (await verify(client, tapId)).json()).toMatchObject({ isValid: false, hasAccess: false, paymentStatus: "pending" });
    expect((await paymentsOf(id))[0].status).toBe("pending");
  });

  it("charges and grants what the tier said at checkout, even if the admin changes it before the buyer pays", async () => {
    const { id, client } = await buyer();
    const tierId = await newTier({ price: 15, durationDays: 7 });
    const { tapId, checkoutPath } = await checkout(client, tierId);
    const admin = await adminClient();
    const edit = await admin.fetch(`/api/admin/pricing-tiers/${tierId}`, { method: "PUT", json: { price: 99, durationDays: 365 } });
    expect(edit.status).toBe(200);

    expect((await sandboxCharge(tapId)).amount).toBe(15);
    const before = Date.now();
    await decide(client, checkoutPath, "pay");
    const [payment] = await paymentsOf(id);
    expect(payment).toMatchObject({ status: "completed", amount: 15, duration_days: 7 });
    const ends = (await userRow(id))!.premium_ends!;
    expect(ends).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(ends).toBeLessThan(before + 8 * DAY);
  });
});

describe("attacks on the money path", () => {
  it("grants nothing for a made-up or someone else's tap_id", async () => {
    const victim = await buyer();
    const { tapId: victimCharge, checkoutPath } = await checkout(victim.client, await newTier());
    const attacker = await buyer();
    await checkout(attacker.client, await newTier());

    const forged = await verify(attacker.client, "chg_TS00000000000000000000000000");
    expect(forged.status).toBe(404);
    expect(await forged.json()).toMatchObject({ code: "payment_not_found" });

    // The victim pays; the attacker presents the victim's charge as their own.
    await decide(victim.client, checkoutPath, "pay");
    const stolen = await verify(attacker.client, victimCharge);
    expect(stolen.status).toBe(404);
    expect((await userRow(attacker.id))!.premium_ends).toBeNull();
    expect((await paymentsOf(attacker.id))[0].status).toBe("pending");
    expect(await grantsOf(attacker.id)).toHaveLength(0);
  });

  it.each([
    ["amount", (c: TapCharge) => ({ ...c, amount: 0.01 })],
    ["currency", (c: TapCharge) => ({ ...c, currency: "KWD" })],
    ["order", (c: TapCharge) => ({ ...c, reference: { ...c.reference, order: crypto.randomUUID() } })],
  ])("grants nothing when the captured charge's %s differs from the payment", async (_field, tamper) => {
    const { id, client } = await buyer();
    const { tapId } = await checkout(client, await newTier({ price: 29 }));
    await editSandboxCharge(tapId, (c) => tamper({ ...c, status: "CAPTURED" }));

    const answer = (await (await verify(client, tapId)).json()) as VerifyAnswer;
    expect(answer).toMatchObject({ success: false, isValid: false, hasAccess: false, paymentStatus: "pending" });
    const charge = await sandboxCharge(tapId);
    expect((await postWebhook(charge, await signCharge(charge, SANDBOX_SECRET_KEY))).status).toBe(200);
    expect((await paymentsOf(id))[0]).toMatchObject({ status: "pending", receipt_id: null });
    expect((await userRow(id))!.premium_ends).toBeNull();
  });

  it("refuses a webhook with a missing or wrong hashstring (401) and changes nothing", async () => {
    const { id, client } = await buyer();
    const { tapId } = await checkout(client, await newTier());
    await editSandboxCharge(tapId, (c) => ({ ...c, status: "CAPTURED" }));
    const charge = await sandboxCharge(tapId);
    const good = await signCharge(charge, SANDBOX_SECRET_KEY);

    const attempts = [
      await postWebhook(charge),
      await postWebhook(charge, "0".repeat(64)),
      await postWebhook(charge, "not-hex"),
      await postWebhook(charge, await signCharge(charge, "sk_test_someone_else")),
      // Signed for one status, sent with another.
      await postWebhook({ ...charge, status: "DECLINED" }, good),
      await postWebhook({ ...charge, amount: 1 }, good),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: "invalid_signature" });
    }
    expect((await paymentsOf(id))[0]).toMatchObject({ status: "pending", receipt_id: null });
    expect((await userRow(id))!.premium_ends).toBeNull();
  });

  it("re-reads the charge on a webhook: a correctly signed «CAPTURED» for a charge Tap still has open grants nothing", async () => {
    const { id, client } = await buyer();
    const { tapId } = await checkout(client, await newTier());
    const claimed = { ...(await sandboxCharge(tapId)), status: "CAPTURED" };
    expect((await postWebhook(claimed, await signCharge(claimed, SANDBOX_SECRET_KEY))).status).toBe(200);
    expect((await paymentsOf(id))[0].status).toBe("pending");
    expect((await userRow(id))!.premium_ends).toBeNull();
  });

  it("answers 404 to a signed webhook for a charge that is not ours, and 400 to a body that is not a charge", async () => {
    const charge = { ...(await sandboxCharge((await checkout((await buyer()).client, await newTier())).tapId)), id: "chg_TS999999999999999999999999" };
    expect((await postWebhook(charge, await signCharge(charge, SANDBOX_SECRET_KEY))).status).toBe(404);
    const res = await new TestClient().fetch("/api/payments/webhook", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"id":1}' });
    expect(res.status).toBe(400);
  });
});

describe("starting a purchase", () => {
  it("requires sign-in", async () => {
    const visitor = new TestClient();
    const tierId = await newTier();
    for (const res of [await visitor.post("/api/payments/subscribe", { pricingTierId: tierId }), await verify(visitor, "chg_TS1234567890")]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: "unauthenticated" });
    }
  });

  it("refuses an unknown or inactive tier, bad input, and a blocked user, leaving no payment", async () => {
    const { id, client } = await buyer();
    expect((await client.post("/api/payments/subscribe", { pricingTierId: 987654 })).status).toBe(404);
    const inactive = await client.post("/api/payments/subscribe", { pricingTierId: await newTier({ isActive: false }) });
    expect(inactive.status).toBe(409);
    expect(await inactive.json()).toMatchObject({ code: "tier_inactive", message: expect.stringMatching(/[\u0600-\u06FF]/) });
    for (const body of [{}, { pricingTierId: "abc" }, { pricingTierId: -3 }, { pricingTierId: 1.5 }])
      expect((await client.post("/api/payments/subscribe", body)).status).toBe(400);
    expect((await client.post("/api/payments/verify", { tapId: "<script>" })).status).toBe(400);
    expect(await paymentsOf(id)).toHaveLength(0);

    const blocked = await buyer({ blocked: true });
    expect((await blocked.client.post("/api/payments/subscribe", { pricingTierId: await newTier() })).status).toBe(401);
    expect(await paymentsOf(blocked.id)).toHaveLength(0);
  });

  it("removes the payment again when Tap cannot be reached", async () => {
    const down = { TAP_SECRET_KEY: "sk_test_unreachable", TAP_API_URL: "http://127.0.0.1:9/v2" };
    const { id, client } = await buyer();
    const cut = new TestClient(down);
    cut.cookies = client.cookies;
    const res = await cut.post("/api/payments/subscribe", { pricingTierId: await newTier() });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: "payment_provider_error" });
    expect(await paymentsOf(id)).toHaveLength(0);
  });

  it("refuses payments in production without Tap keys, where the sandbox does not exist", async () => {
    const { id, client } = await buyer();
    const production = new TestClient({ APP_ENV: "production" });
    production.cookies = client.cookies;
    const res = await production.post("/api/payments/subscribe", { pricingTierId: await newTier() });
    expect(res.status).toBe(503);
    expect(await paymentsOf(id)).toHaveLength(0);
    expect((await production.fetch("/api/dev/tap/checkout/chg_TS1234")).status).toBe(404);
    const create = await production.fetch("/api/dev/tap/v2/charges", { method: "POST", json: {}, headers: { Authorization: `Bearer ${SANDBOX_SECRET_KEY}` } });
    expect(create.status).toBe(404);
  });

  it("the sandbox refuses calls without its key, like Tap", async () => {
    const res = await new TestClient().fetch("/api/dev/tap/v2/charges/chg_TS1234", { headers: { Authorization: "Bearer sk_wrong" } });
    expect(res.status).toBe(401);
  });
});

describe("admin payments", () => {
  it("needs an admin session", async () => {
    const { client } = await buyer();
    expect((await client.fetch("/api/admin/payments")).status).toBe(401);
    expect((await client.fetch("/api/admin/payments/stats")).status).toBe(401);
  });

  it("lists payments with the log's columns, filters by status and whole days, and counts revenue", async () => {
    const admin = await adminClient();
    const statsBefore = (await (await admin.fetch("/api/admin/payments/stats")).json()) as PaymentStats;

    const paid = await buyer();
    const p1 = await checkout(paid.client, await newTier({ price: 29, durationDays: 30 }));
    await decide(paid.client, p1.checkoutPath, "pay");
    const failed = await buyer();
    const p2 = await checkout(failed.client, await newTier({ price: 15 }));
    await decide(failed.client, p2.checkoutPath, "decline");
    const open = await buyer();
    const p3 = await checkout(open.client, await newTier({ price: 149.99 }));

    const res = await admin.fetch("/api/admin/payments");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const all = (await res.json()) as AdminPaymentsAnswer;
    const row = all.payments.find((p) => p.tapPaymentId === p1.tapId)!;
    expect(row).toMatchObject({ userName: "مشتري", amount: 29, currency: "SAR", status: "completed", receiptId: expect.stringMatching(/^MJ-/) });
    expect(row.userEmail).toContain("@example.com");
    expect(row.tierNameAr).toContain("باقة اختبار");
    expect(Date.parse(row.expiryDate!)).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(all.total).toBe(all.matched);

    const onlyFailed = (await (await admin.fetch("/api/admin/payments?status=failed")).json()) as AdminPaymentsAnswer;
    expect(onlyFailed.payments.every((p) => p.status === "failed")).toBe(true);
    expect(onlyFailed.payments.map((p) => p.tapPaymentId)).toContain(p2.tapId);
    expect(onlyFailed.matched).toBeLessThan(onlyFailed.total);

    // In a zone 3 hours ahead, "today" runs from 21:00 UTC yesterday; the end day counts whole.
    const tz = 180;
    const today = new Date(Date.now() + tz * 60_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + tz * 60_000 + DAY).toISOString().slice(0, 10);
    const sameDay = (await (await admin.fetch(`/api/admin/payments?from=${today}&to=${today}&tzOffset=${tz}`)).json()) as AdminPaymentsAnswer;
    expect(sameDay.payments.map((p) => p.tapPaymentId)).toEqual(expect.arrayContaining([p1.tapId, p2.tapId, p3.tapId]));
    const later = (await (await admin.fetch(`/api/admin/payments?from=${tomorrow}&tzOffset=${tz}`)).json()) as AdminPaymentsAnswer;
    expect(later.payments.map((p) => p.tapPaymentId)).not.toContain(p1.tapId);
    expect((await admin.fetch(`/api/admin/payments?from=${tomorrow}&to=${today}`)).status).toBe(400);
    expect((await admin.fetch("/api/admin/payments?status=cancelled")).status).toBe(400);

    const stats = (await (await admin.fetch("/api/admin/payments/stats")).json()) as PaymentStats;
    expect(stats.totalPayments - statsBefore.totalPayments).toBe(3);
    expect(stats.completedPayments - statsBefore.completedPayments).toBe(1);
    expect(stats.pendingPayments - statsBefore.pendingPayments).toBe(1);
    expect(stats.failedPayments - statsBefore.failedPayments).toBe(1);
    for (const window of ["daily", "weekly", "monthly", "yearly", "total"] as const)
      expect(Math.round((stats.revenue[window] - statsBefore.revenue[window]) * 100)).toBe(2900);
    expect(stats.premiumUsers - statsBefore.premiumUsers).toBe(1);
    expect(stats.totalUsers - statsBefore.totalUsers).toBe(3);
    // Pending payments are not decided yet: the rate counts only those that ended (issue 36).
    const settledPaid = stats.completedPayments + stats.refundedPayments;
    expect(stats.successRate).toBe(Math.round((settledPaid / (settledPaid + stats.failedPayments + stats.abandonedPayments)) * 100));
    expect(stats.averagePaymentValue).toBeCloseTo(stats.revenue.total / stats.completedPayments, 1);
  });
});
