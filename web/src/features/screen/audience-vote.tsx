// The audience's vote: one per voting phase, changeable until the phase ends; no points, but
// the round's favourite earns «اختيار الجمهور» on every screen.
import { textsFor } from "../../../../schema/address";
import { SCREEN_TEXT_TABLE } from "../games/stage-kit/texts";
import { Users } from "lucide-react";
import type { AudienceTallyView, GameView, RoomView } from "../../../../schema/protocol";
import { cx } from "../../ui/cx";
import { audienceChoicesOf } from "../games/registry";
import { nameOf } from "./stage";


export function AudienceVote({
  room,
  game,
  audience,
  myVote,
  error,
  onVote,
}: {
  room: RoomView;
  game: GameView;
  audience: AudienceTallyView | null;
  myVote: { optionId: string; round: number } | null;
  error: string | null;
  onVote: (optionId: string) => void;
}) {
  // Each game says what its audience may choose (features/games/registry.ts).
  const options = audienceChoicesOf(game, (id) => nameOf(room, id));
  if (options.length === 0) return null;
  // A vote of this round still on offer: a round with several votes («عنّا», one per subject) names each vote's options apart.
  const chosen = myVote?.round === game.roundNumber && options.some((o) => o.id === myVote.optionId) ? myVote.optionId : null;
  return (
    <section aria-labelledby="audience-vote-title" className="w-full max-w-xl">
      <h2 id="audience-vote-title" className="mb-3 text-xl font-bold">
        {textsFor(SCREEN_TEXT_TABLE, room.addressForm).audienceVote}
      </h2>
      <ul className="flex flex-col gap-2">
        {options.map((o) => (
          <li key={o.id}>
            <button
              type="button"
              aria-pressed={chosen === o.id}
              onClick={() => onVote(o.id)}
              className={cx("min-h-12 w-full rounded-2xl px-4 py-3 text-start font-bold ring-2", chosen === o.id ? "bg-brand-500/25 ring-brand-400" : "bg-white/[0.06] ring-white/10 hover:bg-white/10")}
            >
              <span className="flex items-center justify-between gap-3">
                {o.label}
                {audience?.round === game.roundNumber && audience.counts[o.id] ? (
                  <span className="inline-flex items-center gap-1 text-sm text-[#c4b5fd]" data-testid="audience-votes">
                    <Users aria-label="أصوات الجمهور" className="size-4" />
                    {audience.counts[o.id]}
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {error ? <p role="alert" className="mt-2 text-[#fda4af]">{error}</p> : null}
      {chosen ? <p role="status" className="mt-2 text-white/70">تم تسجيل صوتك، ويمكنك تغييره حتى نهاية التصويت.</p> : null}
    </section>
  );
}
