// «عنّا»'s phases while players act: answering about oneself, writing a lie as the subject (the
// subject waits with their truth), and voting for the truth (the subject cannot vote).
import { Lock, UserRound } from "lucide-react";
import type { AboutUsView } from "../../../../../schema/game-views";
import { playerFlags } from "../chrome/players-status";
import { useTexts } from "../../../lib/address-form";
import { AnswerOptionGrid, AnswerVoteForm } from "../shared/answer-options";
import type { PhaseScreenProps } from "../shared/game-props";
import { GamePanel } from "../shared/game-panel";
import { HiddenNotice, HideSubmissions } from "../shared/hide-submissions";
import { RefusedNotice } from "../shared/refused-notice";
import { PhaseCountdown, PhaseNotice } from "../shared/phase-frame";
import { playerName } from "../shared/player-chip";
import { isParticipant } from "../shared/rounds";
import { TextAnswerForm } from "../shared/text-answer-form";
import { WatchingCard } from "../shared/watching-card";
import { SubjectQuestionCard } from "./question-card";
import { ABOUT_US_TEXT_TABLE, ABOUT_US_TEXTS } from "./texts";
import { TeamLieCard } from "../shared/team-lie-card";

/** «عنّا»'s phases are as long as the room's settings say; this is the bar's length until it does. */
const FALLBACK_MS = 45_000;

/** answering: every player's own question, answered truthfully and privately. */
export function AnsweringPhase(props: PhaseScreenProps<AboutUsView>) {
  const { state, view } = props;
  const T = useTexts(ABOUT_US_TEXT_TABLE).answering;
  const playing = isParticipant(view, state.you) && view.myQuestion !== null;
  const answered = !!view.myTruth || !!playerFlags(state, state.you).hasAnswered;
  return (
    <>
      <PhaseCountdown view={view} serverNow={props.serverNow} fallbackMs={FALLBACK_MS} label="وقت الإجابة" />
      <PhaseNotice notice={view.notice} />
      <RefusedNotice refused={view.myTextRefused} />
      {playing ? (
        <>
          <section aria-label={T.title} className="rounded-3xl bg-linear-to-b from-[#0369a1]/30 to-[#0369a1]/10 p-4 ring-1 ring-[#38bdf8]/40 sm:p-5" data-testid="my-question-card">
            <p className="flex items-center gap-2 text-sm font-bold text-[#7dd3fc]">
              <UserRound aria-hidden="true" className="size-4" />
              {T.title}
            </p>
            <h2 className="mt-2 text-xl font-bold leading-relaxed text-balance text-white [overflow-wrap:anywhere] sm:text-2xl" data-testid="my-question">
              {view.myQuestion}
            </h2>
            <p className="mt-2 flex items-start gap-1.5 text-sm leading-6 text-white/70">
              <Lock aria-hidden="true" className="mt-1 size-3.5 shrink-0" />
              {T.privacy}
            </p>
          </section>
          <TextAnswerForm {...props} action="SUBMIT_TRUTH" guardId="about-us-truth" answered={answered} sentAnswer={view.myTruth} texts={T} />
        </>
      ) : (
        <WatchingCard title={ABOUT_US_TEXTS.watching.title} note={ABOUT_US_TEXTS.watching.note} />
      )}
    </>
  );
}

/** The subject's own screen in their turn: the truth they gave, and why they wait. */
function SubjectWaiting({ view, note }: { view: AboutUsView; note: string }) {
  return (
    <GamePanel tone="gold" data-testid="subject-waiting">
      <p className="text-sm leading-6 text-white/80">{note}</p>
      {view.truth ? (
        <>
          <p className="mt-3 text-sm font-bold text-gold-300">{ABOUT_US_TEXTS.subject.yourTruth}</p>
          <p className="mt-1 text-2xl font-bold text-white [overflow-wrap:anywhere]" data-testid="subject-truth">
            {view.truth}
          </p>
        </>
      ) : null}
    </GamePanel>
  );
}

