// D1 tables of the whole product: identity, game content, the rooms index,
// commerce, avatars, settings, activity and the blog. Times are epoch
// milliseconds; booleans are 0/1 integers, as SQLite stores them.
import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { PACK_GAME_TYPES } from "./api/packs";
import { CONTENT_SEASONS } from "./limits/content";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const flag = (name: string, fallback: boolean) => integer(name, { mode: "boolean" }).notNull().default(fallback);
/** Set when an admin deletes the row: hidden everywhere, restorable until the cleanup job purges it. */
const deletedAt = () => integer("deleted_at", { mode: "timestamp_ms" });
/** The index of the trash screen and the cleanup job: it holds only the deleted rows, so live rows pay nothing for it. */
const trashIndex = (table: string, deleted: AnySQLiteColumn) => index(`${table}_trash`).on(deleted).where(sql`${deleted} is not null`);

// ---------- identity ----------

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    /** Subject of the identity provider; development accounts use "dev:<name>". */
    providerSubject: text("provider_subject").notNull(),
    email: text("email"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    displayName: text("display_name").notNull(),
    photoUrl: text("photo_url"),
    /** Premium flag kept in step with premiumEnds; access is decided by premiumEnds. */
    isPremium: flag("is_premium", false),
    premiumEnds: integer("premium_ends", { mode: "timestamp_ms" }),
    totalSpent: real("total_spent").notNull().default(0),
    blocked: flag("blocked", false),
    createdAt: createdAt(),
    lastLoginAt: integer("last_login_at", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("users_provider_subject").on(t.providerSubject), index("users_email").on(t.email)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

// ---------- games and content ----------

/** The keys of a game's content row: its own id, its game, and its category (deleting the category deletes it). */
const contentKeys = () => ({
  id: integer("id").primaryKey({ autoIncrement: true }),
  gameId: integer("game_id")
    .notNull()
    .references(() => games.id),
  categoryId: integer("category_id")
    .notNull()
    .references(() => categories.id, { onDelete: "cascade" }),
});
/** The admin's switch on a content row and its life: shown or not, made, soft-deleted. */
const contentState = () => ({ isActive: flag("is_active", true), createdAt: createdAt(), deletedAt: deletedAt() });

export const games = sqliteTable("games", {
  id: integer("id").primaryKey(),
  nameAr: text("name_ar").notNull(),
  descriptionAr: text("description_ar").notNull(),
  gameType: text("game_type").notNull().unique(),
  isPremium: flag("is_premium", false),
  isActive: flag("is_active", true),
  createdAt: createdAt(),
});

export const categories = sqliteTable(
  "categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id),
    nameAr: text("name_ar").notNull(),
    isPremium: flag("is_premium", false),
    isActive: flag("is_active", true),
    displayOrder: integer("display_order").notNull().default(0),
    /** A season's category («ramadan»): «سهرة رمضانية» deals from it first; null for the rest of the year's. */
    season: text("season", { enum: CONTENT_SEASONS }),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index("categories_game").on(t.gameId, t.displayOrder), trashIndex("categories", t.deletedAt)],
);

export const subcategories = sqliteTable(
  "subcategories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    nameAr: text("name_ar").notNull(),
    isPremium: flag("is_premium", false),
    isActive: flag("is_active", true),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("subcategories_category").on(t.categoryId, t.displayOrder)],
);

