import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { html } from "hono/html";
import {
  authCallbackBodySchema,
  devSignInBodySchema,
  googleStartQuerySchema,
  type SignInIntent,
} from "../../schema/api";
import { AUTH } from "../../schema/limits";
import type { AppEnv } from "../app-env";
import { HttpError, validationErrorBody } from "../lib/errors";
import { validate } from "../lib/validate";
import { requireUser } from "../middleware/identity";
import { toCurrentUser } from "../services/access";
import { clearAuthCookie, setAuthCookie } from "../services/cookies";
import { randomToken } from "../lib/base64url";
import { authorizationUrl, exchangeCode, googleConfigured, pkceChallenge } from "../services/google";
import { endAdminSession } from "../services/admin-sessions";
import { ensureDevice } from "../services/device";
import { ensureGuestIdentity } from "../services/guest-identity";
import { endSession, startSession } from "../services/sessions";
import { isDevelopment, isProduction } from "../../data/env";
import { signToken, verifyToken } from "../services/tokens";
import { upsertUser } from "../services/users";
import { devPage } from "../pages/dev-page";

const INTENT_TARGETS: Record<SignInIntent, string> = { home: "/", "create-room": "/create-room", premium: "/premium" };

/** Where to land after sign-in: the redirect asked for, else the intent's screen. */
function landingPath(intent?: SignInIntent, redirect?: string) {
  return redirect ?? INTENT_TARGETS[intent ?? "home"];
}

function callbackUrl(requestUrl: string) {
  return `${new URL(requestUrl).origin}/auth/callback`;
}

function devSignInAllowed(env: AppEnv["Bindings"]) {
  return isDevelopment(env) && !googleConfigured(env);
}

interface OAuthFlow {
  state: string;
  nonce: string;
  verifier: string;
  redirectTo: string;
}

async function endEverySession(c: Context<AppEnv>) {
  await endSession(c);
  await endAdminSession(c, "platform");
  await endAdminSession(c, "blog");
}

