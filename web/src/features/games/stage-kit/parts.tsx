// Small pieces every stage of the big screen (and, smaller, the audience's phone) shares: names,
// the countdown (standing still while paused), a player's tile with their state, who has acted,
// the audience's counts and its pick. Sizes come from `sizes(big)` so that at 1920×1080 no text
// is under 24 px and the question, the lies and the names are 48 px or more (issue 31).
import { Users } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import type { AudienceTallyView, GameView, RoomView } from "../../../../../schema/protocol";
import { countText, SECONDS } from "../../../../../schema/arabic-count";
import { LayeredAvatar } from "../../../ui/layered-avatar";
import { cx } from "../../../ui/cx";
import { textsFor } from "../../../../../schema/address";
import { phaseRole } from "../../../../../schema/games";
import { SCREEN_TEXT_TABLE } from "./texts";
import { AUDIENCE_TEAM_ID, AUDIENCE_TEAM_NAME } from "../../../../../schema/audience-team";

export const nameOf = (room: RoomView, id: string) =>
  room.players[id]?.nickname ?? (id === AUDIENCE_TEAM_ID ? AUDIENCE_TEAM_NAME : textsFor(SCREEN_TEXT_TABLE, room.addressForm).somePlayer);

/**
 * Text sizes of the two viewers. The big screen's root font scales with the 16:9 viewport
 * (screen.css), so these rem sizes are the pixel sizes at 1920×1080 divided by 16.
 */
export function sizes(big: boolean) {
  return big
    ? { small: "text-[1.5rem]", body: "text-[2rem]", name: "text-[3rem]", title: "text-[3.5rem] leading-snug", hero: "text-[6rem] leading-tight", counter: "text-[3.5rem]" }
    : { small: "text-sm", body: "text-base", name: "text-base", title: "text-2xl", hero: "text-3xl", counter: "text-2xl" };
}

/** Seconds left of the phase, counted down locally from the server's deadline. */
function useSecondsLeft(endsAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!endsAt) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [endsAt]);
  return endsAt ? Math.max(0, Math.ceil((endsAt - now) / 1000)) : null;
}

/** The phase's countdown; while the host has paused it, what is left stands still (the pause banner says why). */
export function Countdown({ game, big }: { game: GameView; big: boolean }) {
  const running = useSecondsLeft(game.phaseEndsAt);
  const left = game.paused && game.pausedRemainingMs != null ? Math.ceil(game.pausedRemainingMs / 1000) : running;
  if (left === null) return null;
  return (
    <div
      role="timer"
      aria-label={`الوقت المتبقي: ${countText(left, SECONDS)}`}
      data-paused={game.paused ? "yes" : undefined}
      className={cx(
        "grid place-items-center rounded-full font-bold tabular-nums ring-4",
        game.paused ? "text-white ring-white/60" : left <= 5 ? "text-[#fda4af] ring-[#e11d48]" : "text-gold-300 ring-gold-500/60",
        big ? "size-28 text-[3rem]" : "size-14 text-2xl",
      )}
    >
      {left}
    </div>
  );
}

/** A player's presence as a tile shows it: gone (pressed «خروج»), offline (phone dropped), or here. */
export function presenceOf(room: RoomView, id: string): "here" | "offline" | "gone" {
  const p = room.players[id];
  if (!p || p.hasLeft) return "gone";
  return p.isOnline ? "here" : "offline";
}

export function PlayerBadge({ room, id, big, note, avatar = big ? "xl" : "md" }: { room: RoomView; id: string; big: boolean; note?: ReactNode; avatar?: "md" | "lg" | "xl" | "2xl" }) {
  const p = room.players[id];
  const s = sizes(big);
  // The audience playing as one team stands on the podium as «الجمهور», a crowd for its avatar.
  if (!p && id === AUDIENCE_TEAM_ID) return <AudienceTeamBadge big={big} note={note} />;
  if (!p) return null;
  return (
    <div className="flex min-w-0 flex-col items-center gap-2" data-player-id={id}>
      <LayeredAvatar color={p.avatarColor} face={p.avatarFace} custom={p.avatarCustom} size={avatar} />
      <span className={cx("max-w-[16rem] truncate font-bold", s.name)} data-name>
        {p.nickname}
      </span>
      {note}
    </div>
  );
}

