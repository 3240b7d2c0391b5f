// «عنّا» on the big screen: while everyone answers about themselves, who has; in a subject's turn,
// the subject (large) with the question they answered while the others write, the answers while
// voting, then the staged reveal (reveal.ts) one beat at a time: each believed lie with who fell
// for it and whose it was, the lies nobody believed, the subject's truth with who found it, the
// totals counting up. At the round's end the totals; the podium is the big screen's own.
import { CheckCircle2 } from "lucide-react";
import type { AboutUsOptionView, AboutUsView } from "../../../../../schema/game-views";
import { ABOUT_US, GAME_RULES } from "../../../../../schema/limits";
import { textsFor } from "../../../../../schema/address";
import { cx } from "../../../ui/cx";
import { KillRoundHero } from "../../screen/moments";
import { LayeredAvatar } from "../../../ui/layered-avatar";
import { AudienceChoice, AudienceCount, AvatarRow, nameOf, sizes } from "../../screen/parts";
import type { StageProps } from "../../screen/stages/types";
import { TotalsBoard } from "../../screen/totals";
import { fooledBy } from "./reveal";
import { ABOUT_US_SCREEN_TEXTS } from "./texts";

const gain = (n: number) => `+${n.toLocaleString("en-US")}`;
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

function LieBeat({ room, game, audience, big, option }: StageProps<AboutUsView> & { option: AboutUsOptionView }) {
  const s = sizes(big);
  const fooled = fooledBy(option);
  const authors = option.authors ?? [];
  const earned = fooled.length * ABOUT_US.pointsPerFooled * times(game);
  return (
    <div className="flex w-full flex-col items-center gap-7" key={option.id}>
      <p className={cx("screen-reveal rounded-[2rem] bg-white/[0.08] px-12 py-6 text-center font-bold ring-2 ring-white/25", s.hero)} data-testid="screen-lie">
        {option.answer}
      </p>
      <div className="flex flex-col items-center gap-4">
        <p className={cx("font-bold text-white/90", s.body)}>صدّقها</p>
        <AvatarRow room={room} ids={fooled} big={big} avatar={big ? "xl" : undefined} label="من صدّقها" />
      </div>
      <p className={cx("screen-land flex flex-wrap items-center justify-center gap-6 font-bold", s.name)} data-testid="screen-author">
        <span>{`كذبة ${authors.map((a) => nameOf(room, a)).join(" و")}`}</span>
        {earned ? (
          <span dir="ltr" className="rounded-full bg-[#0d9488]/35 px-6 text-[#5eead4]">
            {gain(earned)}
          </span>
        ) : null}
        <AudienceChoice audience={audience} optionId={option.id} round={game.roundNumber} big={big} />
      </p>
    </div>
  );
}

function UnpickedBeat({ room, game, big }: StageProps<AboutUsView>) {
  const s = sizes(big);
  const unpicked = game.options.filter((o) => o.type === "lie" && !o.voters?.length);
  return (
    <div className="flex w-full flex-col items-center gap-8">
      <p className={cx("font-bold text-white/90", s.title)}>لم يصدّقها أحد</p>
      <ul className={cx("grid w-full max-w-[100rem] gap-5", big && unpicked.length > 1 ? "grid-cols-2" : "grid-cols-1")}>
        {unpicked.map((o, i) => (
          <li key={o.id} className="screen-reveal flex flex-col items-center gap-1 rounded-3xl bg-white/[0.06] px-8 py-5 text-center ring-2 ring-white/15" style={{ animationDelay: `${i * 150}ms` }}>
            <span className={cx("font-bold", s.name)}>{o.answer}</span>
            <span className={cx("text-white/85", s.body)}>{`كذبة ${(o.authors ?? []).map((a) => nameOf(room, a)).join(" و")}`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TruthBeat({ room, game, audience, big, option }: StageProps<AboutUsView> & { option: AboutUsOptionView }) {
  const s = sizes(big);
  const found = option.voters ?? [];
  const subject = game.subjectId;
  return (
    <div className="flex w-full flex-col items-center gap-7">
      <p className={cx("flex items-center gap-4 font-bold text-[#5eead4]", s.title)}>
        <CheckCircle2 aria-hidden="true" className="size-[1em]" />
        {subject ? `جواب ${nameOf(room, subject)} الحقيقي` : "الجواب الحقيقي"}
      </p>
      <p className={cx("screen-truth rounded-[2rem] bg-[#0d9488]/35 px-12 py-6 text-center font-bold ring-4 ring-[#2dd4bf]", s.hero)} data-testid="screen-truth">
        {option.answer}
      </p>
      {found.length ? (
        <div className="flex flex-col items-center gap-4">
          <p className={cx("flex items-center gap-4 font-bold text-white/90", s.body)}>
            وجده
            <span dir="ltr" className="rounded-full bg-[#0d9488]/35 px-4 text-[#5eead4]">
              {gain(ABOUT_US.truthPoints * times(game))}
            </span>
            <AudienceChoice audience={audience} optionId={option.id} round={game.roundNumber} big={big} />
          </p>
          <AvatarRow room={room} ids={found} big={big} avatar={big ? "xl" : undefined} label="من وجد الجواب الحقيقي" />
        </div>
      ) : (
        <p className={cx("screen-land flex flex-wrap items-center justify-center gap-5 font-bold text-white/90", s.name)} data-testid="screen-unfound">
          لم يجده أحد!
          {subject && game.turnPoints[subject] ? (
            <span dir="ltr" className="rounded-full bg-[#0d9488]/35 px-5 text-[#5eead4]">
              {gain(game.turnPoints[subject])}
            </span>
          ) : null}
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
      {beat.kind === "unpicked" ? <UnpickedBeat {...props} /> : null}
      {option && option.type === "truth" ? <TruthBeat {...props} option={option} /> : null}
      {option && option.type === "lie" ? <LieBeat {...props} option={option} /> : null}
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
          {choices ? (
            <ol className={cx("grid w-full max-w-[110rem] gap-5", big ? "grid-cols-2" : "grid-cols-1")} data-testid="screen-options">
              {game.options.map((o) => (
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
    case "reveal":
      return <Reveal {...props} />;
    case "round_results":
      return <TotalsBoard room={room} game={game} big={big} />;
    default:
      return null;
  }
}