export const authRoutes = new Hono<AppEnv>()
  .get("/user", requireUser, async (c) => {
    // A signed-in browser's first contact: it gets its device id too, so logging out does not shed a kick.
    await ensureDevice(c);
    return c.json(toCurrentUser(c.get("user")!));
  })

  .post("/refresh", requireUser, async (c) => {
    // A fresh session replaces the old one, so the cookie's lifetime slides forward.
    await endSession(c);
    await startSession(c, c.get("user")!.id);
    return c.json({ user: toCurrentUser(c.get("user")!) });
  })

  // The spec's logout (also the platform admin's, spec 002 §7) ends every session this browser holds.
  .post("/logout", async (c) => {
    await endEverySession(c);
    return c.json({ success: true });
  })

  .get("/logout", async (c) => {
    await endEverySession(c);
    return c.redirect("/", 302);
  })

  .get("/google", validate("query", googleStartQuerySchema), async (c) => {
    const { intent, redirect } = c.req.valid("query");
    if (!googleConfigured(c.env)) {
      if (isProduction(c.env)) throw new HttpError(503, "sign_in_unavailable", "تسجيل الدخول غير متاح حاليًا");
      const params = new URLSearchParams();
      if (intent) params.set("intent", intent);
      if (redirect) params.set("redirect", redirect);
      return c.redirect(`/api/auth/dev?${params}`, 302);
    }
    const flow: OAuthFlow = {
      state: randomToken(),
      nonce: randomToken(),
      verifier: randomToken(48),
      redirectTo: landingPath(intent, redirect),
    };
    // The flow's secrets ride in a signed, short-lived HttpOnly cookie: nothing to store server-side.
    setAuthCookie(c, AUTH.oauthCookie, await signToken(c.env, "oauth", { ...flow }, AUTH.oauthFlowTtlSeconds), AUTH.oauthFlowTtlSeconds);
    const url = authorizationUrl(c.env, {
      redirectUri: callbackUrl(c.req.url),
      state: flow.state,
      nonce: flow.nonce,
      challenge: await pkceChallenge(flow.verifier),
    });
    return c.redirect(url, 302);
  })

  .post("/callback", validate("json", authCallbackBodySchema), async (c) => {
    const { code, state } = c.req.valid("json");
    const flow = await verifyToken<OAuthFlow & Record<string, unknown>>(c.env, "oauth", getCookie(c, AUTH.oauthCookie));
    clearAuthCookie(c, AUTH.oauthCookie);
    if (!flow || flow.state !== state) throw new HttpError(400, "invalid_state", "انتهت صلاحية محاولة تسجيل الدخول، يُرجى المحاولة مرة أخرى");
    const profile = await exchangeCode(c.env, {
      code,
      verifier: flow.verifier,
      redirectUri: callbackUrl(c.req.url),
      nonce: flow.nonce,
    });
    const user = await upsertUser(c.get("db"), {
      subject: `google:${profile.sub}`,
      email: profile.email,
      displayName: profile.name ?? profile.givenName ?? profile.email?.split("@")[0] ?? "مستخدم",
      firstName: profile.givenName,
      lastName: profile.familyName,
      photoUrl: profile.picture,
    });
    await startSession(c, user.id);
    return c.json({ user: toCurrentUser(user), redirectTo: flow.redirectTo });
  })

  .get("/dev", validate("query", googleStartQuerySchema), (c) => {
    if (!devSignInAllowed(c.env)) throw new HttpError(404, "not_found", "الصفحة غير موجودة");
    const { intent, redirect } = c.req.valid("query");
    return c.html(devSignInPage(intent ?? "home", redirect ?? ""));
  })

  .post("/dev/login", async (c) => {
    if (!devSignInAllowed(c.env)) throw new HttpError(403, "dev_sign_in_disabled", "تسجيل الدخول التجريبي غير متاح");
    const isForm = (c.req.header("Content-Type") ?? "").startsWith("application/x-www-form-urlencoded");
    const raw: unknown = isForm ? await c.req.parseBody() : await c.req.json().catch(() => null);
    // The form sends empty hidden fields for "no intent" and "no redirect".
    const fields = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const parsed = devSignInBodySchema.safeParse({ ...fields, redirect: fields.redirect || undefined, intent: fields.intent || undefined });
    if (!parsed.success) return c.json(validationErrorBody(parsed.error), 400);
    const { account, intent, redirect } = parsed.data;
    const premium = account === "premium";
    const user = await upsertUser(c.get("db"), {
      subject: `dev:${account}`,
      email: `${account}@dev.majlis.local`,
      displayName: premium ? "لاعب مميز (تجريبي)" : "لاعب مجاني (تجريبي)",
      firstName: premium ? "لاعب مميز" : "لاعب مجاني",
      lastName: null,
      photoUrl: null,
      premiumEnds: premium ? new Date(Date.now() + 365 * 86_400_000) : undefined,
    });
    await startSession(c, user.id);
    const redirectTo = landingPath(intent, redirect);
    return isForm ? c.redirect(redirectTo, 303) : c.json({ user: toCurrentUser(user), redirectTo });
  })

  .post("/guest", async (c) => c.json({ playerId: await ensureGuestIdentity(c) }));

const DEV_SIGN_IN_STYLE = `
          body { background: linear-gradient(160deg, #0f0b2e, #1e1550); color: #f8fafc; }
          main { width: 100%; max-width: 420px; min-width: 0; background: rgba(255,255,255,.06); border: 1px solid rgba(255,255,255,.12); border-radius: 20px; padding: 24px 20px; }
          @media (min-width: 480px) { main { padding: 28px; } }
          h1 { margin: 0 0 6px; font-size: 1.4rem; }
          .tag { display: inline-block; background: #f59e0b; color: #1f1300; border-radius: 999px; padding: 2px 12px; font-size: .8rem; font-weight: 700; }
          p { color: #cbd5e1; line-height: 1.7; }
          button { width: 100%; min-height: 52px; margin-top: 12px; border: 0; border-radius: 14px; font-size: 1.05rem; font-weight: 700; cursor: pointer; }
          .free { background: #14b8a6; color: #042f2e; }
          .premium { background: #f5b301; color: #2b1d00; }`;

/** Plain server-rendered page: it exists only in development, so it stays outside the SPA bundle. */
function devSignInPage(intent: string, redirect: string) {
  return devPage(
    "تسجيل دخول تجريبي | مجلس",
    DEV_SIGN_IN_STYLE,
    html`<main>
          <span class="tag">بيئة التطوير</span>
          <h1>تسجيل دخول تجريبي</h1>
          <p>تسجيل الدخول بحساب Google غير مُعدّ على هذا الخادم. يمكنك اختيار حساب تجريبي للمتابعة.</p>
          <form method="post" action="/api/auth/dev/login">
            <input type="hidden" name="intent" value="${intent}" />
            <input type="hidden" name="redirect" value="${redirect}" />
            <button class="free" name="account" value="free" type="submit">الدخول بحساب مجاني</button>
            <button class="premium" name="account" value="premium" type="submit">الدخول بحساب مميز</button>
          </form>
        </main>`,
  );
}

