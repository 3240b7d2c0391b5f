// Whether the big screen shows the room's code: always, unless the host hides it (a streamed
// room); then only during the host's «إظهار على الشاشة» moment.
import type { RoomView } from "../../../../schema/protocol";

/** Whether the screen shows the code at `now`: not hidden, or shown by the host until a time still to come. */
export function codeShownAt(room: Pick<RoomView, "hideCode" | "codeShownUntil"> | null, now: number): boolean {
  if (!room?.hideCode) return true;
  return (room.codeShownUntil ?? 0) > now;
}
