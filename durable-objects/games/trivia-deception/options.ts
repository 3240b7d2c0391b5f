// The options of a bluff-trivia vote: the truth, the players' lies (the same lie from
// several authors merged into one option) and the question's decoys up to the minimum.
import { sameAnswer } from "../../../schema/arabic";
import { GAME_RULES } from "../../../schema/limits";
import { shuffle } from "../../engine/random";
import { seatedIds } from "../../engine/turns";
import type { EnginePlayer } from "../../engine/types";
import type { TriviaState } from "./state";
import type { TriviaOption } from "./scoring";
import { approvedLies } from "./moderation";

const RULES = GAME_RULES.trivia;

/** The truth, the players' lies (the same lie from several authors merged) and decoys up to the minimum, shuffled. */
export function buildOptions(state: Pick<TriviaState, "question" | "lies" | "players"> & Partial<TriviaState>, random: () => number): TriviaOption[] {
  // A moderated game's vote shows only the lies a moderator approved: the rules below never see the others.
  if (state.moderated) state = { ...state, lies: approvedLies({ lieHelped: [], echoes: undefined, verdicts: undefined, ...state }) };
  const question = state.question!;
  const lies: { answer: string; authors: string[] }[] = [];
  // Authors in join order, so a merged lie reads as its first author wrote it.
  for (const player of state.players.filter((p) => p.playerId in state.lies).concat(orphanAuthors(state))) {
    const answer = state.lies[player.playerId];
    const same = lies.find((l) => sameAnswer(l.answer, answer));
    if (same) same.authors.push(player.playerId);
    else lies.push({ answer, authors: [player.playerId] });
  }
  const options: Omit<TriviaOption, "id">[] = [
    { answer: question.correctAnswer, type: "correct", authors: [] },
    ...lies.map((l) => ({ answer: l.answer, type: "fake" as const, authors: l.authors })),
  ];
  for (const decoy of question.fakes) {
    if (options.length >= RULES.minOptions) break;
    if (!options.some((o) => sameAnswer(o.answer, decoy))) options.push({ answer: decoy, type: "other", authors: [] });
  }
  return shuffle(options, random).map((o, i) => ({ ...o, id: String(i + 1) }));
}

/** Lies whose authors left the room still stand in the vote. */
function orphanAuthors(state: Pick<TriviaState, "lies" | "players">): EnginePlayer[] {
  const seated = new Set(seatedIds(state.players));
  return Object.keys(state.lies)
    .filter((id) => !seated.has(id))
    .map((playerId) => ({ playerId, nickname: "", isOnline: false, joinedAt: Number.MAX_SAFE_INTEGER, userId: null }));
}
