// The payload of every game action, per game, as zod schemas. The room's phase driver
// parses a payload before the game's handler sees it; the page may import the payload
// types to send actions. An issue's message is a stable key (GAME_ACTION_ISSUES) that
// each game turns into its own words for the player.
//
// Trivia and most likely carry their payload in the frame's `payload` object; the meme
// game's fields sit on the frame itself (spec 001 §5 names them that way).
import { z } from "zod";
import { isCleanAnswer } from "./arabic";
import { CHARACTER_LIMITS } from "./limits";

export const GAME_ACTION_ISSUES = {
  emptyAnswer: "empty_answer",
  answerTooLong: "answer_too_long",
  answerNotClean: "answer_not_clean",
  noOption: "no_option",
  unknownSubcategory: "unknown_subcategory",
  noChoice: "no_choice",
  noPlayer: "no_player",
} as const;

const I = GAME_ACTION_ISSUES;
const codePoints = (text: string) => [...text].length;
/** Client ids the room de-duplicates by (a queued vote resent after a reconnect). */
const clientId = z.string().max(80);
/** An optional id that the page may leave empty: empty and malformed both read as none. */
const optionalClientId = clientId
  .optional()
  .catch(undefined)
  .transform((id) => id || undefined);
/** Option and subcategory ids: the page sends them as strings, older pages as numbers. */
const looseId = (issue: string) =>
  z.union([z.string({ error: issue }).min(1, { error: issue }).max(80, { error: issue }), z.number({ error: issue }).int({ error: issue })], { error: issue }).transform(String);

// ---------- bluff trivia ----------

export const triviaAnswerPayload = z.object({
  answer: z
    .string({ error: I.emptyAnswer })
    .refine((answer) => answer.trim() !== "", { error: I.emptyAnswer, abort: true })
    .refine((answer) => codePoints(answer) <= CHARACTER_LIMITS.triviaAnswer.max, { error: I.answerTooLong, abort: true })
    .refine(isCleanAnswer, { error: I.answerNotClean }),
});
export const triviaVotePayload = z.object({ optionId: looseId(I.noOption) });
export const triviaSelectPayload = z.object({ subcategoryId: looseId(I.unknownSubcategory) });

// ---------- meme caption ----------

/**
 * The page always sends two slots; how many the picture needs, and whether they are filled,
 * short enough and clean, depends on the picture, so the game checks them (meme-game/captions.ts).
 */
export const memeCaptionPayload = z.object({ captions: z.array(z.string()).max(2).catch([]) });
/** The spec names it votedPlayerId; it carries the opaque submission id, so authors stay secret. */
export const memeVotePayload = z.object({ votedPlayerId: z.string({ error: I.noChoice }).min(1, { error: I.noChoice }).max(80) });

// ---------- most likely ----------

export const mostLikelyVotePayload = z.object({
  votedPlayerId: z.string({ error: I.noPlayer }).min(1, { error: I.noPlayer }).max(80),
  submissionId: optionalClientId,
});

// ---------- a room in teams ----------

/** «اعتماد»: a member picks a teammate's proposed lie (or their own) as the team's lie. */
export const pickLiePayload = z.object({ authorId: z.string({ error: I.noChoice }).min(1, { error: I.noChoice }).max(80) });
export type PickLiePayload = z.input<typeof pickLiePayload>;

// ---------- the host's «إخفاء» ----------

/** The option (trivia) or submission (meme) the host hides before the reveal; a frame field. */
export const hidePayload = z.object({ submissionId: z.string({ error: I.noChoice }).min(1, { error: I.noChoice }).max(80) });

/** An action without a payload (next_round). */
export const emptyPayload = z.object({});

export type TriviaAnswerPayload = z.input<typeof triviaAnswerPayload>;
export type TriviaVotePayload = z.input<typeof triviaVotePayload>;
export type TriviaSelectPayload = z.input<typeof triviaSelectPayload>;
export type MemeCaptionPayload = z.input<typeof memeCaptionPayload>;
export type MemeVotePayload = z.input<typeof memeVotePayload>;
export type MostLikelyVotePayload = z.input<typeof mostLikelyVotePayload>;