export const triviaQuestions = sqliteTable(
  "trivia_questions",
  {
    ...contentKeys(),
    subcategoryId: integer("subcategory_id")
      .notNull()
      .references(() => subcategories.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    correctAnswer: text("correct_answer").notNull(),
    alternativeAnswer1: text("alternative_answer_1"),
    alternativeAnswer2: text("alternative_answer_2"),
    fakeAnswer1: text("fake_answer_1").notNull(),
    fakeAnswer2: text("fake_answer_2").notNull(),
    fakeAnswer3: text("fake_answer_3").notNull(),
    imageUrl: text("image_url"),
    ...contentState(),
  },
  (t) => [
    trashIndex("trivia_questions", t.deletedAt),
    index("trivia_questions_subcategory").on(t.subcategoryId),
    index("trivia_questions_category").on(t.categoryId),
    // The admin list filters by game and counts the matches: this index answers both without reading the rows.
    index("trivia_questions_game").on(t.gameId),
  ],
);

export const memeImages = sqliteTable(
  "meme_images",
  {
    ...contentKeys(),
    imageUrl: text("image_url").notNull(),
    name: text("name"),
    textBoxCount: integer("text_box_count").notNull().default(2),
    /** A name from MEME_CAPTION_LAYOUTS (schema/limits.ts); null: the default for the box count. */
    captionLayout: text("caption_layout"),
    isPremium: flag("is_premium", false),
    displayOrder: integer("display_order").notNull().default(0),
    ...contentState(),
  },
  (t) => [index("meme_images_category").on(t.categoryId), trashIndex("meme_images", t.deletedAt)],
);

export const mostLikelyQuestions = sqliteTable(
  "most_likely_questions",
  {
    ...contentKeys(),
    content: text("content").notNull(),
    /** The prompt for a women's gathering («جلسة بنات»), written by hand; null falls back to `content`. */
    feminine: text("feminine"),
    imageUrl: text("image_url"),
    ...contentState(),
  },
  (t) => [index("most_likely_questions_category").on(t.categoryId), trashIndex("most_likely_questions", t.deletedAt)],
);

/** «عنّا»'s personal questions, in the categories of its game row, like most likely's prompts. */
export const aboutUsQuestions = sqliteTable(
  "about_us_questions",
  {
    ...contentKeys(),
    content: text("content").notNull(),
    ...contentState(),
  },
  (t) => [index("about_us_questions_category").on(t.categoryId), trashIndex("about_us_questions", t.deletedAt)],
);

/** What each signed-in user has already been shown, so rooms prefer fresh content. */
export const seenContent = sqliteTable(
  "seen_content",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameId: integer("game_id").notNull(),
    contentId: integer("content_id").notNull(),
    seenAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId, t.contentId] })],
);

