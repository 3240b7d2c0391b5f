// Issue 36: who changed what. Admin changes carry their fields' before and after values into
// the activity log, which the admin's activity page returns.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActivityItem, ActivityPage } from "../../schema/api/admin";
import { database } from "../db";
import { fieldChanges, logActivity } from "../services/activity";
import { adminClient } from "./helpers/admin";
import type { TestClient } from "./helpers/client";

let admin: TestClient;
beforeAll(async () => {
  admin = await adminClient();
});

async function findEntry(action: string): Promise<ActivityItem> {
  const res = await admin.fetch(`/api/admin/activity?action=${encodeURIComponent(action)}`);
  expect(res.status).toBe(200);
  const page = (await res.json()) as ActivityPage;
  expect(page.items.length).toBeGreaterThan(0);
  return page.items[0];
}

describe("activity changes", () => {
  it("lists only the labelled fields that differ, dates as ISO text", () => {
    const at = new Date("2026-01-02T03:04:05.000Z");
    const changes = fieldChanges(
      { price: 15, name: "باقة", tags: ["أ"], endsAt: null as Date | null, id: 1 },
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
