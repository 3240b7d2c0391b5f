// A room in teams, while the lies are written: the member sees the team's proposals as they come
// and may pick one as the team's lie («اعتماد»). Without a pick the last proposal stands when the
// writing ends; once picked, the whole team is done (durable-objects/games/shared/team-lies.ts).
import { Check } from "lucide-react";
import type { TeamLieView } from "../../../../../schema/game-views";
import type { RoomView } from "../../../../../schema/protocol";
import { cx } from "../../../ui/cx";
import type { RoomSend } from "../../../live/use-room";

export function TeamLieCard({ teamLie, state, send }: { teamLie: TeamLieView | null | undefined; state: RoomView; send: RoomSend }) {
  if (!teamLie) return null;
  const team = state.teams?.find((t) => t.id === teamLie.teamId);
  const standing = teamLie.pick ?? teamLie.proposals.at(-1)?.playerId ?? null;
  return (
    <section className="mt-4 rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10" aria-labelledby="team-lie-title" data-testid="team-lie">
      <h2 id="team-lie-title" className="font-bold text-white">
        {`اقتراحات ${team?.nameAr ?? "الفريق"}`}
      </h2>
      <p className="mt-0.5 text-xs leading-5 text-white/60">
        {teamLie.pick ? "اعتمد الفريق كذبته، ويمكن تغييرها قبل نهاية الوقت" : "تدخل التصويت آخر كذبة مقترحة، إلا إذا اعتمد أحدكم غيرها"}
      </p>
      {teamLie.proposals.length ? (
        <ul className="mt-3 flex flex-col gap-2">
          {teamLie.proposals.map((p) => (
            <li
              key={p.playerId}
              className={cx("flex min-h-11 items-center justify-between gap-3 rounded-2xl px-3 py-2 ring-1", p.playerId === standing ? "bg-brand-500/20 ring-brand-400/60" : "bg-white/[0.04] ring-white/10")}
              data-proposal-of={p.playerId}
              data-standing={p.playerId === standing ? "yes" : undefined}
            >
              <span className="min-w-0">
                <span className="block truncate font-bold text-white">{p.answer}</span>
                <span className="block text-xs text-white/60">{state.players[p.playerId]?.nickname}</span>
              </span>
              {teamLie.pick === p.playerId ? (
                <span className="flex shrink-0 items-center gap-1 text-sm font-bold text-[#5eead4]">
                  <Check aria-hidden="true" className="size-4" />
                  معتمدة
                </span>
              ) : (
                <button
                  type="button"
                  className="min-h-11 shrink-0 rounded-2xl bg-white/10 px-4 text-sm font-bold text-white hover:bg-white/15"
                  onClick={() => void send("game-action", { action: "PICK_LIE", payload: { authorId: p.playerId } })}
                >
                  اعتماد
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-white/70">لا اقتراحات بعد</p>
      )}
    </section>
  );
}
