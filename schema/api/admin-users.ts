// Admin users management (spec 002 §2 users management, §3 user (admin list), §7).
import { z } from "zod";
import { countText, DAYS } from "../arabic-count";
import { ACCESS_GRANT, ADMIN_USERS_LIST } from "../limits";
import { pageFields } from "./page";

export const ACCESS_FILTERS = ["all", "active", "free", "expired"] as const;
export type AccessFilter = (typeof ACCESS_FILTERS)[number];
export const USER_SORTS = ["createdAt", "premiumEnds", "totalSpent"] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const adminUsersQuerySchema = z.object({
  /** The spec's list call sends type=authenticated; every listed user is signed in, so it only has one value. */
  type: z.literal("authenticated").optional(),
  search: z
    .string()
    .trim()
    .max(ADMIN_USERS_LIST.searchMax, `نص البحث لا يزيد عن ${ADMIN_USERS_LIST.searchMax} حرفًا`)
    .optional()
    .transform((v) => (v ? v : undefined)),
  filter: z.enum(ACCESS_FILTERS, { error: "فلتر غير صالح" }).default("all"),
  sort: z.enum(USER_SORTS, { error: "ترتيب غير صالح" }).default("createdAt"),
  order: z.enum(["asc", "desc"], { error: "اتجاه الترتيب غير صالح" }).default("desc"),
  page: z.coerce.number({ error: "رقم الصفحة غير صالح" }).int("رقم الصفحة غير صالح").min(1, "رقم الصفحة غير صالح").max(10_000).default(1),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** GET /api/admin/users/export: the list's search, filter and sort, with the admin's zone for the dates. */
export const adminUsersExportQuerySchema = adminUsersQuerySchema.omit({ page: true }).extend({
  tzOffset: z.coerce.number({ error: "فرق التوقيت غير صالح" }).int("فرق التوقيت غير صالح").min(-14 * 60, "فرق التوقيت غير صالح").max(14 * 60, "فرق التوقيت غير صالح").default(0),
});

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string(),
  isPremium: z.boolean(),
  premiumEnds: z.string().nullable(),
  /** The same as premiumEnds while access lasts, else null (spec 002 §3). */
  expiresAt: z.string().nullable(),
  totalSpent: z.number(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  blocked: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersAnswerSchema = z.object({ users: z.array(adminUserSchema), ...pageFields });
export type AdminUsersAnswer = z.infer<typeof adminUsersAnswerSchema>;

export const userIdParamSchema = z.object({ userId: z.string().trim().min(1, "معرّف المستخدم مطلوب").max(80, "معرّف المستخدم غير صالح") });

export const grantAccessBodySchema = z.object({
  days: z
    .number({ error: "عدد الأيام يجب أن يكون رقمًا" })
    .int("عدد الأيام يجب أن يكون عددًا صحيحًا موجبًا")
    .min(1, "عدد الأيام يجب أن يكون عددًا صحيحًا موجبًا")
    .max(ACCESS_GRANT.maxDays, `عدد الأيام لا يزيد عن ${ACCESS_GRANT.maxDays}`),
});
export type GrantAccessBody = z.infer<typeof grantAccessBodySchema>;

const DAY_MS = 86_400_000;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first moment after a local day (yyyy-MM-dd, the admin's zone as minutes east of UTC): when access set to end on it ends. */
export function accessEndOf(day: string, tzOffset: number): number {
  const [, y, m, d] = CALENDAR_DAY.exec(day)!.map(Number);
  return Date.UTC(y, m - 1, d + 1) - tzOffset * 60_000;
}

/**
 * POST /api/admin/users/{id}/access-end: access ends at the end of the day chosen in
 * the admin's date field, from today up to ACCESS_GRANT.maxDays ahead; it may shorten access.
 */
export const setAccessEndBodySchema = z
  .object({
    endsOn: z.string({ error: "يُرجى اختيار تاريخ الانتهاء من التقويم" }).regex(CALENDAR_DAY, "يُرجى اختيار تاريخ الانتهاء من التقويم"),
    tzOffset: z.number().int().min(-14 * 60).max(14 * 60).default(0),
  })
  .superRefine((body, ctx) => {
    const match = CALENDAR_DAY.exec(body.endsOn ?? "");
    // A malformed day already has its message from the field's own check.
    if (!match) return;
    const [, y, m, d] = match.map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
      return ctx.addIssue({ code: "custom", path: ["endsOn"], message: "هذا التاريخ غير موجود في التقويم" });
    const end = accessEndOf(body.endsOn, body.tzOffset);
    const now = Date.now();
    if (end <= now) ctx.addIssue({ code: "custom", path: ["endsOn"], message: "يُرجى اختيار تاريخ من اليوم فصاعدًا؛ لإنهاء الوصول الآن استخدموا «إلغاء الوصول»" });
    else if (end > now + (ACCESS_GRANT.maxDays + 1) * DAY_MS) ctx.addIssue({ code: "custom", path: ["endsOn"], message: `يُرجى اختيار تاريخ خلال ${ACCESS_GRANT.maxDays} يومًا من اليوم` });
  });
export type SetAccessEndBody = z.input<typeof setAccessEndBodySchema>;

/** Every row action answers with the user as it now is. */
export const adminUserActionAnswerSchema = z.object({ user: adminUserSchema, message: z.string() });
export type AdminUserActionAnswer = z.infer<typeof adminUserActionAnswerSchema>;

/** "يوم واحد"، "يومان"، "7 أيام"، "30 يومًا": Arabic counting of days. */
export function daysText(days: number): string {
  return countText(days, DAYS);
}
