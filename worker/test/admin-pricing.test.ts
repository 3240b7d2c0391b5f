import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { PricingTier } from "../../schema/api/pricing";
import { TestClient } from "./helpers/client";
import { adminClient } from "./helpers/admin";

let admin: TestClient;
beforeAll(async () => {
  admin = await adminClient();
});

const adminTiers = async () => (await (await admin.fetch("/api/admin/pricing-tiers")).json()) as PricingTier[];
const publicTiers = async () => (await (await new TestClient().fetch("/api/pricing-tiers")).json()) as PricingTier[];

async function create(body: Record<string, unknown>) {
  const res = await admin.post("/api/admin/pricing-tiers", body);
  expect(res.status).toBe(201);
  return (await res.json()) as PricingTier;
}

describe("pricing tiers", () => {
  it("lists the seeded active tiers publicly, in display order", async () => {
    const tiers = await publicTiers();
    expect(tiers.length).toBeGreaterThanOrEqual(3);
    const orders = tiers.map((t) => t.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(tiers.every((t) => t.isActive)).toBe(true);
  });

  it("refuses every admin tier route without an admin session", async () => {
    const visitor = new TestClient();
    const [id] = (await publicTiers()).map((t) => t.id);
    const calls = [
      visitor.fetch("/api/admin/pricing-tiers"),
      visitor.post("/api/admin/pricing-tiers", { tierNameAr: "باقة" }),
      visitor.fetch(`/api/admin/pricing-tiers/${id}`, { method: "PUT", json: { isActive: false } }),
      visitor.fetch(`/api/admin/pricing-tiers/${id}`, { method: "DELETE", headers: { "Content-Type": "application/json" } }),
      visitor.post(`/api/admin/pricing-tiers/${id}/reorder`, { direction: "down" }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
    expect((await publicTiers()).map((t) => t.id)).toContain(id);
  });

  it("creates a tier with the spec's defaults, a draft buyers do not see until it has a price", async () => {
    const created = await create({ tierNameAr: "  باقة اليوم  " });
    expect(created).toMatchObject({ tierNameAr: "باقة اليوم", price: 0, durationDays: 1, isActive: true, displayOrder: 0, badgeText: null, displayText: "" });
    expect((await publicTiers()).some((t) => t.id === created.id)).toBe(false);
    const priced = await admin.fetch(`/api/admin/pricing-tiers/${created.id}`, { method: "PUT", json: { price: 3 } });
    expect((await publicTiers()).find((t) => t.id === created.id)).toEqual(await priced.json());
    const log = await env.DB.prepare("SELECT actor_type FROM activity_log WHERE action_ar LIKE '%باقة اليوم%'").first();
    expect(log).toEqual({ actor_type: "admin" });
  });

  it("edits every field, or only the active flag; an inactive tier leaves the public list", async () => {
    const tier = await create({ tierNameAr: "باقة مؤقتة", price: 10, durationDays: 3 });
    const put = (json: unknown) => admin.fetch(`/api/admin/pricing-tiers/${tier.id}`, { method: "PUT", json });
    const edited = await put({ tierNameAr: "باقة الخميس", price: 12.5, durationDays: 4, isActive: true, displayOrder: 9, badgeText: "جديد", displayText: "أربعة أيام" });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ tierNameAr: "باقة الخميس", price: 12.5, durationDays: 4, displayOrder: 9, badgeText: "جديد", displayText: "أربعة أيام" });

    const off = await put({ isActive: false });
    expect(await off.json()).toMatchObject({ isActive: false, tierNameAr: "باقة الخميس", price: 12.5 });
    expect((await publicTiers()).some((t) => t.id === tier.id)).toBe(false);
    expect((await adminTiers()).some((t) => t.id === tier.id)).toBe(true);
  });

  it("refuses out-of-bounds tier bodies with 400", async () => {
    const bad = [
      {},
      { tierNameAr: "" },
      { tierNameAr: "باقة", price: -1 },
      { tierNameAr: "باقة", price: 1.234 },
      { tierNameAr: "باقة", price: "15" },
      { tierNameAr: "باقة", durationDays: 0 },
      { tierNameAr: "باقة", durationDays: 1.5 },
      { tierNameAr: "باقة", displayOrder: -1 },
      { tierNameAr: "باقة", isActive: "yes" },
      { tierNameAr: "باقة", badgeText: "x".repeat(31) },
    ];
    for (const body of bad) {
      const res = await admin.post("/api/admin/pricing-tiers", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", errors: expect.any(Array) });
    }
    const [tier] = await adminTiers();
    const empty = await admin.fetch(`/api/admin/pricing-tiers/${tier.id}`, { method: "PUT", json: {} });
    expect(empty.status).toBe(400);
    expect((await admin.fetch(`/api/admin/pricing-tiers/abc`, { method: "PUT", json: { isActive: true } })).status).toBe(400);
    expect((await admin.post(`/api/admin/pricing-tiers/${tier.id}/reorder`, { direction: "left" })).status).toBe(400);
  });

  it("answers 404 for unknown tiers", async () => {
    for (const res of [
      await admin.fetch("/api/admin/pricing-tiers/999999", { method: "PUT", json: { isActive: false } }),
      await admin.fetch("/api/admin/pricing-tiers/999999", { method: "DELETE", headers: { "Content-Type": "application/json" } }),
      await admin.post("/api/admin/pricing-tiers/999999/reorder", { direction: "up" }),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: "tier_not_found" });
    }
  });

  it("moves a tier up and down among its neighbours; the first cannot go up, the last cannot go down", async () => {
    const ids = (await adminTiers()).map((t) => t.id);
    const second = ids[1];
    const up = await admin.post(`/api/admin/pricing-tiers/${second}/reorder`, { direction: "up" });
    expect(up.status).toBe(200);
    const after = ((await up.json()) as PricingTier[]).map((t) => t.id);
    expect(after).toEqual([ids[1], ids[0], ...ids.slice(2)]);
    expect((await adminTiers()).map((t) => t.displayOrder)).toEqual(ids.map((_, i) => i));

    const first = await admin.post(`/api/admin/pricing-tiers/${after[0]}/reorder`, { direction: "up" });
    expect(first.status).toBe(409);
    const last = await admin.post(`/api/admin/pricing-tiers/${after.at(-1)}/reorder`, { direction: "down" });
    expect(last.status).toBe(409);

    await admin.post(`/api/admin/pricing-tiers/${second}/reorder`, { direction: "down" });
    expect((await adminTiers()).map((t) => t.id)).toEqual(ids);
  });

  it("deletes a tier; its payments keep the tier name", async () => {
    const tier = await create({ tierNameAr: "باقة للحذف", price: 5, durationDays: 2 });
    await env.DB.prepare("INSERT INTO payments (id, pricing_tier_id, tier_name_ar, amount, duration_days) VALUES (?, ?, 'باقة للحذف', 5, 2)")
      .bind(`pay-tier-${tier.id}`, tier.id)
      .run();
    const res = await admin.fetch(`/api/admin/pricing-tiers/${tier.id}`, { method: "DELETE", headers: { "Content-Type": "application/json" } });
    expect(res.status).toBe(200);
    expect((await adminTiers()).some((t) => t.id === tier.id)).toBe(false);
    expect(await env.DB.prepare("SELECT pricing_tier_id, tier_name_ar FROM payments WHERE id = ?").bind(`pay-tier-${tier.id}`).first()).toEqual({
      pricing_tier_id: null,
      tier_name_ar: "باقة للحذف",
    });
  });
});
