// The admin content tab (spec 002 §2 game-content screens, §7 admin content calls):
// each game's content (from its content kind), categories, subcategories and the image upload grant. Mounted once inside the admin group, behind its guard.
import { Hono } from "hono";
import type { AppEnv } from "../../../app-env";
import { adminBulkRoutes } from "./bulk";
import { adminCategoryRoutes } from "./categories";
import { adminGameContentRoutes } from "./game-content";
import { adminSubcategoryRoutes } from "./subcategories";
import { uploadImageRoutes } from "./upload-image";

export const adminContentRoutes = new Hono<AppEnv>()
  .route("/", uploadImageRoutes)
  .route("/", adminCategoryRoutes)
  .route("/", adminSubcategoryRoutes)
  .route("/", adminGameContentRoutes)
  .route("/", adminBulkRoutes);
