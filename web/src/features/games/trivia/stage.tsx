// Bluff trivia on the big screen: who chooses and from what, the question while the lies are
// written, the options while voting, then the staged reveal (beats.ts) one beat at a time: each
// picked lie, who fell for it, whose it was and what it earned; the unpicked together; the truth
// named «الجواب الصحيح» with who found it; the totals counting up last.
import { CheckCircle2 } from "lucide-react";
import type { TriviaOptionView, TriviaView } from "../../../../../schema/game-views";
import { GAME_RULES } from "../../../../../schema/limits";
import { cx } from "../../../ui/cx";
import { fooledBy, lieEarnings } from "../../screen/beats";
import { KillRoundHero } from "../../screen/moments";
import { AudienceChoice, AudienceCount, AvatarRow, nameOf, PlayerBadge, sizes } from "../../screen/parts";
import { TotalsBoard } from "../../screen/totals";
import { textsFor } from "../../../../../schema/address";
import { SCREEN_TEXT_TABLE } from "../../screen/texts";
import type { StageProps } from "../../screen/stages/types";

const gain = (n: number) => `+${n.toLocaleString("en-US")}`;

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
  const s = sizes(big);
  const voters = fooledBy(option);
  const own = (option.voters ?? []).filter((v) => !voters.includes(v));
  const authors = option.authors ?? [];
  const earned = lieEarnings(option, game.isKillRound);
  return (
    <div className="flex w-full flex-col items-center gap-8" key={option.id}>
      <p className={cx("screen-reveal rounded-[2rem] bg-white/[0.08] px-12 py-6 text-center font-bold ring-2 ring-white/25", s.hero)} data-testid="screen-lie">
        {option.answer}
      </p>
      {fooled ? (
        <div className="flex flex-col items-center gap-4">
          <p className={cx("font-bold text-white/90", s.body)}>{voters.length ? "صدّقها" : "لم يخترها إلا كاتبها"}</p>
          <AvatarRow room={room} ids={voters.length ? voters : own} big={big} avatar={big ? "2xl" : undefined} label="من صدّقها" />
        </div>
      ) : null}
      {author ? (
        <p className={cx("screen-land flex flex-wrap items-center justify-center gap-6 font-bold", s.name)} data-testid="screen-author">
          <span>{option.type === "fake" && authors.length ? `كذبة ${authors.map((a) => nameOf(room, a)).join(" و")}` : "كذبة من اللعبة"}</span>
          {earned ? (
            <span dir="ltr" className="rounded-full bg-[#0d9488]/35 px-6 text-[#5eead4]">
              {gain(earned)}
            </span>
          ) : null}
          <AudienceChoice audience={audience} optionId={option.id} round={game.roundNumber} big={big} />
        </p>
      ) : null}
    </div>
  );
}

function UnpickedBeat({ room, game, big }: StageProps<TriviaView>) {
  const s = sizes(big);
  const unpicked = game.displayOptions.filter((o) => o.type !== "correct" && !o.voters?.length);
  return (
    <div className="flex w-full flex-col items-center gap-8">
      <p className={cx("font-bold text-white/90", s.title)}>لم يصدّقها أحد</p>
      <ul className={cx("grid w-full max-w-[100rem] gap-5", big && unpicked.length > 1 ? "grid-cols-2" : "grid-cols-1")}>
        {unpicked.map((o, i) => (
          <li key={o.id} className="screen-reveal flex flex-col items-center gap-1 rounded-3xl bg-white/[0.06] px-8 py-5 text-center ring-2 ring-white/15" style={{ animationDelay: `${i * 150}ms` }}>
            <span className={cx("font-bold", s.name)}>{o.answer}</span>
            <span className={cx("text-white/85", s.body)}>{o.type === "fake" && o.authors?.length ? `كذبة ${o.authors.map((a) => nameOf(room, a)).join(" و")}` : "كذبة من اللعبة"}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TruthBeat({ room, game, audience, big, option, finders }: StageProps<TriviaView> & { option: TriviaOptionView; finders: boolean }) {
  const s = sizes(big);
  const found = option.voters ?? [];
  const points = GAME_RULES.trivia.correctAnswerPoints * (game.isKillRound ? GAME_RULES.killRoundMultiplier : 1);
  return (
    <div className="flex w-full flex-col items-center gap-8">
      <p className={cx("flex items-center gap-4 font-bold text-[#5eead4]", s.title)}>
        <CheckCircle2 aria-hidden="true" className="size-[1em]" />
        الجواب الصحيح
      </p>
      <p className={cx("screen-truth rounded-[2rem] bg-[#0d9488]/35 px-12 py-6 text-center font-bold ring-4 ring-[#2dd4bf]", s.hero)} data-testid="screen-truth">
        {option.answer}
      </p>
      {finders ? (
        found.length ? (
          <div className="flex flex-col items-center gap-4">
            <p className={cx("flex items-center gap-4 font-bold text-white/90", s.body)}>
              وجده
              <span dir="ltr" className="rounded-full bg-[#0d9488]/35 px-4 text-[#5eead4]">
                {gain(points)}
              </span>
              <AudienceChoice audience={audience} optionId={option.id} round={game.roundNumber} big={big} />
            </p>
            <AvatarRow room={room} ids={found} big={big} avatar={big ? "2xl" : undefined} label="من وجد الجواب الصحيح" />
          </div>
        ) : (
          <p className={cx("screen-land font-bold text-white/90", s.name)}>لم يجده أحد!</p>
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
      {beat.kind === "unpicked" ? <UnpickedBeat {...props} /> : null}
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
          {game.currentPhase === "voting" && choices ? (
            <ol className={cx("grid w-full max-w-[110rem] gap-5", big ? "grid-cols-2" : "grid-cols-1")} data-testid="screen-options">
              {game.displayOptions.map((o) => (
                <li key={o.id} className="flex items-center justify-between gap-4 rounded-3xl bg-white/[0.08] px-8 py-4 ring-2 ring-white/20">
                  <span className={cx("font-bold", s.name)} data-option-text>
                    {o.answer}
                  </span>
                  <AudienceCount audience={audience} optionId={o.id} round={game.roundNumber} big={big} />
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      );
  }
}
