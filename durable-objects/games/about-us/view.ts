// What one player may see of «عنّا»: only their own question and truth while answering, nobody
// else's lie before the vote, and no truth, authors or votes before the reveal.
import type { AboutUsAward, AboutUsAwardKind, AboutUsOptionView, AboutUsView } from "../../../schema/game-views";
import { phaseFields, rankScores, topByCount } from "../shared/rounds";
import type { AboutUsState } from "./state";
import { textRefused } from "./moderation";
import type { AboutUsStats } from "./scoring";
import { teamIndex, teamLieView, wroteOrPicked } from "../shared/team-lies";

export type { AboutUsView };

const TURN = new Set(["writing", "voting", "reveal"]);

export function aboutUsView(state: AboutUsState, playerId: string): AboutUsView {
  const revealed = state.phase === "reveal";
  const inTurn = TURN.has(state.phase) && state.subject !== null;
  const subject = inTurn ? state.subject : null;
  const myTeam = teamIndex(state.players)[playerId];
  const wrote = wroteOrPicked(state.players, state.lies, state.teamPicks);
  const options: AboutUsOptionView[] =
    state.phase === "voting" || revealed
      ? state.options.map((o) => {
          // In teams the team's lie is every member's own: they may not vote for it.
          const base = { id: o.id, answer: o.answer, isMine: o.type === "lie" && (o.authors.includes(playerId) || (!!o.teamId && o.teamId === myTeam)) };
          if (!revealed) return base;
          return { ...base, type: o.type, authors: o.authors, voters: Object.keys(state.votes).filter((v) => state.votes[v] === o.id), ...(o.teamId ? { teamId: o.teamId } : {}) };
        })
      : [];
  const seated = state.players.map((p) => p.playerId);
  const voters = (id: string) => (id === state.subject ? undefined : { hasVoted: id in state.votes });
  return {
    gameType: "about-us",
    ...phaseFields(state, state.phase === "final_ranking"),
    scores: state.scores,
    playerStatus: Object.fromEntries(
      state.participants.map((id) => [id, { hasAnswered: state.phase === "answering" ? id in state.truths : wrote(id), ...voters(id) }]),
    ),
    participants: state.participants,
    roundPoints: state.phase === "round_results" ? state.roundPoints : {},
    turnPoints: revealed ? state.turnPoints : {},
    ranking: rankScores(state.scores, state.players),
    notice: state.notice,
    myTextHidden: state.hidden.includes(playerId),
    ...(textRefused(state, playerId) ? { myTextRefused: true } : {}),
    myQuestion: state.phase === "answering" ? (state.asked[playerId]?.content ?? null) : null,
    myTruth: state.phase === "answering" ? (state.truths[playerId] ?? null) : null,
    subjectId: subject,
    subjectQuestion: subject ? (state.asked[subject]?.content ?? null) : null,
    truth: subject && (revealed || subject === playerId) ? state.truths[subject] : null,
    subjectsLeft: inTurn ? state.queue.slice(1) : [],
    myLie: inTurn ? (state.lies[playerId] ?? null) : null,
    ...(myTeam && state.phase === "writing" && playerId !== state.subject ? { teamLie: teamLieView(state.players, state.lies, state.teamPicks, playerId) } : {}),
    options,
    myVote: inTurn ? (state.votes[playerId] ?? null) : null,
    awards: state.phase === "final_ranking" ? aboutUsAwards(state.stats, seated) : [],
  };
}

/** The awards of the final ranking; an award nobody earned is left out. Ties share it, in seat order; leavers are not named. */
export function aboutUsAwards(stats: AboutUsStats, seatOrder: string[]): AboutUsAward[] {
  const awards: AboutUsAward[] = [];
  const seatedOnly = (record: Record<string, number>) => Object.fromEntries(Object.entries(record).filter(([id]) => seatOrder.includes(id)));
  const top = (record: Record<string, number>) => topByCount(seatedOnly(record)).sort((a, b) => seatOrder.indexOf(a) - seatOrder.indexOf(b));
  const push = (kind: AboutUsAwardKind, record: Record<string, number>) => {
    const ids = top(record);
    if (ids.length) awards.push({ kind, playerIds: ids, value: record[ids[0]] });
  };
  push("most_fooling", stats.fooling);
  push("most_fooled", stats.fooled);
  const best = stats.bestLie;
  const bestAuthors = best?.authors.filter((id) => seatOrder.includes(id)) ?? [];
  if (best && bestAuthors.length) awards.push({ kind: "best_lie", playerIds: bestAuthors, value: best.votes, answer: best.answer });
  push("knows_everyone", stats.found);
  push("mystery", stats.unfound);
  return awards;
}
