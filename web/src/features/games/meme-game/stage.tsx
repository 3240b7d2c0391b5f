// Meme caption on the big screen: the picture while captions are written and voted on, then the
// captions revealed one by one with their authors and votes, the winners last, the totals after.
import type { MemeView } from "../../../../../schema/game-views";
import { countText, latinDigits, VOTES } from "../../../../../schema/arabic-count";
import { cx } from "../../../ui/cx";
import { KillRoundHero } from "../stage-kit/kill-round-hero";
import { AudienceChoice, AudienceCount, nameOf, sizes } from "../stage-kit/parts";
import { TotalsBoard } from "../stage-kit/totals";
import { textsFor } from "../../../../../schema/address";
import { SCREEN_TEXT_TABLE } from "../stage-kit/texts";
import type { StageProps } from "../stage-kit/stage-props";

function Picture({ game, big }: { game: MemeView; big: boolean }) {
  if (!game.currentMeme) return null;
  return <img src={game.currentMeme.imageUrl} alt="صورة الميم" className={cx("rounded-3xl object-contain ring-2 ring-white/15", big ? "max-h-[62vh] max-w-[44vw]" : "max-h-64")} />;
}

function Reveal({ room, game, audience, big, show }: StageProps<MemeView>) {
  const s = sizes(big);
  const beat = show.beat;
  if (!beat) return null;
  if (beat.kind === "totals") {
    const pick = audience?.round === game.roundNumber && audience.choice ? game.submissions.find((x) => x.id === audience.choice) : undefined;
    return <TotalsBoard room={room} game={game} big={big} audienceLine={pick?.authorId ? `اختيار الجمهور: تعليق ${nameOf(room, pick.authorId)}` : null} />;
  }
  const current = game.submissions.find((x) => x.id === beat.subject);
  const earlier = show.beats.slice(0, show.index).map((b) => game.submissions.find((x) => x.id === b.subject)).filter((x) => !!x);
  const winner = beat.kind === "winner";
  return (
    <div className={cx("flex w-full items-center justify-center gap-12", big ? "flex-row" : "flex-col")}>
      <Picture game={game} big={big} />
      <div className="flex min-w-0 flex-1 flex-col items-center gap-6">
        {current ? (
          <div key={current.id} className={cx("screen-reveal flex w-full flex-col items-center gap-4 rounded-[2rem] px-10 py-6 text-center ring-4", winner ? "bg-gold-500/20 ring-gold-300" : "bg-white/[0.08] ring-white/25")} data-testid="screen-caption">
            {winner ? <p className={cx("font-bold text-gold-300", s.body)}>الأعلى تصويتًا</p> : null}
            <p className={cx("font-bold", s.title)}>{current.captions.join(" / ")}</p>
            <p className={cx("screen-land flex flex-wrap items-center justify-center gap-5 font-bold", s.name)}>
              {current.authorId ? <span>{nameOf(room, current.authorId)}</span> : null}
              <span className="text-white/90">{countText(current.voteCount ?? 0, VOTES)}</span>
              {current.authorId && game.roundPoints[current.authorId] ? (
                <span dir="ltr" className="rounded-full bg-[#0d9488]/35 px-5 text-[#5eead4]">
                  +{latinDigits(game.roundPoints[current.authorId])}
                </span>
              ) : null}
              <AudienceChoice audience={audience} optionId={current.id} round={game.roundNumber} big={big} />
            </p>
          </div>
        ) : null}
        {earlier.length ? (
          <ul className="flex w-full flex-col gap-2" aria-label="تعليقات سبقت">
            {earlier.map((x) => (
              <li key={x.id} className={cx("flex items-center justify-between gap-4 rounded-2xl bg-white/[0.05] px-6 py-2", s.body)}>
                <span className="truncate">{x.captions.join(" / ")}</span>
                <span className="shrink-0 text-white/85">{`${x.authorId ? nameOf(room, x.authorId) : ""} · ${countText(x.voteCount ?? 0, VOTES)}`}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

export function MemeStage(props: StageProps<MemeView>) {
  const { game, audience, big, choices } = props;
  const s = sizes(big);
  if (game.currentPhase === "final_ranking") return null;
  if (game.currentPhase === "round_results") return <Reveal {...props} />;
  return (
    <div className={cx("flex w-full items-center justify-center gap-12", big ? "flex-row" : "flex-col")}>
      <Picture game={game} big={big} />
      <div className="flex min-w-0 flex-1 flex-col items-center gap-6">
        {game.currentPhase === "captioning" && game.isKillRound && game.roundNumber === game.totalRounds ? <KillRoundHero big={big} /> : null}
        {game.currentPhase === "captioning" ? <p className={cx("text-center font-bold text-white/90", s.title)}>{textsFor(SCREEN_TEXT_TABLE, props.room.addressForm).memeCaptioning}</p> : null}
        {game.currentPhase === "voting" && choices ? (
          <ol className="flex w-full flex-col gap-4" data-testid="screen-options">
            {game.submissions.map((x) => (
              <li key={x.id} className="flex items-center justify-between gap-4 rounded-3xl bg-white/[0.08] px-8 py-4 ring-2 ring-white/20">
                <span className={cx("font-bold", s.name)}>{x.captions.join(" / ")}</span>
                <AudienceCount audience={audience} optionId={x.id} round={game.roundNumber} big={big} />
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </div>
  );
}
