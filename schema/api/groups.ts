// REST bodies and answers of «مجلسنا» (groups): making and joining a group, its page (members,
// the season's table, the nights), and the shape of a night as the room hands it to D1.
import { z } from "zod";
import { BIDI_REFUSAL, hasBidiControl, honestName } from "../honest-text";
import type { CountForms } from "../arabic-count";
import { CHARACTER_LIMITS, GAME_TYPES, GROUPS, ROOM_CODE, type GameType } from "../limits";
import { GHOST_NIGHT_GAMES, GHOST_ROOM_GAME } from "../games";

/** Counted with `countText` (schema/arabic-count.ts). */
export const GROUPS_COUNT: CountForms = { zero: "لا مجالس", one: "مجلس واحد", two: "مجلسان", few: "مجالس", many: "مجلسًا", other: "مجلس" };
export const MEMBERS: CountForms = { zero: "لا أعضاء", one: "عضو واحد", two: "عضوان", few: "أعضاء", many: "عضوًا", other: "عضو" };
export const NIGHTS: CountForms = { zero: "لا سهرات", one: "سهرة واحدة", two: "سهرتان", few: "سهرات", many: "سهرة", other: "سهرة" };
export const WINS: CountForms = { zero: "لا فوز", one: "فوز واحد", two: "فوزان", few: "مرات فوز", many: "فوزًا", other: "فوز" };


export const groupCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${ROOM_CODE.alphabet}]{${GROUPS.codeLength}}$`), `رمز المجلس ${GROUPS.codeLength} حروف وأرقام إنجليزية`);

/** A name as it shows (schema/honest-text.ts): bidi controls refused, invisible characters dropped. */
const shownName = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .refine((v) => !hasBidiControl(v), BIDI_REFUSAL.name)
    .transform(honestName)
    .pipe(z.string().min(1, required).max(max, tooLong));

export const groupNicknameSchema = shownName("يلزم كتابة اسمك في المجلس", CHARACTER_LIMITS.playerName.max, `الاسم لا يزيد عن ${CHARACTER_LIMITS.playerName.max} حرفًا`);

export const createGroupBodySchema = z.object({
  nameAr: shownName("يلزم كتابة اسم المجلس", GROUPS.nameMax, `اسم المجلس لا يزيد عن ${GROUPS.nameMax} حرفًا`),
  /** The maker's name in the group; the account's name (or «صاحب المجلس») when absent. */
  nickname: groupNicknameSchema.optional(),
});
export type CreateGroupBody = z.input<typeof createGroupBodySchema>;

export const joinGroupBodySchema = z.object({ nickname: groupNicknameSchema });

export const groupParamSchema = z.object({ code: groupCodeSchema });
export const memberParamSchema = z.object({ code: groupCodeSchema, memberId: z.uuid({ error: "معرّف العضو غير صالح" }) });
export const nightIdSchema = z.uuid({ error: "معرّف السهرة غير صالح" });

/** `YYYY-MM`: a monthly season. */
export const seasonSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "الموسم شهر بصيغة YYYY-MM");
export const groupQuerySchema = z.object({ season: seasonSchema.optional() });

export interface GroupMemberView {
  id: string;
  nickname: string;
  isOwner: boolean;
}

export interface SeasonRow {
  memberId: string;
  nickname: string;
  points: number;
  games: number;
  wins: number;
}

export interface NightRankingEntry {
  /** The member's id; null for a player of the room who is not a member (named only). */
  memberId: string | null;
  nickname: string;
  points: number;
  /** Played the night later, «من بعيد». */
  ghost: boolean;
}

export interface NightView {
  id: string;
  gameType: (typeof GAME_TYPES)[number];
  playedAt: string;
  /** Best first; ghosts ranked among the night's players by their points. */
  ranking: NightRankingEntry[];
  /** Whether the caller may play it «من بعيد» now: a member who neither played it nor played it later, of a game ghosts can replay. */
  ghostable: boolean;
}

export interface GroupView {
  code: string;
  nameAr: string;
  me: GroupMemberView;
  members: GroupMemberView[];
  /** The season shown (`YYYY-MM`) and the seasons that have points, newest first. */
  seasonId: string;
  seasons: string[];
  /** The season's table, best first. */
  season: SeasonRow[];
  nights: NightView[];
}

/** Everything the caller wrote in groups (the account's data export). */
export interface GroupTextsExport {
  groups: { code: string; nameAr: string; nickname: string; texts: { nightId: string; playedAt: string; turn: number; lie: string | null; vote: string | null; ghost: boolean }[] }[];
}

// ---------- a night as the room records it ----------

/** One turn of a lie-and-vote game: what was asked, the truth, and each player's lie and vote (the text of the option chosen). */
export interface NightTurn {
  prompt: string;
  imageUrl?: string | null;
  /** «عنّا»: whom the question was about (the subject's name); absent in trivia. */
  subject?: string;
  /** «عنّا»: the subject's player id in the room (a member's id once stored), so removing a member removes their truths too. */
  subjectId?: string;
  truth: string;
  alternatives: string[];
  /** The question's own decoys (trivia), added to the vote when lies are few. */
  decoys: string[];
  lies: Record<string, string>;
  votes: Record<string, string>;
}


/** The season (`YYYY-MM`, Gulf time) of an instant. */
export function seasonOf(at: number): string {
  const gulf = new Date(at + GROUPS.seasonUtcOffsetMinutes * 60_000);
  return `${gulf.getUTCFullYear()}-${String(gulf.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** A night's turn as D1 keeps it: no lie and no vote (those are each member's own rows). */
export interface StoredTurn {
  prompt: string;
  imageUrl?: string | null;
  subject?: string;
  /** «عنّا»: the subject's member id; null when the subject was not a member (their truth is not kept). */
  subjectMemberId?: string | null;
  truth: string;
  alternatives: string[];
  decoys: string[];
}

/** The games whose nights a ghost can play: those whose turns are a question, a truth and lies (their manifests say so). */
export const GHOST_GAME_TYPES: readonly GameType[] = GHOST_NIGHT_GAMES;

/** The game a ghost room runs, whatever the night's game was: each turn is a question, a truth to find and lies. */
export const GHOST_GAME: GameType = GHOST_ROOM_GAME;
