// REST bodies and answers of players' packs. Texts are cleaned as typed (invisible
// marks off, spaces collapsed); the editorial rules that need the whole pack (duplicates, a
// giveaway answer, lies too close to the truth) are in schema/pack-rules.ts.
import { z } from "zod";
import { cleanAnswer } from "../arabic";
import { BIDI_REFUSAL, hasBidiControl } from "../honest-text";
import { countText, QUESTIONS } from "../arabic-count";
import { CHARACTER_LIMITS, CONTENT_RULES, PACKS, ROOM_CODE } from "../limits";
import { MOST_LIKELY_TYPE } from "../games/most-likely";
import { TRIVIA_TYPE } from "../games/trivia-deception";

/** The games a player's pack may be written for: questions with answers, and prompts. */
export const PACK_GAME_TYPES = [TRIVIA_TYPE, MOST_LIKELY_TYPE] as const;
export type PackGameType = (typeof PACK_GAME_TYPES)[number];

/** Bidi controls are refused before cleaning: they would show a text reversed. */
const noBidi = z.string().refine((v) => !hasBidiControl(v), BIDI_REFUSAL.text);

const text = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .pipe(noBidi)
    .transform(cleanAnswer)
    .pipe(z.string().min(1, required).max(max, tooLong));

export const packCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${ROOM_CODE.alphabet}]{${PACKS.codeLength}}$`), `رمز الحزمة ${PACKS.codeLength} حروف وأرقام إنجليزية`);

export const triviaPackItemSchema = z.object({
  question: text(PACKS.questionMax, "نص السؤال مطلوب", `السؤال لا يزيد عن ${PACKS.questionMax} حرف`),
  answer: text(CHARACTER_LIMITS.triviaAnswer.max, "الإجابة مطلوبة", `الإجابة لا تزيد عن ${CHARACTER_LIMITS.triviaAnswer.max} حرفًا`),
  /** Optional decoys; empty ones are dropped. */
  lies: z
    .array(noBidi.transform(cleanAnswer).pipe(z.string().max(CHARACTER_LIMITS.triviaAnswer.max, `الإجابة الخاطئة لا تزيد عن ${CHARACTER_LIMITS.triviaAnswer.max} حرفًا`)))
    .max(PACKS.liesMax, `ثلاث إجابات خاطئة على الأكثر`)
    .default([])
    .transform((lies) => lies.filter(Boolean)),
});
export type TriviaPackItem = z.infer<typeof triviaPackItemSchema>;

export const promptPackItemSchema = z.object({
  prompt: text(CONTENT_RULES.mostLikelyPromptMaxChars, "نص السؤال مطلوب", `السؤال لا يزيد عن ${CONTENT_RULES.mostLikelyPromptMaxChars} حرفًا`),
});
export type PromptPackItem = z.infer<typeof promptPackItemSchema>;

const title = text(PACKS.titleMax, "اسم الحزمة مطلوب", `اسم الحزمة لا يزيد عن ${PACKS.titleMax} حرفًا`);
/** The largest size any account may send; the account's own size is checked by the worker. */
const itemsMax = `الحزمة لا تزيد عن ${countText(PACKS.premium.items, QUESTIONS)}`;

export const packBodySchema = z.discriminatedUnion(
  "gameType",
  [
    z.object({ gameType: z.literal(TRIVIA_TYPE), title, draft: z.boolean().default(false), items: z.array(triviaPackItemSchema).max(PACKS.premium.items, itemsMax) }),
    z.object({ gameType: z.literal(MOST_LIKELY_TYPE), title, draft: z.boolean().default(false), items: z.array(promptPackItemSchema).max(PACKS.premium.items, itemsMax) }),
  ],
  { error: "نوع الحزمة غير مدعوم: أسئلة بإجابات أو أسئلة «مين فينا»" },
);
export type PackBody = z.infer<typeof packBodySchema>;
export type PackBodyInput = z.input<typeof packBodySchema>;

export const packReportBodySchema = z.object({
  reason: text(PACKS.reasonMax, "يُرجى كتابة سبب البلاغ", `السبب لا يزيد عن ${PACKS.reasonMax} حرف`),
});

export const packListQuerySchema = z.object({ mine: z.literal("1", { error: "يُرجى طلب حزمك بـ mine=1" }) });
export const packGalleryQuerySchema = z.object({
  q: z.string().trim().max(PACKS.searchMax, `البحث لا يزيد عن ${PACKS.searchMax} حرفًا`).optional(),
});

export type PackStatus = "draft" | "ready" | "hidden";
export type PackPublish = "none" | "requested" | "published";

/** What anyone with the code sees. */
export interface PackSummary {
  code: string;
  title: string;
  authorName: string;
  gameType: PackGameType;
  itemCount: number;
  playCount: number;
  publish: PackPublish;
  status: PackStatus;
}

/** The owner's view adds the items (answers included) and why the admin hid it. */
export interface PackOwnerView extends PackSummary {
  owned: true;
  hiddenReason: string | null;
  deleted: boolean;
  items: TriviaPackItem[] | PromptPackItem[];
}
export type PackView = (PackSummary & { owned: false }) | PackOwnerView;

export interface MyPacksAnswer {
  packs: (PackSummary & { hiddenReason: string | null; updatedAt: string })[];
  /** How many packs the account may hold (null: any number) and items per pack. */
  limits: { packs: number | null; items: number };
}

export interface PackGalleryAnswer {
  packs: PackSummary[];
}

// ---------- the admin queue ----------

export const packAdminActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("hide"), reason: text(PACKS.reasonMax, "يُرجى كتابة سبب الإخفاء ليقرأه الكاتب", `السبب لا يزيد عن ${PACKS.reasonMax} حرف`) }),
    z.object({ action: z.literal("unhide") }),
    z.object({ action: z.literal("delete") }),
    z.object({ action: z.literal("dismiss") }),
    /** Closes the reports of a pack already hidden or deleted: they stay open until a moderator does. */
    z.object({ action: z.literal("close-reports") }),
    z.object({ action: z.literal("block-author"), reason: text(PACKS.reasonMax, "يُرجى كتابة سبب المنع", `السبب لا يزيد عن ${PACKS.reasonMax} حرف`) }),
    z.object({ action: z.literal("publish") }),
    z.object({ action: z.literal("reject-publish") }),
  ],
  { error: "إجراء غير معروف" },
);
export type PackAdminAction = z.infer<typeof packAdminActionSchema>;

export interface PackQueueItem extends PackSummary {
  ownerId: string;
  hiddenReason: string | null;
  reports: { reason: string; createdAt: string }[];
  openReports: number;
  authorBlocked: boolean;
  /** Deleted by its author or the admin while its reports are still open. */
  deleted: boolean;
  items: TriviaPackItem[] | PromptPackItem[];
}

/** The queue's page: from 1, reported packs first (most open reports, then the oldest), then publish requests, oldest first. */
export const packQueueQuerySchema = z.object({
  page: z.coerce.number({ error: "رقم الصفحة غير صالح" }).int("رقم الصفحة غير صالح").min(1, "رقم الصفحة غير صالح").max(100_000, "رقم الصفحة غير صالح").default(1),
});

/** One page of the queue, split in its two kinds; `total` counts both kinds over every page. */
export interface PackQueueAnswer {
  reported: PackQueueItem[];
  publishRequests: PackQueueItem[];
  total: number;
  page: number;
  pageSize: number;
}
