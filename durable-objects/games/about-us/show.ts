// «عنّا»'s staged reveal per subject on the room's clock, staged like bluff trivia's:
// each believed lie in three beats (the lie, who fell for it, whose it was), the lies nobody
// believed, the truth in words, who found it, the turn's points. The reveal lasts as long as its
// show, with no countdown. While a phone follows the big screen, its view keeps back what the show
// has not told yet.
import type { AboutUsView } from "../../../schema/game-views";
import { answerShow, guarded, optionTold, scoresBefore, toldSchedule } from "../shared/show-guard";
import type { AboutUsState } from "./state";
import { aboutUsView } from "./view";

export const aboutUsShow = (state: AboutUsState) => answerShow(state.options.map((o) => ({ id: o.id, truth: o.type === "truth" })), state.votes);

export function aboutUsShownView(state: AboutUsState, playerId: string): AboutUsView {
  const view = aboutUsView(state, playerId);
  const show = state.show;
  if (state.phase !== "reveal" || !guarded(show, state.players, playerId)) return view;
  const told = new Set(state.options.filter((o) => optionTold(show, { id: o.id, truth: o.type === "truth" }, state.votes)).map((o) => o.id));
  const truth = state.options.find((o) => o.type === "truth");
  const totals = scoresBefore(show, state.scores, state.turnPoints, state.players);
  return {
    ...view,
    show: toldSchedule(show),
    scores: totals.scores,
    ranking: totals.ranking,
    turnPoints: totals.totalsTold ? view.turnPoints : {},
    // The subject knows their own truth all along.
    truth: playerId === state.subject || (truth && told.has(truth.id)) ? view.truth : null,
    options: view.options.map((o) => (told.has(o.id) ? o : { id: o.id, answer: o.answer, isMine: o.isMine })),
  };
}
