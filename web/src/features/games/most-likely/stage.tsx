// Most likely on the big screen: the question while the room votes, then each name's votes land
// one by one (fewest first), the most-accused last, and the rounds won after.
import { Siren } from "lucide-react";
import type { MostLikelyView } from "../../../../../schema/game-views";
import { countText, VOTES } from "../../../../../schema/arabic-count";
import { cx } from "../../../ui/cx";
import { AudienceChoice, AudienceCount, AvatarRow, nameOf, PlayerBadge, sizes } from "../stage-kit/parts";
import { TotalsBoard } from "../stage-kit/totals";
import { textsFor } from "../../../../../schema/address";
import { SCREEN_TEXT_TABLE } from "../stage-kit/texts";
import type { StageProps } from "../stage-kit/stage-props";

function Question({ game, big }: { game: MostLikelyView; big: boolean }) {
  if (!game.currentQuestion) return null;
  return (
    <h2 className={cx("max-w-[100rem] text-center font-bold", sizes(big).title)} data-testid="screen-question">
      {game.currentQuestion.content}
    </h2>
  );
}

function Reveal({ room, game, audience, big, show }: StageProps<MostLikelyView>) {
  const s = sizes(big);
  const beat = show.beat;
  if (!beat) return null;
  if (beat.kind === "totals") {
    const pick = audience?.round === game.roundNumber ? audience.choice : null;
    return <TotalsBoard room={room} game={game} big={big} audienceLine={pick ? `اختيار الجمهور: ${nameOf(room, pick)}` : null} />;
  }
  const current = game.accusations.find((a) => a.playerId === beat.subject);
  const earlier = show.beats.slice(0, show.index).map((b) => game.accusations.find((a) => a.playerId === b.subject)).filter((a) => !!a);
  const accused = beat.kind === "accused";
  return (
    <div className="flex w-full flex-col items-center gap-8">
      <Question game={game} big={big} />
      {current ? (
        <div key={current.playerId} className={cx("screen-reveal flex flex-col items-center gap-4 rounded-[2rem] px-12 py-6", accused ? "bg-[#e11d48]/25 ring-4 ring-[#fb7185]" : "bg-white/[0.07] ring-2 ring-white/20")} data-testid="screen-accusation">
          {accused ? (
            <p className={cx("flex items-center gap-3 font-bold text-[#fecdd3]", s.body)}>
              <Siren aria-hidden="true" className="size-[1em]" />
              الأكثر ترشيحًا
            </p>
          ) : null}
          <PlayerBadge room={room} id={current.playerId} big={big} avatar={big ? "2xl" : "lg"} />
          <p className={cx("flex items-center gap-4 font-bold text-gold-300", s.name)}>
            {countText(current.count, VOTES)}
            <AudienceChoice audience={audience} optionId={current.playerId} round={game.roundNumber} big={big} />
          </p>
          <AvatarRow room={room} ids={current.voters.filter((v) => room.players[v])} big={big} avatar={big ? "lg" : "md"} label={`من اختار ${nameOf(room, current.playerId)}`} />
        </div>
      ) : null}
      {earlier.length ? (
        <ul className={cx("flex flex-wrap justify-center gap-x-10 gap-y-2 font-bold", s.body)} aria-label="أسماء سبقت">
          {earlier.map((a) => (
            <li key={a.playerId}>{`${nameOf(room, a.playerId)}: ${countText(a.count, VOTES)}`}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function MostLikelyStage(props: StageProps<MostLikelyView>) {
  const { room, game, audience, big } = props;
  if (game.currentPhase === "game_end") return null;
  if (game.currentPhase === "round_results") return <Reveal {...props} />;
  return (
    <div className="flex w-full flex-col items-center gap-10">
      <Question game={game} big={big} />
      <p className={cx("font-bold text-white/90", sizes(big).body)}>{textsFor(SCREEN_TEXT_TABLE, room.addressForm).mostLikelyVoting}</p>
      {audience?.round === game.roundNumber && audience.total > 0 ? (
        <ul className={cx("flex flex-wrap justify-center gap-6 font-bold", sizes(big).body)} aria-label="أصوات الجمهور">
          {game.participants.map((id) => (
            <li key={id} className="flex items-center gap-3">
              {nameOf(room, id)}
              <AudienceCount audience={audience} optionId={id} round={game.roundNumber} big={big} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
