import type { CurrentUser } from "../../schema/api";
import type { users } from "../../schema/db";

export type UserRow = typeof users.$inferSelect;

/** Premium access lasts while premiumEnds is in the future (spec 002 §9). */
export function hasAccess(user: Pick<UserRow, "premiumEnds"> | null | undefined, now = Date.now()): boolean {
  return !!user?.premiumEnds && user.premiumEnds.getTime() > now;
}

export function toCurrentUser(user: UserRow, now = Date.now()): CurrentUser {
  const premium = hasAccess(user, now);
  const premiumEnds = user.premiumEnds ? user.premiumEnds.toISOString() : null;
  return {
    id: user.id,
    displayName: user.displayName,
    email: user.email,
    photoURL: user.photoUrl,
    firstName: user.firstName,
    lastName: user.lastName,
    isPremium: premium,
    premiumEnds,
    expiresAt: premium ? premiumEnds : null,
    createdAt: user.createdAt.toISOString(),
  };
}
