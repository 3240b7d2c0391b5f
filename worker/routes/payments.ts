import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { subscribeBodySchema, verifyBodySchema, type SubscribeAnswer, type VerifyAnswer } from "../../schema/api/payments";
import { payments, users } from "../../schema/db";
import type { AppEnv } from "../app-env";
import { HttpError } from "../lib/errors";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/identity";
import { hasAccess } from "../services/access";
import { paymentProvider } from "../services/payments/provider";
import { settlePayment, startPurchase } from "../services/payments/purchase";
import { verifyChargeSignature } from "../services/payments/signature";
import { tapChargeSchema } from "../services/payments/tap";
import type { Context } from "hono";

const NO_VALID_PAYMENT = "لم يتم العثور على دفعة صالحة";

function providerFor(c: Context<AppEnv>) {
  const provider = paymentProvider(c.env, c.executionCtx, new URL(c.req.url).origin);
  if (!provider) throw new HttpError(503, "payments_unavailable", "الدفع غير متاح حاليًا");
  return provider;
}

export const paymentRoutes = new Hono<AppEnv>()
  .post("/subscribe", requireUser, validate("json", subscribeBodySchema), async (c) => {
    const redirectUrl = await startPurchase({
      db: c.get("db"),
      provider: providerFor(c),
      user: c.get("user")!,
      tierId: c.req.valid("json").pricingTierId,
      origin: new URL(c.req.url).origin,
    });
    return c.json({ success: true, redirectUrl, error: null } satisfies SubscribeAnswer);
  })

  .post("/verify", requireUser, validate("json", verifyBodySchema), async (c) => {
    const db = c.get("db");
    const user = c.get("user")!;
    const { tapId } = c.req.valid("json");
    // Only the buyer's own payment: someone else's charge id is as unknown as a made-up one.
    const payment = await db
      .select()
      .from(payments)
      .where(and(eq(payments.tapPaymentId, tapId), eq(payments.userId, user.id)))
      .get();
    if (!payment) throw new HttpError(404, "payment_not_found", NO_VALID_PAYMENT);

    const { decision, payment: settled } = await settlePayment(db, c.env, providerFor(c), payment);
    const fresh = (await db.select().from(users).where(eq(users.id, user.id)).get()) ?? user;
    const access = hasAccess(fresh);
    const answer = (isValid: boolean, message: string, success = true): VerifyAnswer => ({
      success,
      isValid,
      hasAccess: access,
      paymentStatus: settled.status as VerifyAnswer["paymentStatus"],
      message,
    });
    switch (decision.outcome) {
      case "grant":
      case "already_completed":
        return c.json(answer(true, "تفعّلت عضويتك المميزة: كل الألعاب والمميزات صارت مفتوحة لك"));
      case "pending":
        return c.json(answer(false, "الدفع لم يكتمل بعد. إذا أكملته انتظر لحظات ثم تحقق مرة أخرى"));
      case "fail":
        return c.json(answer(false, "لم تتم عملية الدفع، ولم تُفعَّل العضوية المميزة"));
      case "mismatch":
        return c.json(answer(false, "بيانات الدفع لا تطابق طلبك، لم تُفعَّل العضوية المميزة", false));
    }
  })

  // Tap's server calls this with the charge; the signature proves the sender, and the charge is fetched again anyway.
  .post("/webhook", async (c) => {
    const provider = providerFor(c);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw new HttpError(400, "invalid_input", "البيانات المرسلة غير صالحة");
    }
    const parsed = tapChargeSchema.safeParse(body);
    if (!parsed.success) throw new HttpError(400, "invalid_input", "البيانات المرسلة غير صالحة");
    if (!(await verifyChargeSignature(parsed.data, c.req.header("hashstring"), provider.secretKey)))
      throw new HttpError(401, "invalid_signature", "توقيع الإشعار غير صالح");

    const db = c.get("db");
    const payment = await db.select().from(payments).where(eq(payments.tapPaymentId, parsed.data.id)).get();
    if (!payment) throw new HttpError(404, "payment_not_found", NO_VALID_PAYMENT);
    const { payment: settled } = await settlePayment(db, c.env, provider, payment);
    return c.json({ received: true, status: settled.status });
  });
