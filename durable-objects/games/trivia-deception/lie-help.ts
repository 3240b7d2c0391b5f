// «ساعدوني بكذبة»: a player stuck for a lie takes one of the question's house lies
// (its shipped wrong answers), sent as their own. Never the truth (nor one too close to it),
// never a lie another player already sent (a taken suggestion is sent, so it is one of them),
// and at most GAME_RULES.trivia.lieHelpsPerGame times per player per game. Drawn with the
// step's seeded generator, so a game replays.
import { isTooClose, sameAnswer } from "../../../schema/arabic";
import { emptyPayload } from "../../../schema/game-actions";
import type { TriviaPhase } from "../../../schema/game-views";
import { GAME_RULES } from "../../../schema/limits";
import { actionOf, refusal } from "../../engine/phases";
import type { TriviaState } from "./state";
import { TRIVIA_TEXT } from "./texts";

export const LIE_HELP_TEXT = {
  noHelpsLeft: "انتهت مساعدات الكذب في هذه اللعبة، يمكنك كتابة كذبتك",
  noHouseLie: "لا توجد كذبة جاهزة لهذا السؤال، يمكنك كتابة كذبتك",
} as const;

/** How many house lies `playerId` may still take this game. */
export const lieHelpsLeft = (state: Pick<TriviaState, "lieHelps">, playerId: string) =>
  Math.max(0, GAME_RULES.trivia.lieHelpsPerGame - (state.lieHelps?.[playerId] ?? 0));

/** The house lies a player may be given now: not the truth or near it, not a lie already sent. */
export function houseLiesFor(state: Pick<TriviaState, "question" | "lies">): string[] {
  const question = state.question;
  if (!question) return [];
  const truths = [question.correctAnswer, ...question.alternatives];
  const sent = Object.values(state.lies);
  const out: string[] = [];
  for (const fake of question.fakes) {
    const lie = fake.trim();
    if (!lie || truths.some((t) => sameAnswer(lie, t) || isTooClose(lie, t))) continue;
    if (sent.some((l) => sameAnswer(l, lie)) || out.some((l) => sameAnswer(l, lie))) continue;
    out.push(lie);
  }
  return out;
}

const action = actionOf<TriviaState, TriviaPhase>();

export const suggestLie = action({
  phases: ["writing"],
  wrongPhase: TRIVIA_TEXT.notWriting,
  who: "participants",
  // Sent again after a reconnect once the lie is in: nothing changes. Once a lie is in, another
  // help is refused like a second answer.
  once: { taken: (s, id) => id in s.lies, same: (s, id) => (s.lieHelped ?? []).includes(id), message: TRIVIA_TEXT.alreadyAnswered },
  payload: emptyPayload,
  refusals: {},
  handle(state, playerId, _payload, ctx) {
    if (lieHelpsLeft(state, playerId) === 0) return refusal(LIE_HELP_TEXT.noHelpsLeft, { code: "no_lie_helps_left" });
    const choices = houseLiesFor(state);
    if (!choices.length) return refusal(LIE_HELP_TEXT.noHouseLie, { code: "no_house_lie" });
    const lie = choices[Math.floor(ctx.random() * choices.length)];
    return {
      ...state,
      lies: { ...state.lies, [playerId]: lie },
      lieHelps: { ...state.lieHelps, [playerId]: (state.lieHelps?.[playerId] ?? 0) + 1 },
      lieHelped: [...(state.lieHelped ?? []), playerId],
    };
  },
});
