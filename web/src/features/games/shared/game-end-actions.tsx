// What's next at the end of a game (spec 001 §4): the admin plays again with the
// same settings, goes back to the lobby or closes the room (after a confirmation);
// everyone else may leave.
import { DoorOpen, House, Power, RotateCcw } from "lucide-react";
import { useState } from "react";
import type { RoomView } from "../../../../../schema/protocol";
import type { RoomSend } from "../../../live/use-room";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import type { GameMenuActions } from "../chrome/game-menu";
import { GuardedButton } from "./guarded-button";
import { ShareResultButton } from "./share-result-button";
import { GAME_END_TEXTS as T } from "./texts";

export function GameEndActions({
  state,
  send,
  actions,
  guardPrefix,
}: {
  state: RoomView;
  send: RoomSend;
  actions: GameMenuActions;
  /** Prefix of the buttons' click-guard ids, one per game (e.g. "trivia"). */
  guardPrefix: string;
}) {
  const [confirmClose, setConfirmClose] = useState(false);

  // One that could not leave is said by the connection («لم يُرسل طلبك»).
  const playAgain = () => send("game-action", { action: "restart_game" });

  return (
    <>
      <ShareResultButton state={state} />
      {state.isAdmin ? (
        <div className="flex flex-col gap-2">
          <GuardedButton guardId={`${guardPrefix}-play-again`} size="lg" className="w-full" onPress={playAgain} icon={<RotateCcw aria-hidden="true" className="size-5" />}>
            {T.playAgain}
          </GuardedButton>
          <div className="grid grid-cols-2 gap-2">
            <GuardedButton guardId={`${guardPrefix}-back-to-lobby`} variant="secondary" onPress={actions.backToLobby} icon={<House aria-hidden="true" className="size-5" />}>
              {T.backToLobby}
            </GuardedButton>
            <GuardedButton guardId={`${guardPrefix}-close-room`} variant="danger" onPress={() => setConfirmClose(true)} icon={<Power aria-hidden="true" className="size-5" />}>
              {T.closeRoom}
            </GuardedButton>
          </div>
        </div>
      ) : (
        <GuardedButton guardId={`${guardPrefix}-leave`} variant="secondary" size="lg" className="w-full" onPress={actions.leave} icon={<DoorOpen aria-hidden="true" className="size-5" />}>
          {T.leave}
        </GuardedButton>
      )}

      <ConfirmDialog
        closeOnConfirm
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={T.closeConfirm.title}
        description={T.closeConfirm.description}
        confirmLabel={T.closeConfirm.label}
        icon={<Power className="size-6" />}
        onConfirm={actions.endRoom}
      />
    </>
  );
}
