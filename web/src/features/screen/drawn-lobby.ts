// Whether the big screen's lobby, as the worker drew it (screen-frame.ts), still shows the room
// the socket hears. The page's entry script (start.ts) opens the TV's socket before the app, and
// starts the app only once a frame says something the drawn lobby does not show: a player came,
// left or changed, the game started, the room went into teams or hid its code... Until then the
// drawn lobby is exactly what the app would draw, and a TV spends nothing on running it.
//
// It runs before the app, in a chunk of its own that only a drawn big screen loads (start.ts):
// nothing here is imported but types, and it reads only the fields the screen's lobby draws
// (routes/screen.tsx). Anything it does not know is a change, so a frame it misjudges starts the
// app early, never late.
import type { RoomView } from "../../../../schema/protocol";
import type { FramePlayer, ScreenFrame } from "./screen-frame";

export { SCREEN_DATA_ID } from "./screen-data-id";

/** What the worker drew the lobby from: the frame's data, read from the page. */
export type DrawnLobby = Pick<ScreenFrame, "code" | "addressForm" | "players">;

/** Frames that never change what the lobby shows. */
const SILENT_FRAMES = new Set(["pong", "clock-sync-response", "heartbeat-ack"]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The lobby the worker drew, from the page's JSON (SCREEN_DATA_ID); null when it is missing or broken. */
export function drawnLobbyOf(json: string | null | undefined): DrawnLobby | null {
  if (!json) return null;
  try {
    const data: unknown = JSON.parse(json);
    if (!isRecord(data) || typeof data.code !== "string" || typeof data.addressForm !== "string" || !Array.isArray(data.players)) return null;
    return { code: data.code, addressForm: data.addressForm as DrawnLobby["addressForm"], players: data.players as FramePlayer[] };
  } catch {
    return null;
  }
}

/** The seats the lobby lists, in its order, as it draws them. */
const sameSeats = (drawn: FramePlayer[], live: unknown): boolean => {
  if (!isRecord(live)) return false;
  const seats = Object.values(live);
  return (
    seats.length === drawn.length &&
    seats.every((seat, i) => {
      const was = drawn[i];
      return (
        isRecord(seat) &&
        seat.playerId === was.playerId &&
        seat.nickname === was.nickname &&
        seat.avatarColor === was.avatarColor &&
        seat.avatarFace === was.avatarFace &&
        seat.avatarCustom === was.avatarCustom
      );
    })
  );
};

/** Whether the room's public view draws the very lobby the worker drew (nothing the app would add or change). */
function sameLobby(drawn: DrawnLobby, state: unknown): boolean {
  if (!isRecord(state)) return false;
  const room = state as Partial<RoomView> & Record<string, unknown>;
  return (
    room.code === drawn.code &&
    room.inLobby === true &&
    !room.game &&
    room.addressForm === drawn.addressForm &&
    !room.hideCode &&
    !room.teams?.length &&
    !room.streamDelay &&
    (room.timeScale ?? 1) === 1 &&
    // The iftar countdown may show in the header.
    !room.prayerBreaks?.enabled &&
    sameSeats(drawn.players, room.players)
  );
}

/** An audience tally (alone or with the join) the header would show: a count above zero. */
const audienceShown = (tally: unknown): boolean => isRecord(tally) && typeof tally.count === "number" && tally.count > 0;

/**
 * Whether the drawn lobby still stands after the socket heard `raw`: true for frames that change
 * nothing the lobby shows (the join's state equal to the drawn one, a later state equal to it, a
 * tally of no audience, the socket's housekeeping); false for everything else.
 */
export function drawnLobbyStands(drawn: DrawnLobby, raw: string): boolean {
  let frame: unknown;
  try {
    frame = JSON.parse(raw);
  } catch {
    return false;
  }
  if (!isRecord(frame) || typeof frame.type !== "string") return false;
  if (SILENT_FRAMES.has(frame.type)) return true;
  const data = isRecord(frame.data) ? frame.data : null;
  if (!data) return false;
  switch (frame.type) {
    case "watch-joined":
      return sameLobby(drawn, data.state) && !audienceShown(data.audience);
    case "watch-state":
      return sameLobby(drawn, data.state);
    case "audience-tally":
      return !audienceShown(data);
    default:
      return false;
  }
}
