// Teams in the lobby: the host splits the room into 2 to 8 teams (or none) and moves a player
// from one team to another; everyone sees who is in which team. Above TEAMS.requiredAbove
// players the game starts only in teams, and the card says so.
import { UsersRound } from "lucide-react";
import { countText, PLAYERS, TEAM_COUNT } from "../../../../schema/arabic-count";
import { TEAMS } from "../../../../schema/limits";
import type { RoomView } from "../../../../schema/protocol";
import { cx } from "../../ui/cx";

const COUNTS = [0, ...Array.from({ length: TEAMS.maxCount - TEAMS.minCount + 1 }, (_, i) => TEAMS.minCount + i)];

export function TeamCard({
  state,
  editable,
  onCount,
  onMove,
}: {
  state: RoomView;
  editable: boolean;
  onCount: (count: number) => void;
  onMove: (playerId: string, teamId: string) => void;
}) {
  const teams = state.teams ?? [];
  const seated = Object.keys(state.players).length;
  const required = seated > TEAMS.requiredAbove;
  return (
    <section className="rounded-3xl bg-white/[0.05] p-4 ring-1 ring-white/10 sm:p-5" data-testid="teams">
      <div className="flex items-center gap-3">
        <UsersRound aria-hidden="true" className={cx("size-6 shrink-0", teams.length ? "text-brand-300" : "text-white/40")} />
        <div className="min-w-0 flex-1">
          <h2 id="teams-title" className="font-bold text-white">
            اللعب بالفرق
          </h2>
          <p className="mt-0.5 text-xs leading-5 text-white/60">
            {required && !teams.length
              ? `أكثر من ${countText(TEAMS.requiredAbove, PLAYERS)}: تبدأ اللعبة بعد تقسيم الغرفة إلى فرق`
              : "كل فريق يقترح كذبة واحدة، ويصوّت كل لاعب وحده، وتُجمع النقاط للفريق"}
          </p>
        </div>
      </div>
      <div role="radiogroup" aria-labelledby="teams-title" className="mt-3 grid grid-cols-4 gap-2">
        {COUNTS.map((count) => (
          <button
            key={count}
            type="button"
            role="radio"
            aria-checked={teams.length === count}
            disabled={!editable}
            onClick={() => onCount(count)}
            data-team-count={count}
            className={cx(
              "min-h-11 rounded-2xl text-sm font-bold ring-1 ring-inset transition disabled:cursor-not-allowed",
              teams.length === count ? "bg-brand-500/25 text-white ring-brand-400/60" : "bg-white/[0.04] text-white/75 ring-white/10 enabled:hover:bg-white/10",
            )}
          >
            {countText(count, TEAM_COUNT)}
          </button>
        ))}
      </div>
      {teams.length ? (
        <ul className="mt-4 grid gap-3" aria-label="الفرق">
          {teams.map((team) => (
            <li key={team.id} className="rounded-2xl bg-white/[0.04] p-3 ring-1 ring-white/10" data-team-id={team.id}>
              <h3 className="text-sm font-bold text-gold-300">
                {team.nameAr} <span className="text-white/60">({team.playerIds.length})</span>
              </h3>
              <ul className="mt-2 flex flex-col gap-1.5">
                {team.playerIds.map((id) => (
                  <li key={id} className="flex min-h-11 items-center justify-between gap-2 text-sm text-white" data-player-id={id}>
                    <span className="truncate">{state.players[id]?.nickname}</span>
                    {editable ? (
                      <select
                        aria-label={`نقل ${state.players[id]?.nickname ?? ""} إلى فريق آخر`}
                        value={team.id}
                        onChange={(e) => onMove(id, e.target.value)}
                        className="min-h-11 rounded-xl bg-night-900 px-2 text-sm text-white ring-1 ring-white/15"
                      >
                        {teams.map((t) => (
                          <option key={t.id} value={t.id}>
                            {t.nameAr}
                          </option>
                        ))}
                      </select>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
