// The big screen of a room in teams: forty tiles would not fit, so each team is one card. While a
// phase runs each card names its members with a tick for those who have acted; after a round's
// show the cards carry the teams' totals; at the end the podium is the teams', each with the
// member whose lies fooled the most. Sizes are rem at the TV's 16:9 root (screen.css): 1.5rem is
// 24 px at 1920×1080, the smallest text here.
import type { GameView, RoomView, TeamView } from "../../../../../schema/protocol";
import { countText, latinDigits, POINTS } from "../../../../../schema/arabic-count";
import { phaseRole } from "../../../../../schema/games";
import { cx } from "../../../ui/cx";
import { presenceOf } from "./parts";

const text = (big: boolean) =>
  big
    ? { member: "text-[1.5rem]", team: "text-[2rem]", score: "text-[2rem]", title: "text-[3.5rem]", hero: "text-[5rem]", podiumName: "text-[2.5rem]" }
    : { member: "text-sm", team: "text-base", score: "text-base", title: "text-2xl", hero: "text-3xl", podiumName: "text-lg" };

/** Columns of team cards: a row of up to four, so eight teams make two rows. */
const columns = (n: number) => (n <= 2 ? "grid-cols-2" : n === 3 ? "grid-cols-3" : "grid-cols-4");

/** The teams by points, best first (ties keep the teams' order). */
export function teamRanking(room: RoomView, game: GameView): (TeamView & { score: number; rank: number })[] {
  const scores = game.teamScores ?? {};
  const sorted = (room.teams ?? []).map((t) => ({ ...t, score: scores[t.id] ?? 0 })).sort((a, b) => b.score - a.score);
  return sorted.map((t) => ({ ...t, rank: sorted.findIndex((o) => o.score === t.score) + 1 }));
}

/** The team a player is in, by name, for the reveal's «كذبة فريق الصقور». */
export function teamNameOf(room: RoomView, teamId: string | undefined): string | null {
  return room.teams?.find((t) => t.id === teamId)?.nameAr ?? null;
}

/**
 * A team's best bluffer: the member whose lies drew the most votes (bluff trivia keeps the count
 * in its final stats); otherwise the member with the most points.
 */
export function bestBluffer(game: GameView, team: TeamView): string | null {
  const drew = (game as { deceptionStats?: { playerVotesReceived: Record<string, number> } | null }).deceptionStats?.playerVotesReceived ?? {};
  const by = (record: Record<string, number>) => [...team.playerIds].sort((a, b) => (record[b] ?? 0) - (record[a] ?? 0))[0];
  const fooler = by(drew);
  if (fooler && (drew[fooler] ?? 0) > 0) return fooler;
  const scorer = by(game.scores);
  return scorer && (game.scores[scorer] ?? 0) > 0 ? scorer : null;
}

