// The development payment sandbox's own records: the charges it made, as Tap
// would keep them (worker/routes/tap-sandbox.ts answers in Tap's shapes from these).
import { eq } from "drizzle-orm";
import { tapSandboxCharges } from "../../../schema/db";
import type { Db } from "../../db";
import { tapChargeSchema, type TapCharge } from "./tap";

export async function readSandboxCharge(db: Db, id: string): Promise<TapCharge | null> {
  const row = await db.select().from(tapSandboxCharges).where(eq(tapSandboxCharges.id, id)).get();
  return row ? tapChargeSchema.parse(JSON.parse(row.chargeJson)) : null;
}

/** The charge made earlier with this idempotency key, as it was answered then (Tap answers a retry the same). */
export async function sandboxChargeByKey(db: Db, key: string): Promise<unknown | null> {
  const row = await db.select().from(tapSandboxCharges).where(eq(tapSandboxCharges.idempotencyKey, key)).get();
  return row ? JSON.parse(row.chargeJson) : null;
}

export async function saveSandboxCharge(db: Db, id: string, idempotencyKey: string | null, charge: unknown): Promise<void> {
  await db.insert(tapSandboxCharges).values({ id, idempotencyKey, chargeJson: JSON.stringify(charge) });
}

export async function updateSandboxCharge(db: Db, charge: TapCharge): Promise<void> {
  await db.update(tapSandboxCharges).set({ chargeJson: JSON.stringify(charge) }).where(eq(tapSandboxCharges.id, charge.id));
}
