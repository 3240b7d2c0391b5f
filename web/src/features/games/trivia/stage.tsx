// Bluff trivia on the big screen: who chooses and from what, the question while the lies are
// written, the options while voting, then the staged reveal (beats.ts) one beat at a time: each
// picked lie, who fell for it, whose it was and what it earned; the unpicked together; the truth
// named «الجواب الصحيح» with who found it; the totals counting up last.
import type { TriviaOptionView, TriviaView } from "../../../../../schema/game-views";
import { GAME_RULES } from "../../../../../schema/limits";
import { cx } from "../../../ui/cx";
import { fooledBy, lieEarnings } from "./reveal";
import { KillRoundHero } from "../stage-kit/kill-round-hero";
import { nameOf, PlayerBadge, sizes } from "../stage-kit/parts";
import { teamNameOf } from "../stage-kit/team-board";
import { TotalsBoard } from "../stage-kit/totals";
import { textsFor } from "../../../../../schema/address";
import { SCREEN_TEXT_TABLE } from "../stage-kit/texts";
import type { StageProps } from "../stage-kit/stage-props";
import { AuthorLine, FooledRow, FoundRow, LieCard, StageOptions, TruthCard, UnpickedLies } from "../shared/answer-stage";

/** Whose lie it was: a player's by name, or one the game wrote. */
const lieOf = (room: StageProps<TriviaView>["room"], lie: Pick<TriviaOptionView, "type" | "authors" | "teamId">) => {
  if (lie.type !== "fake" || !lie.authors?.length) return "كذبة من اللعبة";
  const names = lie.authors.map((a) => nameOf(room, a)).join(" و");
  // In teams the lie is the team's: its name first, then whose proposal it was.
  const team = teamNameOf(room, lie.teamId);
  return team ? `كذبة ${team} (${names})` : `كذبة ${names}`;
};

function Selection({ room, game, big }: StageProps<TriviaView>) {
  const s = sizes(big);
  const chooser = game.subcategorySelector;
  return (
    <div className="flex w-full flex-col items-center gap-8" data-testid="screen-selection">
      {game.isKillRound ? <KillRoundHero big={big} /> : null}
      {chooser ? (
        <div className="flex items-center gap-6">
          <PlayerBadge room={room} id={chooser} big={big} avatar={big ? "2xl" : "md"} />
          <p className={cx("font-bold", s.title)}>{`دور ${nameOf(room, chooser)} في اختيار فئة السؤال`}</p>
        </div>
      ) : (
        <p className={cx("font-bold", s.title)}>اختيار فئة السؤال</p>
      )}
      <ul className={cx("grid w-full max-w-[100rem] gap-5", big ? "grid-cols-2" : "grid-cols-1")} aria-label="الفئات المعروضة">
        {game.availableSubcategories.map((sub, i) => (
          <li key={sub.id} className="screen-reveal rounded-3xl bg-white/[0.08] px-8 py-6 text-center font-bold ring-2 ring-white/20" style={{ animationDelay: `${i * 150}ms` }}>
            <span className={s.name}>{sub.nameAr}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Question({ game, big }: { game: TriviaView; big: boolean }) {
  const question = game.currentQuestion;
  if (!question) return null;
  return (
    <div className="flex flex-col items-center gap-4">
      {question.imageUrl && big ? <img src={question.imageUrl} alt="صورة السؤال" className="max-h-[28vh] rounded-3xl object-contain ring-2 ring-white/15" /> : null}
      <h2 className={cx("max-w-[100rem] text-center font-bold", sizes(big).title)} data-testid="screen-question">
        {question.content}
      </h2>
    </div>
  );
}

function LieBeat({ room, game, audience, big, option, fooled, author }: StageProps<TriviaView> & { option: TriviaOptionView; fooled: boolean; author: boolean }) {
  const voters = fooledBy(option);
  const own = (option.voters ?? []).filter((v) => !voters.includes(v));
  return (
    <div className="flex w-full flex-col items-center gap-8" key={option.id}>
      <LieCard answer={option.answer} big={big} />
      {fooled ? <FooledRow room={room} ids={voters.length ? voters : own} title={voters.length ? "صدّقها" : "لم يخترها إلا كاتبها"} avatar="2xl" big={big} /> : null}
      {author ? <AuthorLine author={lieOf(room, option)} earned={lieEarnings(option, game.isKillRound)} optionId={option.id} audience={audience} round={game.roundNumber} big={big} /> : null}
    </div>
  );
}

function TruthBeat({ room, game, audience, big, option, finders }: StageProps<TriviaView> & { option: TriviaOptionView; finders: boolean }) {
  const found = option.voters ?? [];
  const points = GAME_RULES.trivia.correctAnswerPoints * (game.isKillRound ? GAME_RULES.killRoundMultiplier : 1);
  return (
    <div className="flex w-full flex-col items-center gap-8">
      <TruthCard title="الجواب الصحيح" answer={option.answer} big={big} />
      {finders ? (
        found.length ? (
          <FoundRow room={room} ids={found} points={points} optionId={option.id} audience={audience} round={game.roundNumber} big={big} avatar="2xl" label="من وجد الجواب الصحيح" />
        ) : (
          <p className={cx("screen-land font-bold text-white/90", sizes(big).name)}>لم يجده أحد!</p>
        )
      ) : null}
    </div>
  );
}

function Reveal(props: StageProps<TriviaView>) {
  const { room, game, audience, big, show } = props;
  const beat = show.beat;
  if (!beat) return null;
  const option = beat.subject ? game.displayOptions.find((o) => o.id === beat.subject) : undefined;
  if (beat.kind === "totals") {
    const pick = audience?.round === game.roundNumber && audience.choice ? game.displayOptions.find((o) => o.id === audience.choice) : undefined;
    return <TotalsBoard room={room} game={game} big={big} audienceLine={pick ? `اختيار الجمهور: «${pick.answer}»` : null} />;
  }
  return (
    <div className="flex w-full flex-col items-center gap-8">
      <Question game={game} big={big} />
      {beat.kind === "unpicked" ? <UnpickedLies lies={game.displayOptions.filter((o) => o.type !== "correct" && !o.voters?.length)} big={big} authorOf={(lie) => lieOf(room, lie)} /> : null}
      {option && (beat.kind === "truth" || beat.kind === "finders") ? <TruthBeat {...props} option={option} finders={beat.kind === "finders"} /> : null}
      {option && (beat.kind === "lie" || beat.kind === "fooled" || beat.kind === "author") ? <LieBeat {...props} option={option} fooled={beat.kind !== "lie"} author={beat.kind === "author"} /> : null}
    </div>
  );
}

export function TriviaStage(props: StageProps<TriviaView>) {
  const { game, audience, big, choices } = props;
  const s = sizes(big);
  switch (game.currentPhase) {
    case "subcategory_selection":
      return <Selection {...props} />;
    case "final_ranking":
      return null;
    case "round_results":
      return <Reveal {...props} />;
    default:
      return (
        <div className="flex w-full flex-col items-center gap-8">
          <Question game={game} big={big} />
          {game.currentPhase === "writing" ? <p className={cx("font-bold text-white/90", s.body)}>{textsFor(SCREEN_TEXT_TABLE, props.room.addressForm).triviaWriting}</p> : null}
          {game.currentPhase === "voting" && choices ? <StageOptions options={game.displayOptions} audience={audience} round={game.roundNumber} big={big} /> : null}
        </div>
      );
  }
}
