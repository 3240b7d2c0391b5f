import type { ClientMessage } from "../../../schema/protocol";
import { refuse } from "../change";
import { stepGame } from "../game-step";
import { action } from "./types";

type GameActionData = Extract<ClientMessage, { type: "game-action" }>["data"];

/** A move in the running game, passed through as it came; the game checks the payload and refuses with a submission-error. */
export const gameAction = (adminOnly: boolean) =>
  action<GameActionData>({
    adminOnly,
    handle(room, me, data, { now }) {
      if (!room.game) return refuse("invalid_action", "اللعبة ما بدأت");
      return stepGame(room, { kind: "player", playerId: me.playerId, action: data.action, data: { ...data } }, now) ?? {};
    },
  });
