import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { requireAdmin } from "../../middleware/admin";
import { adminAvatarRoutes } from "./avatars";
import { adminContentRoutes } from "./content";
import { familyFilterAdminRoutes } from "./family-filter";
import { gameAdminRoutes } from "./games";
import { overviewRoutes } from "./overview";
import { adminPackRoutes } from "./packs";
import { adminPaymentRoutes } from "./payments";
import { adminPricingRoutes } from "./pricing";
import { adminSessionRoutes } from "./session";
import { settingsAdminRoutes } from "./settings";
import { adminTrashRoutes } from "./trash";
import { adminUserRoutes } from "./users";

/**
 * Everything under /api/admin. Only config, login and logout are public; the
 * guard is mounted once after them, so every domain file mounted below it (one
 * `.route()` line each) is protected without doing anything itself.
 */
export const adminRoutes = new Hono<AppEnv>()
  .route("/", adminSessionRoutes)
  .use("*", requireAdmin)
  .route("/", overviewRoutes)
  .route("/", gameAdminRoutes)
  .route("/", settingsAdminRoutes)
  .route("/", familyFilterAdminRoutes)
  .route("/", adminUserRoutes)
  .route("/", adminPricingRoutes)
  .route("/", adminAvatarRoutes)
  .route("/", adminPaymentRoutes)
  .route("/", adminContentRoutes)
  .route("/", adminPackRoutes)
  .route("/", adminTrashRoutes);