/** What each guest (signed guest id, no user row) has been shown, so a returning group of guests gets fresh content too. */
export const guestSeenContent = sqliteTable(
  "guest_seen_content",
  {
    guestId: text("guest_id").notNull(),
    gameId: integer("game_id").notNull(),
    contentId: integer("content_id").notNull(),
    /** The latest showing; the cleanup drops rows older than a guest identity lives (AUTH.guestTtlDays). */
    seenAt: integer("seen_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.gameId, t.contentId] }), index("guest_seen_content_seen_at").on(t.seenAt)],
);

// ---------- rooms index ----------

export const rooms = sqliteTable(
  "rooms",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull(),
    name: text("name"),
    /** Player id of the creator: the user id, or the guest id. */
    creatorId: text("creator_id").notNull(),
    creatorUserId: text("creator_user_id").references(() => users.id, { onDelete: "set null" }),
    creatorNickname: text("creator_nickname"),
    gameType: text("game_type").notNull(),
    /** A room is premium when its creator had access when it was made. */
    isPremium: flag("is_premium", false),
    status: text("status", { enum: ["live", "expired"] })
      .notNull()
      .default("live"),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    endedAt: integer("ended_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    // A code is unique among live rooms only; expired codes may be drawn again.
    uniqueIndex("rooms_live_code").on(t.code).where(sql`status = 'live'`),
    index("rooms_expires").on(t.status, t.expiresAt),
    index("rooms_created").on(t.createdAt),
  ],
);

// ---------- commerce ----------

export const pricingTiers = sqliteTable("pricing_tiers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  tierNameAr: text("tier_name_ar").notNull(),
  price: real("price").notNull(),
  durationDays: integer("duration_days").notNull(),
  isActive: flag("is_active", true),
  displayOrder: integer("display_order").notNull().default(0),
  badgeText: text("badge_text"),
  displayText: text("display_text").notNull().default(""),
  createdAt: createdAt(),
});

export const payments = sqliteTable(
  "payments",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    pricingTierId: integer("pricing_tier_id").references(() => pricingTiers.id, { onDelete: "set null" }),
    /** Snapshots, so the log stays true after a tier or user changes. */
    tierNameAr: text("tier_name_ar").notNull(),
    userName: text("user_name"),
    userEmail: text("user_email"),
    amount: real("amount").notNull(),
    currency: text("currency").notNull().default("SAR"),
    durationDays: integer("duration_days").notNull(),
    status: text("status", { enum: ["pending", "completed", "failed", "refunded", "abandoned"] })
      .notNull()
      .default("pending"),
    provider: text("provider").notNull().default("tap"),
    tapPaymentId: text("tap_payment_id"),
    receiptId: text("receipt_id"),
    paymentDate: integer("payment_date", { mode: "timestamp_ms" }),
    expiryDate: integer("expiry_date", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
    /** When Tap was last asked about this pending payment, so the job asks the least recent first. */
    recheckedAt: integer("rechecked_at", { mode: "timestamp_ms" }),
    /**
     * When Tap first answered that it does not know this payment's charge (404); cleared once it
     * does. Such a payment is asked again only every PAYMENTS.unknownChargeRecheckMs, and abandoned at 48 h.
     */
    chargeUnknownAt: integer("charge_unknown_at", { mode: "timestamp_ms" }),
    /** A refund in flight holds the payment from this time (PAYMENTS.refundClaimMs), so two presses refund once. */
    refundClaimedAt: integer("refund_claimed_at", { mode: "timestamp_ms" }),
    refundId: text("refund_id"),
    refundedAt: integer("refunded_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("payments_user").on(t.userId),
    index("payments_status_date").on(t.status, t.createdAt),
    uniqueIndex("payments_tap_id").on(t.tapPaymentId),
    index("payments_recheck").on(t.status, t.recheckedAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** One payment as read from D1, as the purchase, refund and re-check steps pass it along. */
export type PaymentRow = typeof payments.$inferSelect;

/** Every change of a user's premium access, from an admin grant or a payment. */
export const accessGrants = sqliteTable(
  "access_grants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: ["admin", "payment", "revoke", "refund"] }).notNull(),
    days: integer("days").notNull(),
    paymentId: text("payment_id").references(() => payments.id, { onDelete: "set null" }),
    endsAt: integer("ends_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("access_grants_user").on(t.userId)],
);

// ---------- avatars, settings, activity ----------

export const avatarAssets = sqliteTable(
  "avatar_assets",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    layerType: text("layer_type", { enum: ["Color", "Face", "Custom"] }).notNull(),
    assetNumber: integer("asset_number").notNull(),
    fileName: text("file_name").notNull(),
    filePath: text("file_path").notNull(),
    isActive: flag("is_active", true),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex("avatar_assets_layer_number").on(t.layerType, t.assetNumber), trashIndex("avatar_assets", t.deletedAt)],
);

/** Admin settings by section ("general", "security"), stored as JSON. */
export const adminSettings = sqliteTable("admin_settings", {
  section: text("section").primaryKey(),
  valueJson: text("value_json").notNull(),
  updatedAt: createdAt(),
});

/** The family filter's terms (schema/family-filter.ts), edited by the platform admin; migration 0005 ships the default list. */
export const familyFilterTerms = sqliteTable("family_filter_terms", {
  term: text("term").primaryKey(),
  match: text("match", { enum: ["word", "exact", "part"] }).notNull(),
  createdAt: createdAt(),
});

export const siteSettings = sqliteTable("site_settings", {
  id: integer("id").primaryKey(),
  faviconUrl: text("favicon_url").notNull(),
  siteName: text("site_name").notNull(),
  siteDescription: text("site_description").notNull(),
  siteImage: text("site_image").notNull().default(""),
  updatedAt: createdAt(),
});

export const activityLog = sqliteTable(
  "activity_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actionAr: text("action_ar").notNull(),
    actorType: text("actor_type", { enum: ["user", "guest", "admin", "system"] }).notNull(),
    actorId: text("actor_id"),
    /** What the change changed, field by field; null when it changed no fields. */
    changes: text("changes", { mode: "json" }).$type<{ field: string; label: string; before: unknown; after: unknown }[]>(),
    createdAt: createdAt(),
  },
  (t) => [index("activity_log_created").on(t.createdAt)],
);

/**
 * Platform admin and blog admin sessions. The id is the SHA-256 of the cookie's
 * random token, so a copy of the table signs nobody in. `kind` says which door the
 * session opens and is compared on every read; `credentials` is a fingerprint of the
 * username and password hash it was opened with, so changing either ends it; the age
 * limit is fixed in `expiresAt` when it starts (a lower sessionTimeout still applies at once).
 */
export const adminSessions = sqliteTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["platform", "blog"] }).notNull(),
    username: text("username").notNull(),
    credentials: text("credentials").notNull(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("admin_sessions_created").on(t.createdAt), index("admin_sessions_kind").on(t.kind)],
);

/** Fixed-window counters for rate limits (admin logins, room creation). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

/** Objects stored in R2, so uploads can be listed and cleaned up. */
export const uploads = sqliteTable("uploads", {
  key: text("key").primaryKey(),
  kind: text("kind", { enum: ["question", "meme", "mostlikely", "avatar", "blog"] }).notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  /** The picture's size in pixels, read from its header on upload; null when unknown (og:image). */
  width: integer("width"),
  height: integer("height"),
  createdAt: createdAt(),
});

/** Version of the seed content loaded into this database. */
export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

// ---------- blog ----------

export const blogCategories = sqliteTable("blog_categories", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  nameAr: text("name_ar").notNull(),
  slug: text("slug").notNull().unique(),
  descriptionAr: text("description_ar"),
  displayOrder: integer("display_order").notNull().default(0),
  isActive: flag("is_active", true),
  createdAt: createdAt(),
});

