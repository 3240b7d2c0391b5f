// The admin content tab (spec 002 §2 game-content screens, §7 admin content calls):
// trivia questions, meme images, most-likely questions, categories, subcategories and
// the image upload grant. Mounted once inside the admin group, behind its guard.
import { Hono } from "hono";
import type { AppEnv } from "../../../app-env";
import { adminAboutUsRoutes } from "./about-us-questions";
import { adminBulkRoutes } from "./bulk";
import { adminCategoryRoutes } from "./categories";
import { adminMemeImageRoutes } from "./meme-images";
import { adminMostLikelyRoutes } from "./most-likely-questions";
import { adminQuestionRoutes } from "./questions";
import { adminSubcategoryRoutes } from "./subcategories";
import { uploadImageRoutes } from "./upload-image";

export const adminContentRoutes = new Hono<AppEnv>()
  .route("/", uploadImageRoutes)
  .route("/", adminCategoryRoutes)
  .route("/", adminSubcategoryRoutes)
  .route("/", adminQuestionRoutes)
  .route("/", adminMemeImageRoutes)
  .route("/", adminMostLikelyRoutes)
  .route("/", adminAboutUsRoutes)
  .route("/", adminBulkRoutes);
