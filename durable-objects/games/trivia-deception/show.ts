// Bluff trivia's staged reveal on the room's clock: the show its round results play
// (schema/show.ts's answer-game rules), and a player's view while their phone follows the big
// screen: no truth, author, voter or point before the beat that tells it.
import type { TriviaView } from "../../../schema/game-views";
import { answerShow, guarded, optionTold, scoresBefore, toldSchedule } from "../shared/show-guard";
import type { TriviaState } from "./state";
import { triviaView } from "./view";

/** The round's show: its options and votes as the answer games order them. */
export const triviaShow = (state: TriviaState) => answerShow(state.options.map((o) => ({ id: o.id, truth: o.type === "correct" })), state.votes);

/** What one player sees, the show's untold beats kept back while their phone follows a big screen. */
export function triviaShownView(state: TriviaState, playerId: string): TriviaView {
  const view = triviaView(state, playerId);
  const show = state.show;
  if (state.phase !== "round_results" || !guarded(show, state.players, playerId)) return view;
  const truth = state.options.find((o) => o.type === "correct");
  const told = new Set(state.options.filter((o) => optionTold(show, { id: o.id, truth: o.type === "correct" }, state.votes)).map((o) => o.id));
  const totals = scoresBefore(show, state.scores, state.roundPoints, state.players);
  return {
    ...view,
    show: toldSchedule(show),
    scores: totals.scores,
    ranking: totals.ranking,
    roundPoints: totals.totalsTold ? view.roundPoints : {},
    currentQuestion: view.currentQuestion && { ...view.currentQuestion, correctAnswer: truth && told.has(truth.id) ? view.currentQuestion.correctAnswer : null },
    displayOptions: view.displayOptions.map((o) => (told.has(o.id) ? o : { id: o.id, answer: o.answer, isMine: o.isMine })),
    votes: Object.fromEntries(Object.entries(view.votes).filter(([, id]) => told.has(id))),
  };
}