export const blogAuthors = sqliteTable("blog_authors", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  nameAr: text("name_ar").notNull(),
  nameEn: text("name_en"),
  bio: text("bio"),
  email: text("email"),
  avatar: text("avatar"),
  socialLinksJson: text("social_links_json"),
  isActive: flag("is_active", true),
  createdAt: createdAt(),
});

export const blogTags = sqliteTable("blog_tags", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  nameAr: text("name_ar").notNull(),
  slug: text("slug").notNull().unique(),
  createdAt: createdAt(),
});

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    titleAr: text("title_ar").notNull(),
    excerptAr: text("excerpt_ar").notNull(),
    contentAr: text("content_ar").notNull().default(""),
    featuredImage: text("featured_image"),
    featuredImageAlt: text("featured_image_alt"),
    status: text("status", { enum: ["draft", "published", "scheduled"] })
      .notNull()
      .default("draft"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    readingTime: integer("reading_time").notNull().default(5),
    categoryId: integer("category_id").references(() => blogCategories.id, { onDelete: "set null" }),
    authorId: integer("author_id").references(() => blogAuthors.id, { onDelete: "set null" }),
    metaTitleAr: text("meta_title_ar"),
    metaDescriptionAr: text("meta_description_ar"),
    metaKeywords: text("meta_keywords"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
    /** Soft delete: set by the blog admin's delete, cleared by «تراجع», purged by the cleanup job. */
    deletedAt: deletedAt(),
  },
  (t) => [
    index("blog_posts_status_published").on(t.status, t.publishedAt),
    index("blog_posts_category").on(t.categoryId),
    trashIndex("blog_posts", t.deletedAt),
  ],
);

