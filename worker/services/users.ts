import { eq } from "drizzle-orm";
import { users } from "../../schema/db";
import type { Db } from "../../data/db";
import { HttpError } from "../lib/errors";
import { logActivity } from "../../data/activity";
import type { UserRow } from "./access";

export interface ProviderProfile {
  subject: string;
  email: string | null;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  photoUrl: string | null;
  /** Development premium account: access for a year from its first sign-in. */
  premiumEnds?: Date;
}

/** Finds or creates the user of a provider identity; a blocked user is refused. */
export async function upsertUser(db: Db, profile: ProviderProfile): Promise<UserRow> {
  const existing = await db.select().from(users).where(eq(users.providerSubject, profile.subject)).get();
  if (existing?.blocked) throw new HttpError(403, "user_blocked", "تم حظر هذا الحساب. تواصل معنا إذا كنت تعتقد أن هذا خطأ");
  const fields = {
    email: profile.email,
    displayName: profile.displayName,
    firstName: profile.firstName,
    lastName: profile.lastName,
    photoUrl: profile.photoUrl,
  };
  if (existing) {
    const keepPremium = existing.premiumEnds && existing.premiumEnds.getTime() > Date.now();
    const premiumEnds = !keepPremium && profile.premiumEnds ? profile.premiumEnds : existing.premiumEnds;
    return db
      .update(users)
      .set({ ...fields, premiumEnds, isPremium: !!premiumEnds && premiumEnds.getTime() > Date.now() })
      .where(eq(users.id, existing.id))
      .returning()
      .get();
  }
  const created = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      providerSubject: profile.subject,
      ...fields,
      premiumEnds: profile.premiumEnds ?? null,
      isPremium: !!profile.premiumEnds,
    })
    .returning()
    .get();
  await logActivity(db, { actionAr: `انضم مستخدم جديد: ${created.displayName}`, actorType: "user", actorId: created.id });
  return created;
}
