// The services behind the admin's money and people routes (issue 26 item 4), called
// directly on D1: what the routes used to do inline, now in worker/services.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { database } from "../../data/db";
import { HttpError } from "../lib/errors";
import { listAdminUsers } from "../services/admin-users";
import { listActivity } from "../services/activity";
import { createTier, deleteTier, listTiers, moveTierInOrder, updateTier } from "../services/pricing";
import { readSandboxCharge, sandboxChargeByKey, saveSandboxCharge, updateSandboxCharge } from "../services/payments/sandbox-store";
import { verifyOwnPayment } from "../services/payments/verify";
import type { PaymentProvider } from "../services/payments/provider";

const db = () => database(env.DB);
const actor = { actorId: `svc-${crypto.randomUUID().slice(0, 6)}` };

describe("pricing service", () => {
  it("creates, edits, toggles, moves and deletes a tier, writing one activity line per change", async () => {
    const name = `باقة خدمة ${crypto.randomUUID().slice(0, 4)}`;
    // A neighbour to swap with (no seed is loaded when services are called directly).
    await createTier(db(), { actorId: null }, { tierNameAr: "جارة", price: 1, durationDays: 1, isActive: true, displayOrder: 0, badgeText: null, displayText: "" });
    const tier = await createTier(db(), actor, { tierNameAr: name, price: 12.5, durationDays: 5, isActive: true, displayOrder: 99, badgeText: null, displayText: "" });
    expect(tier).toMatchObject({ tierNameAr: name, price: 12.5, durationDays: 5 });
    expect(await updateTier(db(), actor, tier.id, { tierNameAr: `${name} ب`, price: 20, durationDays: 6, isActive: true, displayOrder: 99, badgeText: null, displayText: "" })).toMatchObject({ price: 20 });
    expect(await updateTier(db(), actor, tier.id, { isActive: false })).toMatchObject({ isActive: false, price: 20 });
    const before = (await listTiers(db(), false)).map((t) => t.id);
    const moved = await moveTierInOrder(db(), actor, tier.id, "up");
    const at = moved.findIndex((t) => t.id === tier.id);
    expect(at).toBe(before.indexOf(tier.id) - 1);
    await deleteTier(db(), actor, tier.id);
    expect((await listTiers(db(), false)).some((t) => t.id === tier.id)).toBe(false);

    const log = await listActivity(db(), { actor: actor.actorId, tzOffset: 0, page: 1 });
    expect(log.items.map((i) => i.actionAr)).toEqual([
      `حذف المشرف الباقة: ${name} ب`,
      `قدّم المشرف الباقة في الترتيب: ${name} ب`,
      `أوقف المشرف الباقة: ${name} ب`,
      `عدّل المشرف الباقة: ${name} ب`,
      `أضاف المشرف باقة جديدة: ${name}`,
    ]);
  });

  it("refuses an unknown tier with 404 and a move past the end with 409", async () => {
    await expect(updateTier(db(), actor, 987654, { isActive: true })).rejects.toMatchObject({ status: 404, code: "tier_not_found" });
    await expect(deleteTier(db(), actor, 987654)).rejects.toBeInstanceOf(HttpError);
    const first = (await listTiers(db(), false))[0];
    await expect(moveTierInOrder(db(), actor, first.id, "up")).rejects.toMatchObject({ status: 409, code: "cannot_move" });
  });
});

describe("admin users service", () => {
  it("searches by name or email, with % and _ meaning themselves", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const id = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO users (id, provider_subject, email, first_name, display_name) VALUES (?, ?, ?, 'ريم', ?)").bind(id, `svc:${id}`, `reem_${tag}@example.com`, `ريم ${tag}`).run();
    const query = { filter: "all", sort: "createdAt", order: "desc", page: 1 } as const;
    expect((await listAdminUsers(db(), { ...query, search: tag })).users.map((u) => u.id)).toEqual([id]);
    expect((await listAdminUsers(db(), { ...query, search: `reem_${tag}@` })).total).toBe(1);
    expect((await listAdminUsers(db(), { ...query, search: `reem%${tag}` })).total).toBe(0);
  });
});

describe("payment services", () => {
  it("the sandbox keeps its charges by id and by idempotency key", async () => {
    const id = `chg_TS${crypto.randomUUID().replace(/-/g, "").slice(0, 22)}`;
    const charge = { id, object: "charge", status: "INITIATED", amount: 15, currency: "SAR" };
    await saveSandboxCharge(db(), id, `key-${id}`, charge);
    expect(await sandboxChargeByKey(db(), `key-${id}`)).toEqual(charge);
    const read = await readSandboxCharge(db(), id);
    expect(read).toMatchObject({ id, status: "INITIATED" });
    await updateSandboxCharge(db(), { ...read!, status: "CAPTURED" });
    expect(await readSandboxCharge(db(), id)).toMatchObject({ status: "CAPTURED" });
    expect(await readSandboxCharge(db(), "chg_missing000")).toBeNull();
  });

  it("verifying someone else's charge is as unknown as a made-up one, before the provider is asked", async () => {
    const owner = crypto.randomUUID();
    const other = crypto.randomUUID();
    for (const id of [owner, other])
      await env.DB.prepare("INSERT INTO users (id, provider_subject, display_name) VALUES (?, ?, 'مشتري')").bind(id, `svc:${id}`).run();
    const tapId = `chg_TS${crypto.randomUUID().replace(/-/g, "").slice(0, 22)}`;
    await env.DB.prepare("INSERT INTO payments (id, user_id, tier_name_ar, amount, duration_days, status, tap_payment_id) VALUES (?, ?, 'باقة', 15, 7, 'pending', ?)").bind(crypto.randomUUID(), owner, tapId).run();
    const provider = { retrieveCharge: () => Promise.reject(new Error("the provider must not be asked")) } as unknown as PaymentProvider;
    const otherUser = await env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(other).first();
    await expect(verifyOwnPayment(db(), env, provider, { ...(otherUser as object), id: other } as never, tapId)).rejects.toMatchObject({ status: 404, code: "payment_not_found" });
  });
});
