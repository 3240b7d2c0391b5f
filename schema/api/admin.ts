// Admin REST bodies and answers of spec 002 §7 (session, overview, games,
// settings, cleanup). Shared by the worker's validation and the admin pages.
import { z } from "zod";
import { ACTIVITY_LOG, ADMIN_SETTINGS_BOUNDS as B, GAME_TYPES } from "../limits";
import { pageFields } from "./page";

// ---------- session ----------

export { signInBodySchema as adminLoginBodySchema, type SignInBody as AdminLoginBody } from "./sign-in";

export const adminConfigSchema = z.object({
  isAdmin: z.boolean(),
  /** Set only while the development credentials are in force, so the login page can say so. */
  developmentCredentials: z.object({ username: z.string(), password: z.string() }).nullable(),
  /** False in production until ADMIN_USERNAME and ADMIN_PASSWORD_HASH are set. */
  configured: z.boolean(),
  username: z.string().nullable(),
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;

// ---------- overview ----------

export const analyticsSchema = z.object({
  totalUsers: z.number(),
  premiumUsers: z.number(),
  activeRooms: z.number(),
  totalGames: z.number(),
  activeGames: z.number(),
  securityActive: z.boolean(),
  // The payment figures of spec 002 §3's Analytics, as numbers (riyals rounded to 2 decimals).
  totalPayments: z.number(),
  pendingPayments: z.number(),
  completedPayments: z.number(),
  revenue: z.object({ daily: z.number(), weekly: z.number(), monthly: z.number(), yearly: z.number(), total: z.number() }),
  averagePaymentValue: z.number(),
  status: z.object({ database: z.boolean(), websocket: z.boolean(), payments: z.boolean() }),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/**
 * One field an admin change changed: the field's key, its Arabic label as the
 * admin screens name it, and its value before and after (JSON values: text, number, flag,
 * a list; null for none).
 */
export const activityChangeSchema = z.object({ field: z.string(), label: z.string(), before: z.unknown(), after: z.unknown() });
export type ActivityChange = z.infer<typeof activityChangeSchema>;

export const activityItemSchema = z.object({
  id: z.number(),
  actionAr: z.string(),
  /** What changed, field by field; empty when the entry changed no fields. */
  changes: z.array(activityChangeSchema),
  actorType: z.enum(["user", "guest", "admin", "system"]),
  /** Who did it: the admin's username, a user's id; null for the system. */
  actorId: z.string().nullable(),
  /** ISO time. */
  createdAt: z.string(),
  /** «منذ 5 دقائق»: the spec's time-ago, worded by the server when it answers. */
  timeAgo: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const ACTIVITY_ACTOR_TYPES = ["admin", "user", "guest", "system"] as const;
const activityDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "يُرجى اختيار التاريخ من التقويم");

const activityFilterFields = {
  actorType: z.enum(ACTIVITY_ACTOR_TYPES, { error: "يُرجى اختيار نوع المنفّذ من القائمة" }).optional(),
  /** Part of the actor's id (an admin's username, a user's id). */
  actor: z.string().trim().max(ACTIVITY_LOG.searchMax, `يُرجى كتابة ${ACTIVITY_LOG.searchMax} حرفًا على الأكثر`).optional(),
  /** Words of the action text. */
  action: z.string().trim().max(ACTIVITY_LOG.searchMax, `يُرجى كتابة ${ACTIVITY_LOG.searchMax} حرفًا على الأكثر`).optional(),
  from: activityDay.optional(),
  to: activityDay.optional(),
  tzOffset: z.coerce.number().int().min(-14 * 60).max(14 * 60).default(0),
};
const fromBeforeTo = { message: "يُرجى اختيار تاريخ بداية قبل تاريخ النهاية", path: ["to"] };

/** GET /api/admin/activity: the full log, filtered by who, what and when, a page at a time. */
export const activityQuerySchema = z
  .object({
    ...activityFilterFields,
    page: z.coerce.number({ error: "رقم الصفحة غير صالح" }).int("رقم الصفحة غير صالح").min(1, "رقم الصفحة غير صالح").max(100_000, "رقم الصفحة غير صالح").default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, fromBeforeTo);
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** GET /api/admin/activity/export: the same filters as the page, every matching entry as CSV. */
export const activityExportQuerySchema = z.object(activityFilterFields).refine((q) => !q.from || !q.to || q.from <= q.to, fromBeforeTo);

export const activityPageSchema = z.object({ items: z.array(activityItemSchema), ...pageFields });
export type ActivityPage = z.infer<typeof activityPageSchema>;

// ---------- games ----------

export const adminGameSchema = z.object({
  id: z.number(),
  nameAr: z.string(),
  descriptionAr: z.string(),
  gameType: z.enum(GAME_TYPES),
  isPremium: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;

export const GAME_NAME_REQUIRED = "اسم اللعبة بالعربية مطلوب";

export const gameUpdateBodySchema = z.object({
  nameAr: z.string({ error: GAME_NAME_REQUIRED }).trim().min(1, GAME_NAME_REQUIRED).max(100, "اسم اللعبة طويل جدًا"),
  descriptionAr: z.string().trim().max(500, "الوصف طويل جدًا").default(""),
  isPremium: z.boolean(),
  isActive: z.boolean(),
});
export type GameUpdateBody = z.input<typeof gameUpdateBodySchema>;

export const gameIdParamSchema = z.object({ id: z.coerce.number({ error: "معرّف اللعبة غير صالح" }).int().positive() });

// ---------- settings ----------

const bounded = (b: { min: number; max: number }, label: string) =>
  z
    .number({ error: `${label}: يلزم إدخال رقم` })
    .int(`${label}: يلزم إدخال رقم صحيح`)
    .min(b.min, `${label}: من ${b.min} إلى ${b.max}`)
    .max(b.max, `${label}: من ${b.min} إلى ${b.max}`);

export const generalSettingsSchema = z.object({
  defaultRoomExpiry: bounded(B.defaultRoomExpiry, "مدة صلاحية الغرفة"),
  enableAutoCleanup: z.boolean(),
  cleanupIntervalMinutes: bounded(B.cleanupIntervalMinutes, "فترة التنظيف"),
});
export const securitySettingsSchema = z.object({
  enableRateLimit: z.boolean(),
  rateLimitPerMinute: bounded(B.rateLimitPerMinute, "حد الطلبات"),
  sessionTimeout: bounded(B.sessionTimeout, "مدة الجلسة"),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

export const adminSettingsSchema = z.object({ general: generalSettingsSchema, security: securitySettingsSchema });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** PUT /api/admin/settings: one section or both, each whole. */
export const settingsUpdateBodySchema = z
  .object({ general: generalSettingsSchema.optional(), security: securitySettingsSchema.optional() })
  .strict()
  .refine((body) => body.general || body.security, { message: "يلزم إرسال إعدادات عامة أو إعدادات أمان", path: ["body"] });
export type SettingsUpdateBody = z.infer<typeof settingsUpdateBodySchema>;

// ---------- cleanup ----------

export const cleanupStatsSchema = z.object({
  expiredRooms: z.number(),
  roomExpiryHours: z.number(),
  liveRooms: z.number(),
  lastCleanupAt: z.string().nullable(),
});
export type CleanupStats = z.infer<typeof cleanupStatsSchema>;

export const cleanupAnswerSchema = z.object({ message: z.string(), deletedRooms: z.number() });
export type CleanupAnswer = z.infer<typeof cleanupAnswerSchema>;
