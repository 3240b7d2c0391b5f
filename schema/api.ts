// zod schemas of every REST body and answer. The worker validates with them;
// the page reads the inferred types, so both sides agree on one definition.
import { z } from "zod";
import { sameOriginPath } from "./safe-url";
import { BIDI_REFUSAL, hasBidiControl, honestName } from "./honest-text";
import { AVATAR_LAYERS, CHARACTER_LIMITS, CONTENT_SEASONS, GAME_TYPES, GUEST_ID_PREFIX, ROOM_CODE } from "./limits";
import { groupCodeSchema, nightIdSchema } from "./api/groups";

// ---------- shared pieces ----------

export const gameTypeSchema = z.enum(GAME_TYPES, { error: "نوع اللعبة غير مدعوم" });

/** Trims and uppercases, as typed by a person; the length check comes after. */
export const roomCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, "كود الغرفة مطلوب")
  .max(ROOM_CODE.inputMax, `كود الغرفة لا يزيد عن ${ROOM_CODE.inputMax} أحرف`)
  .regex(/^[A-Z0-9]+$/, "كود الغرفة يتكون من حروف إنجليزية كبيرة وأرقام");

export const guestIdSchema = z
  .string()
  .regex(new RegExp(`^${GUEST_ID_PREFIX}[0-9]{10,16}_[a-z0-9]{6,12}$`), "معرّف الضيف غير صالح");

const layerId = (layer: keyof typeof AVATAR_LAYERS) => z.number().int().catch(AVATAR_LAYERS[layer].first);
export const avatarSchema = z.object({
  color: layerId("color"),
  face: layerId("face"),
  custom: layerId("custom"),
});
export type Avatar = z.infer<typeof avatarSchema>;

/** Error answer of every failing API call: a message for people, a code for programs. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

// ---------- identity ----------

export const currentUserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  photoURL: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isPremium: z.boolean(),
  premiumEnds: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const accessSchema = z.object({ hasAccess: z.boolean(), expiresAt: z.string().nullable() });
export type Access = z.infer<typeof accessSchema>;

export const signInIntentSchema = z.enum(["home", "create-room", "premium"]);
export type SignInIntent = z.infer<typeof signInIntentSchema>;

/** Only same-site paths; anything else falls back to the intent's target. */
export const redirectPathSchema = z
  .string()
  .max(300)
  .refine((v) => sameOriginPath(v) !== null, "مسار إعادة التوجيه غير صالح");

export const googleStartQuerySchema = z.object({
  intent: signInIntentSchema.optional(),
  redirect: redirectPathSchema.optional(),
});

export const authCallbackBodySchema = z.object({
  code: z.string().min(1, "رمز الدخول مفقود").max(2048),
  state: z.string().min(1, "حالة الدخول مفقودة").max(512),
});
export const authCallbackAnswerSchema = z.object({ user: currentUserSchema, redirectTo: z.string() });

export const devSignInBodySchema = z.object({
  account: z.enum(["free", "premium"]),
  intent: signInIntentSchema.optional(),
  redirect: redirectPathSchema.optional(),
});

export const guestAnswerSchema = z.object({ playerId: z.string() });

// ---------- catalogue ----------

export const siteSettingsSchema = z.object({
  faviconUrl: z.string(),
  siteName: z.string(),
  siteDescription: z.string(),
  siteImage: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const roomSeoSchema = siteSettingsSchema.omit({ faviconUrl: true });
export type RoomSeo = z.infer<typeof roomSeoSchema>;

export const characterLimitsSchema = z.object({
  triviaAnswer: z.object({ max: z.number() }),
  memeCaption: z.object({ max: z.number() }),
  playerName: z.object({ min: z.number(), max: z.number() }),
  roomName: z.object({ max: z.number() }),
  nickname: z.object({ max: z.number() }),
});
export type CharacterLimits = z.infer<typeof characterLimitsSchema>;

export const gameSchema = z.object({
  id: z.number(),
  nameAr: z.string(),
  descriptionAr: z.string(),
  gameType: gameTypeSchema,
  isPremium: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Game = z.infer<typeof gameSchema>;

export const subcategorySummarySchema = z.object({ id: z.string(), nameAr: z.string(), isPremium: z.boolean() });
export const categorySummarySchema = z.object({
  id: z.string(),
  nameAr: z.string(),
  isPremium: z.boolean(),
  /** A season's category («ramadan»): «سهرة رمضانية» deals from it first; absent for the rest. */
  season: z.enum(CONTENT_SEASONS).optional(),
  subcategories: z.array(subcategorySummarySchema),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

export const sliderLimitSchema = z.object({ default: z.number(), min: z.number(), max: z.number(), step: z.number() });
export const gameConfigurationsSchema = z.object({
  gameType: gameTypeSchema,
  settings: z.record(z.string(), sliderLimitSchema),
  roomConfig: z.object({ minPlayers: z.number(), maxPlayers: z.number() }),
});
export type GameConfigurations = z.infer<typeof gameConfigurationsSchema>;
export const gameSettingsSchema = z.record(z.string(), z.number());

// ---------- rooms ----------

export const createRoomBodySchema = z.object({
  gameType: gameTypeSchema,
  // Names are stored as they show (schema/honest-text.ts): bidi controls refused, invisible characters dropped.
  name: z
    .string()
    .refine((v) => !hasBidiControl(v), BIDI_REFUSAL.name)
    .transform(honestName)
    .pipe(z.string().max(CHARACTER_LIMITS.roomName.max, `اسم الغرفة لا يزيد عن ${CHARACTER_LIMITS.roomName.max} حرفًا`))
    .nullish()
    .transform((v) => (v ? v : null)),
  nickname: z
    .string()
    .refine((v) => !hasBidiControl(v), BIDI_REFUSAL.name)
    .transform(honestName)
    .pipe(z.string().min(CHARACTER_LIMITS.playerName.min, "يلزم كتابة اسمك في اللعبة").max(CHARACTER_LIMITS.playerName.max, "الاسم طويل"))
    .optional(),
  avatar: avatarSchema.optional(),
  /** Sent by guests; checked against the guest cookie, never trusted alone. */
  playerId: z.string().max(80).optional(),
  /** «مجلسنا»: the room plays for this group (its members' nights and season). */
  groupCode: groupCodeSchema.optional(),
  /** «من بعيد»: the room replays this night of the caller's group, for the caller alone. */
  ghostOf: nightIdSchema.optional(),
});
export type CreateRoomBody = z.input<typeof createRoomBodySchema>;

export const createRoomAnswerSchema = z.object({
  id: z.string(),
  code: z.string(),
  gameType: gameTypeSchema,
  expiresAt: z.string(),
});

export const roomStateJsonSchema = z.object({
  currentPhase: z.string(),
  inLobby: z.boolean(),
  gameType: gameTypeSchema,
});
export const roomLookupSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string().nullable(),
  creatorId: z.string(),
  expiresAt: z.string(),
  gameType: gameTypeSchema,
  isPremium: z.boolean(),
  players: z.array(z.unknown()),
  stateJson: roomStateJsonSchema,
});
export type RoomLookup = z.infer<typeof roomLookupSchema>;

export const playerLimitsSchema = z.object({ minPlayers: z.number(), maxPlayers: z.number() });
