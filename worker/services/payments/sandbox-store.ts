// The development payment sandbox's own records: the charges it made and the refunds it took, as Tap
// would keep them (worker/routes/tap-sandbox.ts answers in Tap's shapes from these).
import { asc, eq } from "drizzle-orm";
import { tapSandboxCharges, tapSandboxRefunds } from "../../../schema/db";
import type { Db } from "../../../data/db";
import { tapChargeSchema, tapRefundSchema, type TapCharge, type TapRefund } from "./tap";

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

/** The refunds the sandbox took for a charge, oldest first (each as it was answered). */
export async function sandboxRefundsOf(db: Db, chargeId: string): Promise<TapRefund[]> {
  const rows = await db.select().from(tapSandboxRefunds).where(eq(tapSandboxRefunds.chargeId, chargeId)).orderBy(asc(tapSandboxRefunds.createdAt));
  return rows.map((row) => tapRefundSchema.parse(JSON.parse(row.refundJson)));
}

export async function readSandboxRefund(db: Db, id: string): Promise<unknown | null> {
  const row = await db.select().from(tapSandboxRefunds).where(eq(tapSandboxRefunds.id, id)).get();
  return row ? JSON.parse(row.refundJson) : null;
}

export async function saveSandboxRefund(db: Db, refund: TapRefund): Promise<void> {
  await db.insert(tapSandboxRefunds).values({ id: refund.id, chargeId: refund.charge_id, refundJson: JSON.stringify(refund) });
}