export const blogPostTags = sqliteTable(
  "blog_post_tags",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => blogTags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] })],
);

/** Old slugs of renamed posts: each points at the post, so a chain of renames resolves to its current slug in one step. */
export const blogSlugRedirects = sqliteTable(
  "blog_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("blog_slug_redirects_post").on(t.postId)],
);

export const blogImages = sqliteTable("blog_images", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  url: text("url").notNull(),
  alt: text("alt").notNull(),
  caption: text("caption"),
  createdAt: createdAt(),
});

// ---------- development payment sandbox ----------

/**
 * Charges of the local Tap stand-in (development only, never written in
 * production): each row is the charge exactly as Tap's API would answer it.
 */
export const tapSandboxCharges = sqliteTable("tap_sandbox_charges", {
  id: text("id").primaryKey(),
  /** Our idempotency key, so a repeated create answers the same charge as Tap does. */
  idempotencyKey: text("idempotency_key").unique(),
  chargeJson: text("charge_json").notNull(),
  createdAt: createdAt(),
});

/** The development sandbox's refunds, kept as Tap answers them. */
export const tapSandboxRefunds = sqliteTable(
  "tap_sandbox_refunds",
  {
    id: text("id").primaryKey(),
    chargeId: text("charge_id").notNull(),
    refundJson: text("refund_json").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("tap_sandbox_refunds_charge").on(t.chargeId)],
);

// ---------- players' packs ----------

/**
 * A pack of questions or prompts that a signed-in author wrote, shared by its 7-letter code.
 * `items_json` holds the items as the author wrote them (answers included: only the owner and
 * the room ever read them). A draft may hold fewer than the minimum and cannot be played. Deleting
 * is soft (the author may undo); the admin hides a pack with a reason the author sees.
 */
