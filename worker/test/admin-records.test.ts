// Issue 36: who changed what. Admin changes carry their fields' before and after values into
// the activity log, which the admin's activity page returns.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActivityItem, ActivityPage } from "../../schema/api/admin";
import type { PricingTier } from "../../schema/api/pricing";
import { PRICING_TIER_LIMITS } from "../../schema/limits";
import { database } from "../db";
import { fieldChanges, logActivity } from "../services/activity";
import { adminClient } from "./helpers/admin";
import { signedInUser } from "./helpers/people";
import type { TestClient } from "./helpers/client";

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
