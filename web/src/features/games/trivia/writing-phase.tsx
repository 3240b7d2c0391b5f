// writing: everyone writes a lie for the question. The answer is cleaned before it
// is sent; the room may refuse it as the truth or too close to it, and that hint
// shows under the submit button so the player writes another (spec 001 §5). A player stuck
// for a lie may take a house lie instead («ساعدوني بكذبة», lie-help.tsx).
import type { TriviaView } from "../../../../../schema/game-views";
import { DEFAULT_PHASE_SECONDS } from "../../../../../schema/limits";
import { playerFlags } from "../chrome/players-status";
import { useTexts } from "../../../lib/address-form";
import type { PhaseScreenProps } from "../shared/game-props";
import { RefusedNotice } from "../shared/refused-notice";
import { PhaseCountdown, PhaseNotice } from "../shared/phase-frame";
import { TextAnswerForm } from "../shared/text-answer-form";
import { WatchingCard } from "../shared/watching-card";
import { LieHelp } from "./lie-help";
import { TeamLieCard } from "../shared/team-lie-card";
import { isParticipant } from "./logic";
import { QuestionCard } from "./question-card";
import { TRIVIA_TEXT_TABLE, TRIVIA_TEXTS } from "./texts";

export function WritingPhase(props: PhaseScreenProps<TriviaView>) {
  const { state, view } = props;
  const T = useTexts(TRIVIA_TEXT_TABLE).writing;
  const playing = isParticipant(view, state.you);
  const answered = !!view.myAnswer || !!playerFlags(state, state.you).hasAnswered;
  return (
    <>
      <PhaseCountdown view={view} serverNow={props.serverNow} fallbackMs={DEFAULT_PHASE_SECONDS.triviaWriting * 1000} label="وقت الكتابة" />
      {view.currentQuestion ? <QuestionCard question={view.currentQuestion} /> : null}
      <PhaseNotice notice={view.notice} />
      <RefusedNotice refused={view.myTextRefused} />
      {!playing ? (
        <WatchingCard title={TRIVIA_TEXTS.watching.title} note={TRIVIA_TEXTS.watching.note} />
      ) : (
        <>
          <TextAnswerForm {...props} action="SUBMIT_ANSWER" guardId="trivia-answer" answered={answered} sentAnswer={view.myAnswer} texts={T} ready={!!view.currentQuestion} />
          {answered ? null : <LieHelp view={view} send={props.send} subscribe={props.subscribe} />}
          <TeamLieCard teamLie={view.teamLie} state={state} send={props.send} />
        </>
      )}
    </>
  );
}
