// voting: the options in a 2-column grid (the player's own lie marked, still
// votable), then the vote button. A vote already cast (e.g. before a refresh)
// comes back from `myVote` and stays highlighted.
import type { TriviaView } from "../../../../../schema/game-views";
import type { TriviaVotePayload } from "../../../../../schema/game-actions";
import { DEFAULT_PHASE_SECONDS } from "../../../../../schema/limits";
import { useTexts } from "../shared/address";
import { AnswerOptionGrid, VoteHeading } from "../shared/answer-options";
import type { PhaseScreenProps } from "../shared/game-props";
import { HiddenNotice, HideSubmissions } from "../shared/hide-submissions";
import { PhaseCountdown } from "../shared/phase-frame";
import { useRoundVote, VoteSubmitControl } from "../shared/vote-submit";
import { WatchingCard } from "../shared/watching-card";
import { isParticipant } from "./logic";
import { QuestionCard } from "./question-card";
import { TRIVIA_TEXT_TABLE, TRIVIA_TEXTS } from "./texts";

const T = TRIVIA_TEXTS.voting;

export function VotingPhase(props: PhaseScreenProps<TriviaView>) {
  const { state, view, send } = props;
  const playing = isParticipant(view, state.you);
  return (
    <>
      <PhaseCountdown view={view} serverNow={props.serverNow} fallbackMs={DEFAULT_PHASE_SECONDS.triviaVoting * 1000} label="وقت التصويت" />
      {view.currentQuestion ? <QuestionCard question={view.currentQuestion} compact /> : null}
      <HiddenNotice hidden={view.myTextHidden} />
      {playing ? (
        <VoteForm {...props} />
      ) : (
        <>
          <WatchingCard title={TRIVIA_TEXTS.watching.title} note={TRIVIA_TEXTS.watching.note} />
          <AnswerOptionGrid options={view.displayOptions} selected={null} disabled onPick={() => {}} mineLabel={T.mine} ownVotable />
        </>
      )}
      {state.isAdmin ? <HideSubmissions items={view.displayOptions.map((o) => ({ id: o.id, text: o.answer }))} send={send} /> : null}
    </>
  );
}

function VoteForm({ state, view, send, subscribe }: PhaseScreenProps<TriviaView>) {
  const T = useTexts(TRIVIA_TEXT_TABLE).voting;
  const vote = useRoundVote(state, view, {
    guardId: "trivia-vote",
    action: "SUBMIT_VOTE",
    subscribe,
    noChoiceToast: T.noChoiceToast,
    sendVote: (optionId) => send("game-action", { action: "SUBMIT_VOTE", payload: { optionId } satisfies TriviaVotePayload }),
  });
  // The server's record wins: after a refresh the page shows the vote it counted.
  const selected = view.myVote ?? vote.choice;

  return (
    <section aria-label={T.optionsLabel} className="flex flex-col gap-3" data-submission={vote.status}>
      <VoteHeading title={T.title} hint={T.hint} open={!vote.locked} layout="row" />
      <AnswerOptionGrid options={view.displayOptions} selected={selected} disabled={vote.locked} onPick={vote.setChoice} mineLabel={T.mine} ownVotable />
      <VoteSubmitControl vote={vote} texts={T} />
    </section>
  );
}
