// Players grid of the lobby (spec 001 §2): 4 columns. Your own tile opens the profile
// editor; the admin can kick anyone else from here (with a confirmation).
import { Pencil, UserX } from "lucide-react";
import { useId, useState } from "react";
import type { LivePlayer, RoomView } from "../../../../schema/protocol";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { PlayerTile, sortPlayers } from "../players/player-tile";
import { LobbyCard } from "./lobby-card";
import { textsFor } from "../../../../schema/address";
import { ROOM_TEXT_TABLE } from "../players/room-texts";

export function PlayersGrid({
  state,
  maxPlayers,
  onEditProfile,
  onKick,
}: {
  state: RoomView;
  maxPlayers: number;
  onEditProfile: () => void;
  onKick: (playerId: string) => void;
}) {
  const titleId = useId();
  const [target, setTarget] = useState<LivePlayer | null>(null);
  const players = sortPlayers(state.players);
  const online = players.filter((p) => p.isOnline).length;
  const T = textsFor(ROOM_TEXT_TABLE, state.addressForm);
  return (
    <LobbyCard
      title={T.players}
      titleId={titleId}
      badge={
        <span className="rounded-full bg-white/[0.08] px-2 py-0.5 text-xs font-bold text-white/70 tabular-nums" dir="ltr">
          {players.length}/{maxPlayers}
        </span>
      }
      action={
        <Button variant="ghost" size="sm" onClick={onEditProfile} icon={<Pencil aria-hidden="true" className="size-4" />}>
          تعديل اسمك وشكلك
        </Button>
      }
    >
      <ul aria-labelledby={titleId} className="grid grid-cols-4 gap-1 sm:gap-2" data-testid="players-grid">
        {players.map((player) => {
          const isSelf = player.playerId === state.you;
          const isAdmin = player.playerId === state.adminId || player.isAdmin;
          // The creator is never kicked: the host holding the role while they are away sees no «طرد» on their seat.
          const canKick = state.isAdmin && !isSelf && !player.isCreator;
          return (
            <li key={player.playerId} className="min-w-0">
              <PlayerTile
                player={player}
                isSelf={isSelf}
                isAdmin={isAdmin}
                onClick={isSelf ? onEditProfile : canKick ? () => setTarget(player) : undefined}
                actionLabel={isSelf ? "تعديل الاسم والشكل" : canKick ? "طرد من الغرفة" : undefined}
              />
            </li>
          );
        })}
      </ul>
      {players.length > online ? (
        <p className="mt-2 text-xs text-white/45">{T.offlineNote}</p>
      ) : null}
      {state.isAdmin && players.some((p) => p.playerId !== state.you && !p.isCreator) ? (
        <p className="mt-2 text-xs text-white/45">{T.kickHint}</p>
      ) : null}
      <ConfirmDialog
        closeOnConfirm
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        title={`طرد ${target?.nickname ?? ""}؟`}
        description="طرد فوري من الغرفة ورجوع للصفحة الرئيسية."
        confirmLabel="طرد"
        icon={<UserX className="size-6" />}
        onConfirm={() => {
          if (target) onKick(target.playerId);
        }}
      />
    </LobbyCard>
  );
}
