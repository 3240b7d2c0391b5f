// A stand-in for Tap's charges API and hosted checkout, served by the worker
// in development only (no secret key, not production), so a purchase can be
// made offline and tested end to end. It answers in Tap's shapes and signs its
// webhook exactly as Tap does; the app's Tap client cannot tell the difference.
import { Hono, type Context } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { errorBody, REFUSALS } from "../lib/errors";
import { loopbackFetch } from "../services/payments/loopback";
import { currencyDecimals, toMinorUnits } from "../services/payments/money";
import { providerMode, SANDBOX_BASE_PATH, SANDBOX_SECRET_KEY } from "../services/payments/provider";
import { signCharge } from "../services/payments/signature";
import { devPage } from "../pages/dev-page";
import {
  readSandboxCharge,
  readSandboxRefund,
  sandboxChargeByKey,
  sandboxRefundsOf,
  saveSandboxCharge,
  saveSandboxRefund,
  updateSandboxCharge,
} from "../services/payments/sandbox-store";
import type { TapCharge, TapRefund } from "../services/payments/tap";

const createChargeSchema = z.looseObject({
  amount: z.number().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  customer: z.looseObject({ first_name: z.string().min(1), email: z.string().optional() }),
  source: z.object({ id: z.string() }),
  redirect: z.object({ url: z.url() }),
  post: z.object({ url: z.url() }).optional(),
  reference: z.looseObject({ transaction: z.string().optional(), order: z.string().optional(), idempotent: z.string().optional() }).optional(),
  description: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** Tap's Create a Refund body: a captured charge, all or part of its amount, and why. */
const createRefundSchema = z.looseObject({
  charge_id: z.string().regex(/^chg_[A-Za-z0-9]+$/),
  amount: z.number().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  reason: z.string().min(1),
  description: z.string().optional(),
  reference: z.looseObject({ merchant: z.string().optional() }).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  post: z.object({ url: z.url() }).optional(),
});

/** Tap's error answer (`errors`), with the app's own message and code beside it for people reading the dev tools. */
const tapError = (c: Context<AppEnv>, status: 400 | 401 | 404 | 409, code: string, description: string) =>
  c.json({ message: "رفض مزوّد الدفع التجريبي الطلب", code: `tap_${code}`, errors: [{ code, description }] }, status);

function randomAlnum(length: number) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return [...crypto.getRandomValues(new Uint8Array(length))].map((b) => alphabet[b % alphabet.length]).join("");
}
const randomDigits = (length: number) => [...crypto.getRandomValues(new Uint8Array(length))].map((b) => String(b % 10)).join("");

const readCharge = (c: Context<AppEnv>, id: string) => readSandboxCharge(c.get("db"), id);

const authorised = (c: Context<AppEnv>) => c.req.header("Authorization") === `Bearer ${SANDBOX_SECRET_KEY}`;

/** Where Tap sends the buyer back: the redirect URL with tap_id added. */
function returnUrl(charge: TapCharge) {
  const redirect = (charge.redirect as { url?: string } | undefined)?.url;
  if (!redirect) return null;
  const url = new URL(redirect);
  url.searchParams.set("tap_id", charge.id);
  return url.toString();
}

function formatAmount(charge: TapCharge) {
  return charge.amount.toLocaleString("ar-u-nu-latn", { minimumFractionDigits: 0, maximumFractionDigits: currencyDecimals(charge.currency) });
}

export const tapSandboxRoutes = new Hono<AppEnv>()
  // Off in production and whenever real keys are set: then this path does not exist.
  .use("*", async (c, next) => {
    if (providerMode(c.env) !== "sandbox") return c.json(errorBody("not_found", REFUSALS.notFound), 404);
    await next();
  })

  .post("/v2/charges", async (c) => {
    if (!authorised(c)) return tapError(c, 401, "1111", "Authorization Required");
    const parsed = createChargeSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return tapError(c, 400, "1108", `Invalid charge request: ${parsed.error.issues[0]?.path.join(".")}`);
    const body = parsed.data;
    const db = c.get("db");
    const key = body.reference?.idempotent ?? null;
    if (key) {
      const existing = await sandboxChargeByKey(db, key);
      if (existing) return c.json(existing);
    }
    const id = `chg_TS${randomAlnum(22)}`;
    const created = String(Date.now());
    const charge = {
      id,
      object: "charge",
      live_mode: false,
      api_version: "V2",
      status: "INITIATED",
      amount: body.amount,
      currency: body.currency,
      threeDSecure: true,
      description: body.description ?? "",
      metadata: body.metadata ?? {},
      transaction: { timezone: "UTC+03:00", created, url: `${new URL(c.req.url).origin}${SANDBOX_BASE_PATH}/checkout/${id}`, amount: body.amount, currency: body.currency },
      reference: { transaction: body.reference?.transaction, order: body.reference?.order },
      customer: body.customer,
      source: body.source,
      redirect: body.redirect,
      post: body.post,
    };
    await saveSandboxCharge(db, id, key, charge);
    return c.json(charge);
  })

  .get("/v2/charges/:id", async (c) => {
    if (!authorised(c)) return tapError(c, 401, "1111", "Authorization Required");
    const charge = await readCharge(c, c.req.param("id"));
    if (!charge) return tapError(c, 404, "1125", "Charge not found");
    return c.json(charge);
  })

  // The hosted payment page: the buyer pays or declines.
  .get("/checkout/:id", async (c) => {
    const charge = await readCharge(c, c.req.param("id"));
    if (!charge) return c.html(checkoutPage(null), 404);
    return c.html(checkoutPage(charge));
  })

  .get("/checkout.js", (c) => c.body(CHECKOUT_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" }))

  // Refunds of captured charges, whole or in parts that never add up to more than the charge.
  .post("/v2/refunds", async (c) => {
    if (!authorised(c)) return tapError(c, 401, "1111", "Authorization Required");
    const parsed = createRefundSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return tapError(c, 400, "1108", `Invalid refund request: ${parsed.error.issues[0]?.path.join(".")}`);
    const body = parsed.data;
    const db = c.get("db");
    const charge = await readCharge(c, body.charge_id);
    if (!charge) return tapError(c, 404, "1125", "Charge not found");
    if (charge.status !== "CAPTURED") return tapError(c, 400, "1141", `Only a captured charge can be refunded; this one is ${charge.status}`);
    if (body.currency !== charge.currency) return tapError(c, 400, "1117", "Refund currency differs from the charge currency");
    const earlier = await sandboxRefundsOf(db, charge.id);
    const refunded = earlier.reduce((sum, r) => sum + toMinorUnits(r.amount, r.currency), 0);
    if (refunded + toMinorUnits(body.amount, body.currency) > toMinorUnits(charge.amount, charge.currency))
      return tapError(c, 400, "1142", "Refund amount exceeds the amount left to refund on this charge");
    const now = Date.now();
    const refund: TapRefund = {
      id: `re_TS${randomAlnum(22)}`,
      object: "refund",
      api_version: "V2",
      live_mode: false,
      amount: body.amount,
      currency: body.currency,
      charge_id: charge.id,
      created: now,
      date: { created: now, completed: now, transaction: now },
      // The sandbox settles at once; real Tap answers PENDING until the bank confirms.
      status: "REFUNDED",
      reason: body.reason,
      description: body.description ?? "",
      reference: { merchant: body.reference?.merchant, gateway: randomDigits(12) },
      response: { code: "000", message: "Refunded" },
      metadata: body.metadata ?? {},
      ...(body.post ? { post: body.post } : {}),
    };
    await saveSandboxRefund(db, refund);
    return c.json(refund);
  })

  .get("/v2/refunds/:id", async (c) => {
    if (!authorised(c)) return tapError(c, 401, "1111", "Authorization Required");
    const refund = await readSandboxRefund(c.get("db"), c.req.param("id"));
    if (!refund) return tapError(c, 404, "1143", "Refund not found");
    return c.json(refund);
  })

  // «الدفع» and «الرفض» end as Tap does (webhook, then back to the site); «الدفع دون إشعار»
  // (pay-silent) captures the charge and nothing else: no webhook, no redirect, as
  // when Tap's call is lost and the buyer closes the tab, so only a re-check can find it.
  .post("/checkout/:id/:action{pay-silent|pay|decline}", async (c) => {
    const charge = await readCharge(c, c.req.param("id"));
    if (!charge) return tapError(c, 404, "1125", "Charge not found");
    if (charge.status !== "INITIATED") return tapError(c, 409, "1126", `Charge is already ${charge.status}`);
    const action = c.req.param("action");
    const paid = action !== "decline";
    const settled: TapCharge = {
      ...charge,
      status: paid ? "CAPTURED" : "DECLINED",
      reference: { ...charge.reference, gateway: randomDigits(12), payment: randomDigits(20) },
      ...(paid ? { receipt: { id: randomDigits(18), email: true, sms: false } } : {}),
      response: paid ? { code: "000", message: "Captured" } : { code: "507", message: "Declined, Card Issuer" },
    };
    await updateSandboxCharge(c.get("db"), settled);
    if (action === "pay-silent") return c.json({ redirectUrl: null, notice: "تم الدفع دون إشعار الموقع. يمكنك إغلاق هذه الصفحة الآن." });

    // Tap notifies the merchant's server on its own, whether or not the buyer comes back.
    const webhook = (charge.post as { url?: string } | undefined)?.url;
    if (webhook) {
      const request = new Request(webhook, {
        method: "POST",
        headers: { "Content-Type": "application/json", hashstring: await signCharge(settled, SANDBOX_SECRET_KEY) },
        body: JSON.stringify(settled),
      });
      c.executionCtx.waitUntil(
        loopbackFetch(c.env, c.executionCtx)(request)
          .then(async (res) => {
            if (!res.ok) console.error("sandbox webhook refused", res.status, await res.text());
          })
          .catch((error) => console.error("sandbox webhook failed", error)),
      );
    }
    return c.json({ redirectUrl: returnUrl(settled) });
  });

/** Sends the button's choice as JSON (the API accepts nothing else), then follows Tap's redirect. */
const CHECKOUT_SCRIPT = `
for (const button of document.querySelectorAll("button[data-action]")) {
  button.addEventListener("click", async () => {
    const error = document.getElementById("error");
    document.querySelectorAll("button[data-action]").forEach((b) => (b.disabled = true));
    error.hidden = true;
    try {
      const res = await fetch(location.pathname + "/" + button.dataset.action, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: "{}",
      });
      const answer = await res.json().catch(() => ({}));
      if (res.ok && answer.notice) {
        const done = document.getElementById("done");
        done.textContent = answer.notice;
        done.hidden = false;
        return;
      }
      if (!res.ok || !answer.redirectUrl) throw new Error((answer.errors && answer.errors[0] && answer.errors[0].description) || res.statusText);
      location.assign(answer.redirectUrl);
    } catch (e) {
      error.textContent = "تعذّر إكمال العملية: " + e.message;
      error.hidden = false;
      document.querySelectorAll("button[data-action]").forEach((b) => (b.disabled = false));
    }
  });
}
`;

const CHECKOUT_STYLE = `
          body { background: #eef1f6; color: #0f172a; }
          main { width: 100%; max-width: 420px; background: #fff; border-radius: 20px; box-shadow: 0 10px 30px rgba(15,23,42,.12); overflow: hidden; }
          .banner { background: #f59e0b; color: #1f1300; font-weight: 800; text-align: center; padding: 10px 12px; letter-spacing: .02em; }
          .body { padding: 24px 20px; }
          h1 { margin: 0 0 4px; font-size: 1.25rem; }
          .muted { color: #64748b; line-height: 1.7; margin: 0; }
          .amount { margin: 20px 0; padding: 16px; border-radius: 14px; background: #f1f5f9; display: flex; justify-content: space-between; align-items: baseline; gap: 12px; }
          .amount strong { font-size: 1.6rem; }
          button, a.button { display: flex; align-items: center; justify-content: center; width: 100%; min-height: 52px; margin-top: 12px; border: 0; border-radius: 14px;
                   font-size: 1.05rem; font-weight: 700; cursor: pointer; text-decoration: none; font-family: inherit; }
          button:disabled { opacity: .6; cursor: wait; }
          .pay { background: #16a34a; color: #fff; }
          .decline { background: #fff; color: #b91c1c; border: 2px solid #fecaca; }
          .link { background: #e2e8f0; color: #0f172a; }
          .silent { background: #fff; color: #0f172a; border: 2px dashed #94a3b8; }
          .hint { margin: 10px 0 0; color: #64748b; font-size: .85rem; line-height: 1.6; }
          .done { margin-top: 12px; padding: 12px; border-radius: 12px; background: #dcfce7; color: #14532d; font-weight: 700; }
          .error { margin-top: 12px; color: #b91c1c; }
          footer { padding: 12px 20px 18px; color: #94a3b8; font-size: .85rem; text-align: center; }`;

function checkoutPage(charge: TapCharge | null) {
  const back = charge ? returnUrl(charge) : null;
  const open = charge?.status === "INITIATED";
  return devPage(
    "الدفع (وضع تجريبي)",
    CHECKOUT_STYLE,
    html`<main>
          <div class="banner">وضع تجريبي</div>
          <div class="body">
            ${charge
              ? html`<h1>إتمام الدفع</h1>
                  <p class="muted">${charge.description ?? ""}</p>
                  <div class="amount"><span>المبلغ</span><strong>${formatAmount(charge)} ${charge.currency === "SAR" ? "ر.س" : charge.currency}</strong></div>
                  ${open
                    ? html`<p class="muted">هذه صفحة دفع تجريبية: لا حاجة لإدخال بطاقة ولا يُخصم أي مبلغ. يمكنك اختيار نتيجة العملية.</p>
                        <button class="pay" type="button" data-action="pay">الدفع</button>
                        <button class="decline" type="button" data-action="decline">الرفض</button>
                        <button class="silent" type="button" data-action="pay-silent">الدفع دون إشعار</button>
                        <p class="hint">«الدفع دون إشعار» يُتم الدفع ولا يُبلغ الموقع ولا يعود إليه، كأن الإشعار ضاع وأُغلقت الصفحة.</p>
                        <p id="done" class="done" role="status" hidden></p>
                        <p id="error" class="error" role="alert" hidden></p>
                        <script src="${SANDBOX_BASE_PATH}/checkout.js" defer></script>`
                    : html`<p class="muted">انتهت هذه العملية بالحالة ${charge.status}.</p>
                        ${back ? html`<a class="button link" href="${back}">العودة إلى الموقع</a>` : ""}`}`
              : html`<h1>العملية غير موجودة</h1>
                  <p class="muted">رابط الدفع غير صحيح أو انتهت صلاحيته.</p>
                  <a class="button link" href="/premium">العودة إلى الباقات</a>`}
          </div>
          <footer>بديل محلي لبوابة Tap، يعمل في بيئة التطوير فقط</footer>
        </main>`,
  );
}
