// The admin's users list (spec 002 §2 users management): search by name or email,
// the access filter and the sort, a page at a time.
import { and, asc, count, desc, gt, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { AdminUsersAnswer, adminUsersQuerySchema } from "../../schema/api/admin-users";
import { users } from "../../schema/db";
import { ADMIN_USERS_LIST } from "../../schema/limits";
import type { z } from "zod";
import type { Db } from "../../data/db";
import { accessStatus, toAdminUser } from "./access";
import { csvDateTime, csvStream } from "./csv-export";
import { like } from "./sql-like";

type UsersFilter = Omit<z.output<typeof adminUsersQuerySchema>, "page" | "type">;

/** The list's search, filter and sort as SQL, shared by the page and its CSV export. */
function usersQuery({ search, filter, sort, order }: UsersFilter, now: Date) {
  const where: SQL[] = [];
  if (search) where.push(or(...[users.displayName, users.firstName, users.lastName, users.email].map((f) => like(f, search)))!);
  if (filter === "active") where.push(gt(users.premiumEnds, now));
  if (filter === "free") where.push(isNull(users.premiumEnds));
  if (filter === "expired") where.push(and(isNotNull(users.premiumEnds), lte(users.premiumEnds, now))!);
  const condition = where.length ? and(...where) : undefined;

  const column = { createdAt: users.createdAt, premiumEnds: users.premiumEnds, totalSpent: users.totalSpent }[sort];
  const direction = order === "asc" ? asc : desc;
  // Users without an end date sort last either way: they have nothing to compare.
  const ordering = [sql`${column} IS NULL`, direction(column), direction(users.createdAt), asc(users.id)];
  return { condition, ordering };
}

export async function listAdminUsers(db: Db, query: z.output<typeof adminUsersQuerySchema>, now = new Date()): Promise<AdminUsersAnswer> {
  const { page } = query;
  const { condition, ordering } = usersQuery(query, now);
  const pageSize = ADMIN_USERS_LIST.pageSize;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(users).where(condition).orderBy(...ordering).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(condition),
  ]);
  return { users: rows.map((u) => toAdminUser(u, now.getTime())), total, page, pageSize };
}

const USERS_CSV_HEADERS = ["الاسم", "البريد الإلكتروني", "حالة الوصول", "انتهاء الوصول", "إجمالي الإنفاق (ر.س)", "تاريخ التسجيل", "آخر دخول", "محظور"];
const ACCESS_AR = { active: "وصول نشط", free: "مجاني", expired: "منتهي" } as const;

/** GET /api/admin/users/export: the list's search, filter and sort, every match, as CSV. */
export function exportUsersCsv(db: Db, query: UsersFilter & { tzOffset: number }, now = new Date()): ReadableStream<Uint8Array> {
  const { condition, ordering } = usersQuery(query, now);
  return csvStream(
    USERS_CSV_HEADERS,
    (offset, limit) => db.select().from(users).where(condition).orderBy(...ordering).limit(limit).offset(offset),
    (u) => [
      u.displayName,
      u.email,
      ACCESS_AR[accessStatus(u, now.getTime())],
      csvDateTime(u.premiumEnds, query.tzOffset),
      u.totalSpent,
      csvDateTime(u.createdAt, query.tzOffset),
      csvDateTime(u.lastLoginAt, query.tzOffset),
      u.blocked ? "نعم" : "لا",
    ],
    ADMIN_USERS_LIST.exportMax,
  );
}