export const packs = sqliteTable(
  "packs",
  {
    id: text("id").primaryKey(),
    code: text("code").notNull().unique(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    gameType: text("game_type", { enum: PACK_GAME_TYPES }).notNull(),
    title: text("title").notNull(),
    itemsJson: text("items_json").notNull(),
    itemCount: integer("item_count").notNull(),
    isDraft: flag("is_draft", false),
    hiddenAt: integer("hidden_at", { mode: "timestamp_ms" }),
    hiddenReason: text("hidden_reason"),
    /** none → requested (the author asks) → published (the admin approves). */
    publish: text("publish", { enum: ["none", "requested", "published"] }).notNull().default("none"),
    playCount: integer("play_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    deletedAt: deletedAt(),
    /**
     * Who deleted the pack: the author may undo their own deletion, never the
     * admin's. Null while the pack is live (and for packs deleted before 0021 by their author).
     */
    deletedBy: text("deleted_by", { enum: ["owner", "admin"] }),
  },
  (t) => [index("packs_owner").on(t.ownerId, t.updatedAt), index("packs_publish").on(t.publish, t.playCount)],
);

/**
 * One game played with a pack in one room: a pack's play counts once per room, however
 * often the room restarts the game. The unique pair makes the count idempotent.
 */
export const packPlays = sqliteTable(
  "pack_plays",
  {
    packId: text("pack_id")
      .notNull()
      .references(() => packs.id, { onDelete: "cascade" }),
    roomId: text("room_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.packId, t.roomId] })],
);

/** One report of a pack by one identity (user, guest or, for a visitor, the address). */
export const packReports = sqliteTable(
  "pack_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    packId: text("pack_id")
      .notNull()
      .references(() => packs.id, { onDelete: "cascade" }),
    reporter: text("reporter").notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
    /** Set when a moderator closes the report (keeping the pack, or after hiding or deleting it): it leaves the queue. */
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("pack_reports_once").on(t.packId, t.reporter), index("pack_reports_open").on(t.resolvedAt, t.createdAt)],
);

/** Authors the admin blocked from writing packs. */
export const packAuthorBlocks = sqliteTable("pack_author_blocks", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  reason: text("reason").notNull(),
  createdAt: createdAt(),
});

// ---------- «مجلسنا»: groups, their nights and seasons ----------

/** A group of people who play together, reached by its 7-character code (the invitation). */
export const groups = sqliteTable("groups", {
  id: text("id").primaryKey(),
  code: text("code").notNull().unique(),
  nameAr: text("name_ar").notNull(),
  createdAt: createdAt(),
});

/**
 * A member: a guest (their signed guest id, so the same device is the same member), an account,
 * or both once a guest member signs in on that device (the account is linked to the member).
 */
export const groupMembers = sqliteTable(
  "group_members",
  {
    id: text("id").primaryKey(),
    groupId: text("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    nickname: text("nickname").notNull(),
    guestId: text("guest_id"),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The member who made the group (or inherited it when its maker left): may remove members. */
    isOwner: flag("is_owner", false),
    joinedAt: integer("joined_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    uniqueIndex("group_members_guest").on(t.groupId, t.guestId),
    uniqueIndex("group_members_user").on(t.groupId, t.userId),
    index("group_members_by_guest").on(t.guestId),
    index("group_members_by_user").on(t.userId),
  ],
);

/** One game a linked room played to its end: the turns dealt (without anyone's texts) and the ranking. */
export const groupNights = sqliteTable(
  "group_nights",
  {
    id: text("id").primaryKey(),
    groupId: text("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    roomId: text("room_id").notNull(),
    gameType: text("game_type").notNull(),
    /** `YYYY-MM` in Gulf time (GROUPS.seasonUtcOffsetMinutes). */
    season: text("season").notNull(),
    playedAt: integer("played_at", { mode: "timestamp_ms" }).notNull(),
    turnsJson: text("turns_json").notNull(),
    rankingJson: text("ranking_json").notNull(),
  },
  (t) => [index("group_nights_by_group").on(t.groupId, t.playedAt), uniqueIndex("group_nights_room_game").on(t.roomId, t.playedAt)],
);

/** What one member wrote (their lie) and chose (the text of the option voted) at one turn of a night; a ghost's too. */
export const groupNightTexts = sqliteTable(
  "group_night_texts",
  {
    nightId: text("night_id")
      .notNull()
      .references(() => groupNights.id, { onDelete: "cascade" }),
    memberId: text("member_id")
      .notNull()
      .references(() => groupMembers.id, { onDelete: "cascade" }),
    turn: integer("turn").notNull(),
    lie: text("lie"),
    vote: text("vote"),
    ghost: flag("ghost", false),
  },
  (t) => [primaryKey({ columns: [t.nightId, t.memberId, t.turn] }), index("group_night_texts_by_member").on(t.memberId)],
);

/** A member who played a night later («من بعيد»), with the points they scored. */
export const groupGhosts = sqliteTable(
  "group_ghosts",
  {
    nightId: text("night_id")
      .notNull()
      .references(() => groupNights.id, { onDelete: "cascade" }),
    memberId: text("member_id")
      .notNull()
      .references(() => groupMembers.id, { onDelete: "cascade" }),
    points: integer("points").notNull(),
    playedAt: integer("played_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.nightId, t.memberId] })],
);

/** Each member's points, games and wins of one monthly season; kept when the nights behind them are not. */
export const groupSeasonPoints = sqliteTable(
  "group_season_points",
  {
    groupId: text("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    season: text("season").notNull(),
    memberId: text("member_id")
      .notNull()
      .references(() => groupMembers.id, { onDelete: "cascade" }),
    points: integer("points").notNull().default(0),
    games: integer("games").notNull().default(0),
    wins: integer("wins").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.season, t.memberId] })],
);