/** writing: everyone but the subject writes a lie as if they were the subject. */
export function WritingPhase(props: PhaseScreenProps<AboutUsView>) {
  const { state, view } = props;
  const T = useTexts(ABOUT_US_TEXT_TABLE);
  const subject = view.subjectId;
  const isSubject = subject === state.you;
  const playing = isParticipant(view, state.you);
  const answered = !!view.myLie || !!playerFlags(state, state.you).hasAnswered;
  return (
    <>
      <PhaseCountdown view={view} serverNow={props.serverNow} fallbackMs={FALLBACK_MS} label="وقت الكتابة" />
      {subject ? <SubjectQuestionCard state={state} subjectId={subject} question={view.subjectQuestion} /> : null}
      <PhaseNotice notice={view.notice} />
      <RefusedNotice refused={view.myTextRefused} />
      {isSubject ? (
        <SubjectWaiting view={view} note={T.subject.writing} />
      ) : !playing || !subject ? (
        <WatchingCard title={ABOUT_US_TEXTS.watching.title} note={ABOUT_US_TEXTS.watching.note} />
      ) : (
        <>
          <TextAnswerForm
            {...props}
            action="SUBMIT_ANSWER"
            guardId="about-us-lie"
            answered={answered}
            sentAnswer={view.myLie}
            texts={{ ...T.writing, label: T.writing.label(playerName(state, subject)) }}
          />
          <TeamLieCard teamLie={view.teamLie} state={state} send={props.send} />
        </>
      )}
    </>
  );
}

/** voting: everyone but the subject picks the truth among the lies; one's own lie is marked and not votable. */
export function VotingPhase(props: PhaseScreenProps<AboutUsView>) {
  const { state, view, send } = props;
  const T = useTexts(ABOUT_US_TEXT_TABLE);
  const subject = view.subjectId;
  const isSubject = subject === state.you;
  const playing = isParticipant(view, state.you) && !isSubject;
  return (
    <>
      <PhaseCountdown view={view} serverNow={props.serverNow} fallbackMs={FALLBACK_MS} label="وقت التصويت" />
      {subject ? <SubjectQuestionCard state={state} subjectId={subject} question={view.subjectQuestion} compact /> : null}
      <HiddenNotice hidden={view.myTextHidden} />
      <RefusedNotice refused={view.myTextRefused} />
      {isSubject ? (
        <>
          <SubjectWaiting view={view} note={T.subject.voting} />
          <OptionGrid options={view.options} selected={null} disabled />
        </>
      ) : playing && subject ? (
        <VoteForm {...props} subjectName={playerName(state, subject)} />
      ) : (
        <>
          <WatchingCard title={ABOUT_US_TEXTS.watching.title} note={ABOUT_US_TEXTS.watching.note} />
          <OptionGrid options={view.options} selected={null} disabled />
        </>
      )}
      {state.isAdmin ? <HideSubmissions items={view.options.map((o) => ({ id: o.id, text: o.answer }))} send={send} /> : null}
    </>
  );
}

function VoteForm({ subjectName, ...props }: PhaseScreenProps<AboutUsView> & { subjectName: string }) {
  const T = useTexts(ABOUT_US_TEXT_TABLE).voting;
  return <AnswerVoteForm {...props} options={props.view.options} guardId="about-us-vote" texts={T} title={T.title(subjectName)} layout="stack" ownVotable={false} buttonTestId="vote-button" />;
}

/** The room refuses a vote for one's own lie: it is shown, marked, and not pressable. */
function OptionGrid({ options, selected, disabled, onPick = () => {} }: { options: AboutUsView["options"]; selected: string | null; disabled: boolean; onPick?: (id: string) => void }) {
  return <AnswerOptionGrid options={options} selected={selected} disabled={disabled} onPick={onPick} mineLabel={ABOUT_US_TEXTS.voting.mine} ownVotable={false} />;
}
