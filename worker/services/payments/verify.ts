// The two ways a payment gets settled after checkout (spec 002 §7): the buyer's
// page asks to verify their own charge, and the provider's webhook reports one.
// Either way the charge is fetched again from the provider before anything changes.
import { and, eq } from "drizzle-orm";
import { payments, users } from "../../../schema/db";
import type { Db } from "../../../data/db";
import type { Env } from "../../../data/env";
import { HttpError } from "../../lib/errors";
import { hasAccess, type UserRow } from "../access";
import type { PaymentProvider } from "./provider";
import { settlePayment, type Settlement } from "./purchase";

const NO_VALID_PAYMENT = "لم يتم العثور على دفعة صالحة";
const notFound = () => new HttpError(404, "payment_not_found", NO_VALID_PAYMENT);

/** Settles the buyer's own payment for a charge; someone else's charge id is as unknown as a made-up one. */
export async function verifyOwnPayment(
  db: Db,
  env: Pick<Env, "DB" | "ROOMS">,
  provider: PaymentProvider,
  user: UserRow,
  tapId: string,
): Promise<Settlement & { hasAccess: boolean }> {
  const payment = await db
    .select()
    .from(payments)
    .where(and(eq(payments.tapPaymentId, tapId), eq(payments.userId, user.id)))
    .get();
  if (!payment) throw notFound();
  const settlement = await settlePayment(db, env, provider, payment);
  const fresh = (await db.select().from(users).where(eq(users.id, user.id)).get()) ?? user;
  return { ...settlement, hasAccess: hasAccess(fresh) };
}

/** Settles the payment a verified webhook names. */
export async function settleReportedCharge(db: Db, env: Pick<Env, "DB" | "ROOMS">, provider: PaymentProvider, chargeId: string): Promise<Settlement> {
  const payment = await db.select().from(payments).where(eq(payments.tapPaymentId, chargeId)).get();
  if (!payment) throw notFound();
  return settlePayment(db, env, provider, payment);
}
