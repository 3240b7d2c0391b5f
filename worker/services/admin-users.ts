// The admin's users list (spec 002 §2 users management): search by name or email,
// the access filter and the sort, a page at a time.
import { and, asc, count, desc, gt, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { AdminUsersAnswer, adminUsersQuerySchema } from "../../schema/api/admin-users";
import { users } from "../../schema/db";
import { ADMIN_USERS_LIST } from "../../schema/limits";
import type { z } from "zod";
import type { Db } from "../db";
import { toAdminUser } from "./access";
import { like } from "./sql-like";

export async function listAdminUsers(db: Db, query: z.output<typeof adminUsersQuerySchema>, now = new Date()): Promise<AdminUsersAnswer> {
  const { search, filter, sort, order, page } = query;
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

  const pageSize = ADMIN_USERS_LIST.pageSize;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(users).where(condition).orderBy(...ordering).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users).where(condition),
  ]);
  return { users: rows.map((u) => toAdminUser(u, now.getTime())), total, page, pageSize };
}
