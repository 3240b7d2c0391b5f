// voting: the options in a 2-column grid (the player's own lie marked, still
// votable), then the vote button. A vote already cast (e.g. before a refresh)
// comes back from `myVote` and stays highlighted.
import type { TriviaView } from "../../../../../schema/game-views";
import { DEFAULT_PHASE_SECONDS } from "../../../../../schema/limits";
import { useTexts } from "../../../lib/address-form";
import { AnswerOptionGrid, AnswerVoteForm } from "../shared/answer-options";
import type { PhaseScreenProps } from "../shared/game-props";
import { RefusedNotice } from "../shared/refused-notice";
import { HiddenNotice, HideSubmissions } from "../shared/hide-submissions";
import { PhaseCountdown } from "../shared/phase-frame";
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
      <RefusedNotice refused={view.myTextRefused} />
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

function VoteForm(props: PhaseScreenProps<TriviaView>) {
  const T = useTexts(TRIVIA_TEXT_TABLE).voting;
  return <AnswerVoteForm {...props} options={props.view.displayOptions} guardId="trivia-vote" texts={T} title={T.title} layout="row" ownVotable />;
}
