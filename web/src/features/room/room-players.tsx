// The players already in a room, as its entry card shows them: nickname and
// avatar, read from the room lookup's `players` (whatever the lookup sends is checked here,
// so a seat of an unexpected shape is left out rather than breaking the card).
import { countText, PLAYERS } from "../../../../schema/arabic-count";
import { LayeredAvatar, type AvatarLayers } from "../../ui/layered-avatar";

export interface SeatedPlayer {
  playerId: string;
  nickname: string;
  avatar: AvatarLayers;
}

const layerId = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : 0);

/** The seated players of a room lookup, in join order; those who left are not shown. */
export function seatedPlayers(players: readonly unknown[]): SeatedPlayer[] {
  const seated: (SeatedPlayer & { joinedAt: number })[] = [];
  for (const entry of players) {
    if (!entry || typeof entry !== "object") continue;
    const p = entry as Record<string, unknown>;
    if (typeof p.playerId !== "string" || typeof p.nickname !== "string" || !p.nickname.trim() || p.hasLeft === true) continue;
    seated.push({
      playerId: p.playerId,
      nickname: p.nickname,
      avatar: { color: layerId(p.avatarColor), face: layerId(p.avatarFace), custom: layerId(p.avatarCustom) },
      joinedAt: typeof p.joinedAt === "number" ? p.joinedAt : 0,
    });
  }
  return seated.sort((a, b) => a.joinedAt - b.joinedAt).map(({ joinedAt: _, ...player }) => player);
}

export function RoomPlayers({ players }: { players: readonly SeatedPlayer[] }) {
  if (players.length === 0) return null;
  return (
    <section aria-label="اللاعبون في الغرفة" className="mb-6">
      <h2 className="mb-3 text-center text-sm font-bold text-white/70">في الغرفة الآن: {countText(players.length, PLAYERS)}</h2>
      <ul className="flex flex-wrap justify-center gap-x-3 gap-y-2">
        {players.map((player) => (
          <li key={player.playerId} className="flex max-w-32 items-center gap-2 rounded-full bg-white/[0.06] py-1 ps-1 pe-3 ring-1 ring-white/10">
            <LayeredAvatar {...player.avatar} size="xs" />
            <span className="truncate text-sm text-white">{player.nickname}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