function AudienceTeamBadge({ big, note }: { big: boolean; note?: ReactNode }) {
  const s = sizes(big);
  return (
    <div className="flex min-w-0 flex-col items-center gap-2" data-player-id={AUDIENCE_TEAM_ID}>
      <span className={cx("grid place-items-center rounded-full bg-[#7c3aed]/40 text-[#ddd6fe] ring-2 ring-[#ddd6fe]/50", big ? "size-32" : "size-16")} aria-hidden="true">
        <Users className="size-1/2" />
      </span>
      <span className={cx("max-w-[16rem] truncate font-bold", s.name)} data-name>
        {AUDIENCE_TEAM_NAME}
      </span>
      {note}
    </div>
  );
}

/** Avatars in a row, as they land on a beat (who fell for a lie, who found the truth). */
export function AvatarRow({ room, ids, big, label, avatar }: { room: RoomView; ids: string[]; big: boolean; label: string; avatar?: "md" | "lg" | "xl" | "2xl" }) {
  return (
    <ul aria-label={label} className={cx("flex flex-wrap justify-center", big ? "gap-10" : "gap-3")}>
      {ids.map((id, i) => (
        <li key={id} className="screen-land" style={{ animationDelay: `${i * 180}ms` }}>
          <PlayerBadge room={room} id={id} big={big} avatar={avatar} />
        </li>
      ))}
    </ul>
  );
}

// Verbal nouns, not «يكتب/انقطع اتصاله»: the tile must not assume the player is a man; in a women's
// gathering «غير متصلة» (the room's address form).
const presenceText = (room: RoomView) => ({ offline: textsFor(SCREEN_TEXT_TABLE, room.addressForm).offline, gone: "خارج اللعبة" });

/**
 * Who has acted this phase: a tick beside those who have, nothing about what they chose. Those
 * still writing read at full contrast; a dropped or departed player's tile says so instead of «…».
 */
export function WhoActed({ room, game, big, actors }: { room: RoomView; game: GameView; big: boolean; actors?: string[] | null }) {
  const ids = actors ?? (game.participants?.length ? game.participants : Object.keys(room.players));
  // A vote is done by `hasVoted`; writing or answering by the game's own flag (its manifest's phase roles).
  const voting = phaseRole(game.gameType, game.currentPhase).vote;
  const s = sizes(big);
  return (
    <ul className={cx("flex flex-wrap justify-center", big ? "gap-x-12 gap-y-6" : "gap-3")} aria-label="من أنهى دوره">
      {ids.map((id) => {
        const status = game.playerStatus?.[id];
        const done = !!(voting ? status?.hasVoted : status?.hasAnswered || status?.hasSubmitted);
        const presence = presenceOf(room, id);
        const away = !done && presence !== "here";
        const note = done ? "✓ تم" : away ? presenceText(room)[presence as "offline" | "gone"] : voting ? "تصويت…" : "كتابة…";
        return (
          <li key={id} className={cx("rounded-3xl px-4 py-3", away && "bg-[#e11d48]/15 ring-2 ring-[#fb7185]/60")} data-acted={done ? "yes" : "no"} data-presence={presence}>
            <PlayerBadge
              room={room}
              id={id}
              big={big}
              note={<span className={cx("font-bold", s.small, done ? "text-[#5eead4]" : away ? "text-[#fecdd3]" : "text-white/85")}>{note}</span>}
            />
          </li>
        );
      })}
    </ul>
  );
}

export function AudienceCount({ audience, optionId, round, big }: { audience: AudienceTallyView | null; optionId: string; round: number; big: boolean }) {
  // A tally of another round is stale: it says nothing of this one's options.
  const n = audience?.round === round ? audience.counts[optionId] : 0;
  if (!n) return null;
  return (
    <span className={cx("inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 font-bold text-[#ddd6fe]", sizes(big).small)} data-testid="audience-votes">
      <Users aria-label="أصوات الجمهور" className="size-[1em]" />
      {n}
    </span>
  );
}

/** «اختيار الجمهور», shown with the round's results (during the vote the counts speak for themselves). */
export function AudienceChoice({ audience, optionId, round, big }: { audience: AudienceTallyView | null; optionId: string; round: number; big: boolean }) {
  if (!audience || audience.round !== round || audience.choice !== optionId) return null;
  return <span className={cx("rounded-full bg-[#7c3aed] px-4 font-bold text-white", sizes(big).small)}>اختيار الجمهور</span>;
}
