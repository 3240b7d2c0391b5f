import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { z } from "zod";
import type { AppEnv } from "./app-env";
import { wellEncoded } from "./lib/decode";
import { HSTS } from "./lib/page-headers";
import { errorBody, errorResponse, HttpError, REFUSALS } from "./lib/errors";
import { appEnvGuard } from "./middleware/app-env-guard";
import { costMeter } from "./middleware/cost-meter";
import { csrf } from "./middleware/csrf";
import { DEV_ONLY_PATHS, devOnly } from "./middleware/dev-only";
import { identity } from "./middleware/identity";
import { rateLimit } from "./middleware/rate-limit";
import { adminRoutes } from "./routes/admin";
import { authRoutes } from "./routes/auth";
import { blogAdminRoutes, blogAdminSessionRoutes } from "./routes/blog/admin";
import { blogPublicRoutes } from "./routes/blog/public";
import { catalogRoutes } from "./routes/catalog";
import { costMeterRoutes } from "./routes/cost-meter";
import { groupRoutes } from "./routes/groups";
import { liveRoutes } from "./routes/live";
import { packRoutes } from "./routes/packs";
import { pageRoutes } from "./routes/pages";
import { paymentRoutes } from "./routes/payments";
import { prayerRoutes } from "./routes/prayer";
import { publicCatalogRoutes } from "./routes/public-catalog";
import { roomRoutes } from "./routes/rooms";
import { tapSandboxRoutes } from "./routes/tap-sandbox";
import { uploadRoutes } from "./routes/uploads";
import { userRoutes } from "./routes/user";
import { scheduled } from "./scheduled";
import { registerAppFetch } from "./services/payments/loopback";
import { SANDBOX_BASE_PATH } from "./services/payments/provider";
import { ensureSeeded } from "./services/seed";
import { database } from "../data/db";

z.config(z.locales.ar());

const app = new Hono<AppEnv>();

// HSTS on every response the worker sends (pages, uploads, feeds), as /api's secure headers do.
app.use("*", async (c, next) => {
  await next();
  if (c.res.status === 101 || c.res.headers.has("Strict-Transport-Security")) return;
  try {
    c.res.headers.set("Strict-Transport-Security", HSTS);
  } catch {
    // A response from a binding (assets, the room actor) has immutable headers.
    const copy = new Response(c.res.body, c.res);
    copy.headers.set("Strict-Transport-Security", HSTS);
    c.res = undefined;
    c.res = copy;
  }
});

// An APP_ENV that is neither "development" nor "production" stops the app here, before anything else runs.
app.use("*", appEnvGuard);
app.use("*", costMeter);
app.use(
  "/api/*",
  secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"], frameAncestors: ["'none'"] },
    crossOriginResourcePolicy: "same-origin",
    // With "no-referrer" browsers send `Origin: null` on form posts, which the CSRF check must refuse.
    referrerPolicy: "strict-origin-when-cross-origin",
  }),
);
// Development-only routes answer 404 outside development before any other check or validation.
for (const path of DEV_ONLY_PATHS) app.use(path, devOnly);
app.use("/api/*", async (c, next) => {
  if (!wellEncoded(c.req.url)) throw new HttpError(400, "invalid_encoding", REFUSALS.invalidEncoding);
  await next();
});
app.use("/api/*", async (c, next) => {
  await ensureSeeded(database(c.env.DB));
  await next();
  // A body left unread makes workerd drop the connection, and a proxy that reuses it (Vite's, in development) fails its next request.
  if (c.req.raw.body && !c.req.raw.bodyUsed) await c.req.raw.arrayBuffer().catch(() => undefined);
});
app.use("/api/*", csrf);
app.use("/api/*", identity);
app.use("/api/*", rateLimit);
app.use("/ws", identity);
app.route("/", liveRoutes);
app.route("/", uploadRoutes);

const routes = app
  .route("/api/auth", authRoutes)
  .route("/api/user", userRoutes)
  .route("/api", catalogRoutes)
  .route("/api", roomRoutes)
  .route("/api", publicCatalogRoutes)
  .route("/api", prayerRoutes)
  .route("/api", costMeterRoutes)
  .route("/api", packRoutes)
  .route("/api", groupRoutes)
  .route("/api/blog/admin", blogAdminSessionRoutes)
  .route("/api/blog", blogPublicRoutes)
  // Before /api/admin: the blog admin's data answers to the blog admin session, not the platform admin's.
  .route("/api/admin/blog", blogAdminRoutes)
  .route("/api/admin", adminRoutes)
  .route("/api/payments", paymentRoutes);
// Development's stand-in for Tap: it answers 404 in production or once real keys are set.
app.route(SANDBOX_BASE_PATH, tapSandboxRoutes);
// Pages with their own link previews (blog, room links), robots.txt, the sitemap and the blog's feed.
app.route("/", pageRoutes);

// The spec's forced re-login address.
app.get("/api/login", (c) => c.redirect("/api/auth/google", 302));

app.notFound((c) => c.json(errorBody("not_found", REFUSALS.notFound), 404));
app.onError(errorResponse);
// Lets the payment sandbox and its webhook reach this app in-process.
registerAppFetch(app.fetch);

export type AppType = typeof routes;
export { RoomActor } from "../durable-objects/room-actor";
export { AudienceShardActor } from "../durable-objects/audience-shard";
// The app stays the default export (tests read its routes); the Cron Trigger's handler rides along.
export default Object.assign(app, { scheduled }) satisfies ExportedHandler<AppEnv["Bindings"]>;
