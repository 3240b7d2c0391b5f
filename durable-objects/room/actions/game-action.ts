import type { CompiledFilter } from "../../../schema/family-filter";
import type { ClientMessage } from "../../../schema/protocol";
import { applyOnce } from "../applied-actions";
import { refuse } from "../change";
import { anyBad, anyBidi, bidiRefusal, loadFilter, playerTexts, textRefusal } from "../family-filter";
import { stepGame } from "../game-step";
import { action } from "./types";

type GameActionData = Extract<ClientMessage, { type: "game-action" }>["data"];

/**
 * A move in the running game, passed through as it came; the game checks the payload and
 * refuses with a submission-error. A lie or caption with a listed word (family filter on)
 * is refused here, to its writer only, before the game sees it; so is one holding a bidi control,
 * filter on or off. A tap with an `actionId` is applied at most once (applied-actions.ts).
 */
export const gameAction = (adminOnly: boolean, notAdminMessage?: string) =>
  action<GameActionData, CompiledFilter | null>({
    adminOnly,
    notAdminMessage,
    load: (room, _me, data, db, now) => (playerTexts(data).length ? loadFilter(room, db, now) : Promise.resolve(null)),
    handle(room, me, data, { now, loaded }) {
      // A tap with an id is applied at most once, and never in a phase after its own.
      return applyOnce(room, me.playerId, data.action, data, () => {
        if (!room.game) return refuse("invalid_action", "اللعبة ما بدأت");
        if (anyBidi(playerTexts(data))) return { gameEvents: [bidiRefusal(me.playerId, data.action)] };
        if (anyBad(playerTexts(data), loaded)) return { gameEvents: [textRefusal(me.playerId, data.action)] };
        return stepGame(room, { kind: "player", playerId: me.playerId, action: data.action, data: { ...data } }, now) ?? {};
      });
    },
  });
