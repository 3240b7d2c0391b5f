import { Hono } from "hono";
import { subscribeBodySchema, verifyBodySchema, type SubscribeAnswer, type VerifyAnswer } from "../../schema/api/payments";
import type { AppEnv } from "../app-env";
import { HttpError, REFUSALS } from "../lib/errors";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/identity";
import { paymentProvider } from "../services/payments/provider";
import { startPurchase } from "../services/payments/purchase";
import { verifyChargeSignature } from "../services/payments/signature";
import { tapChargeSchema } from "../services/payments/tap";
import { settleReportedCharge, verifyOwnPayment } from "../services/payments/verify";
import type { Context } from "hono";

function providerFor(c: Context<AppEnv>) {
  const provider = paymentProvider(c.env, c.executionCtx, new URL(c.req.url).origin);
  if (!provider) throw new HttpError(503, "payments_unavailable", "الدفع غير متاح حاليًا، يُرجى المحاولة مرة أخرى لاحقًا");
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
    const { decision, payment: settled, hasAccess } = await verifyOwnPayment(c.get("db"), c.env, providerFor(c), c.get("user")!, c.req.valid("json").tapId);
    const answer = (isValid: boolean, message: string, success = true): VerifyAnswer => ({
      success,
      isValid,
      hasAccess,
      paymentStatus: settled.status as VerifyAnswer["paymentStatus"],
      message,
    });
    switch (decision.outcome) {
      case "grant":
      case "already_completed":
        return c.json(answer(true, "تفعّلت عضويتك المميزة: كل الألعاب والمميزات صارت مفتوحة لك"));
      case "pending":
        return c.json(answer(false, "الدفع لم يكتمل بعد. إذا اكتمل من جهتك، يُرجى الانتظار لحظات ثم التحقق مرة أخرى"));
      case "fail":
        return c.json(answer(false, "لم تتم عملية الدفع، ولم تُفعَّل العضوية المميزة"));
      case "refunded":
        return c.json(answer(false, "استُرد مبلغ هذه الدفعة، فلم تعد تمنح العضوية المميزة"));
      case "mismatch":
        return c.json(answer(false, "بيانات الدفع لا تطابق طلبك، لم تُفعَّل العضوية المميزة", false));
      case "unknown_charge":
        return c.json(answer(false, "لم يجد مزوّد الدفع عملية الدفع هذه، ولم تُفعَّل العضوية المميزة. يُرجى المحاولة مرة أخرى بعد قليل"));
    }
  })

  // Tap's server calls this with the charge; the signature proves the sender, and the charge is fetched again anyway.
  .post("/webhook", async (c) => {
    const provider = providerFor(c);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw new HttpError(400, "invalid_json", REFUSALS.invalidJson);
    }
    const parsed = tapChargeSchema.safeParse(body);
    if (!parsed.success) throw new HttpError(400, "invalid_input", REFUSALS.invalidInput);
    if (!(await verifyChargeSignature(parsed.data, c.req.header("hashstring"), provider.secretKey)))
      throw new HttpError(401, "invalid_signature", "توقيع الإشعار غير صالح");

    const { payment: settled } = await settleReportedCharge(c.get("db"), c.env, provider, parsed.data.id);
    return c.json({ received: true, status: settled.status });
  });
