// «عنّا» on the big screen: while everyone answers about themselves, who has; in a subject's turn,
// the subject (large) with the question they answered while the others write, the answers while
// voting, then the staged reveal (reveal.ts, on the room's clock) one beat at a time, staged like
// bluff trivia's: each believed lie, who fell for it, whose it was; the lies nobody
// believed; the subject's truth in words, who found it; the totals counting up. At the round's end the totals; the podium is the big screen's own.
import type { AboutUsOptionView, AboutUsView } from "../../../../../schema/game-views";
import { ABOUT_US, GAME_RULES } from "../../../../../schema/limits";
import { textsFor } from "../../../../../schema/address";
import { cx } from "../../../ui/cx";
import { KillRoundHero } from "../stage-kit/kill-round-hero";
import { LayeredAvatar } from "../../../ui/layered-avatar";
import { nameOf, sizes } from "../stage-kit/parts";
import { teamNameOf } from "../stage-kit/team-board";
import type { StageProps } from "../stage-kit/stage-props";
import { TotalsBoard } from "../stage-kit/totals";
import { AuthorLine, FooledRow, FoundRow, GainPill, LieCard, StageOptions, TruthCard, UnpickedLies } from "../shared/answer-stage";
import { fooledBy } from "./reveal";
import { ABOUT_US_SCREEN_TEXTS } from "./texts";

const times = (game: AboutUsView) => (game.isKillRound ? GAME_RULES.killRoundMultiplier : 1);

/** The subject and their question, as the turn's heading. */
function Subject({ room, game, big, compact = false }: StageProps<AboutUsView> & { compact?: boolean }) {
  const s = sizes(big);
  const subject = game.subjectId;
  if (!subject) return null;
  const player = room.players[subject];
  return (
    <div className={cx("flex w-full flex-col items-center", compact ? "gap-3" : "gap-5")} data-testid="screen-subject" data-subject-id={subject}>
      <div className="flex items-center gap-6">
        {player ? <LayeredAvatar color={player.avatarColor} face={player.avatarFace} custom={player.avatarCustom} size={big ? (compact ? "lg" : "2xl") : "md"} /> : null}
        <p className={cx("font-bold text-[#7dd3fc]", s.title)}>{`السؤال عن ${nameOf(room, subject)}`}</p>
      </div>
      {game.subjectQuestion ? (
        <h2 className={cx("max-w-[100rem] text-center font-bold", compact ? s.title : s.hero)} data-testid="screen-question">
          {game.subjectQuestion}
        </h2>
      ) : null}
    </div>
  );
}

function Answering({ room, game, big }: StageProps<AboutUsView>) {
  const s = sizes(big);
  return (
    <div className="flex w-full flex-col items-center gap-8" data-testid="screen-answering">
      {game.isKillRound && game.roundNumber === game.totalRounds ? <KillRoundHero big={big} /> : null}
      <h2 className={cx("max-w-[100rem] text-center font-bold", s.hero)}>{textsFor(ABOUT_US_SCREEN_TEXTS, room.addressForm).answering}</h2>
      <p className={cx("text-center font-bold text-white/85", s.body)}>سؤال خاص على كل جوال، ولا يرى أحد الأجوبة قبل كشفها</p>
    </div>
  );
}

/** Whose lie it was, by name. */
const lieOf = (room: StageProps<AboutUsView>["room"], lie: { authors?: string[]; teamId?: string }) => {
  const names = (lie.authors ?? []).map((a) => nameOf(room, a)).join(" و");
  // In teams the lie is the team's: its name first, then whose proposal it was.
  const team = teamNameOf(room, lie.teamId);
  return team ? `كذبة ${team} (${names})` : `كذبة ${names}`;
};

/** A believed lie over its three beats: the lie, then who fell for it, then whose it was and what it earned. */
function LieBeat({ room, game, audience, big, option, fooled, author }: StageProps<AboutUsView> & { option: AboutUsOptionView; fooled: boolean; author: boolean }) {
  const earned = fooledBy(option).length * ABOUT_US.pointsPerFooled * times(game);
  return (
    <div className="flex w-full flex-col items-center gap-7" key={option.id}>
      <LieCard answer={option.answer} big={big} />
      {fooled ? <FooledRow room={room} ids={fooledBy(option)} title="صدّقها" avatar="xl" big={big} /> : null}
      {author ? <AuthorLine author={lieOf(room, option)} earned={earned} optionId={option.id} audience={audience} round={game.roundNumber} big={big} /> : null}
    </div>
  );
}

