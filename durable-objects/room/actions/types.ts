import type { ActionCtx, ActionResult, Me } from "../change";
import type { RoomDbPort } from "../ports";
import type { RoomRecord } from "../room-record";

/**
 * One room action: an optional read of what it needs from D1 (the only I/O),
 * then a pure step from the room to a change or a refusal.
 */
export interface RoomAction<D = any, L = any> {
  /** Refused with `not_admin` unless the acting player is the room's admin; checked once, by the actor. */
  adminOnly: boolean;
  /** The refusal's text for a non-admin, when the action has its own. */
  notAdminMessage?: string;
  load?: (room: RoomRecord, me: Me, data: D, db: RoomDbPort, now: number) => Promise<L>;
  handle: (room: RoomRecord, me: Me, data: D, ctx: ActionCtx & { loaded: L }) => ActionResult;
}

export const action = <D, L = undefined>(definition: RoomAction<D, L>) => definition;