/** Who has acted this phase, team by team: a tick for the done, «…» for the rest, and who is away. */
export function TeamBoard({ room, game, big, actors }: { room: RoomView; game: GameView; big: boolean; actors: string[] | null }) {
  const t = text(big);
  const teams = room.teams ?? [];
  const voting = phaseRole(game.gameType, game.currentPhase).vote;
  const acting = new Set(actors ?? game.participants ?? Object.keys(room.players));
  return (
    <ul className={cx("grid w-full gap-[1rem]", columns(teams.length))} aria-label="الفرق" data-testid="team-board">
      {teams.map((team) => {
        const members = team.playerIds.filter((id) => acting.has(id));
        const done = members.filter((id) => {
          const status = game.playerStatus?.[id];
          return voting ? status?.hasVoted : status?.hasAnswered || status?.hasSubmitted;
        });
        return (
          <li key={team.id} className="rounded-[1.5rem] bg-white/[0.07] px-[1.25rem] py-[0.75rem] ring-2 ring-white/15" data-team-id={team.id}>
            <div className="flex items-baseline justify-between gap-3">
              <h3 className={cx("truncate font-bold text-gold-300", t.team)}>{team.nameAr}</h3>
              <span className={cx("shrink-0 font-bold tabular-nums text-white/90", t.member)} data-testid="team-done">
                {done.length}/{members.length}
              </span>
            </div>
            <ul className="mt-[0.25rem] grid grid-cols-2 gap-x-[1rem]">
              {team.playerIds.map((id) => {
                const acted = done.includes(id);
                const presence = presenceOf(room, id);
                return (
                  <li
                    key={id}
                    className={cx("flex min-w-0 items-center gap-[0.4rem] font-bold", t.member, acted ? "text-[#5eead4]" : presence === "here" ? "text-white/85" : "text-[#fecdd3]")}
                    data-player-id={id}
                    data-acted={acted ? "yes" : "no"}
                    data-presence={presence}
                  >
                    <span aria-hidden="true" className="shrink-0">
                      {acted ? "✓" : presence === "here" ? "…" : "✕"}
                    </span>
                    <span className="truncate">{room.players[id]?.nickname}</span>
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/** The totals beat in teams: each team's total, with what the round (or turn) added. */
export function TeamTotals({ room, game, big, gains, audienceLine }: { room: RoomView; game: GameView; big: boolean; gains: Record<string, number>; audienceLine?: string | null }) {
  const t = text(big);
  const ranking = teamRanking(room, game);
  return (
    <section aria-label="مجموع الفرق" className="flex w-full max-w-[100rem] flex-col gap-[1rem]" data-testid="screen-team-totals">
      <h2 className={cx("text-center font-bold text-gold-300", t.title)}>مجموع الفرق</h2>
      <ol className={cx("grid gap-[1rem]", columns(ranking.length))}>
        {ranking.map((team) => {
          const gain = team.playerIds.reduce((sum, id) => sum + (gains[id] ?? 0), 0);
          return (
            <li key={team.id} className="flex flex-col items-center gap-[0.5rem] rounded-[1.5rem] bg-white/[0.07] px-[1rem] py-[1rem]" data-team-id={team.id}>
              <span className={cx("font-bold", t.team)}>
                <span className="tabular-nums text-white/85">{team.rank}. </span>
                {team.nameAr}
              </span>
              <span className={cx("font-bold tabular-nums", t.title)} data-testid="team-total">
                {latinDigits(team.score)}
              </span>
              {gain ? (
                <span dir="ltr" className={cx("rounded-full bg-[#0d9488]/30 px-4 font-bold text-[#5eead4]", t.member)}>
                  +{latinDigits(gain)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {audienceLine ? <p className={cx("text-center font-bold text-[#ddd6fe]", t.team)}>{audienceLine}</p> : null}
    </section>
  );
}

/** The end in teams: the three best teams on the podium, then every team with its best bluffer. */
export function TeamPodium({ room, game, big }: { room: RoomView; game: GameView; big: boolean }) {
  const t = text(big);
  const ranking = teamRanking(room, game);
  const podium = [ranking[1], ranking[0], ranking[2]].filter(Boolean);
  const heights = big ? { 1: "h-[12rem]", 2: "h-[10rem]", 3: "h-[8.5rem]" } : { 1: "h-32", 2: "h-24", 3: "h-16" };
  return (
    <section aria-label="منصة تتويج الفرق" className="flex w-full flex-1 flex-col items-center justify-center gap-[2rem]" data-testid="screen-team-podium">
      <h2 className={cx("font-bold text-gold-300", t.hero)}>منصة التتويج</h2>
      <ol className="flex items-end justify-center gap-[2rem]">
        {podium.map((team) => (
          <li key={team.id} className="screen-reveal flex flex-col items-center gap-[0.75rem]" style={{ animationDelay: `${(3 - team.rank) * 400}ms` }} data-team-id={team.id}>
            <span className={cx("font-bold", t.podiumName, team.rank === 1 && "text-gold-300")}>{team.nameAr}</span>
            <div className={cx("flex w-[16rem] flex-col items-center justify-center rounded-t-[1.5rem] bg-white/10 font-bold", heights[team.rank as 1 | 2 | 3] ?? heights[3], t.title)}>
              {team.rank}
              <span className={cx("text-white/90", t.team)}>{countText(team.score, POINTS)}</span>
            </div>
          </li>
        ))}
      </ol>
      <ul className={cx("grid w-full max-w-[100rem] gap-[1rem]", columns(ranking.length))} aria-label="الأكثر خداعًا في كل فريق">
        {ranking.map((team) => {
          const best = bestBluffer(game, team);
          return (
            <li key={team.id} className="flex flex-col items-center gap-[0.25rem] rounded-[1.5rem] bg-white/[0.07] px-[1rem] py-[0.75rem] text-center" data-team-id={team.id}>
              <span className={cx("font-bold", t.team)}>{team.nameAr}</span>
              <span className={cx("text-white/85", t.member)}>الأكثر خداعًا في الفريق</span>
              <span className={cx("font-bold text-gold-300", t.team)} data-testid="team-best">
                {best ? room.players[best]?.nickname : "—"}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The TV's lobby in teams: each team's card with its members, so forty names fit the screen. */
export function LobbyTeams({ room, big }: { room: RoomView; big: boolean }) {
  const t = text(big);
  const teams = room.teams ?? [];
  return (
    <ul className={cx("grid w-full gap-[1rem]", columns(teams.length))} aria-label="الفرق" data-testid="lobby-teams">
      {teams.map((team) => (
        <li key={team.id} className="rounded-[1.5rem] bg-white/[0.07] px-[1.25rem] py-[0.75rem] ring-2 ring-white/15" data-team-id={team.id}>
          <h3 className={cx("truncate font-bold text-gold-300", t.team)}>{team.nameAr}</h3>
          <ul className="mt-[0.25rem] grid grid-cols-2 gap-x-[1rem]">
            {team.playerIds.map((id) => (
              <li key={id} className={cx("truncate font-bold text-white/90", t.member)} data-player-id={id}>
                {room.players[id]?.nickname}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The TV's lobby past ten players before teams are dealt: names in chips, no avatars, so forty fit. */
export function LobbyCrowd({ players, big, label }: { players: { playerId: string; nickname: string }[]; big: boolean; label: string }) {
  const t = text(big);
  return (
    <ul className="flex max-w-[100rem] flex-wrap justify-center gap-[0.75rem]" aria-label={label} data-testid="lobby-crowd">
      {players.map((p) => (
        <li key={p.playerId} className={cx("rounded-full bg-white/[0.08] px-[1rem] py-[0.25rem] font-bold", t.member)}>
          {p.nickname}
        </li>
      ))}
    </ul>
  );
}