/** The truth in words, then who found it (or that nobody did, with the subject's points). */
function TruthBeat({ room, game, audience, big, option, finders }: StageProps<AboutUsView> & { option: AboutUsOptionView; finders: boolean }) {
  const s = sizes(big);
  const found = option.voters ?? [];
  const subject = game.subjectId;
  return (
    <div className="flex w-full flex-col items-center gap-7">
      <TruthCard title={subject ? `جواب ${nameOf(room, subject)} الحقيقي` : "الجواب الحقيقي"} answer={option.answer} big={big} />
      {!finders ? null : found.length ? (
        <FoundRow room={room} ids={found} points={ABOUT_US.truthPoints * times(game)} optionId={option.id} audience={audience} round={game.roundNumber} big={big} avatar="xl" label="من وجد الجواب الحقيقي" />
      ) : (
        <p className={cx("screen-land flex flex-wrap items-center justify-center gap-5 font-bold text-white/90", s.name)} data-testid="screen-unfound">
          لم يجده أحد!
          {subject && game.turnPoints[subject] ? <GainPill points={game.turnPoints[subject]} className="px-5" /> : null}
        </p>
      )}
    </div>
  );
}

function Reveal(props: StageProps<AboutUsView>) {
  const { room, game, audience, big, show } = props;
  const beat = show.beat;
  if (!beat) return <Subject {...props} compact />;
  if (beat.kind === "totals") {
    const pick = audience?.round === game.roundNumber && audience.choice ? game.options.find((o) => o.id === audience.choice) : undefined;
    return <TotalsBoard room={room} game={game} big={big} gains={game.turnPoints} audienceLine={pick ? `اختيار الجمهور: «${pick.answer}»` : null} />;
  }
  const option = beat.subject ? game.options.find((o) => o.id === beat.subject) : undefined;
  return (
    <div className="flex w-full flex-col items-center gap-8">
      {game.subjectQuestion ? <p className={cx("max-w-[100rem] text-center font-bold text-white/85", sizes(big).body)}>{game.subjectQuestion}</p> : null}
      {beat.kind === "unpicked" ? <UnpickedLies lies={game.options.filter((o) => o.type === "lie" && !o.voters?.length)} big={big} authorOf={(lie) => lieOf(room, lie)} /> : null}
      {option && (beat.kind === "truth" || beat.kind === "finders") ? <TruthBeat {...props} option={option} finders={beat.kind === "finders"} /> : null}
      {option && (beat.kind === "lie" || beat.kind === "fooled" || beat.kind === "author") ? <LieBeat {...props} option={option} fooled={beat.kind !== "lie"} author={beat.kind === "author"} /> : null}
    </div>
  );
}

export function AboutUsStage(props: StageProps<AboutUsView>) {
  const { room, game, audience, big, choices } = props;
  const s = sizes(big);
  const subjectName = game.subjectId ? nameOf(room, game.subjectId) : "";
  const say = textsFor(ABOUT_US_SCREEN_TEXTS, room.addressForm);
  switch (game.currentPhase) {
    case "answering":
      return <Answering {...props} />;
    case "writing":
      return (
        <div className="flex w-full flex-col items-center gap-8">
          <Subject {...props} />
          <p className={cx("font-bold text-white/90", s.body)}>{say.writing(subjectName)}</p>
        </div>
      );
    case "voting":
      return (
        <div className="flex w-full flex-col items-center gap-5">
          <Subject {...props} compact />
          <p className={cx("font-bold text-white/90", s.body)}>{say.voting(subjectName)}</p>
          {choices ? <StageOptions options={game.options} audience={audience} round={game.roundNumber} big={big} /> : null}
        </div>
      );
    case "reveal":
      return <Reveal {...props} />;
    case "round_results":
      return <TotalsBoard room={room} game={game} big={big} />;
    default:
      return null;
  }
}
